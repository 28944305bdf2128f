/** @jest-environment node */
import type { Kysely } from 'kysely';
import type { Database } from '../../../../core/server/db/Database';
import { PerDatabaseCache } from '../../../../core/server/ingest/PerDatabaseCache';

/** A table whose loads the test lets finish one by one. */
function slowTable() {
  let version = 0;
  const pending: (() => void)[] = [];
  const load = async () => {
    const seen = version;
    await new Promise<void>((resolve) => pending.push(resolve));
    return seen;
  };
  return { load, change: () => (version += 1), finishAll: () => pending.splice(0).forEach((resolve) => resolve()) };
}

describe('PerDatabaseCache', () => {
  const db = {} as Kysely<Database>;

  it('shares one load among concurrent callers and keeps its snapshot', async () => {
    const table = slowTable();
    const cache = new PerDatabaseCache('table', table.load);
    const both = Promise.all([cache.get(db), cache.get(db)]);
    table.finishAll();
    expect(await both).toEqual([0, 0]);
    table.change();
    expect(await cache.get(db)).toBe(0);
  });

  it('issue 16: an invalidate during a load drops that load, so the next get reads the changed table', async () => {
    const table = slowTable();
    const cache = new PerDatabaseCache('table', table.load);
    const before = cache.get(db);
    // A rule is written while the load that read the old table is still running.
    table.change();
    cache.invalidate(db);
    const after = cache.get(db);
    table.finishAll();
    expect(await before).toBe(0);
    expect(await after).toBe(1);
    expect(await cache.get(db)).toBe(1);
  });
});
