import { object, string } from 'yup';
import { defineCardSettings, type CardSettingsOf } from '../../../core/common/plugin';
import { COMPARE_OPTIONS } from '../../monitoring/common/compareOptions';
import { TOOLS_METRICS } from './toolsMetrics';

/** ToolsStatsCard's settings (CT-02), both chosen in the card's options menu. */
export const toolsStatsCardSettings = defineCardSettings({
  schema: object({
    /** The chart's second line: the same hours of yesterday or of last week (CX-10). */
    histogramCompare: string().oneOf(COMPARE_OPTIONS).default('yesterday').label('options.histogramCompare'),
    /** Votes or poll views (CT-03). */
    metric: string().oneOf(TOOLS_METRICS).default('views').label('options.metric'),
  }),
  version: 1,
});

export type ToolsStatsCardSettings = CardSettingsOf<typeof toolsStatsCardSettings>;
