import { defineCard, definePlugin } from '../../core/common/plugin';
import { monitoringResources } from '../monitoring/common/monitoringResources';
import { domainPageCardSettings } from './common/domainPageCardSettings';

/** Domain page: a realtime-dashboard card reading 'users/domains', 'users/pages', 'referrer', 'views/domains', 'views/pages'. */
export default definePlugin({
  id: 'domain-page-card',
  product: 'analytics',
  requires: ['monitoring'],
  cards: [
    defineCard({
      component: 'DomainPageCard',
      load: () => import('./client/DomainPageCard'),
      permission: 'viewRealtime',
      size: { w: 4, h: 9, minW: 3 },
      default: true,
      defaultPlace: { order: 4 },
      multiple: false,
      settings: domainPageCardSettings,
      resources: [monitoringResources.usersDomains.name, monitoringResources.usersPages.name, monitoringResources.referrer.name, monitoringResources.viewsDomains.name, monitoringResources.viewsPages.name],
      title: 'title',
    }),
  ],
});
