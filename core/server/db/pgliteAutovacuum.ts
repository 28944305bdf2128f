import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from './Database';

const EVERY_MS = 60_000;

/**
 * One pass of what PostgreSQL's autovacuum does and PGlite (one backend, no background workers)
 * never does: VACUUM (ANALYZE) every table past autovacuum's default thresholds (dead rows or
 * inserted rows since the last vacuum above 20 % of the table, changes since the last analyze
 * above 10 %). Without it the planner has no statistics, and the visibility map stays empty,
 * so an index-only scan reads the table anyway: counting a datatable's 100,000 rows read every
 * page holding them (issue 14's bench). Returns the tables it vacuumed.
 */
export async function autovacuumPglite(db: Kysely<Database>): Promise<string[]> {
  // The counters of this backend's own work reach pg_stat_user_tables when flushed.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<{ schema: string; name: string }>`
    select s.schemaname as schema, s.relname as name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
      or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)`.execute(db);
  for (const { schema, name } of rows) await sql`vacuum (analyze) ${sql.table(`${schema}.${name}`)}`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Runs autovacuumPglite every minute (a pass over unchanged tables only reads their counters).
 * PGlite works on the server's event loop: a pass holds it while it vacuums, as long as a
 * PostgreSQL autovacuum worker would work beside it (about a second for 1,000,000 new rows).
 * Returns the function that stops it and waits for a pass still running (the database closes
 * next); the timer never keeps a process alive.
 */
export function startPgliteAutovacuum(db: Kysely<Database>, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | undefined;
  const every = setInterval(() => {
    running ??= autovacuumPglite(db)
      .then((tables) => {
        if (tables.length) log.debug(`PGlite autovacuum: ${tables.join(', ')}`);
      })
      .catch((err: unknown) => log.error({ err }, 'PGlite autovacuum failed'))
      .finally(() => {
        running = undefined;
      });
  }, EVERY_MS).unref();
  return async () => {
    clearInterval(every);
    await running;
  };
}
