import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely column types every management entity table has (tenancy and audit, issue 14; added by
 * addEntityColumns): a plugin's table type extends them with its own columns. Users are kept by
 * id (null once the account is gone); their e-mails are looked up when a reply is built.
 */
export interface EntityColumns<OrganisationId extends number | null = number> {
  id: Generated<number>;
  /**
   * The organisation the row belongs to: who may see it (entityScope). A table whose rows may
   * be shared by every organisation (null, e.g. the audiences' shared taxonomy) says so with
   * `EntityColumns<number | null>`: visibleRows lets only admins reach those rows.
   */
  organisation_id: OrganisationId;
  /** The owning user. */
  owner_id: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  created_by: number | null;
  modified_at: ColumnType<Date, Date | string | undefined, Date | string>;
  modified_by: number | null;
  /** 1 when created, one more on every update (optimistic concurrency: updateEntity). */
  version: ColumnType<number, number | undefined, number>;
}

/** Any entity table's columns, shared rows included: what core's helpers accept. */
export type AnyEntityColumns = EntityColumns<number | null>;

/** The columns core keeps: a plugin writes the others. */
export type EntityColumnName = keyof EntityColumns;
