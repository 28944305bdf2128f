import { useTranslation } from 'react-i18next';
import { shares } from '../../../core/common/format/shares';
import type { CardProps } from '../../../core/client/grid/CardProps';
import { ResourceBody } from '../../../core/client/grid/ResourceBody';
import { useResource } from '../../../core/client/resources/useResource';
import { Facts } from '../../../core/client/widgets/Facts';
import { NoData } from '../../../core/client/widgets/NoData';
import { PercentBubbles } from '../../../core/client/widgets/PercentBubbles';
import type { DataRow } from '../../monitoring/common/monitoringReplies';
import type { DevicesCardSettings } from '../common/devicesCardSettings';

/** Devices: the Desktop, Phone and Tablet share of active users, the top browser and the top operating system. */
export default function DevicesCard({ filter }: CardProps<DevicesCardSettings>) {
  const { t } = useTranslation('devices-card');
  const devices = useResource<DataRow[]>('devices', filter);
  const browsers = useResource<DataRow[]>('browsers', filter);
  const operatingSystems = useResource<DataRow[]>('operatingSystems', filter);
  const sections = [devices, browsers, operatingSystems];

  const content = () => {
    const rows = devices.data ?? [];
    if (!rows.some((row) => row.users > 0)) return <NoData text={t('noData')} />;
    const ratios = shares(rows.map((row) => row.users));
    const top = [
      { name: 'browsers', row: browsers.data?.[0] },
      { name: 'operatingSystems', row: operatingSystems.data?.[0] },
    ];
    return (
      <div className="ac-devices-card" data-testid="devices-card">
        <PercentBubbles bubbles={rows.map((row, i) => ({ key: row.key, label: t(`devices.${row.key}`, { defaultValue: row.key }), share: ratios[i] }))} />
        <Facts facts={top.map(({ name, row }) => ({ key: `top-${name}`, label: t(`resources.${name}`), value: row?.key ?? '–' }))} />
      </div>
    );
  };
  return <ResourceBody states={sections}>{content}</ResourceBody>;
}
