import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './Database';
import { PGliteDialect } from './PGliteDialect';

export interface DatabaseOptions {
  /** `postgres://…` selects a real PostgreSQL server; otherwise PGlite in `dataDir/pglite`. */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL only: work inside this schema (created if missing). Tests use one per suite. */
  schema?: string;
  /** PostgreSQL only: a pooled connection broke (server restarted, network). The pool replaces it by itself. */
  onConnectionError?: (err: Error) => void;
  /** PostgreSQL only: the server cancels a statement running longer (57014, a 503); 0 = no limit. */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL only: how long a query waits for a pooled connection (a free one, or a new one
   * while the server is unreachable) before it fails with 503; 0 = no limit.
   */
  connectTimeoutMs?: number;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  driver: 'pglite' | 'postgres';
  /** Human-readable location for logs, without credentials. */
  location: string;
}

/** One SQL dialect, two drivers: PostgreSQL through `pg`, or embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    if (options.schema) await createSchema(options.databaseUrl, options.schema);
    const pool = new Pool({
      connectionString: options.databaseUrl,
      // A request never hangs on a database that is away (no connection) or stuck (a lock, a runaway query).
      connectionTimeoutMillis: options.connectTimeoutMs,
      statement_timeout: options.statementTimeoutMs,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // Without listeners a connection that breaks (idle in the pool, or checked out between a
    // failed query and its release) emits 'error' unheard, and Node ends the process.
    const onConnectionError = options.onConnectionError ?? ((err: Error) => console.error(`PostgreSQL connection lost: ${err.message}`));
    pool.on('error', onConnectionError);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const url = new URL(options.databaseUrl);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      driver: 'postgres',
      location: `postgres://${url.host}${url.pathname}${options.schema ? ` (schema ${options.schema})` : ''}`,
    };
  }
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  // Contrib extensions the migrations create, as PostgreSQL's contrib package provides them (pg_trgm, btree_gin: the datatables' search).
  const pglite = await PGlite.create(dir, { extensions: { pg_trgm, btree_gin } });
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), driver: 'pglite', location: dir };
}

async function createSchema(databaseUrl: string, schema: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name "${schema}".`);
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: databaseUrl, max: 1 }) }) });
  try {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  } finally {
    await db.destroy();
  }
}
