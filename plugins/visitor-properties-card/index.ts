import { defineCard, definePlugin } from '../../core/common/plugin';
import { audienceResources } from '../audiences/common/audienceResources';
import { visitorPropertiesCardSettings } from './common/visitorPropertiesCardSettings';

/** Visitor properties: a realtime-dashboard card reading 'audiences'. */
export default definePlugin({
  id: 'visitor-properties-card',
  product: 'analytics',
  requires: ['monitoring', 'audiences'],
  cards: [
    defineCard({
      component: 'VisitorPropertiesCard',
      load: () => import('./client/VisitorPropertiesCard'),
      permission: 'viewRealtime',
      size: { w: 4, h: 9, minW: 3 },
      default: true,
      defaultPlace: { order: 6 },
      multiple: false,
      settings: visitorPropertiesCardSettings,
      resources: [audienceResources.audiences.name],
      title: 'title',
    }),
  ],
});
