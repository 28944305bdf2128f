import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { addEntityColumns } from '../../../core/server/entities';

/**
 * ads (management §3 Ad) and one table per list an ad carries — the organisations it is shared
 * with, its inventory (catalogue questions, answers, element covers and results, named by domain
 * and the site's id, or experiences) and its DMP and category targeting — so the decision index
 * and the sharing rule join instead of parsing lists. Audiences and categories are other plugins'
 * ids: no foreign keys to them.
 */
export const adsMigration: Migration = {
  // A migration sees no table types: the tables it changes are those of its own time.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ads')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('static', 'dynamic', 'google')`))
      .addColumn('native', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('rotate', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('display', 'text', (c) => c.notNull())
      .addColumn('display_timing', 'text', (c) => c.notNull())
      .addColumn('delay', 'real', (c) => c.notNull())
      .addColumn('duration', 'real', (c) => c.notNull())
      .addColumn('domain_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('device_type', 'text', (c) => c.notNull().defaultTo('all'))
      .addColumn('headline', 'text')
      .addColumn('cta_label', 'text')
      .addColumn('target_url', 'text', (c) => c.notNull())
      .addColumn('tag', 'text')
      .addColumn('native_tag', 'text')
      .addColumn('image', 'text')
      .addColumn('image_data', 'text')
      .addColumn('settings', 'jsonb', (c) => c.notNull())
      .addColumn('custom_targeting', 'text')
      .addColumn('approved', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('rejection_reason', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await addEntityColumns(db, 'ads');
    await db.schema.createIndex('ads_organisation_id_idx').on('ads').columns(['organisation_id', 'id']).execute();
    await db.schema.createIndex('ads_owner_id_idx').on('ads').columns(['owner_id', 'id']).execute();

    const ad = (c: ColumnDefinitionBuilder) => c.notNull().references('ads.id').onDelete('cascade');
    const lists: Record<string, string[]> = {
      ad_organisations: ['organisation_id'],
      ad_questions: ['domain', 'question_id'],
      ad_answers: ['domain', 'question_id', 'answer_id'],
      ad_covers: ['domain', 'element_id'],
      ad_results: ['domain', 'element_id'],
      ad_audiences: ['audience_id'],
      ad_categories: ['category_id'],
    };
    for (const [table, columns] of Object.entries(lists)) {
      let create: CreateTableBuilder<string, string> = db.schema.createTable(table).addColumn('ad_id', 'integer', ad);
      for (const column of columns) create = create.addColumn(column, column === 'domain' ? 'text' : 'integer', (c) => c.notNull());
      await create.addPrimaryKeyConstraint(`${table}_pkey`, ['ad_id', ...columns]).execute();
    }
    // Shared ads of an organisation: the sharing rule's lookup.
    await db.schema.createIndex('ad_organisations_organisation_id_idx').on('ad_organisations').columns(['organisation_id', 'ad_id']).execute();
    await db.schema
      .createTable('ad_experiences')
      .addColumn('ad_id', 'integer', ad)
      .addColumn('element_type_id', 'integer', (c) => c.notNull())
      .addColumn('experience_type_id', 'integer', (c) => c.notNull())
      .addColumn('restrict_to_question_number', 'integer')
      .execute();
    // An organisation's ads plan (OP-60): without a row it is on the free plan.
    await db.schema
      .createTable('ad_plans')
      .addColumn('organisation_id', 'integer', (c) => c.primaryKey().references('organisations.id').onDelete('cascade'))
      .addColumn('plan', 'text', (c) => c.notNull().check(sql`plan in ('free', 'unlimited')`))
      .execute();
    await db.schema
      .createIndex('ad_experiences_item_key')
      .on('ad_experiences')
      .columns(['ad_id', 'element_type_id', 'experience_type_id', 'restrict_to_question_number'])
      .unique()
      .nullsNotDistinct()
      .execute();
  },
};
