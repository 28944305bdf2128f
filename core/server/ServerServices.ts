import type { Kysely } from 'kysely';
import type { PluginRegistry } from '../common/plugin/PluginRegistry';
import type { InputContext } from '../common/validation/safeInput';
import type { AccessTokens } from './auth/AccessTokens';
import type { LoginThrottle } from './auth/LoginThrottle';
import type { RefreshTokens } from './auth/RefreshTokens';
import type { SessionEvents } from './auth/SessionEvents';
import type { SessionResolver } from './auth/SessionResolver';
import type { ServerConfig } from './config/ServerConfig';
import type { Database } from './db/Database';
import type { EntityDefinition } from './entities/defineEntity';
import type { EventStore } from './events/EventStore';
import type { SearchThrottle } from './http/SearchThrottle';
import type { ImageSearch } from './media/ImageSearchProvider';
import type { Scheduler } from './jobs/Scheduler';
import type { ClusterTasks } from './tasks/ClusterTasks';
import type { Tasks } from './tasks/Tasks';
import type { RefreshableCache } from './caches/RefreshableCache';
import type { Media } from './media/Media';
import type { OptionalServerContractOf, ServerContractOf } from './plugin/ServerContracts';

/** The kernel's shared services, handed to route handlers as `ctx.services`. */
export interface ServerServices {
  config: ServerConfig;
  db: Kysely<Database>;
  /** Page views and tracked events (DuckDB in DATA_DIR by default). */
  events: EventStore;
  registry: PluginRegistry;
  /** The enabled plugins' server contracts (a plugin reads those of the plugins it requires). */
  contract: ServerContractOf;
  /** The server contract of a plugin used while it is enabled (the manifest's `optional`); undefined when it is not. */
  optionalContract: OptionalServerContractOf;
  /** The plugins' management entities by type. */
  entities: ReadonlyMap<string, EntityDefinition>;
  /** What schemas may read while validating (the registry's card components, a closed enum): built once, for routes and socket messages alike. */
  inputContext: InputContext;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  sessions: SessionResolver;
  /** Logouts, revoked refresh families and access changes, for the sockets that must follow them. */
  sessionEvents: SessionEvents;
  loginThrottle: LoginThrottle;
  /** Images: the store (DATA_DIR/media by default), the library and the intake. */
  media: Media;
  /** The image search providers of the enabled plugins (images/search). */
  imageSearch: ImageSearch;
  /** Per-user budget of the search-as-you-type routes and feeds. */
  searchThrottle: SearchThrottle;
  /** The long-running work of this process, where it registers. */
  tasks: Tasks;
  /** The long-running work of every process of the cluster (the admin's task manager lists and kills it). */
  clusterTasks: ClusterTasks;
  /** The in-memory caches of core and the plugins (the refresh-cache page). */
  caches: readonly RefreshableCache[];
  /** The cron jobs: their state, patterns and runs (the admin plugin's pages). */
  scheduler: Scheduler;
  /** Key for derived per-user values such as `userHash`. */
  secret: Uint8Array;
  /** A real argon2id hash verified for unknown e-mails, so they take as long as known ones. */
  dummyPasswordHash: string;
}
