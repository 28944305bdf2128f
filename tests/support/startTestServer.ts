import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../core/common/api/authPaths';
import type { ServerOptions } from '../../core/server/config/ServerConfig';
import { createServer, type ConsoleServer } from '../../core/server/createServer';
import { testClickHouseUrl, testDatabaseUrl } from './testDatabaseUrl';

export const DEMO_PASSWORD = 'demo1234';
export const FIXTURE_PLUGINS_DIR = path.join(__dirname, '../fixtures/plugins');

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  /** Set-Cookie name → value of this response (last one wins). */
  cookies: Record<string, string>;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Raw Cookie header. */
  cookie?: string;
}

export interface TestServer {
  server: ConsoleServer;
  url: string;
  /** 'pglite', or 'postgres' in the Jest project integration-pg. */
  driver: string;
  request<T = any>(method: string, apiPath: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Logs a demo account in and returns the access token and the refresh cookie. */
  login(email: string, password?: string): Promise<{ token: string; refresh: string; response: ApiResponse }>;
  socket(): Socket;
  close(): Promise<void>;
}

/**
 * One in-process server per suite on port 0 with a fresh database: PGlite in a temp DATA_DIR,
 * or — in the Jest project integration-pg — PostgreSQL in a fresh schema dropped afterwards;
 * events in DuckDB, or — in the project integration-ch — in a fresh ClickHouse database dropped afterwards.
 */
export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'ac-test-'));
  const databaseUrl = options.databaseUrl ?? testDatabaseUrl();
  const schema = databaseUrl ? (options.databaseSchema ?? `test_${randomBytes(6).toString('hex')}`) : undefined;
  const clickhouse = testClickHouseUrl();
  const clickhouseUrl = options.clickhouseUrl ?? (clickhouse && `${clickhouse}/test_${randomBytes(6).toString('hex')}`);
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    databaseSchema: schema,
    clickhouseUrl,
    seed: 'demo',
    demoPassword: DEMO_PASSWORD,
    distDir: path.join(dataDir, 'no-dist'),
    logger: false,
    jwtSecret: randomBytes(32).toString('hex'),
    // No seeded event history and no simulated traffic: suites craft the events they count.
    demoHistoryDays: 0,
    simulate: false,
    // A job that ticks while a suite runs would change its data: suites of the scheduler turn it on.
    scheduleJobs: false,
    ...options,
  }).catch(async (err: unknown) => {
    if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    if (clickhouseUrl && !options.clickhouseUrl) await dropClickHouseDatabase(clickhouseUrl);
    throw err;
  });
  const url = await server.listen();
  const sockets: Socket[] = [];

  const request = async <T>(method: string, apiPath: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}/api${apiPath}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    const cookies: Record<string, string> = {};
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      cookies[pair.slice(0, i)] = pair.slice(i + 1);
    }
    // A download (CSV) is no JSON: its text is the body.
    const json = res.headers.get('content-type')?.includes('json') ?? true;
    return { status: res.status, body: text ? (json ? JSON.parse(text) : text) : undefined, headers: res.headers, cookies };
  };

  return {
    server,
    url,
    driver: databaseUrl ? 'postgres' : 'pglite',
    request,
    async login(email, password = DEMO_PASSWORD) {
      const response = await request<{ data: { token: string } }>('POST', '/v1/login', { body: { email, password } });
      if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
      return { token: response.body.data.token, refresh: response.cookies.ac_refresh, response };
    },
    socket() {
      const socket = testSocket(url);
      sockets.push(socket);
      return socket;
    },
    async close() {
      for (const s of sockets) s.disconnect();
      await server.close();
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
      if (clickhouseUrl && !options.clickhouseUrl) await dropClickHouseDatabase(clickhouseUrl);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function dropSchema(databaseUrl: string, schema: string) {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: databaseUrl, max: 1 }) }) });
  try {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  } finally {
    await db.destroy();
  }
}

async function dropClickHouseDatabase(url: string) {
  const { origin, pathname } = new URL(url);
  await fetch(origin, { method: 'POST', body: `DROP DATABASE IF EXISTS ${pathname.slice(1)}` });
}

/** A new socket.io client of the server at `url` (in-process, a server process, nginx): websocket only, never reconnecting. */
export function testSocket(url: string): Socket {
  return connectSocket(url, { path: SOCKET_PATH, transports: ['websocket'], forceNew: true, reconnection: false });
}

/** Resolves with the first `event` the socket receives (rejects after `ms`). */
export function nextEvent<T = any>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
