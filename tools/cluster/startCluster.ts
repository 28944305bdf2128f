import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { accepting, missingPackages, startClickHouse, startNginx, startPostgres, startRedis, stopChild, type LocalService } from './localServices';

const ROOT = path.join(__dirname, '../..');

export interface ClusterOptions {
  /** Where every server keeps its data (kept between runs). */
  dir: string;
  /** nginx's port: the console's one address. The other servers take the ports after it. */
  port: number;
  /** Environment for both console processes (SEED, DEMO_HISTORY_DAYS, LIMIT_* …). */
  env?: Record<string, string>;
  /** Where the processes' log lines go (default: this process's stdout, prefixed). */
  log?: (process: string, line: string) => void;
}

export interface Cluster {
  url: string;
  /** The console processes behind nginx, by name (a and b). */
  processes: Record<'a' | 'b', { url: string; child: ChildProcess }>;
  /** The processes' CLICKHOUSE_URL: the server and the events' database. */
  clickhouseUrl: string;
  stop(): Promise<void>;
}

/**
 * The reference deployment on one machine, for a trial (`npm run cluster`): PostgreSQL,
 * ClickHouse and Redis from Debian's packages, two console processes sharing them, nginx in
 * front. A real cluster spreads the same pieces over machines (docs/deployment.md).
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const missing = missingPackages();
  if (missing.length) throw new Error(`Missing Debian packages: apt-get install ${missing.join(' ')}`);
  const { dir, port } = options;
  // PostgreSQL runs as its own user when we are root: it must reach its folder inside this one.
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const log = options.log ?? ((name, line) => process.stdout.write(`[${name}] ${line}\n`));
  const started: LocalService[] = [];
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
    for (const service of started.reverse()) await service.stop().catch(() => undefined);
  };
  try {
    const postgres = await startPostgres(path.join(dir, 'postgres'), port + 1);
    started.push(postgres);
    const clickhouse = await startClickHouse(path.join(dir, 'clickhouse'), port + 2);
    started.push(clickhouse);
    const redis = await startRedis(path.join(dir, 'redis'), port + 3);
    started.push(redis);
    const clickhouseUrl = `${clickhouse.url}/console`;
    const env = {
      DATABASE_URL: postgres.url,
      CLICKHOUSE_URL: clickhouseUrl,
      REDIS_URL: redis.url,
      // Every process signs and checks the same tokens.
      JWT_SECRET: jwtSecret(dir),
      TRUST_PROXY: '1',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'console'),
      ...options.env,
    };
    // One after the other: the first migrates and seeds the demo, the second finds both done.
    const a = await startConsole('a', { ...env, PORT: String(port + 4) }, log);
    children.push(a.child);
    // The demo traffic comes in once, through the first process.
    const b = await startConsole('b', { ...env, PORT: String(port + 5), SIMULATE: '0' }, log);
    children.push(b.child);
    started.push(await startNginx(path.join(dir, 'nginx'), port, [`127.0.0.1:${port + 4}`, `127.0.0.1:${port + 5}`]));
    return { url: `http://127.0.0.1:${port}`, processes: { a, b }, clickhouseUrl, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The cluster's JWT secret, made once and kept in its folder. */
function jwtSecret(dir: string): string {
  const file = path.join(dir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** A console process as `npm run serve` runs it; resolves once it listens. */
async function startConsole(name: string, env: Record<string, string>, log: (process: string, line: string) => void): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'core/server/main.ts'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop()!;
      for (const line of lines) log(name, line);
    });
  }
  await accepting(Number(env.PORT), 300_000, child);
  return { url: `http://127.0.0.1:${env.PORT}`, child };
}

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const dir = path.resolve(process.env.CLUSTER_DIR ?? path.join(ROOT, 'data/cluster'));
  const cluster = await startCluster({ dir, port });
  process.stdout.write(`\nThe console runs at ${cluster.url} (nginx in front of ${Object.values(cluster.processes).map((p) => p.url).join(' and ')}); data in ${dir}. Ctrl-C stops everything.\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void cluster.stop().then(() => process.exit(0));
    });
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
