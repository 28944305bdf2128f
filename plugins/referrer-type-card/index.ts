import { defineCard, definePlugin } from '../../core/common/plugin';
import { monitoringResources } from '../monitoring/common/monitoringResources';
import { referrerTypeCardSettings } from './common/referrerTypeCardSettings';

/** Referrer type: a realtime-dashboard card reading 'referrerTypes', 'referrer'. */
export default definePlugin({
  id: 'referrer-type-card',
  product: 'analytics',
  requires: ['monitoring'],
  cards: [
    defineCard({
      component: 'ReferrerTypeCard',
      load: () => import('./client/ReferrerTypeCard'),
      permission: 'viewRealtime',
      // CR-04: fixed at height 3.
      size: { w: 4, h: 3, minW: 3, minH: 3, maxH: 3 },
      default: true,
      defaultPlace: { order: 3 },
      multiple: false,
      settings: referrerTypeCardSettings,
      resources: [monitoringResources.referrerTypes.name, monitoringResources.referrer.name],
      title: 'title',
    }),
  ],
});
