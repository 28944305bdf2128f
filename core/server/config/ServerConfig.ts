import path from 'node:path';
import type { ConsoleConfig } from '../../common/plugin/resolvePlugins';
import { ROOT_DIR } from '../plugins/pluginCatalogue';
import { DEFAULT_MEDIA_CONFIG, type ImageSearchAccess, type MediaConfig } from '../media/MediaConfig';
import { DEFAULT_ABUSE_LIMITS, type AbuseLimits } from './AbuseLimits';

export type SeedMode = 'demo' | 'none';

/** Everything one server instance is configured by; `configFromEnv` fills it from the environment. */
export interface ServerConfig {
  port: number;
  /** Interface to listen on: loopback unless HOST says otherwise (a demo is not for the network). */
  host: string;
  /** NODE_ENV=production: refuses demo accounts and a generated JWT secret (insecureDefaults). */
  production: boolean;
  dataDir: string;
  /** `postgres://…` → PostgreSQL; unset → PGlite in `dataDir/pglite`. */
  databaseUrl?: string;
  /** PostgreSQL only: a schema to work in (tests use a fresh one per suite). */
  databaseSchema?: string;
  /** PostgreSQL only: milliseconds a statement may run before the server cancels it (a 503); migrations are exempt; 0 = no limit. */
  databaseStatementTimeoutMs: number;
  /** PostgreSQL only: milliseconds a query waits for a connection before it fails (a 503); 0 = no limit. */
  databaseConnectTimeoutMs: number;
  /** `redis://…` → several processes form one console: socket fan-out, invalidation bus, shared login limits, feed leases. Unset → one process, nothing shared. */
  redisUrl?: string;
  seed: SeedMode;
  demoPassword: string;
  /** HS256 secret; unset → generated once and kept in `dataDir/jwt-secret`. */
  jwtSecret?: string;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds. */
  refreshTokenTtl: number;
  /** Seconds in which presenting a just-rotated refresh token counts as a concurrent refresh, not reuse. */
  refreshReuseGraceSeconds: number;
  /** Path of console.config.json; `consoleConfig` wins when given. */
  consoleConfigPath?: string;
  consoleConfig?: ConsoleConfig;
  /** Built console (rspack output). Missing → API only. */
  distDir: string;
  /** Login, collect, search and socket limits (docs/security.md, "Abuse limits"). */
  limits: AbuseLimits;
  /**
   * Origins (`https://console.example.com`) whose pages may open the socket, besides the
   * console's own (the request's host) and the absolute `apiHosts` of console.config.json.
   */
  socketOrigins: string[];
  /** A folder of further plugin folders (manifest + server half) to load, e.g. test fixtures. */
  extraPluginsDir?: string;
  /** Trust X-Forwarded-* (client IP for the per-IP limits, the socket's own origin, https for Secure cookies). Only behind a proxy you run. */
  trustProxy: boolean;
  /** Events older than this many days are deleted by the retention job. */
  eventRetentionDays: number;
  /** The event store's file; unset → `dataDir/events.duckdb`. ':memory:' keeps nothing. */
  eventStoreFile?: string;
  /** `http://host:8123/database` → events in that ClickHouse (several processes share them); unset → DuckDB in `eventStoreFile`. */
  clickhouseUrl?: string;
  /** SEED=demo on an empty event store: days of history to seed (0 = none). */
  demoHistoryDays: number;
  /** SEED=demo: run the light traffic simulator in-process (SIMULATE=0 turns it off). */
  simulate: boolean;
  /** Run the cron jobs by their patterns (SCHEDULE_JOBS=0: this process only runs them when asked, "run now"). */
  scheduleJobs: boolean;
  /** Image intake limits and the URL import's guard (MEDIA_*). */
  media: MediaConfig;
  /** External image search providers by id (`pixabay`, `giphy`, `youtube`): a provider without access stays off. */
  imageSearch: Record<string, ImageSearchAccess>;
  logger: boolean;
}

export const DEFAULT_DEMO_PASSWORD = 'demo1234';

const defaultServerConfig: ServerConfig = {
  port: 8080,
  host: '127.0.0.1',
  production: false,
  dataDir: path.resolve('data'),
  databaseStatementTimeoutMs: 30_000,
  databaseConnectTimeoutMs: 5000,
  seed: 'demo',
  demoPassword: DEFAULT_DEMO_PASSWORD,
  accessTokenTtl: 900,
  refreshTokenTtl: 30 * 24 * 3600,
  refreshReuseGraceSeconds: 10,
  distDir: path.join(ROOT_DIR, 'dist'),
  limits: DEFAULT_ABUSE_LIMITS,
  socketOrigins: [],
  trustProxy: false,
  eventRetentionDays: 400,
  demoHistoryDays: 30,
  simulate: true,
  scheduleJobs: true,
  media: DEFAULT_MEDIA_CONFIG,
  imageSearch: {},
  logger: true,
};

/** What callers set: any part of the config, and of the limits and media settings only those they change. */
export type ServerOptions = Partial<Omit<ServerConfig, 'limits' | 'media'>> & { limits?: Partial<AbuseLimits>; media?: Partial<MediaConfig> };

export function resolveServerConfig(options: ServerOptions): ServerConfig {
  const config = { ...defaultServerConfig, ...options };
  return { ...config, limits: { ...DEFAULT_ABUSE_LIMITS, ...options.limits }, media: { ...DEFAULT_MEDIA_CONFIG, ...options.media }, dataDir: path.resolve(config.dataDir) };
}
