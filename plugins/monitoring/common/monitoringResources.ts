import { resourceRef } from '../../../core/common/resources';
import type { CompleteFilter, EventResourceFilter, LabelsFilter, MonitoringFilter } from './monitoringFilter';
import type { CompletionRow, DataRow, EventHistoryReply, HistogramPoint, PickRow, ToolsStatsRow, TotalsReply } from './monitoringReplies';

/**
 * The monitoring resources this plugin serves (GET /api/v1/monitoring/<name> and socket feeds),
 * each with the filter it takes and the reply it answers. Cards and pages read them through
 * these refs, which is why they require `monitoring`.
 */
export const monitoringResources = {
  users: resourceRef<MonitoringFilter, TotalsReply>('users'),
  views: resourceRef<MonitoringFilter, TotalsReply>('views'),
  devices: resourceRef<MonitoringFilter, DataRow[]>('devices'),
  browsers: resourceRef<MonitoringFilter, DataRow[]>('browsers'),
  operatingSystems: resourceRef<MonitoringFilter, DataRow[]>('operatingSystems'),
  referrer: resourceRef<MonitoringFilter, DataRow[]>('referrer'),
  referrerTypes: resourceRef<MonitoringFilter, DataRow[]>('referrerTypes'),
  referrerByType: resourceRef<MonitoringFilter, DataRow[]>('referrerByType'),
  usersPages: resourceRef<MonitoringFilter, DataRow[]>('users/pages'),
  usersDomains: resourceRef<MonitoringFilter, DataRow[]>('users/domains'),
  viewsPages: resourceRef<MonitoringFilter, DataRow[]>('views/pages'),
  viewsDomains: resourceRef<MonitoringFilter, DataRow[]>('views/domains'),
  usersHistogram: resourceRef<MonitoringFilter, HistogramPoint[]>('users/histogram'),
  viewsHistogram: resourceRef<MonitoringFilter, HistogramPoint[]>('views/histogram'),
  eventHistory: resourceRef<EventResourceFilter, EventHistoryReply>('eventHistory'),
  eventHistogram: resourceRef<EventResourceFilter, HistogramPoint[]>('eventHistogram'),
  toolsStats: resourceRef<MonitoringFilter, ToolsStatsRow[]>('toolsStats'),
  events: resourceRef<MonitoringFilter, PickRow[]>('events'),
  labels: resourceRef<LabelsFilter, PickRow[]>('labels'),
  complete: resourceRef<CompleteFilter, CompletionRow[]>('complete'),
};

/** The same resources counted by users or by page views (a view's usePageViews, OP-28), by metric. */
export const metricResources = {
  users: { totals: monitoringResources.users, histogram: monitoringResources.usersHistogram, pages: monitoringResources.usersPages, domains: monitoringResources.usersDomains },
  views: { totals: monitoringResources.views, histogram: monitoringResources.viewsHistogram, pages: monitoringResources.viewsPages, domains: monitoringResources.viewsDomains },
};
