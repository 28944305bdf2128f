import { eventFilterSchema, monitoringFilterSchema, type EventResourceFilter, type MonitoringFilter } from '../../common/monitoringFilter';
import type { HistogramPoint } from '../../common/monitoringReplies';
import { bucketCounts } from '../bucketCounts';
import { monitoringResource } from '../monitoringResource';
import { EVENTS_SQL, USERS_SQL, VIEWS_SQL } from '../sqlMetrics';
import { todayWindow } from '../timeWindow';

/**
 * users/histogram and views/histogram: distinct users, page views and events per bucket
 * (default 5 minutes of today in the filter's zone). `compare` gives yesterday's or last
 * week's buckets keyed on today's axis (the UsersCard's second line).
 */
function histogramResource(name: 'users/histogram' | 'views/histogram') {
  return monitoringResource<MonitoringFilter>({
    name,
    filter: monitoringFilterSchema,
    query(filter, { events }): Promise<HistogramPoint[]> {
      const timeZone = filter.timezone ?? 'UTC';
      return bucketCounts(events, {
        filter,
        range: todayWindow(filter, timeZone),
        interval: filter.interval ?? '5m',
        timeZone,
        metrics: { users: USERS_SQL, views: VIEWS_SQL, eventCount: EVENTS_SQL },
      });
    },
  });
}

export const usersHistogramResource = histogramResource('users/histogram');
export const viewsHistogramResource = histogramResource('views/histogram');

/** eventHistogram: one tracked event (and label) per half hour of the local day (CE-13: 48 buckets), optionally compared. */
export const eventHistogramResource = monitoringResource<EventResourceFilter>({
  name: 'eventHistogram',
  filter: eventFilterSchema,
  query(filter, { events }): Promise<HistogramPoint[]> {
    const timeZone = filter.timezone ?? 'UTC';
    return bucketCounts(events, {
      filter,
      range: todayWindow(filter, timeZone),
      interval: filter.interval ?? '30m',
      timeZone,
      metrics: { eventCount: 'count(*)', users: USERS_SQL, views: '0' },
      narrow: (where) => {
        where.and(`kind = 'event' AND event = ${where.param(filter.eventName)}`);
        if (filter.label) where.and(`label = ${where.param(filter.label)}`);
      },
    });
  },
});
