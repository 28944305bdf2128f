import type { Kysely } from 'kysely';
import { migrateToLatest } from '../../../../core/server/db/migrateToLatest';
import { audienceKeywordsMigration } from '../../../../plugins/audiences/server/audienceKeywordsMigration';
import { audiencesEntityMigration } from '../../../../plugins/audiences/server/audiencesEntityMigration';
import { audiencesMigration } from '../../../../plugins/audiences/server/audiencesMigration';
import { audienceVideoMigration } from '../../../../plugins/audiences/server/audienceVideoMigration';
import { catalogueByDomainMigration } from '../../../../plugins/audiences/server/catalogueByDomainMigration';
import { leadsByTimeMigration } from '../../../../plugins/audiences/server/leadsByTimeMigration';
import { mappingCatalogueMigration } from '../../../../plugins/audiences/server/mappingCatalogueMigration';
import { scratchDatabase } from '../../../support/scratchDatabase';

/** Rules and catalogue stored before issue 16 keep working, each rule once. */
describe('audiences migration 0007_mapping_catalogue', () => {
  const scratch = scratchDatabase();
  const { schema } = scratch;
  let db: Kysely<any>;
  beforeAll(() => {
    db = scratch.db();
  });

  it('issue 16: keeps the catalogue (new columns empty), the newest of equal rules, and refuses a second equal rule from then on', async () => {
    const before = {
      '0001_audiences': audiencesMigration,
      '0002_catalogue_by_domain': catalogueByDomainMigration,
      '0003_audiences_entity': audiencesEntityMigration,
      '0004_audience_keywords': audienceKeywordsMigration,
      '0005_audience_video': audienceVideoMigration,
      '0006_leads_by_time': leadsByTimeMigration,
    };
    await migrateToLatest(db, { audiences: before }, schema);
    const { id: audience } = await db.insertInto('audiences').values({ type_id: 1, german: 'Sport', english: 'Sports' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('questions').values({ id: 1, question: 'Q?', answers: '[]', domain: 'news.example.com' }).execute();
    await db.insertInto('forms').values({ id: 2, domain: 'news.example.com', title: 'Form', fields: '[]' }).execute();
    await db.insertInto('audience_surf_rules').values([1, 2, 3].map((affinity_score) => ({ audience_id: audience, key: 'og:section', value: 'sport*', affinity_score }))).execute();
    await db.insertInto('audience_question_rules').values([4, 5].map((affinity_score) => ({ audience_id: audience, poll_id: 1, answer_id: 1, affinity_score }))).execute();
    await db.insertInto('audience_form_rules').values([{ audience_id: audience, form_id: 2, field_name: 'f', value: 'x', affinity_score: 6 }]).execute();

    expect(await migrateToLatest(db, { audiences: { ...before, '0007_mapping_catalogue': mappingCatalogueMigration } }, schema)).toEqual(['plugin:audiences:0007_mapping_catalogue']);
    expect(await db.selectFrom('questions').select(['id', 'category_id', 'title', 'language']).execute()).toEqual([{ id: 1, category_id: null, title: null, language: null }]);
    expect(await db.selectFrom('forms').select(['id', 'email']).execute()).toEqual([{ id: 2, email: null }]);
    expect(await db.selectFrom('audience_surf_rules').select('affinity_score').execute()).toEqual([{ affinity_score: 3 }]);
    expect(await db.selectFrom('audience_question_rules').select(['affinity_score', 'domain']).execute()).toEqual([{ affinity_score: 5, domain: null }]);
    expect(await db.selectFrom('audience_form_rules').select(['affinity_score', 'domain']).execute()).toEqual([{ affinity_score: 6, domain: null }]);
    // Equal even where the domain is null (every domain).
    await expect(db.insertInto('audience_question_rules').values({ audience_id: audience, poll_id: 1, answer_id: 1 }).execute()).rejects.toThrow(/duplicate key/);
    await db.insertInto('audience_question_rules').values({ audience_id: audience, poll_id: 1, answer_id: 1, domain: 'news.example.com' }).execute();
  });
});
