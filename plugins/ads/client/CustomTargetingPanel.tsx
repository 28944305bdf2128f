import { Button, ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../core/client/widgets';
import type { CustomTargetingEntry } from '../common/customTargeting';
import type { AdFormValues } from './adFormValues';

/**
 * The custom key/value targeting (AD-42): rows of a key and a value, added and removed; saving
 * drops the rows without a key and stores the rest as a JSON object (storedCustomTargeting).
 */
export function CustomTargetingPanel() {
  const { t } = useTranslation('ads');
  const { values, setFieldValue } = useFormikContext<AdFormValues>();
  const error = useFieldError('custom_targeting');
  const rows = values.customTargeting;
  const set = (next: CustomTargetingEntry[]) => void setFieldValue('customTargeting', next);
  const change = (index: number, part: Partial<CustomTargetingEntry>) => set(rows.map((row, i) => (i === index ? { ...row, ...part } : row)));
  return (
    <FormGroup label={t('targeting.custom')} intent={error ? 'danger' : 'none'} helperText={error ?? t('hints.customTargeting')}>
      {rows.map((row, index) => (
        <ControlGroup key={index} className="ac-ad-custom-row" data-testid="ad-custom-row">
          <InputGroup value={row.key} placeholder={t('targeting.key')} aria-label={t('targeting.key')} onChange={(event) => change(index, { key: event.currentTarget.value })} data-testid="ad-custom-key" />
          <InputGroup value={row.value} placeholder={t('targeting.value')} aria-label={t('targeting.value')} onChange={(event) => change(index, { value: event.currentTarget.value })} data-testid="ad-custom-value" />
          <Button icon="trash" variant="minimal" aria-label={t('targeting.remove')} title={t('targeting.remove')} onClick={() => set(rows.filter((_, i) => i !== index))} data-testid="ad-custom-remove" />
        </ControlGroup>
      ))}
      <Button icon="add" text={t('targeting.add')} onClick={() => set([...rows, { key: '', value: '' }])} data-testid="ad-custom-add" />
    </FormGroup>
  );
}
