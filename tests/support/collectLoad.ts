import { DuckDbEventStore } from '../../core/server/events/duckdb/DuckDbEventStore';
import { TEST_EVENT_LISTS } from './eventLists';

export const LOAD_USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
/** Longer than any answer of a healthy server on a loaded machine: a request taking this long hangs. */
export const HANG_MS = 15_000;

/** A page view numbered `id`: stored events are matched to the requests by their path /p/<id>. */
export function loadHit(id: number, title = 'Load') {
  return { type: 'pageview', domain: 'news.example.com', url: `https://news.example.com/p/${id}`, title, referrer: '', visitorId: `load-visitor-${id % 500}` };
}

/** The answer's status and error code, e.g. "202", "503 event_store_unavailable", or "network error". */
export type Outcome = string;

/** One POST to collect; the hits' ids are accepted when it answers 202. */
export async function postHits(url: string, ids: readonly number[], title?: string): Promise<{ outcome: Outcome; res?: Response }> {
  try {
    const res = await fetch(`${url}/api/v1/collect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': LOAD_USER_AGENT },
      body: JSON.stringify(ids.map((id) => loadHit(id, title))),
      signal: AbortSignal.timeout(HANG_MS),
    });
    const body = (await res.json().catch(() => undefined)) as { error?: string } | undefined;
    return { outcome: res.status === 202 ? '202' : `${res.status} ${body?.error ?? ''}`.trim(), res };
  } catch (err) {
    return { outcome: (err as Error).name === 'TimeoutError' ? 'timeout' : 'network error' };
  }
}

/**
 * Workers posting numbered hits to collect, each waiting for its answer before the next
 * request (keep-alive connections, as trackers behind a proxy send), until stopped. Records
 * when each hit was accepted and how often each outcome came.
 */
export class CollectLoad {
  /** Hit id → Date.now() when its 202 arrived. */
  readonly accepted = new Map<number, number>();
  /** Every id sent, answered or not. */
  readonly sent = new Set<number>();
  readonly outcomes = new Map<Outcome, number>();
  private running = true;
  private readonly workers: Promise<void>[];

  constructor(
    private readonly url: string,
    workers = 8,
    private readonly hitsPerRequest = 2,
  ) {
    this.workers = Array.from({ length: workers }, (_, w) => this.work(w));
  }

  get acceptedCount(): number {
    return this.accepted.size;
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  /** Resolves once `n` hits were accepted (rejects after `ms`). */
  async waitForAccepted(n: number, ms = 30_000): Promise<void> {
    const until = Date.now() + ms;
    while (this.accepted.size < n) {
      if (Date.now() > until) throw new Error(`only ${this.accepted.size} of ${n} hits accepted within ${ms} ms: ${JSON.stringify([...this.outcomes])}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  private async work(w: number) {
    for (let i = 0; this.running; i++) {
      const ids = Array.from({ length: this.hitsPerRequest }, (_, k) => w * 10_000_000 + i * this.hitsPerRequest + k);
      for (const id of ids) this.sent.add(id);
      const { outcome } = await postHits(this.url, ids);
      this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
      if (outcome === '202') for (const id of ids) this.accepted.set(id, Date.now());
      // A server that is gone refuses at once: do not spin.
      else if (outcome === 'network error') await new Promise((r) => setTimeout(r, 50));
    }
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
