import { defineCard, definePlugin } from '../../core/common/plugin';
import { monitoringResources } from '../monitoring/common/monitoringResources';
import { eventTrackingCardSettings } from './common/eventTrackingCardSettings';

/** Event tracking: one tracked event (and label) of a domain today against yesterday or last week, optionally with its top pages. */
export default definePlugin({
  id: 'event-tracking-card',
  product: 'analytics',
  requires: ['monitoring'],
  cards: [
    defineCard({
      component: 'EventTrackingCard',
      load: () => import('./client/EventTrackingCard'),
      permission: 'viewRealtime',
      size: { w: 4, h: 3, minW: 3 },
      default: false,
      multiple: true,
      settings: eventTrackingCardSettings,
      resources: [monitoringResources.eventHistory.name, monitoringResources.eventHistogram.name, monitoringResources.events.name, monitoringResources.labels.name, monitoringResources.complete.name],
      title: 'title',
    }),
  ],
});
