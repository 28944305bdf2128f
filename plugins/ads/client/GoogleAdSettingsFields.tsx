import { H6 } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { NumberField, SwitchField, TextField } from '../../../core/client/widgets';
import { withHttps } from '../../../core/common/validation';
import { formatSlotSizes } from '../common/slotSizes';
import type { AdFormValues } from './adFormValues';
import { GoogleTagPaste } from './GoogleTagPaste';

/** AD-54: slot sizes formatted into [width,height] pairs once the field is left. */
const slotSizes = (value: string, on: 'change' | 'blur') => (on === 'blur' ? formatSlotSizes(value) : value);

/** One GPT block (AD-62): path, sizes, free sizes, element id, random and iterate; the interstitial's duration. */
function SlotFields({ block, disabled }: { block: 'inline' | 'interstitial'; disabled: boolean }) {
  const { t } = useTranslation('ads');
  const name = (field: string) => `settings.${block}.${field}`;
  const label = (field: string) => t(`fields.settings.${block}.${field}`);
  return (
    <fieldset className="ac-ad-slot" data-testid={`google-${block}`}>
      <H6>{t(`google.${block}`)}</H6>
      <TextField name={name('path')} label={label('path')} placeholder="/1234567/sports" disabled={disabled} />
      <TextField name={name('sizes')} label={label('sizes')} hint={t('hints.sizes')} placeholder="[300,250],[728,90]" normalize={slotSizes} disabled={disabled} />
      <SwitchField name={name('freeSizes')} label={label('freeSizes')} disabled={disabled} />
      <TextField name={name('elementId')} label={label('elementId')} disabled={disabled} />
      <SwitchField name={name('randomOn')} label={label('randomOn')} disabled={disabled} />
      <SwitchField name={name('iterateOn')} label={label('iterateOn')} disabled={disabled} />
      {block === 'interstitial' && <NumberField name={name('duration')} label={label('duration')} min={0} disabled={disabled} />}
    </fieldset>
  );
}

/**
 * A Google ad slot's settings (management §3, AD-61 … AD-63), enabled for the Google type only
 * (AD-18 … AD-20): the loader's script source, domain and value for admins (AD-13, OP-55), the
 * floating frame and its heights, background, expand button, the interstitial switch, the inline
 * and interstitial blocks, and the paste of a GPT snippet (AD-55).
 */
export function GoogleAdSettingsFields({ enabled, admin }: { enabled: boolean; admin: boolean }) {
  const { t } = useTranslation('ads');
  const { values } = useFormikContext<AdFormValues>();
  const disabled = !enabled;
  const label = (field: string) => t(`fields.settings.${field}`);
  return (
    <section className="ac-ad-google" data-testid="google-settings" aria-disabled={disabled}>
      {disabled && <p className="bp6-text-muted">{t('google.onlyGoogle')}</p>}
      <GoogleTagPaste disabled={disabled} admin={admin} />
      {admin && (
        <div data-testid="google-admin-fields">
          <TextField name="settings.scriptSrc" label={label('scriptSrc')} placeholder="https://" normalize={withHttps} disabled={disabled} />
          <TextField name="settings.domain" label={label('domain')} disabled={disabled} />
          <NumberField name="settings.value" label={label('value')} min={0} disabled={disabled} />
        </div>
      )}
      <SwitchField name="settings.floating" label={label('floating')} disabled={disabled} />
      {values.settings.floating && (
        <div className="ac-ad-heights">
          <NumberField name="settings.adMinH" label={label('adMinH')} min={0} disabled={disabled} />
          <NumberField name="settings.adMaxH" label={label('adMaxH')} min={0} disabled={disabled} />
        </div>
      )}
      <TextField name="settings.bg" label={label('bg')} placeholder="#ffffff" disabled={disabled} />
      <SwitchField name="settings.expandButton" label={label('expandButton')} disabled={disabled} />
      <SwitchField name="settings.interstitialOn" label={label('interstitialOn')} disabled={disabled} />
      <SlotFields block="inline" disabled={disabled} />
      <SlotFields block="interstitial" disabled={disabled} />
    </section>
  );
}
