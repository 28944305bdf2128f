import { useTranslation } from 'react-i18next';
import { ResourceBody } from '../../../core/client/grid';
import { type ResourceFilter, useResource } from '../../../core/client/resources';
import { LineChart, wallClockKey } from '../../../core/client/widgets';
import { monitoringResources } from '../../monitoring/common/monitoringResources';

/** Chart height in grid rows (OP-24: the insights pages have no grid; 5 rows draw a 235 px chart). */
const CHART_ROWS = 5;

/** The users line chart of the selected audiences over the range (IA-05): users/histogram, bucketed by the filter's interval; PNG export. */
export function AudienceUsersChart({ filter }: { filter: ResourceFilter }) {
  const { t } = useTranslation('insights-audiences');
  const histogram = useResource(monitoringResources.usersHistogram, filter);
  return (
    <div className="ac-audience-users-chart" data-testid="audience-users-chart">
      <ResourceBody states={[histogram]}>{() => <LineChart rows={CHART_ROWS} exportName="audience-users" series={[{ name: t('users'), points: (histogram.data ?? []).map((p): [number, number] => [wallClockKey(p), p.users ?? 0]) }]} />}</ResourceBody>
    </div>
  );
}
