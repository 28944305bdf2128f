import { definePlugin } from '../../core/common/plugin/definePlugin';

/**
 * What the insights pages share: one filter per user (account setting `insightsFilter`) with
 * URL temporary filters and per-page date-range clamping, the frame with filter bar and date
 * range, and the blocks several pages show (devices, referrer, domains/pages). Offered through
 * its contract (common/insightsContract); the interval rule, metrics and CSV rows are pure
 * functions in common/. It has no route of its own; each insights page is a plugin that
 * requires this one and monitoring.
 */
export default definePlugin({
  id: 'insights',
  product: 'analytics',
  requires: ['monitoring'],
  contract: () => import('./client/insightsContract'),
});
