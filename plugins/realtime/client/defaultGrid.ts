import { GRID_COLUMNS, nextCardId, type CardLayoutItem, cardSettingsDefaults, type CardContribution } from '../../../core/common/plugin';

/** A new card placed below the others, at its manifest size, with its default settings. */
export function newCardItem(card: CardContribution, grid: readonly CardLayoutItem[]): CardLayoutItem {
  const bottom = grid.reduce((max, item) => Math.max(max, item.y + item.h), 0);
  return { i: nextCardId(grid), component: card.component, x: 0, y: bottom, ...sizeOf(card), ...defaultParams(card) };
}

/**
 * RG-12, RG-25: the default cards by their `defaultPlace` order (then registry order), each at
 * its default size in the first free spot from the top left, so cards of mixed heights leave
 * no holes that a later, smaller card could fill.
 */
export function defaultGrid(cards: readonly CardContribution[]): CardLayoutItem[] {
  const ordered = cards.filter((c) => c.default).sort((a, b) => (a.defaultPlace?.order ?? Number.MAX_SAFE_INTEGER) - (b.defaultPlace?.order ?? Number.MAX_SAFE_INTEGER));
  const grid: CardLayoutItem[] = [];
  for (const card of ordered) {
    const size = { ...sizeOf(card), w: Math.min(card.defaultPlace?.w ?? card.size.w, GRID_COLUMNS), h: card.defaultPlace?.h ?? card.size.h };
    grid.push({ i: nextCardId(grid), component: card.component, ...firstFreeSpot(grid, size), ...size, ...defaultParams(card) });
  }
  return grid;
}

/** The topmost, then leftmost, position where a `w` × `h` card overlaps no card of `grid`. */
function firstFreeSpot(grid: readonly CardLayoutItem[], { w, h }: { w: number; h: number }): { x: number; y: number } {
  const overlaps = (x: number, y: number) => grid.some((c) => x < c.x + c.w && c.x < x + w && y < c.y + c.h && c.y < y + h);
  for (let y = 0; ; y++) {
    for (let x = 0; x + w <= GRID_COLUMNS; x++) if (!overlaps(x, y)) return { x, y };
  }
}

/** A fresh card's settings: its schema's defaults at the schema's version. */
function defaultParams(card: CardContribution): Pick<CardLayoutItem, 'params' | 'paramsVersion'> {
  return { params: cardSettingsDefaults(card.settings), paramsVersion: card.settings?.version ?? 1 };
}

function sizeOf(card: CardContribution): Pick<CardLayoutItem, 'w' | 'h' | 'minH' | 'maxH'> {
  const { w, h, minH, maxH } = card.size;
  return { w, h, ...(minH !== undefined ? { minH } : {}), ...(maxH !== undefined ? { maxH } : {}) };
}

/** RG-22: equal when every card keeps its id, place and size. */
export function sameLayout(a: readonly CardLayoutItem[], b: readonly CardLayoutItem[]): boolean {
  const key = (grid: readonly CardLayoutItem[]) => JSON.stringify([...grid].sort((p, q) => Number(p.i) - Number(q.i)).map(({ i, x, y, w, h }) => [i, x, y, w, h]));
  return key(a) === key(b);
}
