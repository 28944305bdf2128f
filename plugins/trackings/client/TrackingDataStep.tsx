import { ALL_DOMAINS, DEVICE_TYPES } from '../../../core/common/entities';
import { useTranslation } from 'react-i18next';
import { DateField, SelectField, TextField } from '../../../core/client/widgets';
import { TRACKING_EARLIEST_DAY, TRACKING_NAME_MAX } from '../common/trackingSchema';

/** How far ahead a tracking may be planned: the date fields offer days up to the end of this year + 5. */
const PLANNING_YEARS = 5;

/** Step 1 (management §4): name with its counter, optional dates from 2018-01-01, domain (all or one of the caller's), device type. */
export function TrackingDataStep({ domains }: { domains: readonly { id: number; title: string }[] }) {
  const { t } = useTranslation('trackings');
  const latest = `${new Date().getFullYear() + PLANNING_YEARS}-12-31`;
  return (
    <>
      <TextField name="name" label={t('fields.name')} counter={TRACKING_NAME_MAX} autoFocus />
      <div className="ac-tracking-dates">
        <DateField name="start_date" label={t('fields.start_date')} minDate={TRACKING_EARLIEST_DAY} maxDate={latest} />
        <DateField name="end_date" label={t('fields.end_date')} minDate={TRACKING_EARLIEST_DAY} maxDate={latest} />
      </div>
      <SelectField name="domain_id" label={t('fields.domain_id')} options={[{ value: ALL_DOMAINS, label: t('allDomains') }, ...domains.map((d) => ({ value: d.id, label: d.title }))]} />
      <SelectField name="device_type" label={t('fields.device_type')} options={DEVICE_TYPES.map((type) => ({ value: type, label: t(`deviceTypes.${type}`) }))} />
    </>
  );
}
