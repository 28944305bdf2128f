import { useTranslation } from 'react-i18next';
import { ResourceBody } from '../../../core/client/grid';
import { type ResourceFilter, useResource } from '../../../core/client/resources';
import { AnimatedCount } from '../../../core/client/widgets';
import { monitoringResources } from '../../monitoring/common/monitoringResources';
import { metricFilter } from '../../monitoring/common/metricFilter';

/** Users total (GET users, IO-02) and page views total (GET views, IO-03) of the range. */
export function OverviewTotals({ filter }: { filter: ResourceFilter }) {
  const { t } = useTranslation('insights-overview');
  const users = useResource(monitoringResources.users, filter);
  const views = useResource(monitoringResources.views, metricFilter(filter, 'views'));
  return (
    <ResourceBody states={[users, views]}>
      {() => (
        <dl className="ac-overview-totals" data-testid="overview-figures">
          <div>
            <dt>{t('totals.users')}</dt>
            <dd>
              <AnimatedCount value={users.data?.users ?? 0} testId="total-users" />
            </dd>
          </div>
          <div>
            <dt>{t('totals.views')}</dt>
            <dd>
              <AnimatedCount value={views.data?.views ?? 0} testId="total-views" />
            </dd>
          </div>
        </dl>
      )}
    </ResourceBody>
  );
}
