import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Catalogue rows keyed by (domain, id) instead of the bare id the tracker reports: ids are the
 * sites' own, so a hit on one organisation's domain must never rewrite another's question or
 * form text. A domain belongs to at most one organisation. Forms gain the domain they were
 * reported on, taken from their latest lead; a form without leads is dropped (the catalogue
 * learns it again from its next hit).
 */
export const catalogueByDomainMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table questions drop constraint questions_pkey`.execute(db);
    await sql`alter table questions add constraint questions_pkey primary key (domain, id)`.execute(db);

    await db.schema.alterTable('forms').addColumn('domain', 'text').execute();
    await sql`update forms set domain = (select l.domain from leads l where l.form_id = forms.id order by l.id desc limit 1)`.execute(db);
    await sql`delete from forms where domain is null`.execute(db);
    await sql`alter table forms alter column domain set not null`.execute(db);
    await sql`alter table forms drop constraint forms_pkey`.execute(db);
    await sql`alter table forms add constraint forms_pkey primary key (domain, id)`.execute(db);
  },
};
