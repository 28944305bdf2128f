import { definePlugin } from '../../core/common/plugin/definePlugin';
import { COMPARE_OPTIONS } from '../monitoring/common/compareOptions';
import { audienceGrowthCardSettings } from './common/audienceGrowthCardSettings';

/**
 * Audience growth: new visitors of one interest or visitor property per UTC half hour, today
 * against yesterday or last week. It reads the audiences plugin's growth resources and list.
 * Four rows high: the pickers and the figures lie over the chart's top band.
 */
export default definePlugin({
  id: 'audience-growth-card',
  product: 'analytics',
  requires: ['monitoring', 'audiences'],
  cards: [
    {
      component: 'AudienceGrowthCard',
      load: () => import('./client/AudienceGrowthCard'),
      permission: 'viewRealtime',
      size: { w: 4, h: 4, minW: 3 },
      default: false,
      multiple: true,
      settings: audienceGrowthCardSettings,
      // The audience is picked in the card itself (CG-03).
      options: [{ key: 'histogramCompare', label: 'options.histogramCompare', choices: [...COMPARE_OPTIONS] }],
      resources: ['audiences/growth/history', 'audiences/growth/histogram'],
      title: 'title',
    },
  ],
});
