import type { ConsoleServer } from '../../core/server/createServer';
import type { EventRow } from '../../core/server/events/EventRow';
import { RollupMaintainer } from '../../core/server/events/duckdb/RollupMaintainer';
import { DEMO_DOMAINS } from '../../core/server/seed/demoAccounts';
import type { MetaTagRow } from '../../plugins/audiences/common/Mapping';
import { mappingPaths } from '../../plugins/audiences/common/mappingPaths';
import { audiencesDb } from '../../plugins/audiences/server/AudiencesTables';
import { duckDbStore } from '../support/duckDbStore';
import { metaKeyClass, metaTagId } from '../../plugins/audiences/server/metaTagId';
import { insertSyntheticEvents, syntheticMetaTags } from './syntheticEvents';
import { pastAssignmentSection } from './pastAssignmentBench';
import { RUNS, timedRuns } from './timedRuns';
import { fmtLoad, ms, percentile } from './benchStats';

const DAY = 86_400_000;
const TARGET_P95_MS = 300;

interface BenchServer {
  server: ConsoleServer;
  url: string;
  token: string;
}

/**
 * The catalogue of the synthetic pages' meta tags, seen on every demo domain since the first day:
 * what the metaTags ingest step would have written for the generated page views.
 */
async function catalogueSyntheticTags(t: BenchServer, since: number) {
  const db = audiencesDb(t.server.db);
  const tags = syntheticMetaTags().map((tag) => ({ ...tag, id: metaTagId(tag.key, tag.value) }));
  await db.insertInto('meta_keys').values([...new Set(tags.map((tag) => tag.key))].map((key) => ({ key }))).execute();
  for (let i = 0; i < tags.length; i += 1000) {
    const chunk = tags.slice(i, i + 1000);
    await db.insertInto('meta_tags').values(chunk.map((tag) => ({ id: tag.id, key: tag.key, value: tag.value, value_lower: tag.value.toLowerCase() }))).execute();
    await db
      .insertInto('meta_tag_domains')
      .values(DEMO_DOMAINS.flatMap((domain) => chunk.map((tag) => ({ domain, key: tag.key, meta_tag_id: tag.id, created_at: new Date(since) }))))
      .execute();
  }
}

/** One GET through HTTP, timed: timedRuns. */
async function timeCall<T>(t: BenchServer, path: string, query: Record<string, unknown>, check: (data: T) => void) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]));
  const once = async () => {
    const started = performance.now();
    const res = await fetch(`${t.url}/api${path}?${qs}`, { headers: { authorization: `Bearer ${t.token}` } });
    const reply = (await res.json()) as { data: T };
    if (res.status !== 200) throw new Error(`${path} ${qs}: ${res.status} ${JSON.stringify(reply).slice(0, 200)}`);
    check(reply.data);
    return { time: performance.now() - started, data: reply.data };
  };
  const { first, times } = await timedRuns(once);
  return { first: first.time, data: first.data, times };
}

/**
 * The behaviour table (issue 16): 30 days at 1 M events a day (times BENCH_SCALE), every page view
 * carrying its page's og:title, og:section and keywords; the admin's GET getMetaTags (all domains)
 * and getDistinctVisitors; then a rule's preview and its past assignment (pastAssignmentSection).
 * A feeder appends page views with tags meanwhile, so every call also counts an open part that changes.
 */
