import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '../../../../core/server/db/migrateToLatest';
import { openDatabase } from '../../../../core/server/db/openDatabase';
import { audiencesMigration } from '../../../../plugins/audiences/server/audiencesMigration';
import { catalogueByDomainMigration } from '../../../../plugins/audiences/server/catalogueByDomainMigration';
import { testDatabaseUrl } from '../../../support/testDatabaseUrl';

/** A database catalogued by bare id before the migration, moved to (domain, id) keys with its rows. */
describe('audiences migration 0002: catalogue keyed by (domain, id)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ac-catalogue-'));
  const databaseUrl = testDatabaseUrl();
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  let db: Kysely<any>;

  beforeAll(async () => {
    db = (await openDatabase({ databaseUrl, dataDir, schema })).db as Kysely<any>;
    await migrateToLatest(db, { audiences: { '0001_audiences': audiencesMigration } }, schema);
    await db.insertInto('questions').values({ id: 1, question: 'Old text', answers: JSON.stringify([]), domain: 'news.example.com' }).execute();
    await db.insertInto('forms').values([{ id: 7, title: 'With leads', fields: JSON.stringify(['email']) }, { id: 8, title: 'Without leads', fields: JSON.stringify(['email']) }]).execute();
    await db.insertInto('leads').values([{ form_id: 7, visitor_id: 'v1', domain: 'old.example.com', data: '{}' }, { form_id: 7, visitor_id: 'v2', domain: 'sport.example.com', data: '{}' }]).execute();
    await migrateToLatest(db, { audiences: { '0001_audiences': audiencesMigration, '0002_catalogue_by_domain': catalogueByDomainMigration } }, schema);
  }, 60_000);
  afterAll(async () => {
    if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps questions, gives forms the domain of their latest lead, and lets another domain hold the same id', async () => {
    expect(await db.selectFrom('questions').select(['domain', 'id', 'question']).execute()).toEqual([{ domain: 'news.example.com', id: 1, question: 'Old text' }]);
    expect(await db.selectFrom('forms').select(['domain', 'id', 'title']).execute()).toEqual([{ domain: 'sport.example.com', id: 7, title: 'With leads' }]);
    await db.insertInto('questions').values({ id: 1, question: 'Other site', answers: JSON.stringify([]), domain: 'other.example' }).execute();
    await db.insertInto('forms').values({ id: 7, domain: 'other.example', title: 'Other site', fields: JSON.stringify([]) }).execute();
    await expect(db.insertInto('questions').values({ id: 1, question: 'Twice', answers: JSON.stringify([]), domain: 'other.example' }).execute()).rejects.toThrow(/duplicate key/);
  });
});
