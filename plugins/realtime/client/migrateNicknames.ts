import type { CardLayoutItem } from '../../../core/common/plugin';
import type { Nickname, Nicknames } from '../../monitoring/common/monitoringSettings';

/** Legacy card params that held custom names of audiences and events. */
const LEGACY = { customAudiences: 'audiences', customEvents: 'events' } as const;

/**
 * RG-21: custom audiences and events stored on cards move into the nicknames (key, name) and
 * the old lists leave the cards. `changed` tells whether the grid needs saving.
 */
export function migrateNicknames(grid: readonly CardLayoutItem[]): { grid: CardLayoutItem[]; nicknames: Nicknames; changed: boolean } {
  const nicknames: Nicknames = { audiences: [], events: [] };
  let changed = false;
  const migrated = grid.map((item) => {
    const params = { ...item.params };
    let itemChanged = false;
    for (const [legacy, type] of Object.entries(LEGACY) as [keyof typeof LEGACY, keyof Nicknames][]) {
      if (!(legacy in params)) continue;
      nicknames[type].push(...toNicknames(params[legacy]));
      delete params[legacy];
      itemChanged = true;
    }
    changed ||= itemChanged;
    return itemChanged ? { ...item, params } : item;
  });
  return { grid: migrated, nicknames, changed };
}

function toNicknames(value: unknown): Nickname[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const e = entry as Record<string, unknown>;
    const key = e.key ?? e.id ?? e.value;
    const name = e.name ?? e.customName ?? e.text;
    return key !== undefined && typeof name === 'string' ? [{ key: String(key), name }] : [];
  });
}
