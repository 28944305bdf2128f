import { utcIsoDay } from '../../../core/common/dateRange';
import { groupBy } from '../../../core/common/collections';
import type { IngestHit } from '../../../core/server/ingest';
import type { FiringTracking } from './firingTrackings';
import { namedItems, trackingFires, type NamedItems } from './trackingFires';

/**
 * One organisation's firing trackings, indexed by the items they name, so that a hit tests only
 * the trackings that may fire at it: with a hundred trackings a hit tests one or two, not a hundred.
 */
export interface TrackingIndex {
  /** The automatic trackings: they fire at every item of their events. */
  auto: readonly FiringTracking[];
  /** The others, by each item they name (itemKey). */
  byItem: ReadonlyMap<string, readonly FiringTracking[]>;
}

const KINDS = ['question', 'answer', 'form', 'ad'] as const satisfies readonly (keyof NamedItems)[];
const SETS = { question: 'questions', answer: 'answers', form: 'forms', ad: 'ads' } as const satisfies Record<keyof NamedItems, keyof FiringTracking>;

/** An item of a kind, as one key: a question and a form of a site may share an id. */
const itemKey = (kind: keyof NamedItems, key: string) => `${kind}\u0000${key}`;

export function indexTrackings(trackings: readonly FiringTracking[]): TrackingIndex {
  const named = trackings.filter((t) => !t.auto).flatMap((t) => KINDS.flatMap((kind) => [...t[SETS[kind]]].map((key) => [itemKey(kind, key), t] as const)));
  return { auto: trackings.filter((t) => t.auto), byItem: groupBy(named, ([key]) => key, ([, t]) => t) };
}

/** The trackings of `index` that fire at `hit` (trackingFires), each once. */
export function trackingsFiringAt(index: TrackingIndex, hit: IngestHit): FiringTracking[] {
  const named = namedItems(hit);
  const candidates = new Set(index.auto);
  for (const kind of KINDS) {
    const key = named[kind];
    if (key !== undefined) for (const t of index.byItem.get(itemKey(kind, key)) ?? []) candidates.add(t);
  }
  if (!candidates.size) return [];
  const day = utcIsoDay(hit.row.ts);
  return [...candidates].filter((t) => trackingFires(t, hit, day, named));
}
