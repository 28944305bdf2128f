import { definePlugin } from '../../core/common/plugin/definePlugin';

/**
 * What the insights pages share, in common/: one filter per user (account setting
 * `insightsFilter`) with URL temporary filters and per-page date-range clamping, the frame
 * with filter bar and date range, the interval rule and hash tabs. It has no route of its own;
 * each insights page is a plugin that requires this one and monitoring.
 */
export default definePlugin({
  id: 'insights',
  product: 'analytics',
  requires: ['monitoring'],
});
