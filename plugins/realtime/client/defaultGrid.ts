import { GRID_COLUMNS, nextCardId, type CardLayoutItem, cardSettingsDefaults, type CardContribution } from '../../../core/common/plugin';

/** A new card placed below the others, at its manifest size, with its default settings. */
export function newCardItem(card: CardContribution, grid: readonly CardLayoutItem[]): CardLayoutItem {
  const bottom = grid.reduce((max, item) => Math.max(max, item.y + item.h), 0);
  return { i: nextCardId(grid), component: card.component, x: 0, y: bottom, ...sizeOf(card), ...defaultParams(card) };
}

/** RG-12, RG-25: the default cards, in registry order, filled row by row across the 12 columns. */
export function defaultGrid(cards: readonly CardContribution[]): CardLayoutItem[] {
  const grid: CardLayoutItem[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const card of cards.filter((c) => c.default)) {
    const { w, h } = card.size;
    if (x + w > GRID_COLUMNS) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    grid.push({ i: nextCardId(grid), component: card.component, x, y, ...sizeOf(card), ...defaultParams(card) });
    x += w;
    rowHeight = Math.max(rowHeight, h);
  }
  return grid;
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
