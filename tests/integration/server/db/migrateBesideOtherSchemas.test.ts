import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '../../../../core/server/db/migrateToLatest';
import { scratchDatabase } from '../../../support/scratchDatabase';

/**
 * Test suites (and deployments sharing a database) migrate their own PostgreSQL schema while
 * others are created and dropped. The migrator once introspected every schema by name and
 * failed with "schema … does not exist" when one vanished meanwhile.
 */
describe('migrateToLatest in a PostgreSQL schema of its own', () => {
  const scratch = scratchDatabase();
  const { schema } = scratch;

  (schema ? it : it.skip)('migrates while other schemas are created and dropped beside it, keeping its bookkeeping in its own schema', async () => {
    const db: Kysely<any> = scratch.db();
    let churning = true;
    const churn = (async () => {
      while (churning) {
        const other = `churn_${randomBytes(4).toString('hex')}`;
        await sql`create schema ${sql.id(other)}`.execute(db);
        await sql`create table ${sql.id(other, 'rows')} (id serial primary key, name text)`.execute(db);
        await sql`drop schema ${sql.id(other)} cascade`.execute(db);
      }
    })();
    try {
      for (let i = 0; i < 5; i++) {
        const executed = await migrateToLatest(db, {}, schema);
        expect(executed.length > 0).toBe(i === 0);
      }
    } finally {
      churning = false;
      await churn;
    }
    const { rows } = await sql<{ table_schema: string }>`select table_schema from information_schema.tables where table_name = 'kysely_migration' and table_schema in (${schema}, 'public')`.execute(db);
    expect(rows.map((r) => r.table_schema)).toEqual([schema]);
  });
});
