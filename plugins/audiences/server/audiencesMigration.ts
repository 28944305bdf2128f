import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The audience taxonomy, its mapping rules (surf behaviour, question answers, form fields)
 * and the catalogue of questions, forms and leads the tracker reports.
 */
export const audiencesMigration: Migration = {
  // A migration sees no table types: the tables it changes are those of its own time.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audiences')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('parent_id', 'integer', (c) => c.references('audiences.id').onDelete('cascade'))
      .addColumn('type_id', 'smallint', (c) => c.notNull().check(sql`type_id in (1, 2)`))
      .addColumn('german', 'text', (c) => c.notNull())
      .addColumn('english', 'text', (c) => c.notNull())
      .addColumn('is_pinpoll', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_aitopic', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('hide_analytics', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('hide_dmp', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('filename', 'text')
      .addColumn('organisation_id', 'integer', (c) => c.references('organisations.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('audiences_parent_idx').on('audiences').column('parent_id').execute();

    const rule = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('audience_id', 'integer', (c) => c.notNull().references('audiences.id').onDelete('cascade'))
        .addColumn('affinity_score', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`affinity_score between 1 and 10`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
    // Meta tag key and value; the value carries its match logic as stars (management §5).
    await rule('audience_surf_rules').addColumn('key', 'text', (c) => c.notNull()).addColumn('value', 'text', (c) => c.notNull()).execute();
    await rule('audience_question_rules').addColumn('poll_id', 'integer', (c) => c.notNull()).addColumn('answer_id', 'integer', (c) => c.notNull()).execute();
    await rule('audience_form_rules')
      .addColumn('form_id', 'integer', (c) => c.notNull())
      .addColumn('field_name', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('questions')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('answers', 'jsonb', (c) => c.notNull())
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('language', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('forms')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('fields', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('leads')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('form_id', 'integer', (c) => c.notNull())
      .addColumn('visitor_id', 'text', (c) => c.notNull())
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('leads_form_idx').on('leads').column('form_id').execute();
  },
};
