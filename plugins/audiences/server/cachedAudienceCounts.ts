import type { EventStore } from '../../../core/server/events';
import type { AudienceTimeframe } from '../common/audienceCounts';
import type { AudienceQuality } from '../common/audienceQuality';
import { AudienceCountCache } from './AudienceCountCache';
import { countAudienceVisitors, type AudienceCountKind } from './countAudienceVisitors';
import { timeframeRange } from './timeframeRange';

/** One count the overview asks: what, of which audiences, when, how sure, where. */
export interface AudienceCountAsk {
  kind: AudienceCountKind;
  ids: readonly number[];
  timeframe: AudienceTimeframe;
  /** The data-quality level. */
  quality: AudienceQuality;
  /** The caller's domains (scopeDomains): undefined for all. */
  domain: string | readonly string[] | undefined;
  /** refreshCache: recount instead of answering from the cache. */
  refresh: boolean;
}

/** Counts per audience through the store's short-lived answer cache (AudienceCountCache), keyed by everything that shapes them. */
export function cachedAudienceCounts(events: EventStore, ask: AudienceCountAsk): Promise<Map<number, number>> {
  const { kind, ids, timeframe, quality, domain, refresh } = ask;
  const key = JSON.stringify([kind, timeframe, quality, [domain ?? []].flat().sort(), ids]);
  return AudienceCountCache.of(events).get(key, refresh, () => countAudienceVisitors(events, kind, ids, timeframeRange(timeframe, Date.now()), domain, quality));
}
