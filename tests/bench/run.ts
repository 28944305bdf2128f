/**
 * `npm run bench`: the data-plane benchmarks of issue 4 and the client ones of issue 5, loopback only, each bounded, written
 * to docs/benchmarks.md with the machine they ran on. Sizes scale with BENCH_SCALE (default 1:
 * 1 M events/day for the realtime set, 45 M events over 45 days for insights).
 */
import '../../core/server/events/threadPool';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { performance as nodePerformance, type EventLoopUtilization } from 'node:perf_hooks';
import Fastify from 'fastify';
import type { ServerOptions } from '../../core/server/config/ServerConfig';
import { createServer, type ConsoleServer } from '../../core/server/createServer';
import type { EventRow } from '../../core/server/events/EventRow';
import { RollupMaintainer } from '../../core/server/events/duckdb/RollupMaintainer';
import { localMidnight } from '../../plugins/monitoring/server/timeWindow';
import { adsSection } from './adsBench';
import { audiencesSection } from './audiencesBench';
import { buildConsole, clientSection } from './clientBench';
import { datatableSection } from './datatableBench';
import { metaTagsSection } from './metaTagsBench';
import { pixelFiringSection } from './pixelFiringBench';
import { insertSyntheticEvents } from './syntheticEvents';
import { writeSection } from './writeSection';
import { copyToClickHouse, mergesDone } from './copyToClickHouse';
import { twoProcessesSection } from './twoProcessesBench';
import { missingPackages, startClickHouse, type LocalService } from '../../tools/cluster/localServices';
import { freePort } from '../support/throwawayPostgres';
import { duckDbStore } from '../support/duckDbStore';
import { fmtLoad, ms, percentile } from './benchStats';
import { feedsUnderLoad, INGEST_LOADS, ingestLoad, runNode, type LoadResult, type SocketClientsResult } from './benchClients';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const DAY = 86_400_000;
const ROOT = path.join(__dirname, '../..');
const OUT = path.join(ROOT, 'docs/benchmarks.md');
const workDir = mkdtempSync(path.join(tmpdir(), 'ac-bench-'));

const log = (line: string) => console.log(`[bench] ${line}`);

const UNLIMITED = { points: 1_000_000_000, durationSeconds: 1 };

/**
 * The options of every bench server, built here only: the API alone unless `distDir` names a build.
 * The loopback load must not meet the abuse limits meant for one visitor or one user (the collect
 * rate per IP and per site, the feeds per socket and sockets per user): the bench sends every hit
 * from one IP and opens every socket as one user. Its sockets come from the server's own origin
 * (clients/socketClients.js), as the console's pages do.
 */
function benchServerOptions(name: string, eventStoreFile: string | undefined, distDir: string, clickhouseUrl?: string): ServerOptions {
  return {
    dataDir: path.join(workDir, name),
    eventStoreFile,
    clickhouseUrl,
    port: 0,
    host: '127.0.0.1',
    seed: 'demo',
    demoHistoryDays: 0,
    simulate: false,
    logger: false,
    distDir,
    jwtSecret: 'bench'.repeat(13),
    // One address and one user play every visitor and every console tab: no abuse limit may count them as one.
    limits: { collectPerIp: UNLIMITED, collectPerSite: UNLIMITED, socketsPerUser: 1_000_000, subscriptionsPerSocket: 1_000_000, unauthenticatedSocketsPerIp: 1_000_000 },
  };
}

/** `distDir`: a console build to serve (the client bench); otherwise the API alone. */
async function startServer(name: string, eventStoreFile?: string, distDir = path.join(workDir, 'no-dist'), clickhouseUrl?: string): Promise<{ server: ConsoleServer; url: string; token: string }> {
  const server = await createServer(benchServerOptions(name, eventStoreFile, distDir, clickhouseUrl));
  const url = await server.listen();
  const login = await fetch(`${url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { server, url, token };
}

// ---------------------------------------------------------------- ingest
const INGEST_HEADING = '## Ingest through HTTP (POST /api/v1/collect, 32 connections, 5 s per row)';
const perSecond = (n: number, seconds: number) => Math.round(n / seconds).toLocaleString('en');

/** `run` with the CPU time this process (the servers) spent meanwhile. */
async function serverCpu<T>(run: () => Promise<T>): Promise<T & { cpuMs: number }> {
  const start = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(start);
  return { ...result, cpuMs: (used.user + used.system) / 1000 };
}

/**
 * Page views one to a request (an unbatched tracker), twenty to a request, and twenty of what the
 * tracker batches for one visitor (page views, question views and votes with their question, CTA
 * clicks), each next to the same load on a no-op fastify route, all drawn like real traffic
 * (clients/traffic.js).
 */
async function ingestBench() {
  const loadStart = fmtLoad();
  const { server, url } = await startServer('ingest');
  const noop = Fastify({ logger: false });
  noop.post('/noop', async (_request, reply) => reply.code(202).send({ status: 'success', data: { accepted: 1 } }));
  const noopUrl = await noop.listen({ port: 0, host: '127.0.0.1' });
  const rows: string[] = [];
  const traffic: string[] = [];
  let accepted = 0;
  for (const [batch, mix, hits] of INGEST_LOADS) {
    const collect = await serverCpu(() => ingestLoad([`${url}/api/v1/collect`], batch, mix));
    const baseline = await serverCpu(() => ingestLoad([`${noopUrl}/noop`], batch, mix));
    accepted += collect.hits;
    const share = (collect.requests / collect.seconds / (baseline.requests / baseline.seconds)) * 100;
    const cpu = (r: LoadResult & { cpuMs: number }) => `${Math.round((r.cpuMs * 1000) / r.requests)} µs`;
    rows.push(
      `| ${batch} | ${hits} | ${perSecond(collect.hits, collect.seconds)} | ${perSecond(collect.requests, collect.seconds)} | ${perSecond(baseline.requests, baseline.seconds)} | ${share.toFixed(0)} % | ${cpu(collect)} | ${cpu(baseline)} | ${collect.errors} |`,
    );
    traffic.push(`${batch} × ${mix}: ${collect.sent.visitors.toLocaleString('en')} visitors and ${collect.sent.userAgents} user agents sent (pool: ${collect.pool.bodies.toLocaleString('en')} bodies, ${collect.pool.visitors.toLocaleString('en')} visitors, ${collect.pool.userAgents} user agents)`);
    log(`ingest batch ${batch} ${mix}: ${JSON.stringify(collect)} vs no-op ${JSON.stringify(baseline)}`);
  }
  await server.services.events.flush();
  const [{ n }] = await duckDbStore(server.services.events).query<{ n: number }>('SELECT count(*) AS n FROM events');
  await noop.close();
  await server.close();
  return [
    'Traffic drawn like real traffic (tests/bench/clients/traffic.js): visitors from a power law over 2,000,000 ids, each with a user agent drawn from the `user-agents` package (real agents, weighted by how often they are seen), Zipf-like pages on two sites with campaign and ad-click parameters now and then, referrers from direct, search, social, the site itself and 20,000 other sites; bodies are built before the clock starts. The same bodies against a no-op fastify route in the same run show what HTTP alone costs here.',
    '',
    '| hits per request | hits | collect: events/s | collect: requests/s | no-op fastify route: requests/s | collect ÷ no-op | server CPU per request: collect | server CPU per request: no-op | collect errors |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    'Server CPU per request (this process: HTTP, the pipeline, the write buffer and DuckDB\'s own threads) depends less on what else runs on the machine than the rates do.',
    '',
    ...traffic.map((line) => `- ${line}`),
    '',
    `Every accepted hit was stored: ${n.toLocaleString('en')} rows for ${accepted.toLocaleString('en')} accepted hits.`,
    '',
    `Load average (1, 5, 15 min) at the start of this section: ${loadStart}; at its end: ${fmtLoad()} (2 cores, shared with other work).`,
  ].join('\n');
}

// ---------------------------------------------------------------- queries
/**
 * Sorted timings of `runs` calls after 2 warm-ups; `first` is the very first (cold: nothing cached) call.
 * A monitoring resource is a GET with `params`; `post` sends a POST with that body instead.
 */
async function timeResource(url: string, token: string, resource: string, params: Record<string, unknown>, runs: number, post?: Record<string, unknown>): Promise<{ times: number[]; first: number }> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) qs.append(k, typeof one === 'object' ? JSON.stringify(one) : String(one));
  const times: number[] = [];
  let first = 0;
  for (let i = -2; i < runs; i++) {
    const started = performance.now();
    const res = post
      ? await fetch(`${url}/api/v1/${resource}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(post) })
      : await fetch(`${url}/api/v1/monitoring/${resource}?${qs}`, { headers: { authorization: `Bearer ${token}` } });
    await res.text();
    if (res.status !== 200) throw new Error(`${resource}: ${res.status}`);
    if (i === -2) first = performance.now() - started;
    if (i >= 0) times.push(performance.now() - started);
  }
  return { times: times.sort((a, b) => a - b), first };
}

