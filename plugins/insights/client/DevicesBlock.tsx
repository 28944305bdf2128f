import { useTranslation } from 'react-i18next';
import { ResourceBody } from '../../../core/client/grid';
import { type ResourceFilter, useResource } from '../../../core/client/resources';
import { ShareChart } from '../../../core/client/widgets';
import { countOf, type DataRow } from '../../monitoring/common/monitoringReplies';
import { monitoringResources } from '../../monitoring/common/monitoringResources';
import { ExportableList } from './ExportableList';
import type { InsightsMetric } from '../common/insightsMetric';
import './insightsLists.css';
import { metricFilter } from '../../monitoring/common/metricFilter';

/**
 * The devices block of the insights pages: devices as a bar chart (PNG export), browsers and
 * operating systems as lists (CSV), all counted by `metric`.
 */
export function DevicesBlock({ filter, metric }: { filter: ResourceFilter; metric: InsightsMetric }) {
  const { t } = useTranslation('insights');
  const counted = metricFilter(filter, metric);
  const devices = useResource(monitoringResources.devices, counted);
  const browsers = useResource(monitoringResources.browsers, counted);
  const systems = useResource(monitoringResources.operatingSystems, counted);
  const valueName = t(`metrics.${metric}`);
  const rows = (list: DataRow[] | undefined) => (list ?? []).map((row) => ({ key: row.key, label: row.key, value: countOf(row, metric) }));
  return (
    <div className="ac-devices-block" data-testid="devices-block">
      <ResourceBody states={[devices, browsers, systems]}>
        {() => (
          <>
            <ShareChart
              shares={(devices.data ?? []).map((row) => ({ key: row.key, label: t(`devices.types.${row.key}`, { defaultValue: row.key }), value: countOf(row, metric) }))}
              valueName={valueName}
              exportName="devices"
            />
            <div className="ac-devices-block-lists">
              <ExportableList title={t('devices.browsers')} rows={rows(browsers.data)} header={[t('devices.browsers'), valueName]} filename="browsers" />
              <ExportableList title={t('devices.operatingSystems')} rows={rows(systems.data)} header={[t('devices.operatingSystems'), valueName]} filename="operating-systems" />
            </div>
          </>
        )}
      </ResourceBody>
    </div>
  );
}
