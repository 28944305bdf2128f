import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '../../../../core/server/db/migrateToLatest';
import { openDatabase } from '../../../../core/server/db/openDatabase';
import { channelsEntityMigration } from '../../../../plugins/channels/server/channelsEntityMigration';
import { channelsMigration } from '../../../../plugins/channels/server/channelsMigration';
import { testDatabaseUrl } from '../../../support/testDatabaseUrl';

/** Channels stored before they became a management entity get sensible audit values (issue 14). */
describe('channels migration 0002_channels_entity', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ac-migration-'));
  const schema = testDatabaseUrl() ? `test_${randomBytes(6).toString('hex')}` : undefined;
  let db: Kysely<any>;

  beforeAll(async () => {
    db = (await openDatabase({ databaseUrl: testDatabaseUrl(), dataDir, schema })).db as unknown as Kysely<any>;
  });
  afterAll(async () => {
    if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("issue 14: existing rows are owned by their organisation's first admin (else nobody), last modified when created, at version 1", async () => {
    await migrateToLatest(db, { channels: { '0001_channels': channelsMigration } }, schema);
    const [withAdmin, withoutAdmin] = await db.insertInto('organisations').values([{ name: 'With admin' }, { name: 'Without admin' }]).returning('id').execute();
    const user = async (email: string, organisation: number, permissions: string[]) => {
      const { id } = await db.insertInto('users').values({ email, password_hash: 'x', firstname: 'F', lastname: 'L' }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('user_organisations').values({ user_id: id, organisation_id: organisation }).execute();
      if (permissions.length) await db.insertInto('user_permissions').values(permissions.map((permission) => ({ user_id: id, permission }))).execute();
      return id;
    };
    await user('member@a.test', withAdmin.id, ['CHANNELS.VIEW']);
    const firstAdmin = await user('admin1@a.test', withAdmin.id, ['MODULE_ADMIN.VIEW']);
    await user('admin2@a.test', withAdmin.id, ['MODULE_ADMIN.VIEW']);
    await user('member@b.test', withoutAdmin.id, ['CHANNELS.VIEW']);
    const createdAt = new Date(Date.UTC(2025, 5, 1, 12));
    await db
      .insertInto('channels')
      .values([
        { organisation_id: withAdmin.id, title: 'Old A', path: '/old-a', created_at: createdAt },
        { organisation_id: withoutAdmin.id, title: 'Old B', path: '/old-b', created_at: createdAt },
      ])
      .execute();

    expect(await migrateToLatest(db, { channels: { '0001_channels': channelsMigration, '0002_channels_entity': channelsEntityMigration } }, schema)).toEqual(['plugin:channels:0002_channels_entity']);
    const rows = await db.selectFrom('channels').select(['title', 'owner_id', 'created_by', 'modified_by', 'modified_at', 'version']).orderBy('title').execute();
    expect(rows.map((r) => ({ ...r, modified_at: new Date(r.modified_at).toISOString() }))).toEqual([
      { title: 'Old A', owner_id: firstAdmin, created_by: null, modified_by: null, modified_at: createdAt.toISOString(), version: 1 },
      { title: 'Old B', owner_id: null, created_by: null, modified_by: null, modified_at: createdAt.toISOString(), version: 1 },
    ]);
    // A deleted owner leaves the row without one.
    await db.deleteFrom('users').where('id', '=', firstAdmin).execute();
    expect((await db.selectFrom('channels').select('owner_id').where('title', '=', 'Old A').executeTakeFirstOrThrow()).owner_id).toBeNull();
  });
});
