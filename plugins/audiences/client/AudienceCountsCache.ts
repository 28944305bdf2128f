import type { AudienceCounts } from '../common/audienceCounts';

/** How long the overview shows counts it already has (AO-16, OP-46: the client's cache lives 24 h). */
export const AUDIENCE_COUNTS_TTL_MS = 24 * 3_600_000;

export interface CachedCounts {
  counts: AudienceCounts;
  /** Younger than the TTL: shown without asking again. An expired entry is asked for with refreshCache. */
  fresh: boolean;
  /** Until the entry expires (0 once it has). */
  expiresInMs: number;
}

/**
 * The counts the overview got, per kind, timeframe and quality, with when it got them; the
 * clock is injectable so the 24 h can pass in a test.
 */
export class AudienceCountsCache {
  private readonly entries = new Map<string, { counts: AudienceCounts; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): CachedCounts | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const expiresInMs = Math.max(0, entry.at + AUDIENCE_COUNTS_TTL_MS - this.now());
    return { counts: entry.counts, fresh: expiresInMs > 0, expiresInMs };
  }

  set(key: string, counts: AudienceCounts): void {
    this.entries.set(key, { counts, at: this.now() });
  }

  /** The memberships changed (a past assignment ended): the overview asks for every count again. */
  clear(): void {
    this.entries.clear();
  }
}

const perConsole = new WeakMap<object, AudienceCountsCache>();

/** The cache of one console (keyed by its API kernel): leaving the page and coming back shows the same counts. */
export function audienceCountsCacheOf(api: object): AudienceCountsCache {
  let cache = perConsole.get(api);
  if (!cache) perConsole.set(api, (cache = new AudienceCountsCache()));
  return cache;
}
