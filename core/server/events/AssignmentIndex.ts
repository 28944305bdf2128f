import type { ListAssignment } from './EventRow';
import type { HeldId } from './EventStore';

type Assigned = Pick<ListAssignment, 'list' | 'id' | 'visitorId' | 'score'>;

/** list → visitor → id → best score. */
type Index = Map<string, Map<string, Map<number, number>>>;

function fold(index: Index, rows: readonly Assigned[]) {
  for (const row of rows) {
    let visitors = index.get(row.list);
    if (!visitors) index.set(row.list, (visitors = new Map()));
    let ids = visitors.get(row.visitorId);
    if (!ids) visitors.set(row.visitorId, (ids = new Map()));
    ids.set(row.id, Math.max(row.score, ids.get(row.id) ?? 0));
  }
}

/**
 * The ids each visitor holds, in memory: ingest asks for every batch, and a DuckDB round trip
 * per batch would cap ingest at a few hundred requests/s. Built on first use from the stored
 * assignments plus every one appended since (taking the max is idempotent, so a row seen twice
 * — buffered at build time and then flushed — changes nothing).
 */
export class AssignmentIndex {
  private loading?: Promise<Index>;
  /** The index appends fold into while it loads and after. */
  private live?: Index;

  constructor(
    private readonly stored: () => Promise<Assigned[]>,
    private readonly buffered: () => readonly Assigned[],
  ) {}

  appended(rows: readonly Assigned[]) {
    if (this.live) fold(this.live, rows);
  }

  async held(list: string, visitorIds: readonly string[]): Promise<Map<string, HeldId[]>> {
    const visitors = (await this.index()).get(list);
    const result = new Map<string, HeldId[]>();
    for (const visitorId of visitorIds) {
      const ids = visitors?.get(visitorId);
      if (ids) result.set(visitorId, [...ids].map(([id, score]) => ({ id, score })));
    }
    return result;
  }

  /** Assignments may have gone (retention): built again on next use. */
  reset() {
    this.loading = undefined;
    this.live = undefined;
  }

  private index(): Promise<Index> {
    if (this.loading) return this.loading;
    const index: Index = new Map();
    this.live = index;
    fold(index, this.buffered());
    this.loading = this.stored().then(
      (rows) => {
        fold(index, rows);
        return index;
      },
      (err: unknown) => {
        this.reset();
        throw err;
      },
    );
    return this.loading;
  }
}
