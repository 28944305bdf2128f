/** Names of the monitoring resources (GET /api/v1/monitoring/<name> and socket feeds) this plugin serves. */
export const MONITORING_RESOURCES = [
  'users',
  'views',
  'devices',
  'browsers',
  'operatingSystems',
  'referrer',
  'referrerTypes',
  'referrerByType',
  'users/pages',
  'users/domains',
  'views/pages',
  'views/domains',
  'users/histogram',
  'views/histogram',
  'eventHistory',
  'eventHistogram',
  'toolsStats',
  'events',
  'labels',
  'complete',
] as const;

export type MonitoringResourceName = (typeof MONITORING_RESOURCES)[number];
