import type { Kysely } from 'kysely';
import { castPlainHit } from '../../../common/ingest';
import type { Database } from '../../db/Database';
import type { IngestContext, IngestHit, IngestStep } from '../../ingest/IngestStep';
import type { DemoTraffic } from '../../plugin/DemoTraffic';
import type { ServerContractOf } from '../../plugin/ServerContracts';
import type { EventRow, ListAssignment } from '../EventRow';
import type { EventStore } from '../EventStore';
import { demoCollectHit } from './demoCollectHit';
import { DemoVisits } from './DemoVisits';
import { HOUR_WEIGHTS, userAgentInfo, WEEKDAY_WEIGHTS } from './demoTraffic';
import { Random } from './Random';
import type { SeedDomain } from './seedDomains';

export interface SeedHistoryOptions {
  domains: readonly SeedDomain[];
  days: number;
  /** Average visits per day (a visit is 1–9 page views plus tracked events). */
  visitsPerDay: number;
  /** The plugins' parts of the demo traffic (their tools' events). */
  tools?: readonly DemoTraffic[];
  /** The plugins' ingest steps and the database they read their rules from: they enrich the seeded rows as collected ones. */
  ingest?: { steps: readonly IngestStep[]; db: Kysely<Database>; contract: ServerContractOf };
  /** End of the history (default now); nothing is written after it. */
  until?: number;
  seed?: number;
  visitors?: number;
  /** Called after each day is appended, e.g. for progress output. */
  onDay?: (day: number, rows: number) => void;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const HOUR_SUM = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);

/**
 * Writes `days` days of demo history straight into the store, oldest first and in time
 * order within each day (the store prunes by time). Daily and weekly curves, Zipf page
 * popularity, device and referrer mixes. Each day's hits then go through the plugins' ingest
 * steps in time order, as live hits do, so the lists and assignments they add follow the
 * plugins' real rules. Returns the number of event rows.
 */
export async function seedHistory(store: EventStore, options: SeedHistoryOptions): Promise<number> {
  const until = options.until ?? Date.now();
  const visits = new DemoVisits({ domains: options.domains.map((d) => d.title), seed: options.seed, visitors: options.visitors, tools: options.tools });
  const organisationOf = new Map(options.domains.map((d) => [d.title, d.organisationId]));
  const random = new Random((options.seed ?? 42) + 1);
  let total = 0;
  for (let day = options.days - 1; day >= 0; day--) {
    const dayStart = Math.floor((until - day * DAY_MS) / DAY_MS) * DAY_MS;
    const hits: IngestHit[] = [];
    const weekday = WEEKDAY_WEIGHTS[new Date(dayStart).getUTCDay()];
    for (let hour = 0; hour < 24; hour++) {
      const count = random.poisson((options.visitsPerDay * weekday * HOUR_WEIGHTS[hour]) / HOUR_SUM);
      for (let i = 0; i < count; i++) {
        const start = dayStart + hour * HOUR_MS + Math.floor(random.next() * HOUR_MS);
        const { visitor, hits: visitHits } = visits.next();
        const ua = userAgentInfo(visitor.userAgent);
        for (const hit of visitHits) {
          const ts = start + hit.offsetMs;
          if (ts >= until) break;
          const collected = castPlainHit(demoCollectHit(hit, visitor.id));
          if (!collected) throw new Error(`The demo traffic sent a hit collect would refuse: ${JSON.stringify(demoCollectHit(hit, visitor.id))}`);
          const row: EventRow = {
            ts,
            kind: hit.type,
            event: hit.event,
            label: hit.label,
            domain: hit.domain,
            path: hit.page.path,
            url: hit.url,
            title: hit.page.title,
            image: hit.page.image,
            visitorId: visitor.id,
            device: ua.device,
            browser: ua.browser,
            os: ua.os,
            referrer: hit.referrer ? new URL(hit.referrer).hostname.replace(/^www\./, '') : '',
            referrerType: hit.referrerType,
            lists: {},
          };
          hits.push({ hit: collected, row, organisationId: organisationOf.get(hit.domain) ?? null });
        }
      }
    }
    hits.sort((a, b) => a.row.ts - b.row.ts);
    const assignments = options.ingest ? await enrich(hits, store, options.ingest) : [];
    const rows = hits.map((h) => h.row);
    store.append(rows);
    if (assignments.length) store.appendAssignments(assignments);
    await store.flush();
    total += rows.length;
    options.onDay?.(options.days - day, rows.length);
  }
  for (const step of options.ingest?.steps ?? []) await step.drain?.(options.ingest!.db);
  return total;
}


/** Runs the ingest steps over one day's hits (in time order, like collected batches); returns the assignments they made. */
async function enrich(hits: IngestHit[], events: EventStore, ingest: NonNullable<SeedHistoryOptions['ingest']>): Promise<ListAssignment[]> {
  // Nobody is on the page of a seeded hit: its directives go nowhere.
  const ctx: IngestContext = { db: ingest.db, events, contract: ingest.contract, assignments: [], directives: [] };
  for (const step of ingest.steps) await step.enrich(hits, ctx);
  return ctx.assignments;
}
