import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ident, sql } from '../../core/server/events/clickhouse/sql';
import { startCluster, type Cluster } from '../../tools/cluster/startCluster';
import { freePort } from '../support/throwawayPostgres';
import { feedsUnderLoad, INGEST_LOADS, ingestLoad, type LoadResult, type SocketClientsResult } from './benchClients';
import { fmtLoad } from './benchStats';
import { processUsage } from './processUsage';

const DEMO_PASSWORD = 'bench-cluster-1234';
/** Events a second collected while the sockets are measured: their rooms recompute on every flush. */
const SOCKET_EVENTS_PER_SECOND = 100;
/** Output lines of the processes kept for a failure's report. */
const KEPT_LINES = 200;

type ProcessName = 'A' | 'B';

export interface TwoProcessesOptions {
  /** Sockets and their seconds scale with it (1: 1,000 sockets for 30 s). */
  scale: number;
  /** The load run's realtime feeds and probe. */
  feeds: readonly { resource: string; filter: Record<string, unknown> }[];
  probe: { domain: string; userAgent: string };
  log: (line: string) => void;
}

/** The cluster's two console processes as the section names them. */
interface Processes {
  urls: Record<ProcessName, string>;
  pids: Record<ProcessName, number>;
}

/** CPU time (ms) each process has used so far. */
function cpuNow(p: Processes): Record<ProcessName, number> {
  return { A: processUsage(p.pids.A).cpuMs, B: processUsage(p.pids.B).cpuMs };
}

/** CPU time (ms) each process has used since `before` (of cpuNow). */
function cpuSince(p: Processes, before: Record<ProcessName, number>): Record<ProcessName, number> {
  const now = cpuNow(p);
  return { A: now.A - before.A, B: now.B - before.B };
}

const share = (cpuMs: number, seconds: number) => `${((cpuMs / (seconds * 1000)) * 100).toFixed(0)} %`;
const latency = (x: number | null) => (x === null ? '–' : `${x.toFixed(1)} ms`);
const delayMs = (x: number | null) => (x === null ? '–' : `${x} ms`);
const mib = (x: number) => `${Math.round(x).toLocaleString('en')} MiB`;

/** A logged error as the section names it: its message and the first place in the project's own code (pino's JSON line). */
function loggedError(line: string): string {
  let entry: { msg?: string; err?: { message?: string; stack?: string } };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    return line.slice(0, 200);
  }
  const place = /\/((?:core|plugins)\/[^\s:()]+:\d+)/.exec(entry.err?.stack ?? '')?.[1];
  return `${entry.err?.message ?? entry.msg ?? 'error'}${place ? ` (${place})` : ''}`;
}

