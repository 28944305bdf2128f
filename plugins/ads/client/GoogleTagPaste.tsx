import { Button, FormGroup, TextArea } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseGoogleTag } from '../common/googleTagSnippet';
import type { AdFormValues } from './adFormValues';

/**
 * AD-55: a pasted Google Publisher Tag snippet, read as text (never run), fills the inline block's
 * path, sizes and element id and — for those who see them (AD-13) — the script source and its
 * domain. What the snippet does not name stays as it is.
 */
export function GoogleTagPaste({ disabled, admin }: { disabled: boolean; admin: boolean }) {
  const { t } = useTranslation('ads');
  const { values, setValues } = useFormikContext<AdFormValues>();
  const [snippet, setSnippet] = useState('');
  const id = useId();
  const fill = () => {
    const { scriptSrc, domain, ...slot } = parseGoogleTag(snippet);
    const loader = admin ? { ...(scriptSrc !== undefined && { scriptSrc }), ...(domain !== undefined && { domain }) } : {};
    void setValues({ ...values, settings: { ...values.settings, ...loader, inline: { ...values.settings.inline, ...slot } } });
  };
  return (
    <FormGroup label={t('google.paste')} labelFor={id} helperText={t('google.pasteHint')}>
      <TextArea id={id} value={snippet} onChange={(event) => setSnippet(event.currentTarget.value)} rows={4} fill spellCheck={false} className="bp6-monospace-text" disabled={disabled} data-testid="google-tag-paste" />
      <Button icon="import" text={t('google.fill')} disabled={disabled || !snippet.trim()} onClick={fill} data-testid="google-tag-fill" />
    </FormGroup>
  );
}
