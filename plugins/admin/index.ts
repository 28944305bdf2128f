import { definePlugin } from '../../core/common/plugin';
import { all, any, productModule } from '../../core/common/permissions';

/** Admin tools: cron jobs, search-cluster tasks, cache refresh. */
export default definePlugin({
  id: 'admin',
  product: 'admin',
  permissions: {
    manageSettings: all(any('CRON_JOBS.VIEW', 'USER_CACHE.DELETE', 'ELASTIC_TASKS.VIEW'), productModule('admin')),
    manageCronJobs: all('CRON_JOBS.VIEW', 'CRON_JOBS.EDIT', productModule('admin')),
    manageCache: all('USER_CACHE.DELETE', 'RETARGETING_CACHE.DELETE', productModule('admin')),
    manageElasticTasks: all('ELASTIC_TASKS.VIEW', 'ELASTIC_TASKS.DELETE', productModule('admin')),
  },
  routes: [
    {
      path: '/admin/manage/cron-jobs',
      name: 'cronJobs',
      permission: 'manageCronJobs',
      title: 'cronJobs.title',
      load: () => import('./client/CronJobsPage'),
    },
    {
      path: '/admin/elastic-tasks',
      name: 'elasticTasks',
      permission: 'manageElasticTasks',
      title: 'tasks.title',
      load: () => import('./client/TaskManagerPage'),
    },
    {
      path: '/admin/manage/refresh-cache',
      name: 'refreshCache',
      permission: 'manageCache',
      title: 'refreshCache.title',
      load: () => import('./client/RefreshCachePage'),
    },
  ],
  nav: [
    { route: 'cronJobs', icon: 'time', label: 'cronJobs.title' },
    { route: 'elasticTasks', icon: 'th-list', label: 'tasks.title' },
    { route: 'refreshCache', icon: 'refresh', label: 'refreshCache.title' },
  ],
  server: true,
});
