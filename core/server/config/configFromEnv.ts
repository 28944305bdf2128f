import { DEFAULT_ABUSE_LIMITS, limitEnvName, parseLimit, type AbuseLimits } from './AbuseLimits';
import type { ImageSearchAccess, MediaConfig } from '../media/MediaConfig';
import type { SeedMode, ServerOptions } from './ServerConfig';

/** Reads the deployment's environment (docs/deployment.md). Unset variables keep the defaults. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const config: ServerOptions = {};
  if (env.PORT) config.port = positiveInt('PORT', env.PORT, true);
  if (env.HOST) config.host = env.HOST;
  if (env.NODE_ENV) config.production = env.NODE_ENV === 'production';
  if (env.DATA_DIR) config.dataDir = env.DATA_DIR;
  if (env.DATABASE_URL) config.databaseUrl = env.DATABASE_URL;
  if (env.DATABASE_STATEMENT_TIMEOUT_MS) config.databaseStatementTimeoutMs = positiveInt('DATABASE_STATEMENT_TIMEOUT_MS', env.DATABASE_STATEMENT_TIMEOUT_MS, true);
  if (env.DATABASE_CONNECT_TIMEOUT_MS) config.databaseConnectTimeoutMs = positiveInt('DATABASE_CONNECT_TIMEOUT_MS', env.DATABASE_CONNECT_TIMEOUT_MS, true);
  if (env.REDIS_URL) config.redisUrl = env.REDIS_URL;
  if (env.SEED) config.seed = seedMode(env.SEED);
  if (env.DEMO_PASSWORD) config.demoPassword = env.DEMO_PASSWORD;
  if (env.JWT_SECRET) config.jwtSecret = env.JWT_SECRET;
  if (env.ACCESS_TOKEN_TTL) config.accessTokenTtl = positiveInt('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL);
  if (env.REFRESH_TOKEN_TTL) config.refreshTokenTtl = positiveInt('REFRESH_TOKEN_TTL', env.REFRESH_TOKEN_TTL);
  if (env.CONSOLE_CONFIG) config.consoleConfigPath = env.CONSOLE_CONFIG;
  if (env.TRUST_PROXY) config.trustProxy = env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1';
  if (env.EVENT_RETENTION_DAYS) config.eventRetentionDays = positiveInt('EVENT_RETENTION_DAYS', env.EVENT_RETENTION_DAYS);
  if (env.EVENT_STORE_FILE) config.eventStoreFile = env.EVENT_STORE_FILE;
  if (env.CLICKHOUSE_URL) config.clickhouseUrl = env.CLICKHOUSE_URL;
  if (env.DEMO_HISTORY_DAYS) config.demoHistoryDays = positiveInt('DEMO_HISTORY_DAYS', env.DEMO_HISTORY_DAYS, true);
  if (env.SIMULATE) config.simulate = env.SIMULATE !== '0' && env.SIMULATE !== 'false';
  if (env.SCHEDULE_JOBS) config.scheduleJobs = env.SCHEDULE_JOBS !== '0' && env.SCHEDULE_JOBS !== 'false';
  if (env.SOCKET_ORIGINS) config.socketOrigins = env.SOCKET_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean);
  const media = mediaFromEnv(env);
  if (Object.keys(media).length) config.media = media;
  const imageSearch = imageSearchFromEnv(env);
  if (Object.keys(imageSearch).length) config.imageSearch = imageSearch;
  const limits = limitsFromEnv(env);
  if (Object.keys(limits).length) config.limits = limits;
  return config;
}

/** `LIMIT_<NAME>` for each abuse limit, e.g. `LIMIT_LOGIN_PER_IP=30/600`, `LIMIT_SOCKETS_PER_USER=20`. */
function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<AbuseLimits> {
  const limits: Partial<Record<keyof AbuseLimits, unknown>> = {};
  for (const name of Object.keys(DEFAULT_ABUSE_LIMITS) as (keyof AbuseLimits)[]) {
    const value = env[limitEnvName(name)];
    if (value) limits[name] = parseLimit(name, value);
  }
  return limits as Partial<AbuseLimits>;
}

/** MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_MAX_SIDE, MEDIA_IMPORT_TIMEOUT_MS, MEDIA_IMPORT_PRIVATE_ADDRESSES. */
function mediaFromEnv(env: NodeJS.ProcessEnv): Partial<MediaConfig> {
  const media: Partial<MediaConfig> = {};
  if (env.MEDIA_MAX_BYTES) media.maxBytes = positiveInt('MEDIA_MAX_BYTES', env.MEDIA_MAX_BYTES);
  if (env.MEDIA_MAX_PIXELS) media.maxPixels = positiveInt('MEDIA_MAX_PIXELS', env.MEDIA_MAX_PIXELS);
  if (env.MEDIA_MAX_SIDE) media.maxSide = positiveInt('MEDIA_MAX_SIDE', env.MEDIA_MAX_SIDE);
  if (env.MEDIA_IMPORT_TIMEOUT_MS) media.importTimeoutMs = positiveInt('MEDIA_IMPORT_TIMEOUT_MS', env.MEDIA_IMPORT_TIMEOUT_MS);
  if (env.MEDIA_IMPORT_PRIVATE_ADDRESSES) media.importPrivateAddresses = env.MEDIA_IMPORT_PRIVATE_ADDRESSES === 'true' || env.MEDIA_IMPORT_PRIVATE_ADDRESSES === '1';
  return media;
}

/** `IMAGE_SEARCH_<ID>_KEY` (and optionally `_URL`) switches on the search provider `<id>`, e.g. IMAGE_SEARCH_PIXABAY_KEY. */
function imageSearchFromEnv(env: NodeJS.ProcessEnv): Record<string, ImageSearchAccess> {
  const access: Record<string, ImageSearchAccess> = {};
  for (const [name, key] of Object.entries(env)) {
    const id = /^IMAGE_SEARCH_([A-Z0-9]+)_KEY$/.exec(name)?.[1];
    if (id && key) access[id.toLowerCase()] = { key, url: env[`IMAGE_SEARCH_${id}_URL`] || undefined };
  }
  return access;
}

function positiveInt(name: string, value: string, zeroAllowed = false): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < (zeroAllowed ? 0 : 1)) throw new Error(`${name} must be a ${zeroAllowed ? 'non-negative' : 'positive'} integer, got "${value}".`);
  return n;
}

function seedMode(value: string): SeedMode {
  if (value !== 'demo' && value !== 'none') throw new Error(`SEED must be "demo" or "none", got "${value}".`);
  return value;
}
