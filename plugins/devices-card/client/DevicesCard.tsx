import { useTranslation } from 'react-i18next';
import { shares } from '../../../core/common/format';
import { type CardProps, ResourceBody, useCardCsv } from '../../../core/client/grid';
import { useResource } from '../../../core/client/resources';
import { Facts, NoData, PercentBubbles } from '../../../core/client/widgets';
import { cardViewSettings, viewMetric } from '../../monitoring/common/cardViewSettings';
import { countOf } from '../../monitoring/common/monitoringReplies';
import { monitoringResources } from '../../monitoring/common/monitoringResources';
import type { DevicesCardSettings } from '../common/devicesCardSettings';
import { metricFilter } from '../../monitoring/common/metricFilter';

/**
 * Devices: the Desktop, Phone and Tablet share of active users, the top browser and the top
 * operating system; of page views instead when the view's usePageViews is on (OP-28).
 */
export default function DevicesCard({ filter, viewSettings, onCsvChange }: CardProps<DevicesCardSettings>) {
  const { t } = useTranslation('devices-card');
  const metric = viewMetric(cardViewSettings(viewSettings));
  // The lists' first row is the top one: ordered by page views under usePageViews (the default order is by users).
  const lists = metricFilter(filter, metric);
  const devices = useResource(monitoringResources.devices, filter);
  const browsers = useResource(monitoringResources.browsers, lists);
  const operatingSystems = useResource(monitoringResources.operatingSystems, lists);
  const sections = [devices, browsers, operatingSystems];
  const rows = devices.data ?? [];
  const ratios = shares(rows.map((row) => countOf(row, metric)));
  useCardCsv(onCsvChange, devices.data && [[t('csv.device'), t('csv.share'), t(`csv.${metric}`)], ...rows.map((row, i) => [row.key, ratios[i], countOf(row, metric)])]);

  const content = () => {
    if (!rows.some((row) => countOf(row, metric) > 0)) return <NoData text={t('noData')} />;
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
