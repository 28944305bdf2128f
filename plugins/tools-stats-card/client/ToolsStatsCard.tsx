import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardProps, ResourceBody, useCardCsv } from '../../../core/client/grid';
import { useResource } from '../../../core/client/resources';
import { AnimatedCount, chartCsvRows, LineChart, untilNow } from '../../../core/client/widgets';
import type { ToolsStatsRow } from '../../monitoring/common/monitoringReplies';
import { monitoringResources } from '../../monitoring/common/monitoringResources';
import { wallClockAt } from '../../monitoring/common/wallClockAt';
import { isToolsMetric, type ToolsMetric } from '../common/toolsMetrics';
import type { ToolsStatsCardSettings } from '../common/toolsStatsCardSettings';
import './toolsStatsCard.css';

/** Px the chart keeps free above its plot for today's total laid over it. */
const TOTAL_BAND = 38;

/** One hour per point, at its instant or with `timeZone` at its wall-clock time there; an unknown metric counts nothing rather than failing (CT-04). */
const line = (rows: ToolsStatsRow[] = [], metric: ToolsMetric | undefined, timeZone?: string): [number, number][] => rows.map((r) => [wallClockAt(r.key, timeZone), metric ? r[metric] : 0]);

/**
 * Tools statistics (admins only): votes or poll views per UTC hour of today against the same
 * hours of yesterday or last week, and today's total (CT-01). The toolsStats resource counts in
 * UTC by itself (CT-06); the chart shows those hours at the user's local times (the filter's
 * zone). An unknown stored metric is logged and shows an empty label (CT-04).
 */
export default function ToolsStatsCard({ settings, filter, size, onCsvChange }: CardProps<ToolsStatsCardSettings>) {
  const { t } = useTranslation('tools-stats-card');
  const today = useResource(monitoringResources.toolsStats, filter);
  const compared = useResource(monitoringResources.toolsStats, { ...filter, compare: settings.histogramCompare });
  const metric = isToolsMetric(settings.metric) ? settings.metric : undefined;
  useEffect(() => {
    if (!metric) console.warn(`ToolsStatsCard: unknown tools metric "${String(settings.metric)}"; showing an empty label.`);
  }, [metric, settings.metric]);
  const label = metric ? t(`choices.${metric}`) : '';
  // The compared hours are already on today's time axis: one CSV row per hour.
  useCardCsv(onCsvChange, today.data && compared.data && [[t('csv.hour'), t('today'), t(`choices.${settings.histogramCompare}`)], ...chartCsvRows([line(today.data, metric), line(compared.data, metric)])]);

  const timeZone = typeof filter.timezone === 'string' ? filter.timezone : undefined;
  const content = () => {
    const sofar = untilNow(today.data);
    const points = line(sofar.points, metric, timeZone);
    return (
      <div className="ac-tools-stats-card" data-testid="tools-stats-card">
        <div className="ac-tools-stats-card-total">
          <AnimatedCount value={points.reduce((sum, [, value]) => sum + value, 0)} testId="tools-stats-total" />
          <span data-testid="tools-stats-metric">{label}</span>
        </div>
        <LineChart
          rows={size.h}
          top={TOTAL_BAND}
          exportName="tools-stats"
          series={[
            { name: t(`choices.${settings.histogramCompare}`), points: line(compared.data, metric, timeZone), secondary: true },
            { name: t('today'), points, open: sofar.open },
          ]}
        />
      </div>
    );
  };
  return <ResourceBody states={[today, compared]}>{content}</ResourceBody>;
}