const REALTIME: [string, Record<string, unknown>][] = [
  ['users', {}],
  ['devices', {}],
  ['browsers', {}],
  ['operatingSystems', {}],
  ['referrer', {}],
  ['referrerTypes', {}],
  ['users/domains', {}],
  ['users/pages', {}],
  ['users/histogram', { interval: '5m', timezone: 'Europe/Vienna' }],
  ['users/histogram', { interval: '5m', timezone: 'Europe/Vienna', compare: 'yesterday' }],
  ['eventHistogram', { eventName: 'vote', timezone: 'Europe/Vienna' }],
  ['eventHistory', { eventName: 'vote', timezone: 'Europe/Vienna', compare: 'yesterday' }],
  ['toolsStats', {}],
];

interface RealtimeTiming {
  resource: string;
  params: Record<string, unknown>;
  first: number;
  p50: number;
  p95: number;
  /** p95 with one domain. */
  oneP95: number;
}

/** 20 timed GETs per realtime resource after 2 warm-ups, over all domains and one. */
async function timeRealtime(url: string, token: string, label: string): Promise<RealtimeTiming[]> {
  const timings: RealtimeTiming[] = [];
  for (const [resource, params] of REALTIME) {
    const { times: all, first } = await timeResource(url, token, resource, params, 20);
    const { times: one } = await timeResource(url, token, resource, { ...params, domain: 'news.example.com' }, 20);
    timings.push({ resource, params, first, p50: percentile(all, 50), p95: percentile(all, 95), oneP95: percentile(one, 95) });
    log(`realtime (${label}) ${resource} ${JSON.stringify(params)}: first ${ms(first)} p50 ${ms(percentile(all, 50))} p95 ${ms(percentile(all, 95))}`);
  }
  return timings;
}

async function realtimeBench(url: string, token: string, rowsInStore: number) {
  return [
    `${rowsInStore.toLocaleString('en')} events in the store (${(1_000_000 * SCALE).toLocaleString('en')} per day, up to now); 20 timed GETs per row after 2 warm-ups, sequential, through HTTP.`,
    '',
    '| resource | filter | first call | all domains p50 | all domains p95 | one domain p95 |',
    '|---|---|---:|---:|---:|---:|',
    ...(await timeRealtime(url, token, 'DuckDB')).map((r) => `| ${r.resource} | ${JSON.stringify(r.params)} | ${ms(r.first)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.oneP95)} |`),
  ].join('\n');
}

/** Insights numbers before the settled-hours cache and the integer visitor key (same machine, 45 M rows, to = now). */
const INSIGHTS_BEFORE =
  'Before (commit 58389e5, range now − 45 days … now, p95): users 5,771 ms; users + audience 1,011 ms; devices 7,165 ms; referrerByType 26,702 ms; views/pages 37,022 ms; users/domains + audience 4,638 ms; histograms 98–162 ms. Before roll-ups and metric=views (commit 9e45ae6, hits drawn independently, load ~6): first calls 0.6–18 s, warm p95 29–454 ms.';

type InsightsQuery = [page: string, resource: string, params: Record<string, unknown>, post?: Record<string, unknown>];

/**
 * The queries of the insights pages (issue 6) over the range they send: from local midnight
 * 44 days ago to the next local midnight (today included, still receiving events), Europe/Vienna;
 * the overview over 7 days.
 */
