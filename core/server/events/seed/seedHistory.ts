import type { EventRow, ListAssignment } from '../EventRow';
import type { EventStore } from '../EventStore';
import { DemoVisits } from './DemoVisits';
import { HOUR_WEIGHTS, userAgentInfo, WEEKDAY_WEIGHTS } from './demoTraffic';
import { Random } from './Random';

export interface SeedAudience {
  id: number;
  /** 1 interest, 2 property. */
  typeId: number;
}

export interface SeedChannel {
  id: number;
  /** Path prefix, e.g. /sport. */
  path: string;
}

export interface SeedHistoryOptions {
  domains: readonly string[];
  days: number;
  /** Average visits per day (a visit is 1–9 page views plus tracked events). */
  visitsPerDay: number;
  audiences?: readonly SeedAudience[];
  channels?: readonly SeedChannel[];
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
 * popularity, device and referrer mixes; each returning visitor keeps up to three audiences,
 * recorded as audience growth at their first visit. Returns the number of event rows.
 */
export async function seedHistory(store: EventStore, options: SeedHistoryOptions): Promise<number> {
  const until = options.until ?? Date.now();
  const visits = new DemoVisits({ domains: options.domains, seed: options.seed, visitors: options.visitors });
  const random = new Random((options.seed ?? 42) + 1);
  const audiencesOf = visitorAudiences(options.audiences ?? [], random);
  const seen = new Set<string>();
  let total = 0;
  for (let day = options.days - 1; day >= 0; day--) {
    const dayStart = Math.floor((until - day * DAY_MS) / DAY_MS) * DAY_MS;
    const rows: EventRow[] = [];
    const growth: ListAssignment[] = [];
    const weekday = WEEKDAY_WEIGHTS[new Date(dayStart).getUTCDay()];
    for (let hour = 0; hour < 24; hour++) {
      const count = random.poisson((options.visitsPerDay * weekday * HOUR_WEIGHTS[hour]) / HOUR_SUM);
      for (let i = 0; i < count; i++) {
        const start = dayStart + hour * HOUR_MS + Math.floor(random.next() * HOUR_MS);
        const { visitor, hits } = visits.next();
        const ua = userAgentInfo(visitor.userAgent);
        const audienceIds = audiencesOf(visitor.index);
        for (const hit of hits) {
          const ts = start + hit.offsetMs;
          if (ts >= until) break;
          rows.push({
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
            lists: { channel: (options.channels ?? []).filter((c) => hit.page.path.startsWith(c.path)).map((c) => c.id), audience: audienceIds },
          });
        }
        if (audienceIds.length && !seen.has(visitor.id) && start < until) {
          seen.add(visitor.id);
          for (const audienceId of audienceIds) growth.push({ ts: start, list: 'audience', id: audienceId, visitorId: visitor.id, domain: hits[0].domain, score: 0.5 + random.next() / 2 });
        }
      }
    }
    rows.sort((a, b) => a.ts - b.ts);
    growth.sort((a, b) => a.ts - b.ts);
    store.append(rows);
    store.appendAssignments(growth);
    await store.flush();
    total += rows.length;
    options.onDay?.(options.days - day, rows.length);
  }
  return total;
}

/** Each pool index keeps a fixed set of 0–3 audiences (interests more often than properties). */
function visitorAudiences(audiences: readonly SeedAudience[], random: Random): (index: number) => number[] {
  const cache = new Map<number, number[]>();
  return (index) => {
    let ids = cache.get(index);
    if (!ids) {
      ids = [];
      if (audiences.length) {
        const count = random.int(4);
        for (let i = 0; i < count; i++) {
          const a = random.pick(audiences);
          if (!ids.includes(a.id)) ids.push(a.id);
        }
      }
      cache.set(index, ids);
    }
    return ids;
  };
}
