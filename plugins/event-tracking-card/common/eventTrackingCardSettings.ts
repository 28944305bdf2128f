import type { CompareOption } from '../../monitoring/common/compareOptions';

/** EventTrackingCard's settings with their defaults (spec §3, CE-01); saved with the dashboard. */
export const eventTrackingCardSettings = {
  /** The domain whose events are picked and counted; '' until chosen. */
  domain: '',
  /** The tracked event's name; '' shows the hint and loads nothing (CE-02, CE-06). */
  event: '',
  /** One label of the event; '' counts every label. */
  label: '',
  /** The comparison: the same time of yesterday or of last week (CX-10). */
  histogramCompare: 'yesterday' as CompareOption,
  /** The event's top pages below the chart; the card grows to 6 rows for them (CE-08). */
  enablePages: false,
  /** Top pages show their share of the event's total instead of their count. */
  showValuePercent: false,
};

export type EventTrackingCardSettings = typeof eventTrackingCardSettings;
