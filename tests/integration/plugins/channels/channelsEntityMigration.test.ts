import type { Kysely } from 'kysely';
import { migrateToLatest } from '../../../../core/server/db/migrateToLatest';
import { channelsEntityMigration } from '../../../../plugins/channels/server/channelsEntityMigration';
import { channelsMigration } from '../../../../plugins/channels/server/channelsMigration';
import { scratchDatabase } from '../../../support/scratchDatabase';

/** Channels stored before they became a management entity get sensible audit values (issue 14). */
describe('channels migration 0002_channels_entity', () => {
  const scratch = scratchDatabase();
  const { schema } = scratch;
  let db: Kysely<any>;
  beforeAll(() => {
    db = scratch.db();
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
