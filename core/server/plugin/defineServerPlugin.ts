import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { InferType, ISchema } from 'yup';
import type { ServerConfig } from '../config/ServerConfig';
import type { Database } from '../db/Database';
import type { EntityDefinition } from '../entities/defineEntity';
import type { EventListDeclaration } from '../events/EventQuery';
import type { IngestStep } from '../ingest/IngestStep';
import type { ScheduledJob } from '../jobs/ScheduledJob';
import type { RefreshableCache } from '../caches/RefreshableCache';
import type { TaskType } from '../../common/jobs';
import type { ImageSearchProvider } from '../media/ImageSearchProvider';
import type { Media } from '../media/Media';
import type { ResourceDefinition } from '../resources/defineResource';
import type { ServerServices } from '../ServerServices';
import type { SessionUser } from '../users/SessionUser';
import type { DemoTraffic } from './DemoTraffic';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSchemas {
  body?: AnySchema;
  query?: AnySchema;
  params?: AnySchema;
}

/** Any part's schema: a route's own schemas are narrower, and the handler sees their output types. */
type AnySchema = ISchema<unknown>;
/** The cast output of a part's schema; validation always starts from `{}`, so it is never empty. */
type Validated<S> = S extends AnySchema ? NonNullable<InferType<S>> : Record<string, unknown>;

/** What a route handler gets: the caller, validated input, the database and helpers. */
export interface RouteContext<S extends RouteSchemas = RouteSchemas, C = unknown> {
  /** The signed-in user; null on `public` routes called anonymously and on routes with a `credential`. */
  user: SessionUser | null;
  /** The caller the route's `credential` resolved; undefined on session routes. */
  credential: C;
  /** The caller's permission strings as the evaluator sees them (a session's plus AUTHENTICATED, or what the credential grants). */
  access: readonly string[];
  body: Validated<S['body']>;
  query: Validated<S['query']>;
  params: Validated<S['params']>;
  db: Kysely<Database>;
  /** Evaluates a named permission rule for the caller. */
  can(rule: string): boolean;
  /** Restricts `filter.domain` to the caller's analytics domains unless they see all domains (403 outside). */
  scopeDomains<F extends { domain?: string | string[] }>(filter: F): F;
  services: ServerServices;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A credential other than a user's session — a plugin's API key for server-to-server calls. A
 * route that names one takes no session: `user` is null and its rule is evaluated with the
 * access the credential grants, so the guard still denies by default.
 */
export interface RouteCredential<C> {
  /** The scheme's name in the route table (the permission matrix reads it), e.g. `apiKey`. */
  name: string;
  /** The request's caller and the permission strings it holds; throws an ApiError (401) when the request carries no valid credential. */
  resolve(request: FastifyRequest, db: Kysely<Database>): Promise<{ caller: C; access: string[] }>;
}

/**
 * One API route. `url` is relative to `/api` (e.g. `/v1/channels`). `permission` names a rule
 * of the registry, or `public`; a route without a known rule stops the server from starting.
 * The handler's return value is sent wrapped as `{status:'success', data}`.
 */
export interface ServerRoute<S extends RouteSchemas = RouteSchemas, C = unknown> {
  method: HttpMethod;
  url: string;
  permission: string;
  /** Authenticates by this credential instead of a user's session (see RouteCredential). */
  credential?: RouteCredential<C>;
  schema?: S;
  /** Asked on every keystroke (a search, an autocomplete): counted against the user's `searchPerUser` limit, 429 beyond. */
  searchAsYouType?: boolean;
  /** Bytes the request body may have, by the server's config, when more than the API's default (an image upload: imageUploadBodyLimit); more is a 413. */
  bodyLimit?(config: ServerConfig): number;
  /**
   * A hot route's own cast of plainly valid queries (the public ad decision): exactly what
   * `schema.query` would give, or undefined to leave the query to the schema (and its worded
   * errors). It must accept nothing the schema refuses: property-test it against the schema.
   */
  plainQuery?(query: unknown): RouteContext<S, C>['query'] | undefined;
  /**
   * Runs the handler as a task of this type (a CSV export): the task manager lists it with the
   * caller and URL; killing it answers the caller 409 task_cancelled at once (each of its reads
   * is a task of its own, killed on its own).
   */
  task?: TaskType;
  handler(ctx: RouteContext<S, C>): unknown | Promise<unknown>;
}

/** A plugin's server half (`plugins/<id>/server/index.ts` default export). */
export interface ServerPluginDefinition {
  routes?: ServerRoute[];
  resources?: ResourceDefinition[];
  /** The plugin's management entities (tenancy and audit, core/server/entities): their types and tables. */
  entities?: EntityDefinition[];
  /** Migrations by name, run in name order after core's, namespaced by plugin id. */
  migrations?: Record<string, Migration>;
  /** The plugin's in-memory indexes the admin's refresh-cache page drops (refreshRetargetingCache). */
  caches?: RefreshableCache[];
  /** Jobs the scheduler runs by cron pattern (the admin's cron jobs page starts, stops and re-times them). */
  jobs?: ScheduledJob[];
  /** Enrichment steps of the ingest pipeline, run in plugin dependency order after core's own. */
  ingest?: IngestStep[];
  /** Id lists the plugin's ingest steps add to every event row, which terms filter and resources group by. */
  eventLists?: EventListDeclaration[];
  /** Adds the plugin's demo data right after core seeded the demo organisation (SEED=demo, empty database). */
  seedDemo?(ctx: DemoSeedContext): Promise<void>;
  /** The plugin's tool events in the demo traffic (simulator and seeded history); its ingest steps enrich them as any hit. */
  demoTraffic?: DemoTraffic;
  /** Searches of the add-image dialog's libraries (stock, animated, video): core's images/search asks the provider serving a library. */
  imageSearch?: ImageSearchProvider[];
  /** What the plugin offers the server halves of plugins that require it (ServerContracts, typed in its common/). */
  contract?: object;
}

export interface DemoSeedContext {
  /** Core's tables; a plugin types its own with `db.$extendTables<Tables>()`. */
  db: Kysely<Database>;
  /** The demo organisation's id. */
  organisationId: number;
  /** The demo admin's id: the owner, creator and last editor of seeded management entities. */
  adminId: number;
  /** The media store and library, for the demo's images. */
  media: Media;
}

export function defineServerPlugin(definition: ServerPluginDefinition): ServerPluginDefinition {
  return definition;
}

/** Identity with inference: the handler sees the types of the route's yup schemas and of its credential's caller. */
export function defineRoute<S extends RouteSchemas, C = unknown>(route: ServerRoute<S, C>): ServerRoute<S, C> {
  return route;
}
