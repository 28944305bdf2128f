import { definePlugin } from '../../core/common/plugin/definePlugin';

/**
 * What the insights pages share, in common/: one filter per user (account setting
 * `insightsFilter`) with URL temporary filters and per-page date-range clamping, the frame
 * with filter bar and date range, the interval rule and hash tabs, and the blocks several pages
 * show (devices, referrer, domains/pages, exportable lists). It has no route of its own;
 * each insights page is a plugin that requires this one and monitoring.
 */
export default definePlugin({
  id: 'insights',
  product: 'analytics',
  // The devices and referrer blocks name devices and referrer types in these cards' texts and order.
  requires: ['monitoring', 'devices-card', 'referrer-type-card'],
});
