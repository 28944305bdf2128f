import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Server as SocketServer } from 'socket.io';
import { SOCKET_PATH } from '../common/api/authPaths';
import type { PluginRegistry } from '../common/plugin/PluginRegistry';
import { INPUT_LIMITS } from '../common/validation/safeInput';
import { AccessTokens } from './auth/AccessTokens';
import { loadJwtSecret } from './auth/loadJwtSecret';
import { LoginThrottle } from './auth/LoginThrottle';
import { hashPassword } from './auth/passwordHash';
import { RefreshTokens } from './auth/RefreshTokens';
import { SessionEvents } from './auth/SessionEvents';
import { SessionResolver } from './auth/SessionResolver';
import { clusterCaches } from './cluster/clusterCaches';
import { openCluster, type Cluster } from './cluster/openCluster';
import { InsecureDefaultsError, insecureDefaults, isRealDeployment } from './config/insecureDefaults';
import { resolveServerConfig, type ServerConfig, type ServerOptions } from './config/ServerConfig';
import type { Database } from './db/Database';
import { openMigratedDatabase, type MigratedDatabase } from './db/openMigratedDatabase';
import { startPgliteAutovacuum } from './db/pgliteAutovacuum';
import type { EventStore } from './events/EventStore';
import { openEventStore } from './events/openEventStore';
import { seedDemoHistory, startDemoSimulator } from './events/seed/demoEventTraffic';
import type { TrafficSimulator } from './events/seed/TrafficSimulator';
import { errorHandler } from './http/errorHandler';
import { SearchThrottle } from './http/SearchThrottle';
import { registerSecurityHeaders } from './http/securityHeaders';
import { socketOriginCheck } from './http/socketOrigins';
import { serveConsole } from './http/serveConsole';
import { shuttingDown } from './http/serviceUnavailable';
import { COLLECT_PATH } from './ingest/collectRoute';
import { registerIngest } from './ingest/registerIngest';
import { TRACKER_PATH } from './ingest/trackerRoute';
import { FileMediaStore } from './media/FileMediaStore';
import { ImageSearch } from './media/ImageSearchProvider';
import { Media } from './media/Media';
import { MediaLibrary } from './media/MediaLibrary';
import { Scheduler } from './jobs/Scheduler';
import { nodeName } from './jobs/nodeName';
import { registerMediaRoute } from './media/mediaRoute';
import { ClusterTasks } from './tasks/ClusterTasks';
import { Tasks } from './tasks/Tasks';
import { API_PREFIX, mountRoute, type ApiRouteConfig } from './plugin/mountRoute';
import type { ResourceDefinition } from './resources/defineResource';
import { ResourceHub } from './resources/ResourceHub';
import { resourceRoute } from './resources/resourceRoute';
import { DEMO_ADMIN, DEMO_ORGANISATION, demoAccounts } from './seed/demoAccounts';
import { seedDemo } from './seed/seedDemo';
import type { ServerServices } from './ServerServices';

/** One row of the mounted API route table, read from fastify as routes are added. */
export interface MountedApiRoute extends ApiRouteConfig {
  method: string;
  /** Full path including /api, e.g. `/api/v1/account/settings/:name`. */
  url: string;
  /** Bytes of the request body, when the route takes more than the API's default (an image upload). */
  bodyLimit?: number;
}

