import { countsUsers, eventFilterSchema, monitoringFilterSchema, type MonitoringFilter } from '../../common/monitoringFilter';
import type { HistogramPoint } from '../../common/monitoringReplies';
import { metricResources, monitoringResources } from '../../common/monitoringResources';
import type { ResourceRef } from '../../../../core/common/resources';
import { bucketCounts } from '../bucketCounts';
import { monitoringResource } from '../monitoringResource';
import { todayWindow } from '../timeWindow';

/**
 * users/histogram and views/histogram: distinct users, page views and events per bucket
 * (default 5 minutes of today in the filter's zone). `compare` gives yesterday's or last
 * week's buckets keyed on today's axis (the UsersCard's second line). With metric=views the
 * points hold no users, and hourly and daily buckets are read from the roll-ups.
 */
function histogramResource(ref: ResourceRef<MonitoringFilter, HistogramPoint[]>) {
  return monitoringResource(ref, {
    filter: monitoringFilterSchema,
    query(filter, { events }) {
      const timeZone = filter.timezone ?? 'UTC';
      const request = { name: 'histogram', filter, range: todayWindow(filter, timeZone), interval: filter.interval ?? '5m', timeZone } as const;
      const views = { views: 'views', eventCount: 'events' } as const;
      return countsUsers(filter) ? bucketCounts(events, { ...request, measures: { users: 'users', ...views } }) : bucketCounts(events, { ...request, measures: views });
    },
  });
}

export const usersHistogramResource = histogramResource(metricResources.users.histogram);
export const viewsHistogramResource = histogramResource(metricResources.views.histogram);

/** eventHistogram: one tracked event (and label) per half hour of the local day (CE-13: 48 buckets), optionally compared. */
export const eventHistogramResource = monitoringResource(monitoringResources.eventHistogram, {
  filter: eventFilterSchema,
  async query(filter, { events }) {
    const timeZone = filter.timezone ?? 'UTC';
    const buckets = await bucketCounts(events, {
      name: 'eventHistogram',
      filter,
      range: todayWindow(filter, timeZone),
      interval: filter.interval ?? '30m',
      timeZone,
      measures: { eventCount: 'events', users: 'users' },
      where: [{ field: 'kind', in: ['event'] }, { field: 'event', in: [filter.eventName] }, ...(filter.label ? [{ field: 'label', in: [filter.label] } as const] : [])],
    });
    // Only the event's visitors are counted: page views are no part of this chart.
    return buckets.map((b) => ({ ...b, views: 0 }));
  },
});
