import { useTranslation } from 'react-i18next';
import { ResourceBody } from '../../../core/client/grid/ResourceBody';
import type { ResourceFilter } from '../../../core/client/resources/resourceKey';
import { useResource } from '../../../core/client/resources/useResource';
import { ShareChart } from '../../../core/client/widgets/ShareChart';
import type { DataRow } from '../../monitoring/common/monitoringReplies';
import { ExportableList } from './ExportableList';
import './insightsLists.css';

/**
 * Users by device over the range as a bar chart (PNG export), and the browsers and operating
 * systems as lists (CSV): the devices of insights audiences and of the insights overview.
 */
export function DevicesBreakdown({ filter }: { filter: ResourceFilter }) {
  const { t } = useTranslation(['insights-audiences', 'devices-card']);
  const devices = useResource<DataRow[]>('devices', filter);
  const browsers = useResource<DataRow[]>('browsers', filter);
  const systems = useResource<DataRow[]>('operatingSystems', filter);
  const header = (name: string) => [t(name), t('metrics.users')] as const;
  const rows = (list: DataRow[] | undefined) => (list ?? []).map((row) => ({ key: row.key, label: row.key, value: row.users }));
  return (
    <div className="ac-devices-breakdown" data-testid="devices-breakdown">
      <ResourceBody states={[devices, browsers, systems]}>
        {() => (
          <>
            <ShareChart
              shares={(devices.data ?? []).map((row) => ({ key: row.key, label: t(`devices-card:devices.${row.key}`, { defaultValue: row.key }), value: row.users }))}
              valueName={t('metrics.users')}
              exportName="devices"
            />
            <div className="ac-devices-breakdown-lists">
              <ExportableList title={t('devices.browsers')} rows={rows(browsers.data)} header={header('devices.browsers')} filename="browsers" />
              <ExportableList title={t('devices.operatingSystems')} rows={rows(systems.data)} header={header('devices.operatingSystems')} filename="operating-systems" />
            </div>
          </>
        )}
      </ResourceBody>
    </div>
  );
}
