import type { CardProps } from '../../../core/client/grid/CardProps';
import type { DevicesCardSettings } from '../common/devicesCardSettings';
import { DevicesSummary } from '../common/DevicesSummary';

/** Devices: the Desktop, Phone and Tablet share of active users, the top browser and the top operating system. */
export default function DevicesCard({ filter }: CardProps<DevicesCardSettings>) {
  return <DevicesSummary filter={filter} />;
}
