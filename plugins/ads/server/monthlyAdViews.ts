import type { EventStore } from '../../../core/server/events';
import { AD_EVENT_LIST, AD_EVENTS } from './adEventList';

/** How long a month's count is reused: the free limit may be passed by this long's views at most. */
const FRESH_MS = 10_000;

const counts = new WeakMap<EventStore, Map<number, { at: number; views: Promise<number> }>>();

/** The first instant of the current UTC month. */
const monthStart = (now: number) => {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};

/**
 * The ad views of ads on an organisation's sites this UTC month (OP-60's free limit), counted in the
 * event store and reused for 10 s, so the decision does not ask the store per request.
 */
export function monthlyAdViews(events: EventStore, organisationId: number, domains: readonly string[], now = Date.now()): Promise<number> {
  const perStore = counts.get(events) ?? new Map();
  counts.set(events, perStore);
  const cached = perStore.get(organisationId);
  if (cached && now - cached.at < FRESH_MS) return cached.views;
  const views = domains.length
    ? events
        .count({
          name: 'adMonthlyViews',
          range: { from: monthStart(now), to: now + 1 },
          where: [
            { field: 'event', in: [AD_EVENTS.view] },
            { field: 'domain', in: domains },
          ],
          // Views of an ad only (adEventStep lists the ads it may count).
          groupBy: [{ list: AD_EVENT_LIST.name }],
          measures: { views: 'events' },
        })
        .then((rows) => rows.reduce((sum, row) => sum + row.views, 0))
    : Promise.resolve(0);
  perStore.set(organisationId, { at: now, views });
  // A failed count is not kept: the next request asks again.
  views.catch(() => perStore.delete(organisationId));
  return views;
}
