import type { EventStore } from '../../core/server/events';
import { DuckDbEventStore } from '../../core/server/events/duckdb/DuckDbEventStore';

/** The embedded store behind a server's EventStore, for tests that read its tables in SQL. */
export function duckDbStore(events: EventStore): DuckDbEventStore {
  if (!(events instanceof DuckDbEventStore)) throw new Error('This test reads the embedded DuckDB store.');
  return events;
}
