import { useTranslation } from 'react-i18next';
import { type CardProps, ResourceBody, useCardCsv } from '../../../core/client/grid';
import { useResource } from '../../../core/client/resources';
import { AnimatedCount, chartCsvRows, LineChart, MinAvgMax, untilNow, wallClockKey } from '../../../core/client/widgets';
import { cardViewSettings, viewMetric } from '../../monitoring/common/cardViewSettings';
import { countOf, type HistogramPoint } from '../../monitoring/common/monitoringReplies';
import { metricResources } from '../../monitoring/common/monitoringResources';
import type { UsersCardSettings } from '../common/usersCardSettings';
import './usersCard.css';

/** Px the chart keeps free above its plot for the count and min/avg/max laid over it. */
const FIGURES_BAND = 36;

/**
 * Users: active users now, today's users per 5 minutes against yesterday or last week (the
 * view's histogram_compare, CU-02), and min/avg/max of today (CU-03). Today, its buckets and the
 * chart's hours are the user's local ones: the filter carries the time zone, and each point sits
 * at its local wall-clock time. With the view's usePageViews the same for page views, read from
 * the views resources (OP-28).
 */
export default function UsersCard({ filter, size, viewSettings, onCsvChange }: CardProps<UsersCardSettings>) {
  const { t } = useTranslation('users-card');
  const view = cardViewSettings(viewSettings);
  const metric = viewMetric(view);
  const totals = useResource(metricResources[metric].totals, filter);
  const today = useResource(metricResources[metric].histogram, filter);
  const compared = useResource(metricResources[metric].histogram, { ...filter, compare: view.histogram_compare });
  // The chart draws each bucket at its local wall-clock time; the CSV keeps the bucket's instant.
  const line = (points: HistogramPoint[] = [], at: (p: HistogramPoint) => number = wallClockKey): [number, number][] => points.map((p) => [at(p), countOf(p, metric)]);
  const instant = (p: HistogramPoint) => p.key;
  // The compared line is already on today's time axis: one CSV row per bucket.
  useCardCsv(onCsvChange, today.data && compared.data && [[t('csv.time'), t('today'), t(`choices.${view.histogram_compare}`)], ...chartCsvRows([line(today.data, instant), line(compared.data, instant)])]);

  const content = () => {
    // Today up to now: the buckets still to come are not zero users (and not today's minimum).
    const sofar = untilNow(today.data);
    return (
      <div className="ac-users-card" data-testid="users-card" data-metric={metric}>
        <div className="ac-users-card-figures">
          <div className="ac-users-card-now">
            <AnimatedCount value={(totals.data ? countOf(totals.data, metric) : 0)} testId="active-users" />
            <span>{t(metric === 'views' ? 'pageViews' : 'activeUsers')}</span>
          </div>
          <MinAvgMax values={sofar.points.map((p) => countOf(p, metric))} labels={{ min: t('min'), avg: t('avg'), max: t('max') }} />
        </div>
        <LineChart
          rows={size.h}
          top={FIGURES_BAND}
          exportName="users"
          series={[
            { name: t(`choices.${view.histogram_compare}`), points: line(compared.data), secondary: true },
            { name: t('today'), points: line(sofar.points), open: sofar.open },
          ]}
        />
      </div>
    );
  };
  return <ResourceBody states={[totals, today, compared]}>{content}</ResourceBody>;
}
