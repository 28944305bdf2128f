import { defineCard, definePlugin } from '../../core/common/plugin';
import { monitoringResources } from '../monitoring/common/monitoringResources';
import { toolsStatsCardSettings } from './common/toolsStatsCardSettings';

/** Tools stats: votes or poll views per UTC hour, today against yesterday or last week; admins only (CT-05). */
export default definePlugin({
  id: 'tools-stats-card',
  product: 'analytics',
  requires: ['monitoring'],
  cards: [
    defineCard({
      component: 'ToolsStatsCard',
      load: () => import('./client/ToolsStatsCard'),
      // monitoring's rule: viewRealtime and the admin module (spec §6).
      permission: 'viewToolsStats',
      size: { w: 4, h: 3, minW: 3 },
      default: false,
      multiple: true,
      settings: toolsStatsCardSettings,
      resources: [monitoringResources.toolsStats.name],
      title: 'title',
    }),
  ],
});
