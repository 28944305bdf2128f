import type { ConsoleServer } from '../../core/server/createServer';
import type { EventRow } from '../../core/server/events/EventRow';
import { RollupMaintainer } from '../../core/server/events/duckdb/RollupMaintainer';
import { AUDIENCE_QUALITIES } from '../../plugins/audiences/common/audienceQuality';
import { duckDbStore } from '../support/duckDbStore';
import { insertSyntheticEvents } from './syntheticEvents';
import { RUNS, timedRuns } from './timedRuns';
import { fmtLoad, ms, percentile } from './benchStats';

const DAY = 86_400_000;
const AUDIENCES = 200;
/** AI topics (is_aitopic audiences), ids AUDIENCES + 1 …: as many as the demo taxonomy has. */
const TOPICS = 14;
const FIRST_TOPIC = AUDIENCES + 1;
const TARGET_P95_MS = 300;
/** Hits that are lead form submissions: a few thousand leads a day at full scale. */
const LEAD_SHARE = 0.005;

interface BenchServer {
  server: ConsoleServer;
  url: string;
  token: string;
}

/** Adds shared audiences (admin, through the API as the tree manager does) until the admin sees `AUDIENCES`, ids 1…AUDIENCES. */
async function createAudiences(t: BenchServer) {
  const headers = { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' };
  const visible = async () => {
    const res = await fetch(`${t.url}/api/v1/audiences/getVisitorCount`, { method: 'POST', headers, body: JSON.stringify({ timeframe: 'today' }) });
    return Object.keys(((await res.json()) as { data: Record<string, number> }).data).map(Number);
  };
  for (let i = (await visible()).length; i < AUDIENCES; i++) {
    const res = await fetch(`${t.url}/api/v1/audiences`, { method: 'POST', headers, body: JSON.stringify({ german: `Bench ${i}`, english: `Bench ${i}`, type_id: 1 + (i % 2) }) });
    if (res.status !== 200) throw new Error(`create audience: ${res.status} ${await res.text()}`);
  }
  const ids = (await visible()).sort((a, b) => a - b);
  // The generated events carry ids 1…AUDIENCES: they must be these audiences.
  if (ids.length !== AUDIENCES || ids[0] !== 1 || ids[AUDIENCES - 1] !== AUDIENCES) throw new Error(`expected audiences 1…${AUDIENCES}, got ${ids.length} from ${ids[0]} to ${ids.at(-1)}`);
}

/** Adds the AI topics the generated page views carry, ids FIRST_TOPIC…, after the counts are timed (they would count them too). */
async function createTopics(t: BenchServer) {
  const headers = { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' };
  for (let i = 0; i < TOPICS; i++) {
    const res = await fetch(`${t.url}/api/v1/audiences`, { method: 'POST', headers, body: JSON.stringify({ german: `Thema ${i}`, english: `Topic ${i}`, type_id: 1, is_aitopic: true }) });
    const { data } = (await res.json()) as { data: { id: number } };
    if (data.id !== FIRST_TOPIC + i) throw new Error(`expected AI topic ${FIRST_TOPIC + i}, got ${res.status} ${JSON.stringify(data)}`);
  }
}

/** GET classifications (the AI page, all domains) for `days`: timedRuns, through HTTP. */
async function timeClassifications(t: BenchServer, days: number) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(`${t.url}/api/v1/classifications?days=${days}`, { headers: { authorization: `Bearer ${t.token}` } });
    const reply = (await res.json()) as { data: { doc_count: number }[] };
    if (res.status !== 200 || reply.data.length !== TOPICS) throw new Error(`classifications ${days}: ${res.status} ${JSON.stringify(reply).slice(0, 200)}`);
    return { time: performance.now() - started, total: reply.data.reduce((a, b) => a + b.doc_count, 0) };
  };
  const { first, times } = await timedRuns(once);
  return { first: first.time, total: first.total, times };
}

