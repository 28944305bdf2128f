import { mappingPaths } from '../../plugins/audiences/common/mappingPaths';
import { pixelPaths } from '../../plugins/pixels/common/pixelPaths';
import { trackingPaths } from '../../plugins/trackings/common/trackingPaths';
import { transferPaths } from '../../plugins/transfers/common/transferPaths';
import { fmtLoad } from './benchStats';

const TARGET_SHARE = 90;
/** Rounds of a run with the campaigns on and one with them off. */
const ROUNDS = 3;
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

async function call<T>(t: BenchServer, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${t.url}/api${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  const reply = (await res.json()) as { data: T };
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(reply).slice(0, 300)}`);
  return reply.data;
}

/**
 * Issue 17: what firing pixels costs collect. The tracker's batches (clients/traffic.js: page
 * views, question views, votes, CTA clicks) through HTTP with no rule or campaign, with 100
 * question rules, then in rounds with 100 transfers and 100 trackings switched on and off, each
 * with its own approved image pixel: tracking i fires on views of and votes on question i of the
 * first site; transfer i on page views of the members of the audience that a vote for question
 * i's chosen answer assigns (rule i), so the pixels really fire while it runs. `load` runs the
 * same bodies each time.
 */
export async function pixelFiringSection(t: BenchServer, load: () => Promise<CollectLoad>, log: (line: string) => void): Promise<string> {
  const loadStart = fmtLoad();
  // The catalogue learns the bench's questions from the first run: the rules and trackings name them.
  await load();
  const bare = await load();
  log(`pixels: collect without rules or campaigns ${JSON.stringify(bare)}`);

  const interests = (await call<{ id: number; type_id: number }[]>(t, 'GET', '/v1/audiences/getAudiences')).filter((a) => a.type_id === 1);
  const audienceOf = (i: number) => interests[i % interests.length].id;
  for (let i = 0; i < CAMPAIGNS; i++) {
    const question = i + 1;
    // traffic.js votes for each question's second answer (id question·10 + 2, from question − 1).
    await call(t, 'POST', mappingPaths.assignAudience, { mode: 'question', audienceId: audienceOf(i), selectedField: (question - 1) * 10 + 2, affinityScore: 5, modeParams: { questionId: question, domain: SITE }, applyToPast: false });
  }
  const rulesOnly = await load();
  log(`pixels: collect with the rules, without campaigns ${JSON.stringify(rulesOnly)}`);

  const pixels: number[] = [];
  for (let i = 0; i < 2 * CAMPAIGNS; i++) pixels.push((await call<{ id: number }>(t, 'POST', pixelPaths.create, { title: `Bench pixel ${i + 1}`, type: 'image', source: `https://pixel.invalid/${i + 1}.gif` })).id);
  const campaigns: { transfer: number; tracking: number }[] = [];
  for (let i = 0; i < CAMPAIGNS; i++) {
    const question = i + 1;
    const transfer = await call<{ id: number }>(t, 'POST', transferPaths.create, { name: `Bench transfer ${question}`, start_date: null, end_date: null, assignedAudiences: [audienceOf(i)], assignedPixels: [pixels[i]] });
    const tracking = await call<{ id: number }>(t, 'POST', trackingPaths.create, {
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
    campaigns.push({ transfer: transfer.id, tracking: tracking.id });
  }
  const switchAll = async (newState: boolean) => {
    for (const { transfer, tracking } of campaigns) {
      await call(t, 'POST', transferPaths.toggleState, { id: transfer, newState });
      await call(t, 'POST', trackingPaths.toggleState, { id: tracking, newState });
    }
  };
  // Rounds of runs with the campaigns switched on and off in turn, the best of each kept: what
  // other work on the machine takes from a run shows in one round, not in the comparison.
  const firedBefore = await triggered(t, pixels);
  const withRuns: CollectLoad[] = [];
  const withoutRuns: CollectLoad[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    withRuns.push(await load());
    log(`pixels: collect with ${CAMPAIGNS} transfers and ${CAMPAIGNS} trackings ${JSON.stringify(withRuns.at(-1))}`);
    await switchAll(false);
    withoutRuns.push(await load());
    log(`pixels: collect with them switched off ${JSON.stringify(withoutRuns.at(-1))}`);
    await switchAll(true);
  }
  // The fires of the timed runs: counted once the store has them (flush ≤ 250 ms).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const fired = (await triggered(t, pixels)) - firedBefore;
  const rate = (r: CollectLoad) => r.hits / r.seconds;
  const best = (runs: CollectLoad[]) => runs.reduce((a, b) => (rate(b) > rate(a) ? b : a));
  const [before, after] = [best(withoutRuns), best(withRuns)];
  const share = (rate(after) / rate(before)) * 100;
  const row = (what: string, r: CollectLoad) => `| ${what} | ${Math.round(rate(r)).toLocaleString('en')} | ${Math.round(r.requests / r.seconds).toLocaleString('en')} | ${r.errors} |`;
  return [
    `The tracker's batches (20 hits of one visitor's visit a request: page views, question views, votes, CTA clicks; tests/bench/clients/traffic.js) through HTTP, 32 connections, 5 s a run, the same bodies each time. Tracking i fires on views of and votes on question i of ${SITE}; transfer i on page views of the members of an interest that a vote for question i's chosen answer assigns (${CAMPAIGNS} question rules), so the pixels fire while it runs: ${fired.toLocaleString('en')} fires in the ${ROUNDS} runs with campaigns, counted by the pixels' triggered. The campaigns are switched on and off in turn for ${ROUNDS} rounds; each row is the best run of its kind.`,
    '',
    '| campaigns | collect: events/s | requests/s | errors |',
    '|---|---:|---:|---:|',
    row('no rules, no campaigns', bare),
    row(`${CAMPAIGNS} question rules, no campaigns`, rulesOnly),
    row(`${CAMPAIGNS} question rules, ${CAMPAIGNS} transfers + ${CAMPAIGNS} trackings switched off`, before),
    row(`${CAMPAIGNS} question rules, ${CAMPAIGNS} transfers + ${CAMPAIGNS} trackings`, after),
    '',
    `With campaigns: ${share.toFixed(0)} % of the throughput without them (switched off; both with the rules that assign the transfers' audiences). Target ≥ ${TARGET_SHARE} %: ${share >= TARGET_SHARE ? 'met' : '**not met**'}. The firing reads in-memory indexes that a write drops: active trackings by organisation and the items they name, active transfers by organisation and audience, approved pixels with their directives; a hit tests only the campaigns naming its question, answer or form or one of its visitor's audiences.`,
    '',
    `Load average (1, 5, 15 min) at the start of this section: ${loadStart}; at its end: ${fmtLoad()} (2 cores, shared with other work).`,
  ].join('\n');
}

async function triggered(t: BenchServer, pixels: readonly number[]): Promise<number> {
  const ours = new Set(pixels);
  const all = await call<{ id: number; triggered: number }[]>(t, 'GET', pixelPaths.getPixels);
  return all.filter((p) => ours.has(p.id)).reduce((sum, p) => sum + p.triggered, 0);
}
