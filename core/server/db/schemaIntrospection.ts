import { sql, type DatabaseIntrospector, type Kysely } from 'kysely';

/**
 * `db` whose introspection sees one PostgreSQL schema only, for Kysely's Migrator, which asks
 * whether its bookkeeping tables exist. Kysely's own introspector reads every table of every
 * schema through name-based functions (`has_schema_privilege`, `pg_get_serial_sequence`), so
 * another schema dropped meanwhile failed the migration with "schema … does not exist" — and
 * it grew slower with each schema of the database.
 */
export function withSchemaIntrospection<DB>(db: Kysely<DB>, schema: string): Kysely<DB> {
  const introspection: DatabaseIntrospector = {
    getSchemas: async () => {
      const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db);
      return rows;
    },
    getTables: async () => {
      const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(db);
      return rows.map(({ name }) => ({ name, schema, isView: false, isForeign: false, columns: [] }));
    },
  };
  // Kysely keeps its state in private fields, so its methods run on the instance itself.
  return new Proxy(db, {
    get: (target, property) => {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
