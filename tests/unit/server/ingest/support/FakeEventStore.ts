import type { EventRow, ListAssignment } from '../../../../../core/server/events/EventRow';
import type { EventStore, HeldId } from '../../../../../core/server/events/EventStore';

/** An in-memory EventStore for unit tests of ingest steps; records visitorAssignments lookups. */
export class FakeEventStore implements EventStore {
  rows: EventRow[] = [];
  assignments: ListAssignment[] = [];
  lookups: [string, string[]][] = [];

  assertWritable() {}
  append(rows: readonly EventRow[]) {
    this.rows.push(...rows);
  }
  appendAssignments(rows: readonly ListAssignment[]) {
    this.assignments.push(...rows);
  }
  async visitorAssignments(list: string, visitorIds: readonly string[]) {
    this.lookups.push([list, [...visitorIds]]);
    const result = new Map<string, HeldId[]>();
    for (const a of this.assignments) {
      if (a.list !== list || !visitorIds.includes(a.visitorId)) continue;
      result.set(a.visitorId, [...(result.get(a.visitorId) ?? []), { id: a.id, score: a.score }]);
    }
    return result;
  }
  async count<M>(): Promise<M[]> {
    return [];
  }
  async countVisitorsOfIds() {
    return 0;
  }
  async countAssignments() {
    return [];
  }
  async countPastMatches() {
    return 0;
  }
  async assignPast() {
    return 0;
  }
  async hasEvents() {
    return this.rows.length > 0;
  }
  async deleteBefore() {
    return 0;
  }
  async heldIds() {
    return [];
  }
  async deleteAssignments() {
    return 0;
  }
  forgetVisitors() {}
  async optimize() {
    return { rolledUntil: 0 };
  }
  async health() {
    return { events: this.rows.length, assignments: this.assignments.length, bytes: 0, buffered: 0, rolledUntil: 0, rollupLagMs: 0 };
  }
  async flush() {}
  onFlush() {
    return () => {};
  }
  async close() {}
}
