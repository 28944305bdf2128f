import type { CompareOption } from '../../monitoring/common/compareOptions';
import type { ToolsMetric } from './toolsMetrics';

/** ToolsStatsCard's settings with their defaults (CT-02); the card's options menu is drawn from them. */
export const toolsStatsCardSettings = {
  /** The chart's second line: the same hours of yesterday or of last week (CX-10). */
  histogramCompare: 'yesterday' as CompareOption,
  /** Votes or poll views (CT-03). */
  metric: 'views' as ToolsMetric,
};

export type ToolsStatsCardSettings = typeof toolsStatsCardSettings;
