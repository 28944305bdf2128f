import { resourceRef } from '../../../core/common/resources';
import type { CompleteFilter, EventResourceFilter, LabelsFilter, MonitoringFilter } from './monitoringFilter';
import type { CompletionRow, DataRow, EventHistoryReply, HistogramPoint, PickRow, ToolsStatsRow, TotalsReply } from './monitoringReplies';

/** The resources a metric is counted by (users, or page views: a view's usePageViews, OP-28), named `<metric>/…`. */
function metricRefs(metric: 'users' | 'views') {
  return {
    totals: resourceRef<MonitoringFilter, TotalsReply>(metric),
    histogram: resourceRef<MonitoringFilter, HistogramPoint[]>(`${metric}/histogram`),
    pages: resourceRef<MonitoringFilter, DataRow[]>(`${metric}/pages`),
    domains: resourceRef<MonitoringFilter, DataRow[]>(`${metric}/domains`),
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
  devices: resourceRef<MonitoringFilter, DataRow[]>('devices'),
  browsers: resourceRef<MonitoringFilter, DataRow[]>('browsers'),
  operatingSystems: resourceRef<MonitoringFilter, DataRow[]>('operatingSystems'),
  referrer: resourceRef<MonitoringFilter, DataRow[]>('referrer'),
  referrerTypes: resourceRef<MonitoringFilter, DataRow[]>('referrerTypes'),
  referrerByType: resourceRef<MonitoringFilter, DataRow[]>('referrerByType'),
  usersPages: metricResources.users.pages,
  usersDomains: metricResources.users.domains,
  viewsPages: metricResources.views.pages,
  viewsDomains: metricResources.views.domains,
  usersHistogram: metricResources.users.histogram,
  viewsHistogram: metricResources.views.histogram,
  eventHistory: resourceRef<EventResourceFilter, EventHistoryReply>('eventHistory'),
  eventHistogram: resourceRef<EventResourceFilter, HistogramPoint[]>('eventHistogram'),
  toolsStats: resourceRef<MonitoringFilter, ToolsStatsRow[]>('toolsStats'),
  events: resourceRef<MonitoringFilter, PickRow[]>('events'),
  labels: resourceRef<LabelsFilter, PickRow[]>('labels'),
  complete: resourceRef<CompleteFilter, CompletionRow[]>('complete'),
};
