import { FreshCounts, type EventStore } from '../../../core/server/events';
import { AD_EVENT_LIST, AD_EVENTS } from './adEventList';

/** A month's count per organisation, reused for 10 s: the free limit may be passed by this long's views at most. */
const counts = new FreshCounts<number, number>(10_000);

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
  return counts.get(
    events,
    organisationId,
    async () => {
      if (!domains.length) return 0;
      const rows = await events.count({
        name: 'adMonthlyViews',
        range: { from: monthStart(now), to: now + 1 },
        where: [
          { field: 'event', in: [AD_EVENTS.view] },
          { field: 'domain', in: domains },
        ],
        // Views of an ad only (adEventStep lists the ads it may count).
        groupBy: [{ list: AD_EVENT_LIST.name }],
        measures: { views: 'events' },
      });
      return rows.reduce((sum, row) => sum + row.views, 0);
    },
    now,
  );
}
