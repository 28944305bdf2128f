import { type EventDimension, type EventMeasure, type EventStore, type EventTop, type TimeRange, ZoneOffsets } from '../../../../core/server/events';
import { eventFilterSchema, type EventResourceFilter } from '../../common/monitoringFilter';
import type { EventTotals } from '../../common/monitoringReplies';
import { monitoringResources } from '../../common/monitoringResources';
import { monitoringResource } from '../monitoringResource';
import { COMPARE_DAYS, DAY_MS, shiftLocalDays, todayWindow } from '../timeWindow';

/** Top pages of an event when the filter does not give `count`. */
const DEFAULT_EVENT_PAGES = 5;

/**
 * The event's rows (name, label, the rest of the filter) counted by the store: the settled
 * hours of today and of the comparison day are kept, so a live card's update counts only the
 * open hour.
 */
function eventCounts<M extends Record<string, EventMeasure>>(events: EventStore, filter: EventResourceFilter, range: TimeRange, name: string, groupBy: EventDimension[], measures: M, top?: EventTop<M>) {
  return events.count({
    name,
    range,
    filter,
    where: [{ field: 'kind', in: ['event'] }, { field: 'event', in: [filter.eventName] }, ...(filter.label ? [{ field: 'label', in: [filter.label] } as const] : [])],
    groupBy,
    measures,
    top,
  });
}

async function totals(events: EventStore, filter: EventResourceFilter, range: TimeRange): Promise<EventTotals> {
  const [row] = await eventCounts(events, filter, range, 'eventTotals', [], { amount: 'hits', sum: 'users' });
  return { amount: row?.amount ?? 0, sum: row?.sum ?? 0 };
}

/** The event's top `count` pages: most events, then most visitors, then by path and domain. */
async function topPages(events: EventStore, filter: EventResourceFilter, range: TimeRange, count: number) {
  const measures = { doc_count: 'hits', users: 'users', title: { latestOf: 'title' } } as const;
  const rows = await eventCounts(events, filter, range, 'eventPages', ['domain', 'page'], measures, { by: ['doc_count', 'users', 1, 0], limit: count });
  return rows.map((r) => ({ domain: String(r.groups[0]), key: String(r.groups[1]), title: r.title, doc_count: r.doc_count, users: r.users }));
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
