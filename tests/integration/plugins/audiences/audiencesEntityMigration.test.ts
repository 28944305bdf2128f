import type { Kysely } from 'kysely';
import { migrateToLatest } from '../../../../core/server/db/migrateToLatest';
import { audiencesEntityMigration } from '../../../../plugins/audiences/server/audiencesEntityMigration';
import { audiencesMigration } from '../../../../plugins/audiences/server/audiencesMigration';
import { catalogueByDomainMigration } from '../../../../plugins/audiences/server/catalogueByDomainMigration';
import { scratchDatabase } from '../../../support/scratchDatabase';

/** Audiences stored before they became a management entity keep working (issue 15). */
describe('audiences migration 0003_audiences_entity', () => {
  const scratch = scratchDatabase();
  const { schema } = scratch;
  let db: Kysely<any>;
  beforeAll(() => {
    db = scratch.db();
  });

  it("issue 15: the shared taxonomy stays organisation_id null without owner; an organisation's audience is owned by its first admin; all at version 1, modified when created", async () => {
    const before = { '0001_audiences': audiencesMigration, '0002_catalogue_by_domain': catalogueByDomainMigration };
    await migrateToLatest(db, { audiences: before }, schema);
    const organisation = await db.insertInto('organisations').values({ name: 'Org' }).returning('id').executeTakeFirstOrThrow();
    const { id: admin } = await db.insertInto('users').values({ email: 'admin@org.test', password_hash: 'x', firstname: 'F', lastname: 'L' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('user_organisations').values({ user_id: admin, organisation_id: organisation.id }).execute();
    await db.insertInto('user_permissions').values({ user_id: admin, permission: 'MODULE_ADMIN.VIEW' }).execute();
    const createdAt = new Date(Date.UTC(2025, 5, 1, 12));
    const shared = await db.insertInto('audiences').values({ type_id: 1, german: 'Sport', english: 'Sports', is_pinpoll: true, created_at: createdAt }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('audiences').values({ type_id: 1, parent_id: shared.id, german: 'Eigen', english: 'Own', organisation_id: organisation.id, created_at: createdAt }).execute();

    expect(await migrateToLatest(db, { audiences: { ...before, '0003_audiences_entity': audiencesEntityMigration } }, schema)).toEqual(['plugin:audiences:0003_audiences_entity']);
    const rows = await db.selectFrom('audiences').select(['english', 'parent_id', 'organisation_id', 'owner_id', 'created_by', 'modified_by', 'modified_at', 'version']).orderBy('id').execute();
    expect(rows.map((r) => ({ ...r, modified_at: new Date(r.modified_at).toISOString() }))).toEqual([
      { english: 'Sports', parent_id: null, organisation_id: null, owner_id: null, created_by: null, modified_by: null, modified_at: createdAt.toISOString(), version: 1 },
      { english: 'Own', parent_id: shared.id, organisation_id: organisation.id, owner_id: admin, created_by: null, modified_by: null, modified_at: createdAt.toISOString(), version: 1 },
    ]);
  });
});
