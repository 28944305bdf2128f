import type { RegisteredNav } from '../../common/plugin/PluginRegistry';
import type { Product } from '../../common/products';

export interface DrawerSection {
  section: Product | 'core';
  entries: RegisteredNav[];
}

/**
 * The drawer's sections (SH-26, OP-15): core entries on top, then one section per product
 * with the current product (if any) first; only entries whose route rule passes, no empty sections.
 */
export function drawerSections(nav: readonly RegisteredNav[], can: (rule: string) => boolean, current: Product | undefined): DrawerSection[] {
  const sections = new Map<Product | 'core', RegisteredNav[]>();
  for (const entry of nav) {
    if (!can(entry.permission)) continue;
    sections.set(entry.section, [...(sections.get(entry.section) ?? []), entry]);
  }
  const rank = (s: Product | 'core') => (s === 'core' ? 0 : s === current ? 1 : 2);
  return [...sections.entries()].map(([section, entries]) => ({ section, entries })).sort((a, b) => rank(a.section) - rank(b.section));
}