/** The first call of a count (nothing cached for it), then timedRuns with refreshCache, through HTTP. */
async function timeCount(t: BenchServer, call: 'getVisitorCount' | 'getLeadsCount', quality: string) {
  const body = JSON.stringify({ timeframe: 'last30Days', refreshCache: true, quality });
  const once = async () => {
    const started = performance.now();
    const res = await fetch(`${t.url}/api/v1/audiences/${call}`, { method: 'POST', headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' }, body });
    const reply = (await res.json()) as { data: Record<string, number> };
    if (res.status !== 200 || Object.keys(reply.data).length !== AUDIENCES) throw new Error(`${call} ${quality}: ${res.status} ${JSON.stringify(reply).slice(0, 200)}`);
    return { time: performance.now() - started, total: Object.values(reply.data).reduce((a, b) => a + b, 0) };
  };
  const { first, times } = await timedRuns(once);
  return { first: first.time, total: first.total, times };
}

/**
 * The audience overview's counts (issue 15): 200 audiences, 30 days at 1 M events a day (times
 * BENCH_SCALE), getVisitorCount and getLeadsCount over last30Days for every audience the admin
 * sees, at each data-quality level, refreshCache on every call (the server's answer cache
 * skipped: what the overview's refresh and its 24 h expiry ask). A feeder appends events
 * meanwhile, so every call also counts an open part that changes.
 */
export async function audiencesSection(file: string, scale: number, start: (file: string) => Promise<BenchServer>, log: (line: string) => void): Promise<string> {
  const loadStart = fmtLoad();
  const now = Date.now();
  const events = Math.round(30_000_000 * scale);
  const visitors = Math.round(2_000_000 * scale);
  const genStart = Date.now();
  await insertSyntheticEvents(file, { from: now - 30 * DAY, to: now, count: events, visitors, overview: { audiences: AUDIENCES, leads: LEAD_SHARE, firstTopic: FIRST_TOPIC, topics: TOPICS } });
  const generated = (Date.now() - genStart) / 1000;
  log(`audiences: generated ${events} events in ${generated.toFixed(0)} s`);
  const t = await start(file);
  const feeder = setInterval(() => {
    const ts = Date.now();
    const rows: EventRow[] = Array.from({ length: Math.max(1, Math.round(12 * scale)) }, (_, i) => ({
      ts, kind: i % 50 ? 'pageview' : 'event', event: i % 50 ? '' : 'lead_form_submit', label: '', domain: i % 2 ? 'news.example.com' : 'sport.example.com', path: `/section/page-${i}`, url: '',
      title: `Title of /section/page-${i}`, image: '', visitorId: `v${Math.floor(Math.random() ** 2 * visitors)}`, device: 'Phone', browser: 'Safari', os: 'iOS', referrer: '', referrerType: 'Direct',
      lists: { audience: [1 + (i % AUDIENCES)] },
    }));
    t.server.services.events.append(rows);
  }, 1000);
  try {
    const rollStart = Date.now();
    while (duckDbStore(t.server.services.events).rolledUntil() < RollupMaintainer.target()) await new Promise((r) => setTimeout(r, 200));
    const rolledIn = (Date.now() - rollStart) / 1000;
    await createAudiences(t);
    const [{ assignments }] = await duckDbStore(t.server.services.events).query<{ assignments: number }>('SELECT count(*) AS assignments FROM list_assignments');
    log(`audiences: rolled up in ${rolledIn.toFixed(0)} s; ${assignments} assignments`);
    const rows: string[] = [];
    const p95s: number[] = [];
    for (const quality of AUDIENCE_QUALITIES) {
      for (const call of ['getVisitorCount', 'getLeadsCount'] as const) {
        const { first, total, times } = await timeCount(t, call, quality);
        p95s.push(percentile(times, 95));
        rows.push(`| ${call} | ${quality} | ${total.toLocaleString('en')} | ${ms(first)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times[times.length - 1])} |`);
        log(`audiences ${call} ${quality}: first ${ms(first)} p50 ${ms(percentile(times, 50))} p95 ${ms(percentile(times, 95))}`);
      }
    }
    await createTopics(t);
    for (const days of [7, 30]) {
      const { first, total, times } = await timeClassifications(t, days);
      if (days === 7) p95s.push(percentile(times, 95));
      rows.push(`| classifications | days=${days}${days === 7 ? '' : ' (not in the target)'} | ${total.toLocaleString('en')} | ${ms(first)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times[times.length - 1])} |`);
      log(`audiences classifications ${days}: first ${ms(first)} p50 ${ms(percentile(times, 50))} p95 ${ms(percentile(times, 95))}`);
    }
    const worst = Math.max(...p95s);
    const rss = (process.memoryUsage().rss / 2 ** 30).toFixed(2);
    return [
      `${events.toLocaleString('en')} events over the last 30 days (tests/bench/syntheticEvents.ts: ${Math.round(1_000_000 * scale).toLocaleString('en')} a day, visitors from a power law over ${visitors.toLocaleString('en')}, four in five holding up to three of the ${AUDIENCES} audiences, ${(LEAD_SHARE * 100).toFixed(1)} % of the hits lead form submissions) and ${assignments.toLocaleString('en')} assignments with affinities 1–10; ${Math.max(1, Math.round(12 * scale))} new events a second during the run. The admin's \`POST /api/v1/audiences/getVisitorCount\` and \`getLeadsCount\` for all ${AUDIENCES} audiences, timeframe last30Days, refreshCache true on every call, at each data-quality level; and the AI page's \`GET /api/v1/classifications\` for all domains over 7 (and 30) days, ${TOPICS} AI topics, each page view carrying its page's topic: the first call (nothing cached for it), then 2 warm-ups and ${RUNS} timed calls, sequential, through HTTP. "counted" = the sum over the audiences (topics: page views) of the first reply.`,
      '',
      '| call | quality (or days) | counted | first call | p50 | p95 | max |',
      '|---|---|---:|---:|---:|---:|---:|',
      ...rows,
      '',
      `Target p95 ≤ ${TARGET_P95_MS} ms: ${worst <= TARGET_P95_MS ? 'met' : '**not met**'} (worst p95 ${ms(worst)}). refreshCache recounts, but the store keeps the settled hours of a range (its distinct visitor–audience pairs, from the visitor roll-up) and adds only the open part: the first call pays for the 30 days, later ones for the last hour. Medium and high read the rows' quality lists (the audiences held with affinity ≥ 4 resp. ≥ 7), rolled up like the audience list.`,
      '',
      `Generated in ${generated.toFixed(0)} s; the store rolled up its history on open in ${rolledIn.toFixed(0)} s. Load average (1, 5, 15 min) at the start of this section: ${loadStart}; at its end: ${fmtLoad()} (2 cores, shared with other work). Process memory (RSS) at the end: ${rss} GiB.`,
    ].join('\n');
  } finally {
    clearInterval(feeder);
    await t.server.close();
  }
}
