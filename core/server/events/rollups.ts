import type { TimeRange } from './TimeRange';
import type { EventLists } from './eventColumns';

export type RollupTier = 'hour' | 'day';

/**
 * Roll-ups: the event rows summed per hour and per UTC day over a few column sets, kept
 * current by the store (RollupMaintainer). A query that counts additive things (page views,
 * events, the latest instant) and reads only columns a roll-up keeps is answered from it: 45
 * days of a busy site are a few hundred thousand rows instead of tens of millions. Its tables
 * carry the events' column names (and `ts`, the bucket's start), so the monitoring filter's
 * SQL runs on them unchanged. One roll-up keeps the visitor key `vid`: a visitor's rows of a
 * day in one row, which distinct users are counted from exactly (a third of the events). A list
 * kept `visitorsPerId` gets a per-id roll-up: a visitor's day per id in one row.
 */
export interface Rollup {
  name: string;
  /** Event columns kept; rows are summed over everything else. */
  dims: readonly string[];
  /** Buckets kept: hours and days, or days only (per hour, a visitor roll-up would be as large as the events). */
  tiers: readonly RollupTier[];
  /**
   * A per-id roll-up: the list column whose ids it keeps one to a row, as `id` (and the ids of its
   * class column as `class`), instead of as lists. Its rows are ordered by day, class and id, so
   * the ids of one class are read without the rest.
   */
  perId?: { list: string; classes?: string };
}

/**
 * The roll-ups of a store with these id lists, smallest first: a query takes the first one that
 * keeps every column it reads. Lists declared `rolledUp` get their own roll-up and a place in
 * the visitor roll-up (audience counts over days); lists kept `visitorsPerId` a per-id roll-up,
 * last: only a query reading their ids one to a row finds it (coveringRollup).
 */
export function rollupsOf(lists: EventLists): Rollup[] {
  const rolled = lists.rolledUpColumns();
  return [
    { name: 'rollup_domain', dims: ['domain'], tiers: ['hour', 'day'] },
    { name: 'rollup_event', dims: ['domain', 'event', 'label'], tiers: ['hour', 'day'] },
    ...rolled.map((column): Rollup => ({ name: `rollup_${column.replace(/_ids$/, '')}`, dims: ['domain', column], tiers: ['hour', 'day'] })),
    { name: 'rollup_source', dims: ['domain', 'device', 'browser', 'os', 'referrer_type', 'referrer'], tiers: ['hour', 'day'] },
    { name: 'rollup_page', dims: ['domain', 'path'], tiers: ['hour', 'day'] },
    { name: 'rollup_visitor', dims: ['domain', 'device', 'browser', 'os', ...rolled, 'vid'], tiers: ['day'] },
    ...lists.perIdLists().map(({ name, column, classes }): Rollup => ({ name: `rollup_${name}_visitors`, dims: ['domain', 'vid'], tiers: ['day'], perId: { list: column, classes } })),
  ];
}

/** The columns a per-id roll-up keeps besides its dims: each id (and its class) one to a row. */
export const perIdColumns = (rollup: Rollup): string[] => (rollup.perId ? ['id', ...(rollup.perId.classes ? ['class'] : [])] : []);

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const TIER_MS: Record<RollupTier, number> = { hour: HOUR_MS, day: DAY_MS };

export const rollupTable = (rollup: Rollup, tier: RollupTier) => `${rollup.name}_${tier}`;

/**
 * The first roll-up that keeps every column in `columns`, if any. `unnested`: the list column a
 * query reads only one id to a row (grouped by its ids, its class column read only to narrow them),
 * which that list's per-id roll-up keeps so.
 */
export function coveringRollup(rollups: readonly Rollup[], columns: readonly string[], unnested?: string): Rollup | undefined {
  return rollups.find((rollup) => {
    if (!rollup.perId) return columns.every((column) => rollup.dims.includes(column));
    const { list, classes } = rollup.perId;
    return list === unnested && columns.every((column) => column === list || column === classes || rollup.dims.includes(column));
  });
}

/** A piece of a range and where its rows are: the events themselves or a tier of a roll-up. */
export interface RangePart extends TimeRange {
  tier: 'events' | RollupTier;
}

/**
 * Splits `range` into pieces a roll-up serves exactly: whole UTC days and whole hours below
 * `until` (everything before it is rolled up) from the roll-up's tiers, the ragged edges and
 * everything from `until` on from the events. `tiers`: which tiers may serve (a histogram of
 * hours cannot use days). Pieces come in time order, empty ones left out.
 */
export function rangeParts(range: TimeRange, until: number, tiers: readonly RollupTier[] = ['day', 'hour']): RangePart[] {
  const parts: RangePart[] = [];
  const rolledTo = Math.min(range.to, until);
  const split = (from: number, to: number, [tier, ...finer]: readonly RollupTier[]) => {
    if (from >= to) return;
    if (!tier) {
      parts.push({ tier: 'events', from, to });
      return;
    }
    const step = TIER_MS[tier];
    const start = Math.ceil(from / step) * step;
    const end = Math.floor(to / step) * step;
    if (start >= end) {
      split(from, to, finer);
      return;
    }
    split(from, start, finer);
    parts.push({ tier, from: start, to: end });
    split(end, to, finer);
  };
  split(range.from, rolledTo, tiers);
  if (rolledTo < range.to) parts.push({ tier: 'events', from: Math.max(range.from, rolledTo), to: range.to });
  return parts;
}
