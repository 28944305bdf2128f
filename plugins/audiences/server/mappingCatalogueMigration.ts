import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What the mapping tables show and the mapping calls store (issue 16):
 * - questions gain their category and title, forms the e-mail the tracker reports with them;
 * - question_votes: votes per answer and UTC day, which the catalogue step adds up per batch,
 *   so a timeframe's votes are a sum over at most 30 rows per answer, never a scan of events;
 * - question and form rules gain the domain of the question or form they name: ids are the
 *   sites' own (as the catalogue's keys, catalogueByDomainMigration), so a rule on one site's
 *   question 5 must not match another site's question 5. Null: every domain (the demo
 *   taxonomy's rules on the polls all demo sites embed);
 * - each rule once per audience and target, so assigning twice updates its affinity (the
 *   older of two equal rules goes).
 */
export const mappingCatalogueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('questions').addColumn('category_id', 'integer').addColumn('title', 'text').execute();
    await db.schema.alterTable('forms').addColumn('email', 'text').execute();
    await db.schema
      .createTable('question_votes')
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('question_id', 'integer', (c) => c.notNull())
      .addColumn('answer_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'date', (c) => c.notNull())
      .addColumn('votes', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('question_votes_pkey', ['domain', 'question_id', 'answer_id', 'day'])
      .execute();

    await db.schema.alterTable('audience_question_rules').addColumn('domain', 'text').execute();
    await db.schema.alterTable('audience_form_rules').addColumn('domain', 'text').execute();
    const targets = {
      audience_surf_rules: ['audience_id', 'key', 'value'],
      audience_question_rules: ['audience_id', 'poll_id', 'answer_id', 'domain'],
      audience_form_rules: ['audience_id', 'form_id', 'field_name', 'value', 'domain'],
    };
    for (const [table, columns] of Object.entries(targets)) {
      const same = sql.join(columns.map((c) => sql`a.${sql.ref(c)} is not distinct from b.${sql.ref(c)}`), sql` and `);
      await sql`delete from ${sql.table(table)} a using ${sql.table(table)} b where ${same} and a.id < b.id`.execute(db);
      await db.schema.createIndex(`${table}_target_key`).on(table).columns(columns).unique().nullsNotDistinct().execute();
    }
  },
};