function insightsQueries(now: number): { range: { from: number; to: number }; queries: InsightsQuery[] } {
  const timezone = 'Europe/Vienna';
  const days = (n: number) => ({ from: localMidnight(now - (n - 1) * DAY, timezone), to: localMidnight(now + DAY + 3 * 3600_000, timezone), timezone });
  const range = days(45);
  const week = days(7);
  const domain = { domain: 'news.example.com' };
  const audience = { terms: [{ field: 'audience', value: 3 }] };
  const daily = { interval: '1d' };
  // The content page counts page views only (metric=views), its audiences tab users too.
  const views = { metric: 'views' };
  const queries: InsightsQuery[] = [
    ...(['views/pages', 'views/histogram', 'views', 'devices', 'referrerTypes', 'referrerByType', 'audiences'] as const).flatMap((resource): InsightsQuery[] => {
      const base = { ...range, ...(resource === 'views/pages' ? { size: 15 } : {}), ...(resource === 'views/histogram' ? daily : {}), ...(resource === 'audiences' ? {} : views) };
      return [
        ['content', resource, base],
        ['content', resource, { ...base, ...domain }],
      ];
    }),
    ['content', 'views/pages', { ...range, size: 15, ...views, ...audience }],
    ['content', 'views/pages', { ...range, size: 1, ...views, page: '/section/page-1' }],
    ['content', 'views/histogram', { ...range, ...daily, ...views, page: '/section/page-1' }],
    ['audiences', 'users/histogram', { ...range, ...daily, ...audience }],
    ['audiences', 'devices', { ...range, ...audience }],
    ['audiences', 'referrerByType', { ...range, ...audience }],
    ['audiences', 'users/domains', { ...range, ...audience }],
    ['audiences', 'users/pages', { ...range, ...audience, ...domain }],
    // The info tab: visitors of the last 30 days; refreshCache skips the 5-minute answer cache, so every call counts.
    ['audiences', 'audiences/getVisitorCount', {}, { timeframe: 'last30Days', missingAudienceIds: [3], refreshCache: true }],
    ['audiences', 'audiences/getLeadsCount', {}, { timeframe: 'last30Days', missingAudienceIds: [3], refreshCache: true }],
    // The overview shows page views (total, domains and pages) by metric=views, the rest with users.
    ...(['users', 'views', 'devices', 'views/domains', 'views/pages', 'users/channels', 'audiences'] as const).map((resource): InsightsQuery => [
      'overview (7 days)',
      resource,
      resource.startsWith('views') ? { ...week, ...views } : week,
    ]),
    ['overview (7 days)', 'users', { ...week, ...domain }],
  ];
  return { range, queries };
}

interface InsightsTiming {
  page: string;
  resource: string;
  /** The filter as the table shows it (no range). */
  shown: string;
  first: number;
  p50: number;
  p95: number;
}

/**
 * Times every insights query (first call, then 2 warm-ups and 5 timed GETs) while a feeder
 * appends 12 events a second (1 M a day at full scale) from visitors of the same pool, so every
 * call also counts an open part that changes.
 */
async function timeInsights(t: { server: ConsoleServer; url: string; token: string }, queries: readonly InsightsQuery[], visitors: number, label: string): Promise<InsightsTiming[]> {
  const feeder = setInterval(() => {
    const ts = Date.now();
    const rows: EventRow[] = Array.from({ length: Math.max(1, Math.round(12 * SCALE)) }, (_, i) => ({
      ts, kind: 'pageview', event: '', label: '', domain: i % 2 ? 'news.example.com' : 'sport.example.com', path: `/section/page-${i}`, url: '', title: `Title of /section/page-${i}`,
      image: '', visitorId: `v${Math.floor(Math.random() ** 2 * visitors)}`, device: 'Phone', browser: 'Safari', os: 'iOS', referrer: 'google.com', referrerType: 'Search', lists: { audience: i % 3 ? [] : [3] },
    }));
    t.server.services.events.append(rows);
  }, 1000);
  const timings: InsightsTiming[] = [];
  try {
    for (const [page, resource, params, post] of queries) {
      const { times, first } = await timeResource(t.url, t.token, resource, params, 5, post);
      const shown = JSON.stringify(post ?? Object.fromEntries(Object.entries(params).filter(([k]) => k !== 'from' && k !== 'to' && k !== 'timezone')));
      timings.push({ page, resource, shown, first, p50: percentile(times, 50), p95: percentile(times, 95) });
      log(`insights (${label}) ${page} ${resource} ${shown}: first ${ms(first)} p50 ${ms(percentile(times, 50))} p95 ${ms(percentile(times, 95))}`);
    }
  } finally {
    clearInterval(feeder);
  }
  return timings;
}

async function insightsBench(t: { server: ConsoleServer; url: string; token: string }, rowsInStore: number, visitors: number) {
  const { range, queries } = insightsQueries(Date.now());
  const loadStart = loadavg();
  const timings = await timeInsights(t, queries, visitors, 'DuckDB');
  const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  // The server runs in this process: its memory is the process's (DuckDB's buffers, the settled parts' pairs tables).
  const rss = (process.memoryUsage().rss / 2 ** 30).toFixed(2);
  return [
    `${rowsInStore.toLocaleString('en')} events over 45 days plus ${Math.max(1, Math.round(12 * SCALE))} new events a second during the run. Range: ${new Date(range.from).toISOString()} … ${new Date(range.to).toISOString()} (45 local days, today included, as the insights pages send it); overview: the last 7 local days. "first call" = nothing cached for that filter; then 2 warm-ups and 5 timed GETs, sequential, through HTTP.`,
    '',
    '| page | resource | filter | first call | p50 | p95 |',
    '|---|---|---|---:|---:|---:|',
    ...timings.map((r) => `| ${r.page} | ${r.resource} | ${r.shown} | ${ms(r.first)} | ${ms(r.p50)} | ${ms(r.p95)} |`),
    '',
    `Load average (1, 5, 15 min) at the start of this section: ${fmt(loadStart)}; at its end: ${fmt(loadavg())} (2 cores, shared with other work). Process memory (RSS) at the end: ${rss} GiB.`,
    '',
    INSIGHTS_BEFORE,
  ].join('\n');
}

/** Generates the 45-day store, starts a server on it and runs the insights queries. */
async function insightsSection(now: number) {
  const insightsFile = path.join(workDir, 'insights.duckdb');
  const insightsRows = Math.round(45_000_000 * SCALE);
  const visitors = Math.round(3_000_000 * SCALE);
  log(`generating ${insightsRows} insights events …`);
  const genStart = Date.now();
  await insertSyntheticEvents(insightsFile, { from: now - 45 * DAY, to: now, count: insightsRows, visitors });
  log(`generated in ${((Date.now() - genStart) / 1000).toFixed(0)} s`);
  const insightsServer = await startServer('insights', insightsFile);
  try {
    // A store written without roll-ups (as the generator leaves it) rolls its history up in the background once.
    const rollStart = Date.now();
    while (duckDbStore(insightsServer.server.services.events).rolledUntil() < RollupMaintainer.target()) await new Promise((r) => setTimeout(r, 200));
    const rolledIn = (Date.now() - rollStart) / 1000;
    log(`rolled up in ${rolledIn.toFixed(0)} s`);
    const section = await insightsBench(insightsServer, insightsRows, visitors);
    return `${section}\n\nThe generated store had no roll-ups: opening it rolled up its ${insightsRows.toLocaleString('en')} events in ${rolledIn.toFixed(0)} s (once, in the background; queries read the events meanwhile).`;
  } finally {
    await insightsServer.server.close();
  }
}

const INSIGHTS_HEADING = '## Insights: 45-day queries';

