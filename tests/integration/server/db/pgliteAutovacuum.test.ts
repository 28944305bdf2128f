import { sql, type Kysely } from 'kysely';
import { autovacuumPglite } from '../../../../core/server/db/pgliteAutovacuum';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

/** PGlite has no autovacuum: the server's own pass (issue 14: datatable counts read the heap without a visibility map). */
describe('PGlite autovacuum', () => {
  let t: TestServer;
  let db: Kysely<any>;
  const stats = async () => (await sql<{ vacuumed: boolean; analyzed: boolean }>`select last_vacuum is not null as vacuumed, last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'channels'`.execute(db)).rows[0];

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
  });
  afterAll(() => t?.close());

  it('issue 14: a table past autovacuum\'s thresholds is vacuumed and analyzed, once; unchanged tables are left alone', async () => {
    if (t.driver !== 'pglite') return; // PostgreSQL runs its own autovacuum.
    const organisation = (await db.selectFrom('organisations').select('id').executeTakeFirstOrThrow()).id;
    await sql`insert into channels (organisation_id, title, path) select ${organisation}, 'Generated ' || g, '/generated/' || g from generate_series(1, 5000) g`.execute(db);
    expect(await autovacuumPglite(t.server.db)).toContain('channels');
    expect(await stats()).toEqual({ vacuumed: true, analyzed: true });
    // The statistics the planner now has: the table's size.
    const { rows } = await sql<{ reltuples: number }>`select reltuples from pg_class where relname = 'channels'`.execute(db);
    expect(Number(rows[0].reltuples)).toBeGreaterThanOrEqual(5000);
    expect(await autovacuumPglite(t.server.db)).not.toContain('channels');
  });
});
