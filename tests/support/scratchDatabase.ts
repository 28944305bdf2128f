import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../core/server/db/openDatabase';
import { testDatabaseUrl } from './testDatabaseUrl';

/**
 * An empty database for a migration suite, opened before its tests and dropped after them: a
 * PGlite directory of its own, or a schema of its own on the test PostgreSQL. Returns the
 * database (valid inside the tests) and that schema (undefined on PGlite).
 */
export function scratchDatabase(): { db: () => Kysely<any>; schema: string | undefined } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ac-migration-'));
  const schema = testDatabaseUrl() ? `test_${randomBytes(6).toString('hex')}` : undefined;
  let db: Kysely<any> | undefined;
  beforeAll(async () => {
    db = (await openDatabase({ databaseUrl: testDatabaseUrl(), dataDir, schema })).db as unknown as Kysely<any>;
  });
  afterAll(async () => {
    if (schema && db) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { db: () => db!, schema };
}
