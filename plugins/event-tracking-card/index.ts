import { definePlugin } from '../../core/common/plugin/definePlugin';
import { eventTrackingCardSettings } from './common/eventTrackingCardSettings';

/** Event tracking: one tracked event (and label) of a domain today against yesterday or last week, optionally with its top pages. */
export default definePlugin({
  id: 'event-tracking-card',
  product: 'analytics',
  requires: ['monitoring'],
  cards: [
    {
      component: 'EventTrackingCard',
      load: () => import('./client/EventTrackingCard'),
      permission: 'viewRealtime',
      size: { w: 4, h: 3, minW: 3 },
      default: false,
      multiple: true,
      settings: eventTrackingCardSettings,
      // Domain, event, label and the two switches are chosen in the card itself (OP-33).
      options: [{ key: 'histogramCompare', label: 'options.histogramCompare', choices: ['yesterday', 'last_week'] }],
      resources: ['eventHistory', 'eventHistogram', 'events', 'labels', 'complete'],
      title: 'title',
    },
  ],
});
