import type { Kysely } from 'kysely';
import type { ISchema } from 'yup';
import type { ResourceRef } from '../../common/resources/resourceRef';
import type { Database } from '../db/Database';
import type { EventStore } from '../events/EventStore';

/** What a resource query may use. It gets no user: one computation serves every subscriber of a room. */
export interface ResourceContext {
  db: Kysely<Database>;
  events: EventStore;
}

/** How a resource is served: everything but its name and permission rules, which come from its ref. */
export interface ResourceSpec<F extends object, R> {
  /** Validates and casts the filter (query string or subscribe payload). */
  filter: ISchema<F>;
  /** Restrict `filter.domain` to the caller's analytics domains (spec §6, PM-33/PM-37). */
  domainScoped?: boolean;
  /** Asked on every keystroke (autocomplete): each GET and subscribe counts against the user's `searchPerUser` limit. */
  searchAsYouType?: boolean;
  query(filter: F, ctx: ResourceContext): R | Promise<R>;
  /**
   * Push `update`s to subscribers every `intervalMs`; without it a subscriber gets one update.
   * `onFlush`: also recompute (throttled) when the event store wrote new rows, so a collected
   * hit reaches its subscribers within a second.
   */
  live?: { intervalMs: number; onFlush?: boolean };
}

/**
 * A named data set (spec: users, devices, histogram, …). The kernel mounts it as
 * GET /api/v1/monitoring/<name> and as a socket feed whose rooms are keyed by (name, filter).
 * Without type arguments it is any resource, as the kernel holds them: `query` is a method, so
 * its filter parameter is compared bivariantly and every resource's filter fits.
 */
export interface ResourceDefinition<F extends object = Record<string, unknown>, R = unknown> extends ResourceSpec<F, R> {
  name: string;
  /** Rule checked on every GET (the ref's). */
  permission: string;
  /** Rule checked on every subscribe and again whenever the socket's session changes (the ref's). */
  feedPermission: string;
}

/**
 * The server half of a ref: `query` must answer the ref's reply type and take its filter type,
 * and the yup schema must cast to that filter as far as TypeScript can compare them. The ref
 * alone decides both types (NoInfer), so a wrong `query` is an error here, not a wider ref.
 */
export function defineResource<F extends object, R>(ref: ResourceRef<F, R>, spec: ResourceSpec<NoInfer<F>, NoInfer<R>>): ResourceDefinition<F, R> {
  return { name: ref.name, permission: ref.permission, feedPermission: ref.feedPermission, ...spec };
}
