import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { AnyEntityColumns } from './EntityColumns';

/** Any table name, each with the entity columns: how the helpers see a table only its plugin types fully. */
type EntityTables = Record<string, AnyEntityColumns>;

/**
 * Core's database typed for the entity helpers. A cast, not `$extendTables`: the table name is
 * known at run time only (EntityDefinition.table), and each helper types the plugin's own columns
 * with the definition's row type.
 */
export function entityDb(db: Kysely<Database>): Kysely<EntityTables> {
  return db as unknown as Kysely<EntityTables>;
}
