import { boolean, object, string } from 'yup';
import { defineCardSettings, type CardSettingsOf } from '../../../core/common/plugin';
import { COMPARE_OPTIONS } from '../../monitoring/common/compareOptions';

/**
 * EventTrackingCard's settings (spec §3, CE-01); saved with the dashboard. Domain, event, label
 * and the two switches are chosen in the card itself (OP-33), so only the comparison has a label.
 */
export const eventTrackingCardSettings = defineCardSettings({
  schema: object({
    /** The domain whose events are picked and counted; '' until chosen. */
    domain: string().default(''),
    /** The tracked event's name; '' shows the hint and loads nothing (CE-02, CE-06). */
    event: string().default(''),
    /** One label of the event; '' counts every label. */
    label: string().default(''),
    /** The comparison: the same time of yesterday or of last week (CX-10). */
    histogramCompare: string().oneOf(COMPARE_OPTIONS).default('yesterday').label('options.histogramCompare'),
    /** The event's top pages below the chart; the card grows to 6 rows for them (CE-08). */
    enablePages: boolean().default(false),
    /** Top pages show their share of the event's total instead of their count. */
    showValuePercent: boolean().default(false),
  }),
  version: 1,
});

export type EventTrackingCardSettings = CardSettingsOf<typeof eventTrackingCardSettings>;
