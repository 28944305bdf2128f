import { action, makeObservable, observable, observableRef } from 'mobx';
import type { ApiError, ApiKernel } from '../../../core/client/api';
import type { AudienceCounts, AudienceTimeframe } from '../common/audienceCounts';
import { audiencePaths } from '../common/audiencePaths';
import { DEFAULT_AUDIENCE_QUALITY, type AudienceQuality } from '../common/audienceQuality';
import type { AudienceCountsCache } from './AudienceCountsCache';

type CountKind = 'visitors' | 'leads';

/** What the counts are asked for. */
export interface CountQuery {
  timeframe: AudienceTimeframe;
  quality: AudienceQuality;
}

const PATHS: Record<CountKind, string> = { visitors: audiencePaths.getVisitorCount, leads: audiencePaths.getLeadsCount };

/**
 * A count call's body (management §7): the timeframe, the data quality when it narrows (low
 * counts every membership, so it is left out), refreshCache and missingAudienceIds when asked.
 */
function countBody(query: CountQuery, refreshCache: boolean, missingAudienceIds?: number[]) {
  return {
    timeframe: query.timeframe,
    ...(query.quality !== DEFAULT_AUDIENCE_QUALITY ? { quality: query.quality } : {}),
    ...(refreshCache ? { refreshCache: true } : {}),
    ...(missingAudienceIds ? { missingAudienceIds } : {}),
  };
}

/**
 * The overview's visitor and lead counts per audience (AO-01, AO-10). Counts younger than 24 h
 * come from the console's cache; older ones are asked for with refreshCache (AO-16, OP-46), and
 * so are all of them when an admin refreshes (AO-15). Leads are not asked for today (AO-17);
 * audiences a leads reply leaves out are asked for once more with refreshCache (AO-18, OP-47).
 * While the page stays open, the counts are asked for again when they turn 24 h old.
 */
export class AudienceCountsStore {
  visitors?: AudienceCounts = undefined;
  leads?: AudienceCounts = undefined;
  loading = false;
  private controller?: AbortController;
  private expiry?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly api: Pick<ApiKernel, 'post'>,
    private readonly cache: AudienceCountsCache,
    /** A failed load (shown in the snackbar by the page). */
    private readonly onError: (error: ApiError) => void,
  ) {
    makeObservable<AudienceCountsStore, 'settled'>(this, { visitors: observableRef, leads: observableRef, loading: observable, settled: action });
  }

  /** Counts of `audienceIds` (every audience of the overview), cancelling a load under way. */
  async load(query: CountQuery, audienceIds: readonly number[], { refresh = false } = {}): Promise<void> {
    this.controller?.abort();
    clearTimeout(this.expiry);
    const controller = new AbortController();
    this.controller = controller;
    this.settled(controller, undefined, undefined, true);
    try {
      const [visitors, leads] = await Promise.all([
        this.counts('visitors', query, audienceIds, refresh, controller.signal),
        query.timeframe === 'today' ? undefined : this.counts('leads', query, audienceIds, refresh, controller.signal),
      ]);
      this.settled(controller, visitors, leads, false);
      // The counts shown turn 24 h old: ask again (with refreshCache, as they have expired by then).
      const expiresInMs = Math.min(...(['visitors', 'leads'] as const).map((kind) => this.cache.get(this.key(kind, query))?.expiresInMs ?? Infinity));
      if (controller === this.controller && Number.isFinite(expiresInMs)) this.expiry = setTimeout(() => void this.load(query, audienceIds), expiresInMs);
    } catch (error) {
      if ((error as ApiError).cancelled) return;
      this.settled(controller, undefined, undefined, false);
      if (controller === this.controller) this.onError(error as ApiError);
    }
  }

  /** Stops a load under way and the 24 h renewal (the page left the screen). */
  dispose(): void {
    this.controller?.abort();
    clearTimeout(this.expiry);
  }

  private async counts(kind: CountKind, query: CountQuery, ids: readonly number[], refresh: boolean, signal: AbortSignal): Promise<AudienceCounts> {
    const key = this.key(kind, query);
    const cached = this.cache.get(key);
    const complete = cached !== undefined && ids.every((id) => String(id) in cached.counts);
    if (!refresh && cached?.fresh && complete) return cached.counts;
    let counts = await this.api.post<AudienceCounts>(PATHS[kind], countBody(query, refresh || cached?.fresh === false), { signal });
    const missing = kind === 'leads' ? ids.filter((id) => !(String(id) in counts)) : [];
    if (missing.length) counts = { ...counts, ...(await this.api.post<AudienceCounts>(PATHS[kind], countBody(query, true, missing), { signal })) };
    this.cache.set(key, counts);
    return counts;
  }

  private key(kind: CountKind, query: CountQuery): string {
    return JSON.stringify([kind, query.timeframe, query.quality]);
  }

  private settled(controller: AbortController, visitors: AudienceCounts | undefined, leads: AudienceCounts | undefined, loading: boolean): void {
    if (controller !== this.controller) return;
    this.visitors = visitors;
    this.leads = leads;
    this.loading = loading;
  }
}
