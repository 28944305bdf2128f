import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Core metadata: organisations, users and their access, domains, settings, refresh tokens. */
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('organisations')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('firstname', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('lastname', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'text')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('trial_ends_at', 'timestamptz')
      .addColumn('has_analytics_trial', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('has_dmp_trial', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('has_tools_trial', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('default_organisation_id', 'integer', (c) => c.references('organisations.id').onDelete('set null'))
      .execute();

    await db.schema
      .createTable('user_permissions')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('permission', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'permission'])
      .execute();

    await db.schema
      .createTable('user_organisations')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('user_organisations_pk', ['user_id', 'organisation_id'])
      .execute();

    await db.schema
      .createTable('domains')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull().unique())
      .addColumn('organisation_id', 'integer', (c) => c.references('organisations.id').onDelete('set null'))
      .execute();

    await db.schema
      .createTable('user_domains')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
      .addColumn('analytics', 'boolean', (c) => c.notNull().defaultTo(false))
      .addPrimaryKeyConstraint('user_domains_pk', ['user_id', 'domain_id'])
      .execute();

    await db.schema
      .createTable('account_settings')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('value', 'jsonb', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('account_settings_pk', ['user_id', 'name'])
      .execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('family', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('rotated_at', 'timestamptz')
      .addColumn('revoked_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family').execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['refresh_tokens', 'account_settings', 'user_domains', 'domains', 'user_organisations', 'user_permissions', 'users', 'organisations']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
