import { loadavg } from 'node:os';
import { mappingPaths } from '../../plugins/audiences/common/mappingPaths';
import { pixelPaths } from '../../plugins/pixels/common/pixelPaths';

const TARGET_SHARE = 90;
/** Transfers and trackings the second run has, each with its own approved image pixel. */
const CAMPAIGNS = 100;
/** The bench traffic's first site, whose polls have question ids 1–100 (clients/traffic.js). */
const SITE = 'news.example.com';

interface BenchServer {
  url: string;
  token: string;
}

/** What a load run of clients/httpLoad.js answers (the fields this section reads). */
export interface CollectLoad {
  hits: number;
  requests: number;
  errors: number;
  seconds: number;
}

const fmtLoad = () => loadavg().map((l) => l.toFixed(2)).join(' ');

async function call<T>(t: BenchServer, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${t.url}/api${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  const reply = (await res.json()) as { data: T };
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(reply).slice(0, 300)}`);
  return reply.data;
}

/**
 * Issue 17: what firing pixels costs collect. The tracker's batches (clients/traffic.js: page
 * views, question views, votes, CTA clicks) through HTTP with no campaign that fires, then with
 * 100 active transfers and 100 active trackings, each with its own approved image pixel: tracking
 * i fires on views of and votes on question i of the first site; transfer i on page views of the
 * members of an audience that a vote for question i's chosen answer assigns (100 question rules),
 * so the pixels really fire while it runs. `load` runs the same bodies each time.
 */
export async function pixelFiringSection(t: BenchServer, load: () => Promise<CollectLoad>, log: (line: string) => void): Promise<string> {
  const loadStart = fmtLoad();
  // The catalogue learns the bench's questions from the first run: the rules and trackings name them.
  await load();
  const before = await load();
  log(`pixels: collect without campaigns ${JSON.stringify(before)}`);

  const interests = (await call<{ id: number; type_id: number }[]>(t, 'GET', '/v1/audiences/getAudiences')).filter((a) => a.type_id === 1);
  const pixels: number[] = [];
  for (let i = 0; i < 2 * CAMPAIGNS; i++) pixels.push((await call<{ id: number }>(t, 'POST', pixelPaths.create, { title: `Bench pixel ${i + 1}`, type: 'image', source: `https://pixel.invalid/${i + 1}.gif` })).id);
  for (let i = 0; i < CAMPAIGNS; i++) {
    const question = i + 1;
    const audienceId = interests[i % interests.length].id;
    // traffic.js votes for each question's second answer (id question·10 + 2, from question − 1).
    await call(t, 'POST', mappingPaths.assignAudience, { mode: 'question', audienceId, selectedField: (question - 1) * 10 + 2, affinityScore: 5, modeParams: { questionId: question, domain: SITE }, applyToPast: false });
    await call(t, 'POST', '/v1/audiences/transfers/create', { name: `Bench transfer ${question}`, start_date: null, end_date: null, assignedAudiences: [audienceId], assignedPixels: [pixels[i]] });
    await call(t, 'POST', '/v1/trackings/create', {
      name: `Bench tracking ${question}`,
      domain_id: 0,
      device_type: 'all',
      auto_assignment: false,
      start_date: null,
      end_date: null,
      assignedEvents: ['question_view', 'vote'],
      assignedQuestions: [{ id: question, domain: SITE }],
      assignedPixels: [pixels[CAMPAIGNS + i]],
    });
  }
  const firedBefore = await triggered(t, pixels);
  const after = await load();
  log(`pixels: collect with ${CAMPAIGNS} transfers and ${CAMPAIGNS} trackings ${JSON.stringify(after)}`);
  // The fires of the timed run: counted once the store has them (flush ≤ 250 ms).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const fired = (await triggered(t, pixels)) - firedBefore;
  const rate = (r: CollectLoad) => r.hits / r.seconds;
  const share = (rate(after) / rate(before)) * 100;
  const row = (what: string, r: CollectLoad) => `| ${what} | ${Math.round(rate(r)).toLocaleString('en')} | ${Math.round(r.requests / r.seconds).toLocaleString('en')} | ${r.errors} |`;
  return [
    `The tracker's batches (20 hits of one visitor's visit a request: page views, question views, votes, CTA clicks; tests/bench/clients/traffic.js) through HTTP, 32 connections, 5 s a run, the same bodies each time. Tracking i fires on views of and votes on question i of ${SITE}; transfer i on page views of the members of an interest that a vote for question i's chosen answer assigns (${CAMPAIGNS} question rules), so the pixels fire while it runs: ${fired.toLocaleString('en')} fires in the timed run, counted by the pixels' triggered.`,
    '',
    '| campaigns | collect: events/s | requests/s | errors |',
    '|---|---:|---:|---:|',
    row('none firing', before),
    row(`${CAMPAIGNS} transfers + ${CAMPAIGNS} trackings`, after),
    '',
    `With campaigns: ${share.toFixed(0)} % of the throughput without. Target ≥ ${TARGET_SHARE} %: ${share >= TARGET_SHARE ? 'met' : '**not met**'}. The firing reads in-memory indexes (active transfers and trackings by organisation, approved pixels with their directives) that a write drops; per hit it costs a lookup of the hit's organisation and a set test per campaign.`,
    '',
    `Load average (1, 5, 15 min) at the start of this section: ${loadStart}; at its end: ${fmtLoad()} (2 cores, shared with other work).`,
  ].join('\n');
}

async function triggered(t: BenchServer, pixels: readonly number[]): Promise<number> {
  const ours = new Set(pixels);
  const all = await call<{ id: number; triggered: number }[]>(t, 'GET', pixelPaths.getPixels);
  return all.filter((p) => ours.has(p.id)).reduce((sum, p) => sum + p.triggered, 0);
}
