import { DuckDbEventStore } from '../../core/server/events/duckdb/DuckDbEventStore';
import { TEST_EVENT_LISTS } from './eventLists';

export const LOAD_USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
/** Longer than any answer of a healthy server on a loaded machine: a request taking this long hangs. */
const HANG_MS = 15_000;

/** A page view numbered `id`: stored events are matched to the requests by their path /p/<id>. */
export function loadHit(id: number, title = 'Load') {
  return { type: 'pageview', domain: 'news.example.com', url: `https://news.example.com/p/${id}`, title, referrer: '', visitorId: `load-visitor-${id % 500}` };
}

/** An answer as the fault tests count it: "202", "503 event_store_unavailable", "network error", "timeout". */
export type Outcome = string;

/** Sends one request (aborted after HANG_MS) and names its outcome: the status, and the error code of a failure. */
export async function requestOutcome(url: string, init: RequestInit): Promise<Outcome> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(HANG_MS) });
    const body = (await res.json().catch(() => undefined)) as { error?: string } | undefined;
    return res.ok ? String(res.status) : `${res.status} ${body?.error ?? ''}`.trim();
  } catch (err) {
    return (err as Error).name === 'TimeoutError' ? 'timeout' : 'network error';
  }
}

/** One POST of the hits `ids` to collect. */
export function postHits(url: string, ids: readonly number[], title?: string): Promise<Outcome> {
  return requestOutcome(`${url}/api/v1/collect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': LOAD_USER_AGENT },
    body: JSON.stringify(ids.map((id) => loadHit(id, title))),
  });
}

/**
 * Workers sending requests one after another (each waits for its answer, on keep-alive
 * connections) until stopped, counting every outcome.
 */
export class Load {
  readonly outcomes = new Map<Outcome, number>();
  private running = true;
  private readonly workers: Promise<void>[];

  constructor(workers: number, send: (worker: number, i: number) => Promise<Outcome>) {
    this.workers = Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; this.running; i++) {
        const outcome = await send(w, i);
        this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
        // A server that is gone refuses at once: do not spin.
        if (outcome === 'network error') await new Promise((r) => setTimeout(r, 50));
      }
    });
  }

  count(outcome: Outcome): number {
    return this.outcomes.get(outcome) ?? 0;
  }

  /** Resolves once `outcome` came `n` times in all (rejects after `ms`). */
  async waitFor(outcome: Outcome, n: number, ms = 30_000): Promise<void> {
    const until = Date.now() + ms;
    while (this.count(outcome) < n) {
      if (Date.now() > until) throw new Error(`"${outcome}" came ${this.count(outcome)} of ${n} times within ${ms} ms: ${JSON.stringify([...this.outcomes])}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }
}

/** Workers posting numbered hits to collect; records which were accepted (202), and when. */
export class CollectLoad {
  /** Hit id → Date.now() when its 202 arrived. */
  readonly accepted = new Map<number, number>();
  /** Every id sent, answered or not. */
  readonly sent = new Set<number>();
  private readonly load: Load;

  constructor(
    url: string,
    workers = 8,
    private readonly hitsPerRequest = 2,
  ) {
    this.load = new Load(workers, async (w, i) => {
      const ids = Array.from({ length: this.hitsPerRequest }, (_, k) => w * 10_000_000 + i * this.hitsPerRequest + k);
      for (const id of ids) this.sent.add(id);
      const outcome = await postHits(url, ids);
      if (outcome === '202') for (const id of ids) this.accepted.set(id, Date.now());
      return outcome;
    });
  }

  get acceptedCount(): number {
    return this.accepted.size;
  }

  get outcomes(): ReadonlyMap<Outcome, number> {
    return this.load.outcomes;
  }

  /** Resolves once `n` hits were accepted (rejects after `ms`). */
  waitForAccepted(n: number, ms?: number): Promise<void> {
    return this.load.waitFor('202', Math.ceil(n / this.hitsPerRequest), ms);
  }

  stop(): Promise<void> {
    return this.load.stop();
  }
}

/** Hit id → how often it is stored, read from a stopped server's event store file. */
export async function storedHitIds(file: string): Promise<Map<number, number>> {
  const store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file });
  try {
    const rows = await store.query<{ path: string; n: number }>("SELECT path, count(*) AS n FROM events WHERE path LIKE '/p/%' GROUP BY path");
    return new Map(rows.map((r) => [Number(r.path.slice(3)), r.n]));
  } finally {
    await store.close();
  }
}
