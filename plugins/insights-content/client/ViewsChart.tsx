import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceBody } from '../../../core/client/grid';
import { useResource } from '../../../core/client/resources';
import { LineChart, PAGE_CHART_FONT_SIZE, untilNow, wallClockKey } from '../../../core/client/widgets';
import type { InsightsPageFilter } from '../../insights/common/insightsContract';
import { insightsInterval } from '../../insights/common/insightsInterval';
import { monitoringResources } from '../../monitoring/common/monitoringResources';
import { VIEWS_CHART_ROWS } from './contentLimits';
import { metricFilter } from '../../monitoring/common/metricFilter';

/** IC-05: page views of the range, hourly under 9 days, else daily; PNG export. */
export const ViewsChart = observer(function ViewsChart({ insights }: { insights: InsightsPageFilter }) {
  const { t } = useTranslation('insights-content');
  const histogram = useResource(monitoringResources.viewsHistogram, metricFilter({ ...insights.resourceFilter, interval: insightsInterval(insights.range) }, 'views'));
  const series = useMemo(() => {
    // A range up to today ends at now, its last bucket drawn as partial.
    const sofar = untilNow(histogram.data);
    return [{ name: t('views'), points: sofar.points.map((p): [number, number] => [wallClockKey(p), p.views]), open: sofar.open }];
  }, [histogram.data, t]);
  return (
    <section className="ac-views-chart" data-testid="views-chart">
      <h4>{t('chart.heading')}</h4>
      <ResourceBody states={[histogram]}>{() => <LineChart rows={VIEWS_CHART_ROWS} fontSize={PAGE_CHART_FONT_SIZE} series={series} exportName="views" />}</ResourceBody>
    </section>
  );
});