export interface ConsoleServer {
  app: FastifyInstance;
  io: SocketServer;
  config: ServerConfig;
  registry: PluginRegistry;
  db: Kysely<Database>;
  hub: ResourceHub;
  services: ServerServices;
  /** Every route under /api, as fastify registered it. */
  apiRoutes: MountedApiRoute[];
  /** Every resource, as the hub serves its socket feeds. */
  resources: readonly ResourceDefinition[];
  /** Listens on config.port (0 = any free port) and returns the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Builds the whole server — plugins, database, auth, API, socket hub, static console — without
 * listening, so tests run it in-process on port 0. `main.ts` adds env config and signals.
 */
export async function createServer(options: ServerOptions = {}): Promise<ConsoleServer> {
  const config = resolveServerConfig(options);
  // While closing, requests on open connections get the contract's 503 from the drain hook (assemble).
  const app = Fastify({ logger: config.logger, trustProxy: config.trustProxy, return503OnClosing: false, bodyLimit: INPUT_LIMITS.bodyBytes });
  const database = await openMigratedDatabase(config, (err) => app.log.error({ err }, 'PostgreSQL connection lost: requests that need it answer 503 (database_unavailable) until it is back'));
  let events: EventStore | undefined;
  let cluster: Cluster | undefined;
  const tasks = new Tasks(nodeName());
  try {
    // Before any other work: a refused start leaves the event store untouched.
    await refuseInsecureDefaults(config, database.db);
    cluster = await openCluster(config.redisUrl, app.log);
    events = await openEventStore(config, {
      tasks,
      lists: database.plugins.eventLists,
      onError: (err) => app.log.error({ err }, 'event store cannot write: collect answers 503 (event_store_unavailable) and the rows it holds are retried every second'),
      onRecovered: () => app.log.warn('event store writes again: collect accepts hits'),
    });
    return await assemble(config, app, database, events, cluster, tasks);
  } catch (err) {
    // The caller hears why the start failed, not a failing last flush; the database closes either way.
    await events?.close().catch((closeErr: unknown) => app.log.error({ err: closeErr }, 'event store did not close cleanly'));
    await cluster?.close();
    await database.db.destroy();
    throw err;
  }
}

async function assemble(config: ServerConfig, app: FastifyInstance, database: MigratedDatabase, events: EventStore, cluster: Cluster, tasks: Tasks): Promise<ConsoleServer> {
  const { db, plugins } = database;
  // Before the first cache is read (the demo's history runs the ingest steps).
  cluster.bus.serve(db);
  const media = new Media(new FileMediaStore(path.join(config.dataDir, 'media')), new MediaLibrary(db), config.media);
  if (config.seed === 'demo' && (await seedDemo(db, plugins.registry, config.demoPassword))) {
    app.log.info('Seeded the demo organisation and accounts (admin@, analyst@, marketer@, viewer@demo.test).');
    const organisation = await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow();
    const admin = await db.selectFrom('users').select('id').where('email', '=', DEMO_ADMIN).executeTakeFirstOrThrow();
    for (const seedPlugin of plugins.demoSeeders) await seedPlugin({ db, organisationId: organisation.id, adminId: admin.id, media });
  }
  app.log.info(`Database: ${database.driver} at ${database.location}`);
  if (config.seed === 'demo' && config.demoHistoryDays > 0) await seedDemoHistory(db, plugins, events, config.demoHistoryDays, app.log);

  const secret = loadJwtSecret(config.dataDir, config.jwtSecret);
  const accessTokens = new AccessTokens(secret, config.accessTokenTtl);
  const sessions = new SessionResolver(db, accessTokens);
  const sessionEvents = new SessionEvents(cluster.bus);
  const services: ServerServices = {
    config,
    db,
    events,
    registry: plugins.registry,
    contract: plugins.contract,
    optionalContract: plugins.optionalContract,
    entities: plugins.entities,
    inputContext: { cardComponents: new Set(plugins.registry.cards.map((card) => card.component)), entityTypes: new Set(plugins.entities.keys()) },
    accessTokens,
    refreshTokens: new RefreshTokens(db, config.refreshTokenTtl, config.refreshReuseGraceSeconds, sessionEvents),
    sessions,
    sessionEvents,
    loginThrottle: new LoginThrottle(config.limits, cluster.redis),
    media,
    imageSearch: new ImageSearch(plugins.imageSearch, config),
    searchThrottle: new SearchThrottle(config.limits.searchPerUser, cluster.redis),
    tasks,
    clusterTasks: new ClusterTasks(cluster.rpc, app.log, tasks),
    caches: clusterCaches(plugins.caches, cluster.bus, { db, events }, app.log),
    scheduler: new Scheduler(db, plugins.jobs, tasks, app.log),
    secret,
    dummyPasswordHash: await hashPassword(`unknown-user-${Date.now()}`),
  };

  const apiRoutes: MountedApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_PREFIX}/`)) return;
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    const routeConfig = (route.config ?? {}) as Partial<ApiRouteConfig>;
    for (const method of methods) {
      apiRoutes.push({ method, url: route.url, permission: routeConfig.permission ?? '', pluginId: routeConfig.pluginId ?? '', credential: routeConfig.credential, schema: routeConfig.schema, bodyLimit: route.bodyLimit });
    }
  });
  const apiHosts = Object.values(database.consoleConfig.apiHosts ?? {});
  await registerSecurityHeaders(app, { resources: [TRACKER_PATH], beacons: [COLLECT_PATH] }, apiHosts);
  await app.register(fastifyCookie);
  app.setErrorHandler(errorHandler);
  // Drain (SIGTERM): from preClose on, whatever still arrives on an open connection is refused
  // with 503 while the requests already running finish and the event store flushes.
  let draining = false;
  app.addHook('onRequest', (_request, _reply, done) => done(draining ? shuttingDown() : undefined));
  for (const { route, pluginId } of plugins.routes) mountRoute(app, route, pluginId, services);
  for (const { resource, pluginId } of plugins.resources) mountRoute(app, resourceRoute(resource), pluginId, services);
  await registerIngest(app, services, plugins.ingestSteps);
  registerMediaRoute(app, media);
  if (!(await serveConsole(app, config.distDir))) {
    app.log.warn(`No built console at ${config.distDir} (run "npm run build"): serving the API only.`);
  }

  // fastify-socket.io does not support fastify 5: attach socket.io to fastify's own HTTP server.
  const ownOrigin = socketOriginCheck([...apiHosts, ...config.socketOrigins], config.trustProxy);
  const io = new SocketServer(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: INPUT_LIMITS.socketMessageBytes,
    adapter: cluster.socketAdapter,
    allowRequest: (request, allow) => {
      const ok = ownOrigin(request);
      allow(ok ? null : 'Origin not allowed', ok);
    },
  });
  const resources = plugins.resources.map((r) => r.resource);
  const hub = new ResourceHub(resources, services, sessions, app.log, cluster);
  hub.attach(io);
  await services.scheduler.start(services);
  const stopAutovacuum = database.driver === 'pglite' ? startPgliteAutovacuum(db, app.log) : async () => undefined;
  let simulator: TrafficSimulator | undefined;
  app.addHook('preClose', async () => {
    draining = true;
    app.log.info('Draining: requests still arriving are answered 503; the event store flushes once the running ones finished.');
    await simulator?.stop();
    hub.stop();
    // Runs under way end (aborted) before the stores they use close.
    await services.scheduler.close();
    await stopAutovacuum();
    io.local.disconnectSockets(true);
  });
  // onClose runs after the HTTP server stopped accepting: every accepted event is buffered by now.
  // A last flush that fails (a full disk) still closes the database.
  app.addHook('onClose', async () => {
    io.engine.close();
    try {
      await events.close();
    } finally {
      // What the ingest steps keep for a later write goes to the database before it closes.
      for (const step of plugins.ingestSteps) await step.drain?.(db).catch((err: unknown) => app.log.error({ err }, `ingest step ${step.name} did not write what it kept`));
      await db.destroy();
      await cluster.close();
    }
  });

  return {
    app,
    io,
    config,
    registry: plugins.registry,
    db,
    hub,
    services,
    apiRoutes,
    resources,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      const url = `http://${urlHost(config.host)}:${port}`;
      if (config.seed === 'demo' && config.simulate) simulator = await startDemoSimulator(url, db, plugins, app.log);
      return url;
    },
    close: () => app.close(),
  };
}

/** Throws, naming each problem, when a real deployment would start on the demo's defaults. */
async function refuseInsecureDefaults(config: ServerConfig, db: Kysely<Database>) {
  if (!isRealDeployment(config)) return;
  const demoEmails = demoAccounts.map((a) => a.email);
  const present = await db.selectFrom('users').select('email').where('email', 'in', demoEmails).orderBy('email').execute();
  const problems = insecureDefaults(config, present.map((u) => u.email));
  if (problems.length) throw new InsecureDefaultsError(`Refusing to start (NODE_ENV=production or SEED=none is a real deployment):\n- ${problems.join('\n- ')}`);
}

/** The host of the URL the server prints: a wildcard address is reached on loopback, an IPv6 literal in brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
