import { Checkbox, FormGroup } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { usePluginContract } from '../../../core/client/contracts';
import { useFieldError } from '../../../core/client/widgets';
import { TRACKING_EVENTS } from '../common/Tracking';
import type { TrackingInput } from '../common/trackingSchema';

/** Step 3 (management §4): the pixels to fire (the pixels plugin's picker) and the events to track, exactly the five of TK-12. */
export function TrackingPixelStep() {
  const { t } = useTranslation('trackings');
  const { PixelPicker } = usePluginContract('pixels');
  const { values, setFieldValue } = useFormikContext<TrackingInput>();
  const pixelsError = useFieldError('assignedPixels');
  const eventsError = useFieldError('assignedEvents');
  const toggle = (event: (typeof TRACKING_EVENTS)[number], on: boolean) =>
    void setFieldValue(
      'assignedEvents',
      TRACKING_EVENTS.filter((e) => (e === event ? on : values.assignedEvents.includes(e))),
    );
  return (
    <>
      <FormGroup label={t('fields.assignedPixels')} intent={pixelsError ? 'danger' : 'none'} helperText={pixelsError}>
        <PixelPicker value={values.assignedPixels} onChange={(ids) => void setFieldValue('assignedPixels', ids)} invalid={pixelsError !== undefined} />
      </FormGroup>
      <FormGroup label={t('fields.assignedEvents')} intent={eventsError ? 'danger' : 'none'} helperText={eventsError}>
        <div data-testid="tracking-events">
          {TRACKING_EVENTS.map((event) => (
            <Checkbox key={event} label={t(`events.${event}`)} checked={values.assignedEvents.includes(event)} onChange={(e) => toggle(event, e.currentTarget.checked)} data-testid={`tracking-event-${event}`} />
          ))}
        </div>
      </FormGroup>
    </>
  );
}
