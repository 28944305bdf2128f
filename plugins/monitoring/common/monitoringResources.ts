import { resourceRef } from '../../../core/common/resources';
import type { CompleteFilter, EventResourceFilter, LabelsFilter, MonitoringFilter } from './monitoringFilter';
import type { ResourceRules } from '../../../core/common/resources';
import type { CompletionRow, DataRow, EventHistoryReply, HistogramPoint, PickRow, ToolsStatsRow, TotalsReply } from './monitoringReplies';

/**
 * Analytics numbers: the insights pages load them (viewInsights), the realtime dashboard
 * loads and follows them (viewRealtime); only the dashboard's screens get the live feed.
 */
const ANALYTICS: ResourceRules = { permission: 'viewMonitoring', feedPermission: 'viewRealtime' };
/** Pick lists and suggestions of the filter bar on either screen: answered once, over HTTP or one socket update. */
const PICK_LIST: ResourceRules = { permission: 'viewMonitoring' };

/** The resources a metric is counted by (users, or page views: a view's usePageViews, OP-28), named `<metric>/…`. */
function metricRefs(metric: 'users' | 'views') {
  return {
    totals: resourceRef<MonitoringFilter, TotalsReply>(metric, ANALYTICS),
    histogram: resourceRef<MonitoringFilter, HistogramPoint[]>(`${metric}/histogram`, ANALYTICS),
    pages: resourceRef<MonitoringFilter, DataRow[]>(`${metric}/pages`, ANALYTICS),
    domains: resourceRef<MonitoringFilter, DataRow[]>(`${metric}/domains`, ANALYTICS),
  };
}

/** The same resources counted by users or by page views, by metric. */
export const metricResources = { users: metricRefs('users'), views: metricRefs('views') };

/**
 * The monitoring resources this plugin serves (GET /api/v1/monitoring/<name> and socket feeds),
 * each with the filter it takes and the reply it answers. Cards and pages read them through
 * these refs, which is why they require `monitoring`.
 */
export const monitoringResources = {
  users: metricResources.users.totals,
  views: metricResources.views.totals,
  devices: resourceRef<MonitoringFilter, DataRow[]>('devices', ANALYTICS),
  browsers: resourceRef<MonitoringFilter, DataRow[]>('browsers', ANALYTICS),
  operatingSystems: resourceRef<MonitoringFilter, DataRow[]>('operatingSystems', ANALYTICS),
  referrer: resourceRef<MonitoringFilter, DataRow[]>('referrer', ANALYTICS),
  referrerTypes: resourceRef<MonitoringFilter, DataRow[]>('referrerTypes', ANALYTICS),
  referrerByType: resourceRef<MonitoringFilter, DataRow[]>('referrerByType', ANALYTICS),
  usersPages: metricResources.users.pages,
  usersDomains: metricResources.users.domains,
  viewsPages: metricResources.views.pages,
  viewsDomains: metricResources.views.domains,
  usersHistogram: metricResources.users.histogram,
  viewsHistogram: metricResources.views.histogram,
  eventHistory: resourceRef<EventResourceFilter, EventHistoryReply>('eventHistory', ANALYTICS),
  eventHistogram: resourceRef<EventResourceFilter, HistogramPoint[]>('eventHistogram', ANALYTICS),
  /** ToolsStatsCard: admins' realtime dashboard only (spec §6). */
  toolsStats: resourceRef<MonitoringFilter, ToolsStatsRow[]>('toolsStats', { permission: 'viewToolsStats' }),
  events: resourceRef<MonitoringFilter, PickRow[]>('events', PICK_LIST),
  labels: resourceRef<LabelsFilter, PickRow[]>('labels', PICK_LIST),
  complete: resourceRef<CompleteFilter, CompletionRow[]>('complete', PICK_LIST),
};
