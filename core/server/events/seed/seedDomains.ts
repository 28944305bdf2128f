import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/** A configured domain and the organisation that owns it (the plugins' ingest steps match rules per organisation). */
export interface SeedDomain {
  title: string;
  organisationId: number | null;
}

/**
 * The domains the demo traffic visits, read from the metadata database. What the traffic earns
 * beyond core's columns (lists, assignments) comes from the plugins' ingest steps.
 */
export async function loadSeedDomains(db: Kysely<Database>): Promise<SeedDomain[]> {
  const rows = await db.selectFrom('domains').select(['title', 'organisation_id']).orderBy('id').execute();
  return rows.map((d) => ({ title: d.title, organisationId: d.organisation_id }));
}
