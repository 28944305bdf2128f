import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Client } from 'pg';
import { openDatabase } from '../../../core/server/db/openDatabase';
import { serviceUnavailable } from '../../../core/server/http/serviceUnavailable';
import { startTestServer, type TestServer } from '../../support/startTestServer';
import { hasPostgresBinaries, ThrowawayPostgres } from '../../support/throwawayPostgres';

// A throw-away cluster of its own, as the restart test: CI installs the binaries (.ci/run).
(hasPostgresBinaries ? describe : describe.skip)('fault: a PostgreSQL query that hangs', () => {
  let pg: ThrowawayPostgres | undefined;
  let t: TestServer | undefined;
  beforeAll(async () => {
    pg = await ThrowawayPostgres.create();
    t = await startTestServer({ databaseUrl: pg.url, databaseStatementTimeoutMs: 500 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await pg?.destroy();
  });

  it('issue 13: the pool\'s statement timeout cancels SELECT pg_sleep, and the error is a 503 database_timeout', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ac-pgtimeout-'));
    const { db } = await openDatabase({ databaseUrl: pg!.url, dataDir, statementTimeoutMs: 200 });
    try {
      const started = Date.now();
      const error = await sql`select pg_sleep(10)`.execute(db).then(() => undefined, (err: unknown) => err);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(error).toMatchObject({ code: '57014' });
      expect(serviceUnavailable(error)).toMatchObject({ statusCode: 503, code: 'database_timeout' });
      // The connection went back to the pool in order: the next query is answered.
      expect((await sql<{ n: number }>`select 1 as n`.execute(db)).rows).toEqual([{ n: 1 }]);
    } finally {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('issue 13: a request whose query waits on a lock is answered 503 database_timeout with Retry-After within the timeout, not left hanging; served again once the lock is gone', async () => {
    const { token } = await t!.login('admin@demo.test');
    const locker = new Client({ connectionString: pg!.url });
    await locker.connect();
    try {
      // Every authenticated request reads its user: with the table locked, that read waits.
      await locker.query('begin');
      await locker.query(`lock table ${t!.server.config.databaseSchema}.users in access exclusive mode`);
      const started = Date.now();
      const stuck = await t!.request('GET', '/v1/account/me', { token });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(stuck).toMatchObject({ status: 503, body: { status: 'error', error: 'database_timeout' } });
      expect(stuck.headers.get('retry-after')).toBe('5');
      await locker.query('rollback');
      expect((await t!.request('GET', '/v1/account/me', { token })).status).toBe(200);
    } finally {
      await locker.end();
    }
  });
});
