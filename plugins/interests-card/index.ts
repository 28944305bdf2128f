import { defineCard, definePlugin } from '../../core/common/plugin';
import { audienceResources } from '../audiences/common/audienceResources';
import { interestsCardSettings } from './common/interestsCardSettings';

/** Interests: a realtime-dashboard card reading 'audiences'. */
export default definePlugin({
  id: 'interests-card',
  product: 'analytics',
  requires: ['monitoring', 'audiences'],
  cards: [
    defineCard({
      component: 'InterestsCard',
      load: () => import('./client/InterestsCard'),
      permission: 'viewRealtime',
      size: { w: 4, h: 9, minW: 3 },
      default: true,
      defaultPlace: { order: 5 },
      multiple: false,
      settings: interestsCardSettings,
      resources: [audienceResources.audiences.name],
      title: 'title',
    }),
  ],
});
