import type { Kysely } from 'kysely';
import type { Schema } from 'yup';
import type { Database } from '../db/Database';
import type { EventStore } from '../events/EventStore';

/** What a resource query may use. It gets no user: one computation serves every subscriber of a room. */
export interface ResourceContext {
  db: Kysely<Database>;
  events: EventStore;
}

/**
 * A named data set (spec: users, devices, histogram, …). The kernel mounts it as
 * GET /api/v1/monitoring/<name> and as a socket feed whose rooms are keyed by (name, filter).
 */
export interface ResourceDefinition<F extends Record<string, unknown> = Record<string, unknown>> {
  name: string;
  /** Permission rule checked on every GET and every subscribe. */
  permission: string;
  /** Validates and casts the filter (query string or subscribe payload). */
  filter: Schema<F, any, any, any>;
  /** Restrict `filter.domain` to the caller's analytics domains (spec §6, PM-33/PM-37). */
  domainScoped?: boolean;
  query(filter: F, ctx: ResourceContext): unknown | Promise<unknown>;
  /**
   * Push `update`s to subscribers every `intervalMs`; without it a subscriber gets one update.
   * `onFlush`: also recompute (throttled) when the event store wrote new rows, so a collected
   * hit reaches its subscribers within a second.
   */
  live?: { intervalMs: number; onFlush?: boolean };
}

export function defineResource<F extends Record<string, unknown>>(resource: ResourceDefinition<F>): ResourceDefinition<F> {
  return resource;
}
