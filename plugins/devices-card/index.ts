import { defineCard, definePlugin } from '../../core/common/plugin';
import { monitoringResources } from '../monitoring/common/monitoringResources';
import { devicesCardSettings } from './common/devicesCardSettings';

/** Devices: a realtime-dashboard card reading 'devices', 'browsers', 'operatingSystems'. */
export default definePlugin({
  id: 'devices-card',
  product: 'analytics',
  requires: ['monitoring'],
  cards: [
    defineCard({
      component: 'DevicesCard',
      load: () => import('./client/DevicesCard'),
      permission: 'viewRealtime',
      // CD-04: fixed at height 3.
      size: { w: 4, h: 3, minW: 3, minH: 3, maxH: 3 },
      default: true,
      defaultPlace: { order: 2 },
      multiple: false,
      settings: devicesCardSettings,
      resources: [monitoringResources.devices.name, monitoringResources.browsers.name, monitoringResources.operatingSystems.name],
      title: 'title',
    }),
  ],
});
