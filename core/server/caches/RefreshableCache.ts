import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { EventStore } from '../events/EventStore';

/**
 * What a retargeting cache holds (refreshRetargetingCache's type): per-site decisions — which
 * pixels, transfers, trackings and ads apply where — or what is known of visitors (the audiences
 * they hold).
 */
export type CacheHolds = 'domains' | 'visitors';

/** An in-memory cache the admin's refresh-cache page drops (a plugin's decision index, core's visitor index). */
export interface RefreshableCache {
  /** Names it in the reply: pixels, transfers, ads … */
  name: string;
  holds: CacheHolds;
  /** Drops what the cache holds for this server's stores: the next use reads them anew. */
  refresh(stores: { db: Kysely<Database>; events: EventStore }): void | Promise<void>;
}
