import type { EventLists } from '../eventColumns';
import type { Rollup } from '../rollups';

/** What the DuckDB query compilers read from the store. */
export interface DuckDbReader {
  /** A read query with positional parameters ($1, $2 …). */
  query<T extends Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Every event before this instant (epoch ms) is in the roll-ups; 0 before the first catch-up. */
  rolledUntil(): number;
  readonly rollups: readonly Rollup[];
  readonly lists: EventLists;
}