/** Rows in the cluster's events table, counted by ClickHouse itself. */
async function eventsInClickHouse(clickhouseUrl: string): Promise<number> {
  const url = new URL(clickhouseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  const res = await fetch(url.origin, { method: 'POST', body: sql`SELECT count() FROM ${ident(database)}.events FORMAT TabSeparated`.text });
  if (!res.ok) throw new Error(`ClickHouse: ${res.status} ${await res.text()}`);
  return Number((await res.text()).trim());
}

/** Rows stored since `before` once the processes' write buffers have flushed: waits for `expected`, or until the count stands still for 3 s. */
async function storedSince(clickhouseUrl: string, before: number, expected: number): Promise<number> {
  let last = -1;
  let stillSince = Date.now();
  for (;;) {
    await new Promise((wake) => setTimeout(wake, 250));
    const stored = (await eventsInClickHouse(clickhouseUrl)) - before;
    if (stored >= expected) return stored;
    if (stored !== last) [last, stillSince] = [stored, Date.now()];
    else if (Date.now() - stillSince > 3000) return stored;
  }
}

interface IngestPath {
  label: string;
  urls: (p: Processes, nginx: string) => string[];
  spread: boolean;
}

const INGEST_PATHS: IngestPath[] = [
  { label: 'A alone', urls: (p) => [p.urls.A], spread: false },
  { label: 'nginx → A, B', urls: (_p, nginx) => [nginx], spread: true },
  { label: 'A, B directly', urls: (p) => [p.urls.A, p.urls.B], spread: false },
];

/** The ingest section's loads sent along each path, the processes' CPU meanwhile, and the rows ClickHouse holds after each. */
async function ingestRows(cluster: Cluster, p: Processes, log: (line: string) => void): Promise<string[]> {
  const rows: string[] = [];
  for (const [batch, mix] of INGEST_LOADS) {
    for (const way of INGEST_PATHS) {
      const before = await eventsInClickHouse(cluster.clickhouseUrl);
      const cpuBefore = cpuNow(p);
      const load: LoadResult = await ingestLoad(
        way.urls(p, cluster.url).map((url) => `${url}/api/v1/collect`),
        batch,
        mix,
        way.spread,
      );
      const cpu = cpuSince(p, cpuBefore);
      const stored = await storedSince(cluster.clickhouseUrl, before, load.hits);
      log(`cluster ingest ${batch} ${mix} ${way.label}: ${JSON.stringify(load)}; CPU A ${cpu.A} ms B ${cpu.B} ms; stored ${stored}`);
      const perSecond = (n: number) => Math.round(n / load.seconds).toLocaleString('en');
      const { p50, p95, p99 } = load.latency;
      rows.push(
        `| ${batch} × ${mix} | ${way.label} | ${perSecond(load.hits)} | ${perSecond(load.requests)} | ${latency(p50)} | ${latency(p95)} | ${latency(p99)} | ${load.errors ? `${load.errors} ${JSON.stringify(load.statuses)}` : 0} | ${share(cpu.A, load.seconds)} | ${share(cpu.B, load.seconds)} | ${stored.toLocaleString('en')} of ${load.hits.toLocaleString('en')}${stored === load.hits ? '' : ' **lost**'} |`,
      );
    }
  }
  return rows;
}

interface SocketRun {
  label: string;
  /** Where the sockets connect, in turn. */
  on: ProcessName[];
}

const SOCKET_RUNS: SocketRun[] = [
  { label: 'all on A', on: ['A'] },
  { label: 'half on A, half on B', on: ['A', 'B'] },
];

/**
 * The load run's sockets (live feeds and the probe feed) on A alone, then shared by A and B, with
 * every collect (traffic and probes) sent to A: the probe's delay on the sockets of each process,
 * and each process's CPU and memory.
 */
async function socketRows(p: Processes, token: string, o: TwoProcessesOptions, sockets: number, seconds: number): Promise<{ rows: string[]; notes: string[] }> {
  const rows: string[] = [];
  const notes: string[] = [];
  for (const run of SOCKET_RUNS) {
    const idle = { A: processUsage(p.pids.A).rssMib, B: processUsage(p.pids.B).rssMib };
    const peak = { ...idle };
    let cpuBefore = cpuNow(p);
    let sampler: ReturnType<typeof setInterval> | undefined;
    const sample = () => {
      for (const name of ['A', 'B'] as const) peak[name] = Math.max(peak[name], processUsage(p.pids[name]).rssMib);
    };
    let result: { sockets: SocketClientsResult; load: LoadResult };
    try {
      result = await feedsUnderLoad({
        socketUrls: run.on.map((name) => p.urls[name]),
        token,
        sockets,
        seconds,
        feeds: o.feeds,
        probe: o.probe,
        collectUrl: `${p.urls.A}/api/v1/collect`,
        eventsPerSecond: SOCKET_EVENTS_PER_SECOND,
        batch: 1,
        connections: 32,
        onReady: (line) => o.log(`cluster sockets ${run.label}: ready ${line}`),
        onStart: () => {
          cpuBefore = cpuNow(p);
          sampler = setInterval(sample, 2000);
        },
      });
    } finally {
      clearInterval(sampler);
    }
    sample();
    const cpu = cpuSince(p, cpuBefore);
    const end = { A: processUsage(p.pids.A).rssMib, B: processUsage(p.pids.B).rssMib };
    const { sockets: clients, load } = result;
    const delay = clients.delay!;
    o.log(`cluster sockets ${run.label}: ${JSON.stringify(clients)}; load ${JSON.stringify(load)}; CPU ${JSON.stringify(cpu)}; RSS idle ${JSON.stringify(idle)} peak ${JSON.stringify(peak)}`);
    for (const name of ['A', 'B'] as const) {
      const of = delay.byUrl.find((d) => d.url === p.urls[name]);
      const role = name === 'A' ? 'A (collects)' : 'B (the other)';
      const delays = of ? `${delayMs(of.p50)} | ${delayMs(of.p95)} | ${delayMs(of.p99)} | ${delayMs(of.max)} | ${of.missed}` : '– | – | – | – | –';
      rows.push(`| ${run.label} | ${role} | ${(of?.sockets ?? 0).toLocaleString('en')} | ${delays} | ${share(cpu[name], clients.seconds)} | ${mib(idle[name])} | ${mib(peak[name])} | ${mib(end[name])} |`);
    }
    const errors = Object.entries(clients.errors).filter(([, n]) => n > 0);
    notes.push(
      `${run.label}: ${delay.accepted} probes accepted of ${delay.probes}; ${(clients.updates / clients.seconds).toFixed(0)} feed updates received a second; socket errors: ${errors.length ? JSON.stringify(Object.fromEntries(errors)) : 'none'}; traffic ${Math.round(load.hits / load.seconds)} events/s, ${load.errors} failed, ${load.skipped} not sent.`,
    );
  }
  return { rows, notes };
}

/**
 * Issue 20: the reference deployment of `npm run cluster` (tools/cluster/startCluster.ts) in a
 * folder of its own — PostgreSQL, ClickHouse and Redis from Debian's packages, two console
 * processes, nginx — stopped at the end, on failure and on Ctrl-C too. Ingest: the ingest
 * section's loads to one process, through nginx and to both directly. Sockets: the load run's
 * feeds on one process, then on both, collects sent to one.
 */
export async function twoProcessesSection(o: TwoProcessesOptions): Promise<string> {
  const loadStart = fmtLoad();
  const sockets = Math.max(20, Math.round(1000 * o.scale));
  const seconds = Math.max(10, Math.round(30 * o.scale));
  // Its own folder: PostgreSQL, run as its own user under root, must reach it.
  const dir = mkdtempSync(path.join(tmpdir(), 'ac-bench-cluster-'));
  chmodSync(dir, 0o755);
  const output: string[] = [];
  /** The processes' logged errors (pino levels error and fatal), by message and place. */
  const errorsLogged = new Map<string, number>();
  o.log('starting the reference deployment …');
  const cluster = await startCluster({
    dir,
    port: await freePort(),
    env: {
      DEMO_PASSWORD,
      DEMO_HISTORY_DAYS: '0',
      SIMULATE: '0',
      SCHEDULE_JOBS: '0',
      // One address plays every visitor and one user every tab, as in the other sections.
      LIMIT_COLLECT_PER_IP: '1000000000/1',
      LIMIT_COLLECT_PER_SITE: '1000000000/1',
      LIMIT_SOCKETS_PER_USER: '1000000',
      LIMIT_SUBSCRIPTIONS_PER_SOCKET: '1000000',
      LIMIT_UNAUTHENTICATED_SOCKETS_PER_IP: '1000000',
    },
    // Request logging stays on, as `npm run serve` has it; the lines are kept only for a failure's report.
    log: (name, line) => {
      output.push(`[${name}] ${line}`);
      if (output.length > KEPT_LINES) output.shift();
      if (/^\{"level":(50|60)/.test(line)) {
        const key = `${name.toUpperCase()}: ${loggedError(line)}`;
        errorsLogged.set(key, (errorsLogged.get(key) ?? 0) + 1);
      }
    },
  }).catch((err: unknown) => {
    o.log(`the processes' last lines:\n${output.join('\n')}`);
    rmSync(dir, { recursive: true, force: true });
    throw err;
  });
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= cluster.stop().finally(() => rmSync(dir, { recursive: true, force: true })));
  const interrupted = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const { a, b } = cluster.processes;
    const p: Processes = { urls: { A: a.url, B: b.url }, pids: { A: a.child.pid!, B: b.child.pid! } };
    const login = await fetch(`${a.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }) });
    if (login.status !== 200) throw new Error(`login: ${login.status}`);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    o.log('cluster: ingest …');
    const ingest = await ingestRows(cluster, p, o.log);
    o.log(`cluster: ${sockets} sockets …`);
    const socketResults = await socketRows(p, token, o, sockets, seconds);
    return [
      "The reference deployment as `npm run cluster` starts it (tools/cluster/startCluster.ts), in a temporary folder: PostgreSQL 15, clickhouse-server 18.16 and Redis 7 from Debian's packages, two console processes A and B (`node --import tsx core/server/main.ts` with DATABASE_URL, CLICKHOUSE_URL and REDIS_URL; each logs every request, as `npm run serve` does) and nginx in front — all on this machine's 2 cores together with the load generator and the socket clients. The demo organisation without history, no simulated traffic, no jobs; the abuse limits raised as for the other sections (one address plays every visitor, one user every tab).",
      '',
      '### Ingest',
      '',
      "The ingest section's loads (its traffic: single page views, 20 page views a request, and 20 × tracker, one visitor's batch of page views, question views, votes and CTA clicks; 32 connections sending as fast as they are answered, 5 s per row) sent three ways: to A alone (B idle); through nginx (as tools/cluster configures it: a worker per core, upstream connections kept alive); and to A and B directly, the connections taking them in turn (16 each). nginx's upstream picks a process by `ip_hash`, which keys on the first three octets of the client's address: from 127.0.0.1 every request would reach one process, so through nginx each connection leaves from a loopback address of its own (127.0.<n>.1, n = 1…32), as clients from 32 networks would — the split ip_hash makes of them shows in the processes' CPU. Stored: the rows ClickHouse counts in the events table once the processes' write buffers have flushed (250 ms after a row waits), against the hits accepted (202). Latency: send to answer of the accepted requests, in the load generator.",
      '',
      '| hits per request × traffic | sent to | accepted events/s | requests/s | latency p50 | p95 | p99 | errors | CPU of A (% of one core) | CPU of B | stored of accepted |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...ingest,
      '',
      '### Sockets',
      '',
      `${sockets.toLocaleString('en')} sockets (one user's token), each on one of the load run's ${o.feeds.length} realtime feeds (5 resources × 2 sites) and on the probe feed, first all on A, then half on A and half on B (sockets taking them in turn); ${SOCKET_EVENTS_PER_SECOND} events/s of the ingest section's traffic (1 per request, on a schedule) and one probe a second (a page view on ${o.probe.domain}, which the traffic does not touch) all sent to A, for ${seconds} s. Delay: from a probe's send to the update counting it on each socket, grouped by the process the socket is on. A feed is computed by the one process holding its lease in Redis, which hears of the other's flushes on the bus and hands its result to the other process for its sockets (docs/architecture.md, "Several processes"). Memory: each process's RSS before the sockets connect, its peak (sampled every 2 s) and at the end.`,
      '',
      '| sockets | process | sockets on it | delay p50 | p95 | p99 | max | probe updates missed | CPU (% of one core) | RSS before | RSS peak | RSS at the end |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...socketResults.rows,
      '',
      ...socketResults.notes.map((note) => `- ${note}`),
      '',
      `Errors the processes logged during the section: ${errorsLogged.size ? [...errorsLogged].map(([error, n]) => `${n} × ${error}`).join('; ') : 'none'}.`,
      '',
      `Load average (1, 5, 15 min) at the start of this section: ${loadStart}; at its end: ${fmtLoad()} (2 cores, shared with other work; ClickHouse, PostgreSQL, Redis, nginx and the clients on the same cores).`,
    ].join('\n');
  } catch (err) {
    o.log(`the processes' last lines:\n${output.join('\n')}`);
    throw err;
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await stop();
  }
}
