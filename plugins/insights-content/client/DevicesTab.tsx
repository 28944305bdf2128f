import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ResourceBody } from '../../../core/client/grid/ResourceBody';
import { useResource } from '../../../core/client/resources/useResource';
import { ShareChart } from '../../../core/client/widgets/ShareChart';
import type { InsightsFilterStore } from '../../insights/common/InsightsFilterStore';
import type { DataRow } from '../../monitoring/common/monitoringReplies';
import { CountTable } from './CountTable';

/** The devices tab: page views by device (chart), browser and operating system (tables). */
export const DevicesTab = observer(function DevicesTab({ insights }: { insights: InsightsFilterStore }) {
  const { t } = useTranslation(['insights-content', 'devices-card']);
  const devices = useResource<DataRow[]>('devices', insights.resourceFilter);
  const browsers = useResource<DataRow[]>('browsers', insights.resourceFilter);
  const systems = useResource<DataRow[]>('operatingSystems', insights.resourceFilter);
  const counts = (rows: DataRow[] | undefined) => (rows ?? []).map((row) => ({ key: row.key, label: row.key, value: row.views }));
  return (
    <div className="ac-content-devices" data-testid="devices-tab">
      <ResourceBody states={[devices, browsers, systems]}>
        {() => (
          <>
            <ShareChart shares={(devices.data ?? []).map((row) => ({ key: row.key, label: t(`devices-card:devices.${row.key}`, { defaultValue: row.key }), value: row.views }))} valueName={t('views')} exportName="devices" />
            <div className="ac-content-tables">
              <CountTable title={t('devices.browsers')} rows={counts(browsers.data)} valueLabel={t('views')} filename="browsers" />
              <CountTable title={t('devices.operatingSystems')} rows={counts(systems.data)} valueLabel={t('views')} filename="operating-systems" />
            </div>
          </>
        )}
      </ResourceBody>
    </div>
  );
});
