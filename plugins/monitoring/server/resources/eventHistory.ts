import {
  HITS,
  LATEST,
  eventFilterColumns,
  eventFilterWhere,
  type TimeRange,
  type EventStore,
  groupedCounts,
  type GroupedCountsRequest,
  type PartAggregate,
  ZoneOffsets,
} from '../../../../core/server/events';
import { eventFilterSchema, type EventResourceFilter } from '../../common/monitoringFilter';
import type { EventTotals } from '../../common/monitoringReplies';
import { monitoringResources } from '../../common/monitoringResources';
import { monitoringResource } from '../monitoringResource';
import { byText } from '../filterCounts';
import { withTitles } from '../pageTitles';
import { COMPARE_DAYS, DAY_MS, shiftLocalDays, todayWindow } from '../timeWindow';

/** Top pages of an event when the filter does not give `count`. */
const DEFAULT_EVENT_PAGES = 5;

/**
 * The event's rows (name, label, the rest of the filter) counted through groupedCounts: the
 * settled hours of today and of the comparison day are kept, so a live card's update counts
 * only the open hour.
 */
function eventCounts<A extends string>(events: EventStore, filter: EventResourceFilter, range: TimeRange, name: string, groups: string[], aggregates: Record<A, PartAggregate>) {
  const request: GroupedCountsRequest<A> = {
    key: [name, { ...filter, from: undefined, to: undefined, compare: undefined, compareFrom: undefined, compareTo: undefined, count: undefined }],
    range,
    groups,
    columns: [...groups, ...eventFilterColumns(filter), 'kind', 'event', 'label'],
    aggregates,
    users: true,
    where: (where, part) => {
      eventFilterWhere(filter, part, where);
      where.and(`kind = 'event' AND event = ${where.param(filter.eventName)}`);
      if (filter.label) where.and(`label = ${where.param(filter.label)}`);
    },
  };
  return groupedCounts(events, request);
}

async function totals(events: EventStore, filter: EventResourceFilter, range: TimeRange): Promise<EventTotals> {
  const [row] = await eventCounts(events, filter, range, 'eventTotals', [], { amount: HITS });
  return { amount: row?.amount ?? 0, sum: row?.users ?? 0 };
}

/** The event's top `count` pages: most events, then most visitors, then by path. */
async function topPages(events: EventStore, filter: EventResourceFilter, range: TimeRange, count: number) {
  const rows = await eventCounts(events, filter, range, 'eventPages', ['domain', 'path'], { doc_count: HITS, last: LATEST });
  const top = rows
    .map((r) => ({ domain: String(r.groups[0]), key: String(r.groups[1]), doc_count: r.doc_count, users: r.users, views: 0, last: r.last }))
    .sort((a, b) => b.doc_count - a.doc_count || b.users - a.users || byText(a.key, b.key) || (a.domain < b.domain ? -1 : 1))
    .slice(0, count);
  return withTitles(events, filter, top);
}

/** The comparison range: compareFrom/compareTo, else the range shifted by `compare`, else none. */
function compareRange(filter: EventResourceFilter, range: TimeRange, timeZone: string): TimeRange | undefined {
  if (filter.compareFrom !== undefined && filter.compareTo !== undefined) return { from: filter.compareFrom, to: filter.compareTo };
  if (!filter.compare) return undefined;
  const zone = new ZoneOffsets(timeZone, range.from - 8 * DAY_MS, range.to + DAY_MS);
  const days = COMPARE_DAYS[filter.compare];
  return { from: shiftLocalDays(range.from, -days, zone), to: shiftLocalDays(range.to, -days, zone) };
}

/**
 * eventHistory: totals of one tracked event (spec: amount, sum) in the range (default: today,
 * local time), the same for the comparison range (0 when there is none: CE-14), and the
 * event's top `count` pages (the event card's eventPages).
 */
export const eventHistoryResource = monitoringResource(monitoringResources.eventHistory, {
  filter: eventFilterSchema,
  async query(filter, { events }) {
    const timeZone = filter.timezone ?? 'UTC';
    const range = todayWindow({ ...filter, compare: undefined }, timeZone);
    const previous = compareRange(filter, range, timeZone);
    const count = filter.count ?? DEFAULT_EVENT_PAGES;
    const [current, compare, pages] = await Promise.all([
      totals(events, filter, range),
      previous ? totals(events, filter, previous) : { amount: 0, sum: 0 },
      count ? topPages(events, filter, range, count) : [],
    ]);
    return {
      ...current,
      compare,
      pages: pages.map((p) => ({ key: p.key, domain: p.domain, title: p.title, href: `https://${p.domain}${p.key}`, doc_count: p.doc_count, users: p.users, views: 0 })),
    };
  },
});
