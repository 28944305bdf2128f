import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** A server the reference deployment started on this machine, and how to stop it. */
export interface LocalService {
  name: string;
  url: string;
  stop(): Promise<void>;
}

/** Debian's binaries (packages postgresql, clickhouse-server, redis-server, nginx-light). */
const BINARIES = {
  postgres: '/usr/lib/postgresql/15/bin',
  clickhouse: '/usr/sbin/clickhouse-server',
  redis: '/usr/bin/redis-server',
  nginx: '/usr/sbin/nginx',
};

/** The Debian packages whose binaries are missing here (empty when all are installed). */
export function missingPackages(): string[] {
  const missing: [string, string][] = [
    [path.join(BINARIES.postgres, 'pg_ctl'), 'postgresql'],
    [BINARIES.clickhouse, 'clickhouse-server'],
    [BINARIES.redis, 'redis-server'],
    [BINARIES.nginx, 'nginx-light'],
  ];
  return missing.filter(([binary]) => !existsSync(binary)).map(([, pkg]) => pkg);
}

/** Resolves once `port` on loopback takes connections; rejects after `timeoutMs` or when `child` exits first. */
export async function accepting(port: number, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`exited with code ${child.exitCode} before taking connections on port ${port}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > end) throw new Error(`nothing took connections on port ${port} within ${timeoutMs} ms`);
    await new Promise((wake) => setTimeout(wake, 200));
  }
}

/** Stops a child started here: SIGTERM, then SIGKILL if it lingers. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

function daemon(name: string, command: string, args: string[], log: string): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr!.on('data', (chunk: Buffer) => writeFileSync(log, chunk, { flag: 'a' }));
  child.on('error', (err) => writeFileSync(log, `${name}: ${err.message}\n`, { flag: 'a' }));
  return child;
}

/**
 * PostgreSQL in `dir` (made on first start). It refuses to run as root: as root the cluster
 * belongs to the postgres user and its binaries run through runuser.
 */
export async function startPostgres(dir: string, port: number): Promise<LocalService> {
  const data = path.join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  const run = (binary: string, args: string[]) => {
    const command = path.join(BINARIES.postgres, binary);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    return promisify(execFile)(file, argv);
  };
  mkdirSync(dir, { recursive: true });
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  if (!existsSync(data)) await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust']);
  await run('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    name: 'PostgreSQL',
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
  };
}

/** ClickHouse keeping everything in `dir`, answering HTTP on `port` (tools/clickhouse/config.mjs writes its configuration). */
export async function startClickHouse(dir: string, port: number): Promise<LocalService> {
  mkdirSync(dir, { recursive: true });
  const config = path.join(dir, 'config.xml');
  writeFileSync(config, execFileSync(process.execPath, [path.join(__dirname, '../clickhouse/config.mjs'), dir, String(port)]));
  const child = daemon('clickhouse', BINARIES.clickhouse, [`--config-file=${config}`], path.join(dir, 'stderr.log'));
  await accepting(port, 60_000, child);
  return { name: 'ClickHouse', url: `http://127.0.0.1:${port}`, stop: () => stopChild(child, 30_000) };
}

/** Redis without persistence: nothing the console keeps there must outlive a restart (docs/deployment.md). */
export async function startRedis(dir: string, port: number): Promise<LocalService> {
  mkdirSync(dir, { recursive: true });
  const child = daemon('redis', BINARIES.redis, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], path.join(dir, 'stderr.log'));
  await accepting(port, 10_000, child);
  return { name: 'Redis', url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

/**
 * nginx in front of the console processes: one address for API, socket and console. `ip_hash`
 * keeps a client on one process (a socket that falls back to long-polling must reach the process
 * that holds its session); WebSocket upgrades pass through; the processes trust X-Forwarded-*.
 * Upstream connections are kept alive (an empty Connection header on plain requests): opening one
 * per request cost nginx half the collect rate of one process (docs/benchmarks.md § Two processes).
 */
export async function startNginx(dir: string, port: number, upstreams: readonly string[]): Promise<LocalService> {
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${userInfo().uid === 0 ? 'user root;' : ''}
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  client_max_body_size 8m;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream console {
    ip_hash;
${upstreams.map((address) => `    server ${address};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://console;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 120s;
    }
  }
}
`,
  );
  const child = daemon('nginx', BINARIES.nginx, ['-p', dir, '-c', config, '-g', 'daemon off;'], path.join(dir, 'stderr.log'));
  await accepting(port, 10_000, child);
  return { name: 'nginx', url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
