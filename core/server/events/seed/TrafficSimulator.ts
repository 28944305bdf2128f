import { groupBy } from '../../../common/collections';
import type { DemoTraffic } from '../../plugin/DemoTraffic';
import { demoCollectHit } from './demoCollectHit';
import { DemoVisits, type DemoHit, type DemoVisit } from './DemoVisits';
import { Random } from './Random';

export interface TrafficSimulatorOptions {
  /** Base URL of a running server, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  domains: readonly string[];
  /** Average hits per second. */
  rate: number;
  seed?: number;
  /** The plugins' parts of the demo traffic (their tools' events). */
  tools?: readonly DemoTraffic[];
  /** Told about failed requests (the simulator keeps going). */
  onError?: (err: unknown) => void;
}

interface Due {
  at: number;
  visit: DemoVisit;
  hit: DemoHit;
}

const TICK_MS = 200;
/** Simulated visits move faster than real ones, so a short run shows whole visits. */
const PAGE_GAP_MS: [number, number] = [3000, 20_000];
/** At start, visits begun this long before are already under way: full rate from the first second instead of a ramp over a visit's length. */
const WARM_START_MS = 120_000;

/**
 * Live demo traffic through the real collect endpoint: visits from `DemoVisits`, each hit
 * posted at its time with the visitor's real user agent, so the full ingest runs (UA parsing,
 * referrer classes, the plugins' ingest steps over meta tags and tool events). Hits due in the
 * same tick from one visitor go in one request.
 */
export class TrafficSimulator {
  private readonly visits: DemoVisits;
  private readonly random: Random;
  private queue: Due[] = [];
  private timer?: ReturnType<typeof setInterval>;
  private budget = 0;
  private inFlight = new Set<Promise<void>>();
  /** Hits accepted (202) so far. */
  sent = 0;
  failed = 0;

  constructor(private readonly options: TrafficSimulatorOptions) {
    this.visits = new DemoVisits({ domains: options.domains, seed: options.seed ?? Date.now() % 1e9, visitors: 5000, pageGapMs: PAGE_GAP_MS, tools: options.tools });
    this.random = new Random((options.seed ?? 7) + 3);
  }

  start() {
    if (this.timer) return;
    this.warmStart(Date.now());
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref?.();
  }

  /** Stops sending and waits for requests under way. */
  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.inFlight]);
  }

  private tick() {
    const now = Date.now();
    this.budget += this.random.poisson((this.options.rate * TICK_MS) / 1000);
    while (this.budget > 0) this.budget -= this.schedule(now, now);
    this.queue.sort((a, b) => a.at - b.at);
    const dueCount = this.queue.findIndex((d) => d.at > now);
    const due = dueCount === -1 ? this.queue : this.queue.slice(0, dueCount);
    this.queue = dueCount === -1 ? [] : this.queue.slice(dueCount);
    for (const [visit, hits] of groupBy(due, (d) => d.visit, (d) => d.hit)) this.send(visit, hits);
  }

  /** The visits of the last WARM_START_MS: only their hits from `now` on are sent (a visit's start is in the past). */
  private warmStart(now: number) {
    for (let budget = (this.options.rate * WARM_START_MS) / 1000; budget > 0; ) budget -= this.schedule(now - this.random.int(WARM_START_MS), now);
  }

  /** Queues the hits of a new visit begun at `start` that are not before `now`; returns the visit's hit count. */
  private schedule(start: number, now: number): number {
    const visit = this.visits.next();
    for (const hit of visit.hits) if (start + hit.offsetMs >= now) this.queue.push({ at: start + hit.offsetMs, visit, hit });
    return visit.hits.length;
  }

  private send(visit: DemoVisit, hits: DemoHit[]) {
    const body = hits.map((h) => demoCollectHit(h, visit.visitor.id));
    const request = fetch(`${this.options.baseUrl}/api/v1/collect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': visit.visitor.userAgent },
      body: JSON.stringify(body),
    })
      .then(async (res) => {
        if (res.status === 202) this.sent += hits.length;
        else {
          this.failed += hits.length;
          this.options.onError?.(new Error(`collect answered ${res.status}: ${await res.text()}`));
        }
      })
      .catch((err: unknown) => {
        this.failed += hits.length;
        this.options.onError?.(err);
      })
      .finally(() => this.inFlight.delete(request));
    this.inFlight.add(request);
  }
}
