import { eventFilterWhere, type TimeRange } from '../../../../core/server/events/eventFilter';
import type { EventStore } from '../../../../core/server/events/EventStore';
import { ZoneOffsets } from '../../../../core/server/events/ZoneOffsets';
import { eventFilterSchema, type EventResourceFilter } from '../../common/monitoringFilter';
import type { DataRow, EventHistoryReply, EventTotals } from '../../common/monitoringReplies';
import { monitoringResource } from '../monitoringResource';
import { SETTLED_AFTER_MS, settledCacheOf } from '../../../../core/server/events/SettledQueryCache';
import { USERS_SQL } from '../sqlMetrics';
import { COMPARE_DAYS, DAY_MS, shiftLocalDays, todayWindow } from '../timeWindow';

/** Top pages of an event when the filter does not give `count`. */
export const DEFAULT_EVENT_PAGES = 5;

function eventWhere(filter: EventResourceFilter, range: TimeRange) {
  const where = eventFilterWhere(filter, range);
  where.and(`kind = 'event' AND event = ${where.param(filter.eventName)}`);
  if (filter.label) where.and(`label = ${where.param(filter.label)}`);
  return where;
}

async function totals(events: EventStore, filter: EventResourceFilter, range: TimeRange): Promise<EventTotals> {
  const where = eventWhere(filter, range);
  const [row] = await events.query<{ amount: number; sum: number }>(`SELECT count(*) AS amount, ${USERS_SQL} AS sum FROM events ${where.sql}`, where.params);
  return { amount: row.amount, sum: row.sum };
}

/** Totals of a range that ended before the flush delay cannot change: cached (the comparison base). */
function settledTotals(events: EventStore, filter: EventResourceFilter, range: TimeRange): Promise<EventTotals> {
  if (range.to > Date.now() - SETTLED_AFTER_MS) return totals(events, filter, range);
  const key = JSON.stringify(['eventTotals', filter.eventName, filter.label ?? '', filter.domain ?? null, filter.page ?? '', filter.terms ?? [], range]);
  return settledCacheOf<EventTotals>(events).get(key, () => totals(events, filter, range));
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
export const eventHistoryResource = monitoringResource<EventResourceFilter>({
  name: 'eventHistory',
  filter: eventFilterSchema,
  async query(filter, { events }): Promise<EventHistoryReply> {
    const timeZone = filter.timezone ?? 'UTC';
    const range = todayWindow({ ...filter, compare: undefined }, timeZone);
    const previous = compareRange(filter, range, timeZone);
    const count = filter.count ?? DEFAULT_EVENT_PAGES;
    const where = eventWhere(filter, range);
    const [current, compare, pages] = await Promise.all([
      totals(events, filter, range),
      previous ? settledTotals(events, filter, previous) : { amount: 0, sum: 0 },
      count
        ? events.query<DataRow & { domain: string; title: string }>(
            `SELECT path AS key, domain, count(*) AS doc_count, ${USERS_SQL} AS users, arg_max(title, ts) AS title FROM events ${where.sql}
             GROUP BY domain, path ORDER BY doc_count DESC, users DESC, key ASC LIMIT ${count}`,
            where.params,
          )
        : [],
    ]);
    return {
      ...current,
      compare,
      pages: pages.map((p) => ({ key: p.key, domain: p.domain, title: p.title, href: `https://${p.domain}${p.key}`, doc_count: p.doc_count, users: p.users, views: 0 })),
    };
  },
});
