import type { EventGroupKey, EventTop } from './EventQuery';

type Row = { groups: EventGroupKey[] } & Record<string, unknown>;

/**
 * The rows `top` keeps, in its order — measures largest first, then groups by index — the order
 * the stores' SQL gives (ORDER BY … LIMIT, or QUALIFY per first group), for rows counted in memory.
 */
export function topRows<R extends Row>(rows: R[], top: EventTop<Record<string, unknown>> | undefined): R[] {
  if (!top) return rows;
  const compare = (a: R, b: R) => {
    for (const key of top.by) {
      if (typeof key === 'string') {
        const d = Number(b[key] ?? 0) - Number(a[key] ?? 0);
        if (d) return d;
      } else if (a.groups[key] !== b.groups[key]) return a.groups[key] < b.groups[key] ? -1 : 1;
    }
    return 0;
  };
  const sorted = [...rows].sort(compare);
  if (!top.perFirstGroup) return sorted.slice(0, top.limit);
  const kept = new Map<EventGroupKey, number>();
  return sorted.filter((r) => {
    const n = kept.get(r.groups[0]) ?? 0;
    kept.set(r.groups[0], n + 1);
    return n < top.limit;
  });
}
