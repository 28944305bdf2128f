import type { ToolsStatsRow } from '../../monitoring/common/monitoringReplies';

/** What the tools-stats chart counts per hour (spec §9): votes or poll views; default views (CT-03). */
export const TOOLS_METRICS = ['votes', 'views'] as const satisfies readonly (keyof ToolsStatsRow)[];
export type ToolsMetric = (typeof TOOLS_METRICS)[number];

/** Whether a stored setting names a known metric: a stale or hand-edited dashboard may hold anything (CT-04). */
export function isToolsMetric(value: unknown): value is ToolsMetric {
  return (TOOLS_METRICS as readonly unknown[]).includes(value);
}
