import { defineCard, definePlugin } from '../../core/common/plugin';
import { audienceResources } from '../audiences/common/audienceResources';
import { audienceGrowthCardSettings } from './common/audienceGrowthCardSettings';

/**
 * Audience growth: new visitors of one interest or visitor property per UTC half hour, today
 * against yesterday or last week. It reads the audiences plugin's growth resources and list.
 * A new card is the default 4 × 3 (RG-06): the pickers and the figures lie over the chart's top band.
 */
export default definePlugin({
  id: 'audience-growth-card',
  product: 'analytics',
  requires: ['monitoring', 'audiences'],
  cards: [
    defineCard({
      component: 'AudienceGrowthCard',
      load: () => import('./client/AudienceGrowthCard'),
      permission: 'viewRealtime',
      size: { w: 4, h: 3, minW: 3 },
      default: false,
      multiple: true,
      settings: audienceGrowthCardSettings,
      resources: [audienceResources.growthHistory.name, audienceResources.growthHistogram.name],
      title: 'title',
    }),
  ],
});
