import type { AudienceGrowthRow, EventRow } from '../../../../../core/server/events/EventRow';
import type { EventStore, VisitorAudience } from '../../../../../core/server/events/EventStore';

/** An in-memory EventStore for unit tests of ingest steps; counts visitorAudiences calls. */
export class FakeEventStore implements EventStore {
  rows: EventRow[] = [];
  growth: AudienceGrowthRow[] = [];
  visitorAudienceCalls: string[][] = [];

  append(rows: readonly EventRow[]) {
    this.rows.push(...rows);
  }
  appendGrowth(rows: readonly AudienceGrowthRow[]) {
    this.growth.push(...rows);
  }
  async visitorAudiences(visitorIds: readonly string[]) {
    this.visitorAudienceCalls.push([...visitorIds]);
    const result = new Map<string, VisitorAudience[]>();
    for (const g of this.growth) {
      if (!visitorIds.includes(g.visitorId)) continue;
      result.set(g.visitorId, [...(result.get(g.visitorId) ?? []), { audienceId: g.audienceId, affinity: g.affinity }]);
    }
    return result;
  }
  async count<M>(): Promise<M[]> {
    return [];
  }
  async countGrowth() {
    return [];
  }
  async hasEvents() {
    return this.rows.length > 0;
  }
  async deleteBefore() {
    return 0;
  }
  async flush() {}
  onFlush() {
    return () => {};
  }
  async close() {}
}
