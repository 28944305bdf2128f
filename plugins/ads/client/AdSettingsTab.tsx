import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { ChoicesSelect, NumberField, SelectField, SwitchField, TextField, useFieldError } from '../../../core/client/widgets';
import { ALL_DOMAINS, DEVICE_TYPES } from '../../../core/common/entities';
import type { AdOrganisation } from '../common/Ad';
import { AD_TIMINGS, allowedPositions, positionFor, showsDelay, showsDuration } from '../common/adPlacement';
import { shareWith } from '../common/adSharing';
import { placedAd, type AdFormValues } from './adFormValues';
import { AdTypeToggle } from './AdTypeToggle';

export interface AdSettingsTabProps {
  /** The domains the ad may run on: the caller's, and an edited ad's own. */
  domains: readonly { id: number; title: string }[];
  /** The organisations it may be shared with; the sharing section is left out when undefined (AD-14). */
  organisations: readonly AdOrganisation[] | undefined;
}

const NAME_MAX = 100;

/**
 * The settings tab (management §4): name, type, native (AD-21: before the vote, inline, not
 * static), timing and the positions it allows — a timing that does not allow the position moves
 * it to its last allowed one (AD-22 … AD-25) — the delay after the vote (AD-28, OP-54), an
 * interstitial's duration (AD-29), domain and device type, and the organisations it is shared with.
 */
export function AdSettingsTab({ domains, organisations }: AdSettingsTabProps) {
  const { t } = useTranslation('ads');
  const { values, setValues, setFieldValue } = useFormikContext<AdFormValues>();
  const organisationsError = useFieldError('organisations');
  const timing = values.display_timing;
  const organisation = (id: number) => ({ key: String(id), label: organisations?.find((o) => o.id === id)?.name ?? `#${id}` });
  return (
    <>
      <TextField name="name" label={t('fields.name')} hint={t('hints.name')} counter={NAME_MAX} autoFocus />
      <AdTypeToggle />
      <SwitchField name="native" label={t('fields.native')} hint={t('hints.native')} onChange={(native) => void setValues(placedAd({ ...values, native }))} />
      <div className="ac-ad-placement">
        <SelectField
          name="display_timing"
          label={t('fields.display_timing')}
          hint={t(`timingHints.${timing}`)}
          disabled={values.native}
          options={AD_TIMINGS.map((value) => ({ value, label: t(`timings.${value}`) }))}
          onChange={(next) => void setValues(placedAd({ ...values, display_timing: next, display: positionFor(next, values.display) }))}
        />
        <SelectField
          name="display"
          label={t('fields.display')}
          hint={t('hints.display')}
          disabled={values.native}
          options={allowedPositions(timing).map((value) => ({ value, label: t(`positions.${value}`) }))}
          onChange={(display) => void setValues(placedAd({ ...values, display }))}
        />
        {showsDelay(timing) && <NumberField name="delay" label={t('fields.delay')} hint={t('hints.delay')} min={1} />}
        {showsDuration(timing) && <NumberField name="duration" label={t('fields.duration')} hint={t('hints.duration')} min={0} />}
      </div>
      <SelectField name="domain_id" label={t('fields.domain_id')} options={[{ value: ALL_DOMAINS, label: t('allDomains') }, ...domains.map((d) => ({ value: d.id, label: d.title }))]} />
      <SelectField name="device_type" label={t('fields.device_type')} options={DEVICE_TYPES.map((type) => ({ value: type, label: t(`deviceTypes.${type}`) }))} />
      {organisations && (
        <ChoicesSelect
          label={t('fields.organisations')}
          hint={t('hints.organisations')}
          choices={organisations.map((o) => organisation(o.id))}
          chosen={values.organisations.map(organisation)}
          onChoose={(key) => void setValues(shareWith(values, Number(key), organisations))}
          onRemove={(key) => void setFieldValue('organisations', values.organisations.filter((id) => String(id) !== key))}
          error={organisationsError}
          testId="ad-organisations"
        />
      )}
    </>
  );
}
