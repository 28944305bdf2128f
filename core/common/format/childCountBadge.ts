/** A tree row's child count as its badge shows it: capped at "9+" (spec §9, CX-07). */
export function childCountBadge(count: number): string {
  return count > 9 ? '9+' : String(count);
}
