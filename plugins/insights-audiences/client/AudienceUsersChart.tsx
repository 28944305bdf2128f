import { useTranslation } from 'react-i18next';
import { ResourceBody } from '../../../core/client/grid';
import { type ResourceFilter, useResource } from '../../../core/client/resources';
import { LineChart, PAGE_CHART_FONT_SIZE, untilNow, wallClockKey } from '../../../core/client/widgets';
import { monitoringResources } from '../../monitoring/common/monitoringResources';

/** Chart height in grid rows (OP-24: the insights pages have no grid; 5 rows draw a 235 px chart). */
const CHART_ROWS = 5;

/** The users line chart of the selected audiences over the range (IA-05): users/histogram, bucketed by the filter's interval; PNG export. */
export function AudienceUsersChart({ filter }: { filter: ResourceFilter }) {
  const { t } = useTranslation('insights-audiences');
  const histogram = useResource(monitoringResources.usersHistogram, filter);
  return (
    <div className="ac-audience-users-chart" data-testid="audience-users-chart">
      <ResourceBody states={[histogram]}>
        {() => {
          // A range up to today ends at now, its last bucket drawn as partial.
          const sofar = untilNow(histogram.data);
          const points = sofar.points.map((p): [number, number] => [wallClockKey(p), p.users ?? 0]);
          return <LineChart rows={CHART_ROWS} fontSize={PAGE_CHART_FONT_SIZE} exportName="audience-users" series={[{ name: t('users'), points, open: sofar.open }]} />;
        }}
      </ResourceBody>
    </div>
  );
}
