import { randomUUID } from 'node:crypto';
import { DEMO_DOMAINS } from '../../core/server/seed/demoAccounts';
import type { AssignReply, PastAssignment } from '../../plugins/audiences/common/Mapping';
import { audiencePaths } from '../../plugins/audiences/common/audiencePaths';
import { mappingPaths } from '../../plugins/audiences/common/mappingPaths';
import { RUNS, timedRuns } from './timedRuns';
import { ms, percentile } from './benchStats';

const PREVIEW_TARGET_MS = 1000;
const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
/** Collect requests in flight at once, and page views per request. */
const COLLECTORS = 4;
const HITS_PER_REQUEST = 20;
const BASELINE_MS = 10_000;

interface BenchServer {
  url: string;
  token: string;
}


async function post<T>(t: BenchServer, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${t.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token}` }, body: JSON.stringify(body) });
  const reply = (await res.json()) as { data: T };
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(reply).slice(0, 200)}`);
  return reply.data;
}

/** Page views through the collect endpoint, COLLECTORS requests in flight, until `until` resolves: accepted page views per second. */
async function collectWhile(t: BenchServer, until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => (done = true));
  const started = performance.now();
  let accepted = 0;
  const worker = async () => {
    while (!done) {
      const hits = Array.from({ length: HITS_PER_REQUEST }, (_, i) => ({
        type: 'pageview',
        domain: DEMO_DOMAINS[i % 2],
        url: `https://${DEMO_DOMAINS[i % 2]}/section/page-${i}`,
        visitorId: randomUUID(),
        meta: { 'og:title': `Title of /section/page-${i}` },
      }));
      const res = await fetch(`${t.url}/api/v1/collect`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': UA }, body: JSON.stringify(hits) });
      await res.arrayBuffer();
      if (res.status === 202) accepted += HITS_PER_REQUEST;
    }
  };
  await Promise.all(Array.from({ length: COLLECTORS }, worker));
  return accepted / ((performance.now() - started) / 1000);
}

/**
 * Issue 16's rules applied to the past, on the behaviour table's store (30 days of page views
 * with meta tags): the assign dialog's preview of a contains-rule, timed as the other calls; then
 * the rule saved with applyToPast — how long the past assignment takes, and what the collect
 * endpoint accepts meanwhile against what it accepted just before.
 */
export async function pastAssignmentSection(t: BenchServer, log: (line: string) => void): Promise<string> {
  const rule = { mode: 'behaviour', selectedField: 'og:title', modeParams: { value: 'page-1', logic: 'contains' } };
  const once = async () => {
    const started = performance.now();
    const { visitors } = await post<{ visitors: number }>(t, mappingPaths.previewAssignment, rule);
    return { time: performance.now() - started, visitors };
  };
  const { first, times } = await timedRuns(once);
  const p95 = percentile(times, 95);
  log(`pastAssignment preview: ${first.visitors} visitors, first ${ms(first.time)} p50 ${ms(percentile(times, 50))} p95 ${ms(p95)}`);

  const { id: audienceId } = await post<{ id: number }>(t, audiencePaths.create, { german: 'Bench: Seite 1', english: 'Bench: page 1', type_id: 1, parent_id: null });
  const baseline = await collectWhile(t, new Promise((resolve) => setTimeout(resolve, BASELINE_MS)));
  const started = performance.now();
  const { pastAssignment } = await post<AssignReply>(t, mappingPaths.assignAudience, { ...rule, audienceId, affinityScore: 5, applyToPast: true });
  const ended = (async (): Promise<PastAssignment> => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const res = await fetch(`${t.url}/api${mappingPaths.getPastAssignment}?id=${pastAssignment!.id}`, { headers: { authorization: `Bearer ${t.token}` } });
      const job = ((await res.json()) as { data: PastAssignment }).data;
      if (job.state !== 'running') return job;
    }
  })();
  const during = await collectWhile(t, ended);
  const job = await ended;
  const took = (performance.now() - started) / 1000;
  if (job.state !== 'done') throw new Error(`The past assignment failed: ${job.error}`);
  log(`pastAssignment: ${job.added} visitors in ${took.toFixed(1)} s; collect ${baseline.toFixed(0)} → ${during.toFixed(0)} page views/s`);
  return [
    `**Rules applied to the past.** The assign dialog's preview (POST previewAssignment) of og:title contains "page-1" over the last 30 days, no audience: ${first.visitors.toLocaleString('en')} visitors; first call ${ms(first.time)}, then 2 warm-ups and ${RUNS} timed calls: p50 ${ms(percentile(times, 50))}, p95 ${ms(p95)}, max ${ms(times[times.length - 1])}. Target p95 ≤ ${PREVIEW_TARGET_MS} ms: ${p95 <= PREVIEW_TARGET_MS ? 'met' : '**not met**'}.`,
    '',
    `The same rule saved with applyToPast: the past assignment added ${job.added.toLocaleString('en')} visitors (each as of their first match; their later rows rewritten a day per write slot, the roll-ups of those days redone) in ${took.toFixed(1)} s. The collect endpoint (${COLLECTORS} requests of ${HITS_PER_REQUEST} page views in flight, through HTTP) accepted ${baseline.toFixed(0)} page views/s in the ${BASELINE_MS / 1000} s before and ${during.toFixed(0)} page views/s while it ran: ingest goes on between its steps.`,
  ].join('\n');
}
