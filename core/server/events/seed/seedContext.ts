import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import type { SeedAudience, SeedChannel } from './seedHistory';

export interface SeedContext {
  domains: string[];
  audiences: SeedAudience[];
  channels: SeedChannel[];
}

/**
 * What the demo traffic is about, read from the metadata database: the configured domains,
 * and — when the audiences and channels plugins created their tables — audiences and channels.
 * Plain SQL on purpose: core does not import plugin code.
 */
export async function loadSeedContext(db: Kysely<Database>): Promise<SeedContext> {
  const domains = (await db.selectFrom('domains').select('title').orderBy('id').execute()).map((d) => d.title);
  const audiences = (await tableExists(db, 'audiences'))
    ? (await sql<{ id: number; type_id: number }>`SELECT id, type_id FROM audiences WHERE NOT is_aitopic AND NOT hide_analytics`.execute(db)).rows
    : [];
  const channels = (await tableExists(db, 'channels')) ? (await sql<{ id: number; path: string }>`SELECT id, path FROM channels`.execute(db)).rows : [];
  return {
    domains,
    audiences: audiences.map((a) => ({ id: Number(a.id), typeId: Number(a.type_id) })),
    channels: channels.map((c) => ({ id: Number(c.id), path: c.path })),
  };
}

async function tableExists(db: Kysely<Database>, table: string): Promise<boolean> {
  const { rows } = await sql<{ present: string | null }>`SELECT to_regclass(${table})::text AS present`.execute(db);
  return Boolean(rows[0]?.present);
}
