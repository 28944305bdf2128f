import { definePlugin } from '../../core/common/plugin';

/**
 * What the insights pages share: one filter per user (account setting `insightsFilter`) with
 * URL temporary filters and per-page date-range clamping, the frame with filter bar and date
 * range, and the blocks several pages show (devices, referrer, domains/pages), offered through
 * its contract (common/insightsContract). The interval rule, the metric, the resource filter
 * and the stored filter are types and pure functions in common/. It has no route of its own;
 * each insights page is a plugin that requires this one and monitoring.
 */
export default definePlugin({
  id: 'insights',
  product: 'analytics',
  requires: ['monitoring'],
  contract: () => import('./client/insightsContract'),
});
