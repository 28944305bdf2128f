import { EVENT_COUNT, PAGE_VIEWS } from '../../../../core/server/events';
import { countsUsers, eventFilterSchema, monitoringFilterSchema, type MonitoringFilter } from '../../common/monitoringFilter';
import type { HistogramPoint } from '../../common/monitoringReplies';
import { metricResources, monitoringResources } from '../../common/monitoringResources';
import type { ResourceRef } from '../../../../core/common/resources';
import { bucketCounts } from '../bucketCounts';
import { monitoringResource } from '../monitoringResource';
import { BUCKET_USERS } from '../sqlMetrics';
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
      const request = { filter, range: todayWindow(filter, timeZone), interval: filter.interval ?? '5m', timeZone } as const;
      const views = { views: PAGE_VIEWS, eventCount: EVENT_COUNT };
      return countsUsers(filter) ? bucketCounts(events, { ...request, metrics: { users: BUCKET_USERS, ...views } }) : bucketCounts(events, { ...request, metrics: views });
    },
  });
}

export const usersHistogramResource = histogramResource(metricResources.users.histogram);
export const viewsHistogramResource = histogramResource(metricResources.views.histogram);

/** eventHistogram: one tracked event (and label) per half hour of the local day (CE-13: 48 buckets), optionally compared. */
export const eventHistogramResource = monitoringResource(monitoringResources.eventHistogram, {
  filter: eventFilterSchema,
  query(filter, { events }) {
    const timeZone = filter.timezone ?? 'UTC';
    return bucketCounts(events, {
      filter,
      range: todayWindow(filter, timeZone),
      interval: filter.interval ?? '30m',
      timeZone,
      metrics: { eventCount: { sql: 'count(*)', merge: 'sum' }, users: BUCKET_USERS, views: { sql: '0', merge: 'sum' } },
      narrow: {
        columns: ['kind', 'event', 'label'],
        where: (where) => {
          where.and(`kind = 'event' AND event = ${where.param(filter.eventName)}`);
          if (filter.label) where.and(`label = ${where.param(filter.label)}`);
        },
      },
    });
  },
});