/** BENCH_ONLY=insights at full scale: replaces the insights section of docs/benchmarks.md, the rest stays. */
function writeInsightsSection(insights: string) {
  const doc = readFileSync(OUT, 'utf8');
  const start = doc.indexOf(INSIGHTS_HEADING);
  if (start < 0) throw new Error(`${OUT} has no "${INSIGHTS_HEADING}" section.`);
  const rest = doc.slice(start + INSIGHTS_HEADING.length);
  const next = rest.search(/\n(## |Total bench time)/);
  writeFileSync(OUT, `${doc.slice(0, start)}${INSIGHTS_HEADING}\n\n${insights}\n${next < 0 ? '' : rest.slice(next)}`);
}

// ---------------------------------------------------------------- ClickHouse beside DuckDB
const CLICKHOUSE_HEADING = '## ClickHouse beside DuckDB (issue 20)';

/** A server on a fresh ClickHouse database holding `duckFile`'s events, the copy timed. */
async function clickHouseServer(name: string, clickhouse: LocalService, duckFile: string) {
  const server = await startServer(name, undefined, undefined, `${clickhouse.url}/${name}`);
  const started = Date.now();
  const rows = await copyToClickHouse(duckFile, clickhouse.url, name, workDir);
  log(`copied ${rows} events into ClickHouse in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  log(`ClickHouse merged the copy's parts ${((await mergesDone(clickhouse.url, name)) / 1000).toFixed(0)} s later`);
  return server;
}

/** The same store read through DuckDB, once its history is rolled up as a running server's is. */
async function duckDbServer(name: string, duckFile: string) {
  const server = await startServer(name, duckFile);
  while (duckDbStore(server.server.services.events).rolledUntil() < RollupMaintainer.target()) await new Promise((r) => setTimeout(r, 200));
  return server;
}

/**
 * The realtime resources (2 days at 1 M events a day) and the insights queries (45 M events over
 * 45 days) on the same generated events in both stores, one after the other on this machine:
 * DuckDB embedded, and Debian's clickhouse-server 18.16 on loopback (started here, data in the
 * bench's folder), which the server reads over HTTP.
 */
async function clickHouseSection(now: number) {
  const clickhouse = await startClickHouse(path.join(workDir, 'clickhouse'), await freePort());
  try {
    const realtimeFile = path.join(workDir, 'realtime.duckdb');
    const realtimeRows = Math.round(2_000_000 * SCALE);
    log(`generating ${realtimeRows} realtime events …`);
    await insertSyntheticEvents(realtimeFile, { from: now - 2 * DAY, to: now, count: realtimeRows, visitors: Math.round(300_000 * SCALE) });
    const realtime: Record<string, RealtimeTiming[]> = {};
    for (const store of ['DuckDB', 'ClickHouse'] as const) {
      const t = store === 'DuckDB' ? await duckDbServer('duck_realtime', realtimeFile) : await clickHouseServer('ch_realtime', clickhouse, realtimeFile);
      try {
        realtime[store] = await timeRealtime(t.url, t.token, store);
      } finally {
        await t.server.close();
      }
    }
    const insightsFile = path.join(workDir, 'insights.duckdb');
    const insightsRows = Math.round(45_000_000 * SCALE);
    const visitors = Math.round(3_000_000 * SCALE);
    log(`generating ${insightsRows} insights events …`);
    await insertSyntheticEvents(insightsFile, { from: now - 45 * DAY, to: now, count: insightsRows, visitors });
    const { queries } = insightsQueries(Date.now());
    const insights: Record<string, InsightsTiming[]> = {};
    for (const store of ['DuckDB', 'ClickHouse'] as const) {
      const t = store === 'DuckDB' ? await duckDbServer('duck_insights', insightsFile) : await clickHouseServer('ch_insights', clickhouse, insightsFile);
      try {
        insights[store] = await timeInsights(t, queries, visitors, store);
      } finally {
        await t.server.close();
      }
    }
    const side = (label: string, duck: { first: number; p95: number }, ch: { first: number; p50: number; p95: number }) =>
      `| ${label} | ${ms(duck.first)} | ${ms(duck.p95)} | ${ms(ch.first)} | ${ms(ch.p50)} | ${ms(ch.p95)} |`;
    return [
      `Realtime: ${realtimeRows.toLocaleString('en')} events (1 M a day, up to now), all domains, 20 timed GETs after 2 warm-ups. Insights: ${insightsRows.toLocaleString('en')} events over 45 days, the insights pages' ranges and filters, 5 timed GETs after 2 warm-ups, 12 new events a second meanwhile. Sequential, through HTTP; the same rows in both stores (copied from the generated DuckDB file; ClickHouse timed once it merged the copy's parts, its roll-ups filled by their materialized views during the copy). Both stores keep a query's settled hours (distinct visitors as (group, visitor) pairs: DuckDB in memory, ClickHouse in a Memory table per part) and settled time buckets: the first call pays for them, the timed ones for the open hour.`,
      '',
      '| realtime resource | DuckDB first | DuckDB p95 | ClickHouse first | ClickHouse p50 | ClickHouse p95 |',
      '|---|---:|---:|---:|---:|---:|',
      ...realtime.DuckDB.map((duck, i) => side(`${duck.resource} ${JSON.stringify(duck.params)}`, duck, realtime.ClickHouse[i])),
      '',
      '| insights page | resource | filter | DuckDB first | DuckDB p95 | ClickHouse first | ClickHouse p50 | ClickHouse p95 |',
      '|---|---|---|---:|---:|---:|---:|---:|',
      ...insights.DuckDB.map((duck, i) => side(`${duck.page} | ${duck.resource} | ${duck.shown}`, duck, insights.ClickHouse[i])),
      '',
      `Load average (1, 5, 15 min) at the end: ${fmtLoad()} (2 cores, shared with other work; ClickHouse's own threads on the same cores).`,
    ].join('\n');
  } finally {
    await clickhouse.stop();
  }
}

// ---------------------------------------------------------------- client
const CLIENT_HEADING = '## Client: bundle sizes, login to first card (issue 5)';

/** Builds the console, serves it on the realtime store (1 M events/day) and runs the client bench. */
async function clientBench(realtimeFile: string) {
  const loadStart = fmtLoad();
  const distDir = path.join(workDir, 'dist');
  log('building the console …');
  buildConsole(distDir);
  const t = await startServer('client', realtimeFile, distDir);
  try {
    const section = await clientSection({ url: t.url, distDir, runs: 10, email: 'analyst@demo.test', password: 'demo1234', log });
    return `${section}\n\nLoad average (1, 5, 15 min) at the start of this section: ${loadStart}; at its end: ${fmtLoad()} (2 cores, shared with other work).`;
  } finally {
    await t.server.close();
  }
}

// ---------------------------------------------------------------- sockets
async function socketBench(t: { server: ConsoleServer; url: string; token: string }) {
  const SOCKETS = 1000;
  const SECONDS = 20;
  const feeds = ['users', 'devices', 'referrerTypes', 'users/domains', 'users/pages'].flatMap((resource) =>
    ['news.example.com', 'sport.example.com'].map((domain) => ({ resource, filter: { domain } })),
  );
  // New events every 2 s: each room recomputes on the flush and pushes to its sockets.
  const feeder = setInterval(() => {
    const now = Date.now();
    const rows: EventRow[] = Array.from({ length: Math.max(1, Math.round(12 * SCALE)) }, (_, i) => ({
      ts: now, kind: 'pageview', event: '', label: '', domain: i % 2 ? 'news.example.com' : 'sport.example.com', path: `/live/${i}`, url: '', title: 'Live',
      image: '', visitorId: `live-${i}-${now}`, device: 'Phone', browser: 'Safari', os: 'iOS', referrer: '', referrerType: 'Direct', lists: { audience: [] },
    }));
    t.server.services.events.append(rows);
  }, 2000);
  let cpuStart: NodeJS.CpuUsage | undefined;
  let wallStart = 0;
  const result = await runNode<SocketClientsResult>('socketClients.js', [t.url, t.token, String(SOCKETS), String(SECONDS), JSON.stringify(feeds)], (line) => {
    if (!line.includes('ready')) return;
    setTimeout(() => {
      cpuStart = process.cpuUsage();
      wallStart = Date.now();
    }, 1000);
  });
  const used = process.cpuUsage(cpuStart);
  const wall = Date.now() - wallStart;
  clearInterval(feeder);
  const serverShare = ((used.user + used.system) / 1000 / wall) * 100;
  const clientShare = (result.cpuMs / (result.seconds * 1000)) * 100;
  log(`sockets: ${JSON.stringify(result)}; server CPU ${serverShare.toFixed(1)} % of one core`);
  return [
    `${result.subscribed} sockets subscribed over ${feeds.length} rooms (5 resources × 2 domains), new events every 2 s, measured for ${SECONDS} s.`,
    '',
    '| server CPU (% of one core) | updates received per socket per second | client process CPU (% of one core, not part of the target) |',
    '|---:|---:|---:|',
    `| ${serverShare.toFixed(1)} % | ${(result.updates / result.subscribed / result.seconds).toFixed(2)} | ${clientShare.toFixed(1)} % |`,
  ].join('\n');
}

const REALTIME_HEADING = '## Realtime resources';
const SOCKETS_HEADING = '## 1,000 sockets';

/** Generates two days at 1 M events a day up to `now`, and runs the realtime resources and the sockets on them. */
async function realtimeSections(now: number) {
  const realtimeFile = path.join(workDir, 'realtime.duckdb');
  const realtimeRows = Math.round(2_000_000 * SCALE);
  log(`generating ${realtimeRows} realtime events …`);
  await insertSyntheticEvents(realtimeFile, { from: now - 2 * DAY, to: now, count: realtimeRows, visitors: Math.round(300_000 * SCALE) });
  const realtimeServer = await startServer('realtime', realtimeFile);
  try {
    // Timed once the generated history is rolled up, as a running server's is.
    while (duckDbStore(realtimeServer.server.services.events).rolledUntil() < RollupMaintainer.target()) await new Promise((r) => setTimeout(r, 200));
    const realtime = await realtimeBench(realtimeServer.url, realtimeServer.token, realtimeRows);
    log('1,000 sockets …');
    const sockets = await socketBench(realtimeServer);
    return { realtime, sockets, realtimeFile };
  } finally {
    await realtimeServer.server.close();
  }
}

// ---------------------------------------------------------------- load
const LOAD_HEADING = '## Load: 1,000 sockets with live feeds and 5,000 collected events/s';
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 600);
/** Hits per collect request in the load run: 1 is an unbatched tracker, the dearest case. */
const LOAD_BATCH = Number(process.env.BENCH_LOAD_BATCH ?? 1);
const LOAD_EVENTS_PER_SECOND = 5000;
/** The load run's feeds: 5 resources, each on the two sites the load draws. */
const LOAD_FEEDS = ['users', 'devices', 'referrerTypes', 'users/domains', 'users/pages'];
const LOAD_SITES = ['news.example.com', 'sport.example.com'];
const LOAD_SOCKETS = 1000;
/** The realtime cards' range, which the server's live window holds. */
const LIVE_RANGE_SECONDS = 300;
/** Page views of the probes go to a site the load does not touch (clients/traffic.js draws the other two). */
const PROBE_DOMAIN = 'blog.example.org';
const PROBE_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/**
 * 1,000 sockets on live feeds (10 rooms of the realtime cards, plus the probe feed on every socket)
 * while 5,000 events/s of real-looking traffic arrive on a schedule, for BENCH_LOAD_SECONDS (600).
 * Reports errors of every kind, accepted against stored events, the feeds' delay (probe sent →
 * update on each socket) and the server's memory, sampled every 5 s, after a warm-up.
 */
async function loadBench() {
  const loadStart = fmtLoad();
  const t = await startServer('load');
  // The live window fills for its first 5 minutes (the realtime cards' range) by design: memory is
  // flat when it stops growing after that, so growth is measured from there (half of a short run).
  const warmUp = Math.min(LIVE_RANGE_SECONDS, LOAD_SECONDS / 2);
  try {
    const feeds = LOAD_FEEDS.flatMap((resource) => LOAD_SITES.map((domain) => ({ resource, filter: { domain } })));
    const probe = { domain: PROBE_DOMAIN, userAgent: PROBE_AGENT };
    const rss: { at: number; mib: number }[] = [];
    let sampler: ReturnType<typeof setInterval> | undefined;
    let cpuStart: NodeJS.CpuUsage | undefined;
    let loopStart: EventLoopUtilization | undefined;
    const { sockets, load } = await feedsUnderLoad({
      socketUrls: [t.url],
      token: t.token,
      sockets: LOAD_SOCKETS,
      seconds: LOAD_SECONDS,
      feeds,
      probe,
      collectUrl: `${t.url}/api/v1/collect`,
      eventsPerSecond: LOAD_EVENTS_PER_SECOND,
      batch: LOAD_BATCH,
      connections: 256,
      onReady: (line) => log(`load: sockets ready ${line}; ${LOAD_EVENTS_PER_SECOND} events/s for ${LOAD_SECONDS} s …`),
      onStart: () => {
        const started = Date.now();
        cpuStart = process.cpuUsage();
        loopStart = nodePerformance.eventLoopUtilization();
        sampler = setInterval(() => rss.push({ at: (Date.now() - started) / 1000, mib: process.memoryUsage().rss / 2 ** 20 }), 5000);
      },
    });
    clearInterval(sampler);
    const cpu = process.cpuUsage(cpuStart);
    const loop = nodePerformance.eventLoopUtilization(loopStart);
    await t.server.services.events.flush();
    const [{ n }] = await duckDbStore(t.server.services.events).query<{ n: number }>('SELECT count(*) AS n FROM events');
    const accepted = load.hits + (sockets.delay?.accepted ?? 0);
    const errors = load.errors + load.skipped + Object.values(sockets.errors).reduce((a, b) => a + b, 0) + (sockets.delay?.missed ?? 0);
    // Growth: the last three samples against the first three after the warm-up (single samples jump with GC and DuckDB's buffers).
    const afterWarmUp = rss.filter((r) => r.at >= warmUp).map((r) => r.mib);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const base = mean(afterWarmUp.slice(0, 3));
    const end = mean(afterWarmUp.slice(-3));
    const peak = Math.max(...afterWarmUp);
    const growth = ((end - base) / base) * 100;
    const delay = sockets.delay!;
    log(`load: ${JSON.stringify(load)}; sockets ${JSON.stringify(sockets)}; stored ${n} of ${accepted}; RSS ${rss.map((r) => Math.round(r.mib)).join(' ')}`);
    const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
    const mib = (x: number) => `${Math.round(x).toLocaleString('en')} MiB`;
    return [
      `${LOAD_SOCKETS.toLocaleString('en')} sockets (one user's token), each on one of ${feeds.length} realtime feeds (5 resources × 2 sites) and on the probe feed; ${LOAD_EVENTS_PER_SECOND.toLocaleString('en')} events/s of the ingest section's traffic, ${LOAD_BATCH} per request, sent on a schedule (open loop, at most 256 in flight) for ${LOAD_SECONDS} s. A probe (one page view on ${PROBE_DOMAIN}, which the load does not touch) leaves every second; its delay is the time from its send to the update counting it, on every socket.`,
      '',
      '| target | measured | |',
      '|---|---|---|',
      `| 0 errors | ${errors} (collect: ${load.errors} failed ${JSON.stringify(load.statuses)}, ${load.skipped} not sent as 256 were in flight; sockets: ${JSON.stringify(sockets.errors)}; probe updates missed: ${delay.missed}) | ${verdict(errors === 0)} |`,
      `| ${LOAD_EVENTS_PER_SECOND.toLocaleString('en')} events/s | ${perSecond(load.hits, load.seconds)} events/s accepted (${load.sent.visitors.toLocaleString('en')} visitors, ${load.sent.userAgents} user agents) | ${verdict(load.hits / load.seconds >= LOAD_EVENTS_PER_SECOND * 0.99)} |`,
      `| every accepted event stored | ${n.toLocaleString('en')} stored of ${accepted.toLocaleString('en')} accepted (load and probes) | ${verdict(n === accepted)} |`,
      `| feed delay p95 ≤ 1 s | p50 ${delay.p50} ms, p95 ${delay.p95} ms, max ${delay.max} ms over ${delay.accepted} probes × ${LOAD_SOCKETS.toLocaleString('en')} sockets | ${verdict(delay.p95 !== null && delay.p95 <= 1000)} |`,
      `| memory flat: RSS growth ≤ 10 % once the live window is full (${warmUp} s) | ${mib(base)} after the warm-up, ${mib(end)} at the end (means of 3 samples; peak ${mib(peak)}): ${growth.toFixed(1)} % | ${verdict(growth <= 10)} |`,
      '',
      `Server process CPU: ${(((cpu.user + cpu.system) / 1000 / (load.seconds * 1000)) * 100).toFixed(0)} % of one core; its event loop busy ${(loop.utilization * 100).toFixed(0)} % of the time (near 100 %: the server is the limit; well below with requests not sent: the machine or the generator is); feed updates received: ${(sockets.updates / sockets.seconds).toFixed(0)}/s. RSS samples (MiB, every 5 s): ${rss.map((r) => Math.round(r.mib)).join(' ')}.`,
      '',
      `Load average (1, 5, 15 min) at the start of this section: ${loadStart}; at its end: ${fmtLoad()} (2 cores, shared with other work).`,
    ].join('\n');
  } finally {
    await t.server.close();
  }
}

// ---------------------------------------------------------------- feeds at the load's density
const FEEDS_HEADING = "## Live feeds in SQL at the load's density (5,000 events/s: 1.5 M events in the 5-minute window)";
/** Under a steady stream of events a room recomputes this often (ResourceHub's FLUSH_RECOMPUTE_MS). */
const RECOMPUTES_PER_SECOND = 2;
const FEED_RUNS = 5;

/**
 * What one recompute of each load feed costs in SQL when 5,000 events arrive a second: the last
 * 10 minutes hold 3 M generated events (5 rooms × 2 sites read the last 5 of them). Sequential
 * GETs, so the server CPU per call (this process, DuckDB's threads included) is the feed's own
 * cost. Generated visits run on past now (their later hits), and the live window answers only
 * ranges that end after its newest row: these calls are SQL's.
 */
async function feedsBench() {
  const file = path.join(workDir, 'feeds.duckdb');
  const now = Date.now();
  await insertSyntheticEvents(file, { from: now - 10 * 60_000, to: now, count: 3_000_000, visitors: 300_000 });
  const t = await startServer('feeds', file);
  try {
    const rows: string[] = [];
    let cpuPerRound = 0;
    for (const resource of LOAD_FEEDS) {
      const timed = await serverCpu(async () => {
        const runs: number[] = [];
        for (const domain of LOAD_SITES) runs.push(...(await timeResource(t.url, t.token, resource, { domain }, FEED_RUNS)).times);
        return { runs: runs.sort((a, b) => a - b) };
      });
      // timeResource makes two warm-up calls before the timed ones.
      const cpuPerCall = timed.cpuMs / (LOAD_SITES.length * (FEED_RUNS + 2));
      cpuPerRound += cpuPerCall * LOAD_SITES.length;
      rows.push(`| ${resource} | ${ms(percentile(timed.runs, 50))} | ${ms(percentile(timed.runs, 95))} | ${ms(cpuPerCall)} |`);
      log(`feeds ${resource}: p50 ${ms(percentile(timed.runs, 50))}, CPU ${ms(cpuPerCall)} per call`);
    }
    const demand = (cpuPerRound * RECOMPUTES_PER_SECOND) / 1000;
    return [
      `3,000,000 generated events over the last 10 minutes (tests/bench/syntheticEvents.ts: Zipf-like pages, visitors from a power law over 300,000); each feed's GET for each of the two sites, 5 timed calls after the warm-ups, sequential, through HTTP.`,
      '',
      '| feed | p50 | p95 | server CPU per computation |',
      '|---|---:|---:|---:|',
      ...rows,
      '',
      `The load run's ${LOAD_FEEDS.length * LOAD_SITES.length} rooms, each recomputed ${RECOMPUTES_PER_SECOND} times a second while events stream in, would ask for ${demand.toFixed(2)} cores for their queries alone in SQL (this machine has 2, shared with the load generator and the socket clients): the store's live window counts them in memory instead (see the load run); SQL remains the path of feeds it cannot answer (a filter beyond the domain, a range of their own) and of the first query after a start.`,
      '',
      `Load average (1, 5, 15 min) at the end: ${fmtLoad()}.`,
    ].join('\n');
  } finally {
    await t.server.close();
  }
}

// ---------------------------------------------------------------- datatable
const DATATABLE_HEADING = '## Datatable: 100,000 channels of one organisation among 1,000,000 (issue 14, PGlite)';

/** The channels datatable on its own server (PGlite), with the generated channels. */
async function datatableBench() {
  const t = await startServer('datatable');
  try {
    return await datatableSection(t.server, t.url, log);
  } finally {
    await t.server.close();
  }
}

// ---------------------------------------------------------------- audiences
const AUDIENCES_HEADING = '## Audience overview: counts of 200 audiences over 30 days (issue 15)';

/** The overview's counts on their own generated store and server. */
function audiencesBench() {
  return audiencesSection(path.join(workDir, 'audiences.duckdb'), SCALE, (file) => startServer('audiences', file), log);
}

// ---------------------------------------------------------------- meta tags
const META_TAGS_HEADING = '## Behaviour table: top 100 meta tags over 30 days (issue 16)';

/** The behaviour table's calls on their own generated store and server. */
function metaTagsBench() {
  return metaTagsSection(path.join(workDir, 'meta-tags.duckdb'), SCALE, (file) => startServer('meta-tags', file), log);
}

// ---------------------------------------------------------------- pixels
const PIXELS_HEADING = '## Pixels: collect with 100 transfers and 100 trackings firing (issue 17)';

/** Collect's throughput without and with campaigns that fire pixels, on a server of its own. */
async function pixelsBench() {
  const t = await startServer('pixels');
  try {
    const load = () => ingestLoad([`${t.url}/api/v1/collect`], 20, 'tracker');
    return await pixelFiringSection(t, load, log);
  } finally {
    await t.server.close();
  }
}

const ADS_HEADING = '## Ads: decisions with 1,000 active ads, the table at 100,000 (issue 18)';

// ---------------------------------------------------------------- two processes
const TWO_PROCESSES_HEADING = '## Two processes (issue 20)';

/** Ingest and the load run's sockets on the reference deployment: two processes, ClickHouse, Redis, nginx. */
function twoProcessesBench() {
  const feeds = LOAD_FEEDS.flatMap((resource) => LOAD_SITES.map((domain) => ({ resource, filter: { domain } })));
  return twoProcessesSection({ scale: SCALE, feeds, probe: { domain: PROBE_DOMAIN, userAgent: PROBE_AGENT }, log });
}

// ---------------------------------------------------------------- main
async function main() {
  const started = Date.now();
  const machine = [
    `- CPU: ${cpus()[0]?.model ?? 'unknown'}, ${execFileSync('nproc').toString().trim()} cores (nproc)`,
    `- Memory: ${(totalmem() / 2 ** 30).toFixed(1)} GiB total, ${(freemem() / 2 ** 30).toFixed(1)} GiB free at start`,
    `- Node ${process.version}, ${process.platform}/${process.arch}; load average at start ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    `- Date: ${new Date().toISOString()}; BENCH_SCALE=${SCALE}`,
  ].join('\n');

  // BENCH_ONLY=insights: the insights section alone, written into docs/benchmarks.md in place.
  if (process.env.BENCH_ONLY === 'insights') {
    const insights = await insightsSection(Date.now());
    console.log(`${machine}\n\n${insights}`);
    // The document holds full-scale numbers; a smaller BENCH_SCALE only prints.
    if (SCALE !== 1) return;
    writeInsightsSection(insights);
    log(`wrote the insights section of ${path.relative(ROOT, OUT)}`);
    return;
  }

  // BENCH_ONLY=clickhouse: the realtime and insights queries on DuckDB and ClickHouse side by side, written into docs/benchmarks.md in place.
  if (process.env.BENCH_ONLY === 'clickhouse') {
    const section = await clickHouseSection(Date.now());
    console.log(`${machine}\n\n${section}`);
    if (SCALE !== 1) return;
    writeOnlySection('clickhouse', CLICKHOUSE_HEADING, section);
    log(`wrote the ClickHouse section of ${path.relative(ROOT, OUT)}`);
    return;
  }

  // BENCH_ONLY=cluster: ingest and sockets on two processes (the reference deployment), written into docs/benchmarks.md in place at full scale.
  if (process.env.BENCH_ONLY === 'cluster') {
    const cluster = await twoProcessesBench();
    console.log(`${machine}\n\n${cluster}`);
    if (SCALE !== 1) return;
    writeOnlySection('cluster', TWO_PROCESSES_HEADING, cluster);
    return;
  }

  // BENCH_ONLY=client: bundle sizes and login → first card alone, written into docs/benchmarks.md in place.
  if (process.env.BENCH_ONLY === 'client') {
    const realtimeFile = path.join(workDir, 'realtime.duckdb');
    const now = Date.now();
    await insertSyntheticEvents(realtimeFile, { from: now - 2 * DAY, to: now, count: Math.round(2_000_000 * SCALE), visitors: Math.round(300_000 * SCALE) });
    const client = await clientBench(realtimeFile);
    console.log(`${machine}\n\n${client}`);
    if (SCALE !== 1) return;
    writeSection(OUT, CLIENT_HEADING, `From \`BENCH_ONLY=client npm run bench\` (${new Date().toISOString()}; Node ${process.version}, Chromium at /usr/bin/chromium).\n\n${client}`, INSIGHTS_HEADING);
    log(`wrote the client section of ${path.relative(ROOT, OUT)}`);
    return;
  }

  // BENCH_ONLY=realtime: the realtime resources and the 1,000 sockets alone, written into docs/benchmarks.md in place.
  if (process.env.BENCH_ONLY === 'realtime') {
    const loadStart = fmtLoad();
    const { realtime, sockets } = await realtimeSections(Date.now());
    console.log(`${machine}\n\n${realtime}\n\n${sockets}`);
    if (SCALE !== 1) return;
    writeSection(OUT, REALTIME_HEADING, `From \`BENCH_ONLY=realtime npm run bench\` (${new Date().toISOString()}; load average at start ${loadStart}, at the end ${fmtLoad()}).\n\n${realtime}`);
    writeSection(OUT, SOCKETS_HEADING, sockets);
    log(`wrote the realtime and socket sections of ${path.relative(ROOT, OUT)}`);
    return;
  }

  // BENCH_ONLY=feeds: what the load's feeds cost at its density, written into docs/benchmarks.md in place.
  if (process.env.BENCH_ONLY === 'feeds') {
    const feeds = await feedsBench();
    console.log(`${machine}\n\n${feeds}`);
    writeOnlySection('feeds', FEEDS_HEADING, feeds);
    return;
  }

  // BENCH_ONLY=datatable: the channels datatable over 1,000,000 rows, written into docs/benchmarks.md in place.
  if (process.env.BENCH_ONLY === 'datatable') {
    const datatable = await datatableBench();
    console.log(`${machine}\n\n${datatable}`);
    writeOnlySection('datatable', DATATABLE_HEADING, datatable);
    return;
  }

  // BENCH_ONLY=audiences: the audience overview's counts (issue 15), written into docs/benchmarks.md in place at full scale.
  if (process.env.BENCH_ONLY === 'audiences') {
    const audiences = await audiencesBench();
    console.log(`${machine}\n\n${audiences}`);
    if (SCALE !== 1) return;
    writeOnlySection('audiences', AUDIENCES_HEADING, audiences);
    return;
  }

  // BENCH_ONLY=metaTags: the behaviour table (issue 16), written into docs/benchmarks.md in place at full scale.
  if (process.env.BENCH_ONLY === 'pixels') {
    const pixels = await pixelsBench();
    console.log(`${machine}\n\n${pixels}`);
    writeOnlySection('pixels', PIXELS_HEADING, pixels);
    return;
  }

  if (process.env.BENCH_ONLY === 'ads') {
    const ads = await adsSection(startServer, runNode, workDir, log);
    console.log(`${machine}\n\n${ads}`);
    writeOnlySection('ads', ADS_HEADING, ads);
    return;
  }

  if (process.env.BENCH_ONLY === 'metaTags') {
    const metaTags = await metaTagsBench();
    console.log(`${machine}\n\n${metaTags}`);
    if (SCALE !== 1) return;
    writeOnlySection('metaTags', META_TAGS_HEADING, metaTags);
    return;
  }

  // BENCH_ONLY=load: the load run alone (BENCH_LOAD_SECONDS, 600 by default), written into docs/benchmarks.md in place at full length.
  if (process.env.BENCH_ONLY === 'load') {
    const load = await loadBench();
    console.log(`${machine}\n\n${load}`);
    if (LOAD_SECONDS < 600) return;
    writeOnlySection('load', LOAD_HEADING, load);
    return;
  }

  log('ingest through HTTP …');
  const ingest = await ingestBench();
  // BENCH_ONLY=ingest: the ingest section alone (about a minute), printed and written into docs/benchmarks.md in place.
  if (process.env.BENCH_ONLY === 'ingest') {
    console.log(`${machine}\n\n${ingest}`);
    writeSection(OUT, INGEST_HEADING, `From \`BENCH_ONLY=ingest npm run bench\` (${new Date().toISOString()}; Node ${process.version}).\n\n${ingest}`);
    log(`wrote the ingest section of ${path.relative(ROOT, OUT)}`);
    return;
  }

  const now = Date.now();
  const { realtime, sockets, realtimeFile } = await realtimeSections(now);
  log('client …');
  const client = await clientBench(realtimeFile);

  const insights = await insightsSection(now);
  log('ClickHouse …');
  const clickhouse = missingPackages().includes('clickhouse-server') ? 'Not measured: Debian\'s clickhouse-server is not installed here.' : await clickHouseSection(now);
  log('two processes …');
  const missing = missingPackages();
  const cluster = missing.length ? `Not measured: Debian's ${missing.join(', ')} not installed here.` : await twoProcessesBench();
  log('load …');
  const load = await loadBench();
  log('feeds …');
  const feeds = await feedsBench();
  log('datatable …');
  const datatable = await datatableBench();
  log('audiences …');
  const audiences = await audiencesBench();
  log('meta tags …');
  const metaTags = await metaTagsBench();
  log('pixels …');
  const pixels = await pixelsBench();

  const doc = `# Benchmarks (data plane)

Written by \`npm run bench\` (tests/bench/run.ts). Loopback only; the load generator and the
socket clients run in their own Node processes, the server in the bench process. Numbers
from a shared machine are noisy: other work on it shows as a high load average below.
\`BENCH_ONLY=ingest|realtime|load|feeds|datatable|audiences|metaTags|pixels|client|insights|clickhouse|cluster npm run bench\` reruns one section and rewrites it
in place (at the full scale and length only; BENCH_LOAD_SECONDS shortens the load run for a smoke run).

Histograms and comparison totals cache buckets that can no longer change (older than 10 s),
so repeated calls with the same filter — every live update, every second viewer — cost only
the open bucket; the "first call" column is the cold cost with nothing cached.

Targets (issue 4): ingest ≥ 30 k events/s; realtime resources p95 ≤ 30 ms at 1 M events/day;
45-day queries p95 ≤ 300 ms at 45 M events; 1,000 sockets on 2 s updates ≤ 50 % of one core.
Issue 13: with traffic drawn like real traffic, single-hit collect ≥ 50 % of a no-op route and tracker
batches ≥ 30 k events/s; 1,000 sockets on live feeds plus 5,000 events/s for 10 minutes with 0 errors,
every accepted event stored, feed delay p95 ≤ 1 s and RSS growth ≤ 10 % after warm-up.
Issue 14: a datatable page (search + sort + filter) over 100,000 rows of one organisation among 1,000,000: p95 ≤ 50 ms through HTTP on PGlite.
Issue 15: the audience overview's counts of 200 audiences over last30Days at 1 M events/day: p95 ≤ 300 ms.
Issue 16: the behaviour table's top 100 meta tags over last30Days at 30 M events: p95 ≤ 300 ms.
Issue 17: collect with 100 active transfers and 100 active trackings firing pixels: ≥ 90 % of its throughput without.

## Machine

${machine}

${INGEST_HEADING}

${ingest}

${REALTIME_HEADING}

${realtime}

${SOCKETS_HEADING}

${sockets}

${LOAD_HEADING}

${load}

${FEEDS_HEADING}

${feeds}

${DATATABLE_HEADING}

${datatable}

${AUDIENCES_HEADING}

${audiences}

${META_TAGS_HEADING}

${metaTags}

${PIXELS_HEADING}

${pixels}

${CLIENT_HEADING}

${client}

## Insights: 45-day queries

${insights}

${CLICKHOUSE_HEADING}

${clickhouse}

${TWO_PROCESSES_HEADING}

${cluster}

Total bench time: ${((Date.now() - started) / 1000).toFixed(0)} s.
`;
  writeFileSync(OUT, doc);
  log(`wrote ${path.relative(ROOT, OUT)}`);
}

/** A section measured alone (BENCH_ONLY=<only>), dated and written into docs/benchmarks.md before the client section. */
function writeOnlySection(only: string, heading: string, body: string) {
  writeSection(OUT, heading, `From \`BENCH_ONLY=${only} npm run bench\` (${new Date().toISOString()}; Node ${process.version}).\n\n${body}`, CLIENT_HEADING);
  log(`wrote the ${only} section of ${path.relative(ROOT, OUT)}`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => rmSync(workDir, { recursive: true, force: true }));