export async function metaTagsSection(file: string, scale: number, start: (file: string) => Promise<BenchServer>, log: (line: string) => void): Promise<string> {
  const loadStart = fmtLoad();
  const now = Date.now();
  const events = Math.round(30_000_000 * scale);
  const visitors = Math.round(2_000_000 * scale);
  const genStart = Date.now();
  await insertSyntheticEvents(file, { from: now - 30 * DAY, to: now, count: events, visitors, metaTags: true });
  const generated = (Date.now() - genStart) / 1000;
  log(`metaTags: generated ${events} events in ${generated.toFixed(0)} s`);
  const t = await start(file);
  const feeder = setInterval(() => {
    const ts = Date.now();
    const rows: EventRow[] = Array.from({ length: Math.max(1, Math.round(12 * scale)) }, (_, i) => {
      const page = Math.floor(Math.random() ** 4 * 2000);
      const title = `Title of /section/page-${page}`;
      return {
        ts, kind: 'pageview', event: '', label: '', domain: DEMO_DOMAINS[i % 2], path: `/section/page-${page}`, url: '', title, image: '',
        visitorId: `v${Math.floor(Math.random() ** 2 * visitors)}`, device: 'Phone', browser: 'Safari', os: 'iOS', referrer: '', referrerType: 'Direct',
        lists: { audience: [], meta_tag: [metaTagId('og:title', title)], meta_key: [metaKeyClass('og:title')] },
      };
    });
    t.server.services.events.append(rows);
  }, 1000);
  try {
    await catalogueSyntheticTags(t, now - 30 * DAY);
    const rollStart = Date.now();
    while (duckDbStore(t.server.services.events).rolledUntil() < RollupMaintainer.target()) await new Promise((r) => setTimeout(r, 200));
    const rolledIn = (Date.now() - rollStart) / 1000;
    const [{ rows: perTagRows }] = await duckDbStore(t.server.services.events).query<{ rows: number }>('SELECT count(*) AS rows FROM rollup_meta_tag_visitors_day');
    log(`metaTags: rolled up in ${rolledIn.toFixed(0)} s; ${perTagRows} per-tag visitor rows`);
    const topRows = (top: number) => (data: MetaTagRow[]) => {
      if (data.length !== top) throw new Error(`getMetaTags: ${data.length} rows, ${top} expected`);
    };
    const calls: [string, string, Record<string, unknown>, (data: never) => void, boolean][] = [
      ['getMetaTags', 'og:title, top 100, last30Days (the target)', { key: 'og:title', top: 100, filters: { timeframe: 'last30Days' } }, topRows(100), true],
      ['getMetaTags', 'og:title, top 10, today (the defaults)', {}, topRows(10), false],
      ['getMetaTags', 'og:title, top 100, last30Days, search "page-1"', { key: 'og:title', top: 100, search: 'page-1', filters: { timeframe: 'last30Days' } }, topRows(100), false],
      ['getMetaTags', 'og:section, top 100, last7Days, unmapped', { key: 'og:section', top: 100, filters: { timeframe: 'last7Days', mappings: 'unmapped' } }, () => undefined, false],
      ['getDistinctVisitors', 'og:title contains "page-1", last30Days', { key: 'og:title', value: 'page-1', logic: 'contains', filters: { timeframe: 'last30Days' } }, () => undefined, false],
    ];
    const rows: string[] = [];
    let targetP95 = 0;
    for (const [call, what, query, check, target] of calls) {
      const path = call === 'getMetaTags' ? mappingPaths.metaTags.list : mappingPaths.metaTags.distinctVisitors;
      const { first, data, times } = await timeCall<unknown>(t, path, query, check as (data: unknown) => void);
      if (target) targetP95 = percentile(times, 95);
      const counted = Array.isArray(data) ? `${(data as MetaTagRow[]).length} rows, top ${(data as MetaTagRow[])[0]?.visitors.toLocaleString('en')} visitors` : `${(data as { visitors: number }).visitors.toLocaleString('en')} visitors`;
      rows.push(`| ${call} | ${what} | ${counted} | ${ms(first)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times[times.length - 1])} |`);
      log(`metaTags ${call} ${what}: first ${ms(first)} p50 ${ms(percentile(times, 50))} p95 ${ms(percentile(times, 95))}`);
    }
    const past = await pastAssignmentSection(t, log);
    const rss = (process.memoryUsage().rss / 2 ** 30).toFixed(2);
    return [
      `${events.toLocaleString('en')} events over the last 30 days (tests/bench/syntheticEvents.ts: ${Math.round(1_000_000 * scale).toLocaleString('en')} a day, visitors from a power law over ${visitors.toLocaleString('en')}, every page view carrying its page's og:title (2,000 pages a site), og:section and keywords); ${Math.max(1, Math.round(12 * scale))} new page views with tags a second during the run. The admin's calls (every domain), through HTTP, sequential: the first call (nothing cached for it), then 2 warm-ups and ${RUNS} timed calls.`,
      '',
      '| call | query | answer | first call | p50 | p95 | max |',
      '|---|---|---:|---:|---:|---:|---:|',
      ...rows,
      '',
      `Target p95 ≤ ${TARGET_P95_MS} ms for the behaviour table's top 100 over last30Days: ${targetP95 <= TARGET_P95_MS ? 'met' : '**not met**'} (p95 ${ms(targetP95)}). The visitors per value come from the per-tag roll-up (${perTagRows.toLocaleString('en')} rows: a visitor's day per tag); the store keeps the settled hours of a key's count (its distinct tag–visitor pairs) and adds only the open part, so the first call pays for the 30 days and later ones — another search, top or mappings filter too — for the last hour.`,
      '',
      past,
      '',
      `Generated in ${generated.toFixed(0)} s; the store rolled up its history on open in ${rolledIn.toFixed(0)} s. Load average (1, 5, 15 min) at the start of this section: ${loadStart}; at its end: ${fmtLoad()} (2 cores, shared with other work). Process memory (RSS) at the end: ${rss} GiB.`,
    ].join('\n');
  } finally {
    clearInterval(feeder);
    await t.server.close();
  }
}
