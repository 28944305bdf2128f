import { validationMessage } from '../validation/validationMessages';
import type { CardSize } from './definePlugin';

/** The realtime dashboard's grid, named once: 12 columns of 39 px rows; no card narrower than 3. */
export const GRID_COLUMNS = 12;
export const GRID_ROW_HEIGHT = 39;
/**
 * Space between rows: 39 + 14 gives the 53 px row pitch the spec's chart formula (53 × h − 30)
 * assumes (OP-24); columns keep react-grid-layout's usual 10 px.
 */
export const GRID_ROW_MARGIN = 14;
export const GRID_COLUMN_MARGIN = 10;
export const GRID_ROW_PITCH = GRID_ROW_HEIGHT + GRID_ROW_MARGIN;
export const MIN_CARD_WIDTH = 3;

/**
 * Why a card size cannot be laid out on the grid (empty when it can), one sentence each starting
 * with `field` (what the caller checks: a card of a manifest, a dashboard's grid item). The CLI,
 * `doctor` and the dashboard schema share these rules; the texts are templates, so the client
 * translates a dashboard's.
 */
export function cardSizeProblems(size: CardSize, field: string): string[] {
  const problems: string[] = [];
  const minW = size.minW ?? MIN_CARD_WIDTH;
  const whole = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n > 0);
  if (![size.w, size.h, size.minW, size.minH, size.maxH].every(whole)) problems.push(validationMessage('cardWholeUnits', { field }));
  if (size.w > GRID_COLUMNS) problems.push(validationMessage('cardWiderThanGrid', { field, w: size.w, columns: GRID_COLUMNS }));
  if (minW < MIN_CARD_WIDTH) problems.push(validationMessage('cardBelowMinWidth', { field, minW, min: MIN_CARD_WIDTH }));
  if (minW > size.w) problems.push(validationMessage('cardMinWidth', { field, minW, w: size.w }));
  if (size.minH !== undefined && size.minH > size.h) problems.push(validationMessage('cardMinHeight', { field, minH: size.minH, h: size.h }));
  if (size.maxH !== undefined && size.maxH < size.h) problems.push(validationMessage('cardMaxHeight', { field, maxH: size.maxH, h: size.h }));
  return problems;
}

/** Height in px of a card `h` rows high: its rows and the margins between them. */
export function cardHeight(h: number): number {
  return GRID_ROW_PITCH * h - GRID_ROW_MARGIN;
}

/** What a card keeps of its height besides a chart (spec §9: 53 × rows − 30). */
const CHART_CHROME = 30;

/** Height in px of a chart inside a card `h` rows high (CX-08). */
export function chartHeight(h: number): number {
  return GRID_ROW_PITCH * h - CHART_CHROME;
}

/** The card header's height: what a card keeps above its chart, so a chart fills the rest exactly. */
export const CARD_HEADER_HEIGHT = cardHeight(1) - chartHeight(1);

/** Font size in px of a chart inside a card `h` rows high (CX-09). */
export function chartFontSize(h: number): number {
  return 10 + 2 * h;
}

/**
 * The grid's breakpoints by container width (react-grid-layout's `breakpoints`) and their columns
 * (its `cols`). The dashboard's layout is a desktop one; a tablet shows it on two columns (a card
 * at most half the desktop's width takes one, a wider one both, so the narrowest card stays above
 * 270 px), a phone on one column in position order (RG-05).
 */
export const GRID_BREAKPOINTS = { desktop: 880, tablet: 560, phone: 0 } as const;
export const GRID_BREAKPOINT_COLUMNS = { desktop: GRID_COLUMNS, tablet: 2, phone: 1 } as const;
export type GridBreakpoint = keyof typeof GRID_BREAKPOINTS;

/** The breakpoint of a grid this many px wide. */
export function gridBreakpoint(width: number): GridBreakpoint {
  if (width >= GRID_BREAKPOINTS.desktop) return 'desktop';
  return width >= GRID_BREAKPOINTS.tablet ? 'tablet' : 'phone';
}

/**
 * The desktop layout on a grid of `cols` columns: cards in position order, each keeping its share
 * of the row (at least one column), placed where it ends highest — on a tie nearest to where it
 * stands on desktop. No card overlaps another; heights and the desktop layout stay as they are.
 */
export function narrowLayout<T extends Pick<CardLayoutItem, 'x' | 'y' | 'w' | 'h'>>(items: readonly T[], cols: number): T[] {
  const skyline = new Array<number>(cols).fill(0);
  return byPosition(items).map((item) => {
    const w = Math.min(cols, Math.max(1, Math.round((item.w * cols) / GRID_COLUMNS)));
    const target = (item.x * cols) / GRID_COLUMNS;
    let best = { x: 0, y: Number.POSITIVE_INFINITY };
    for (let x = 0; x + w <= cols; x++) {
      const y = Math.max(...skyline.slice(x, x + w));
      if (y < best.y || (y === best.y && Math.abs(x - target) < Math.abs(best.x - target))) best = { x, y };
    }
    skyline.fill(best.y + item.h, best.x, best.x + w);
    return { ...item, x: best.x, y: best.y, w };
  });
}

/** A card's place on a dashboard (spec §3 Card layout item); `params` are the card's settings. */
export interface CardLayoutItem {
  i: string;
  component: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minH?: number;
  maxH?: number;
  params?: Record<string, unknown>;
  /** The version of the card's settings schema `params` were saved at; absent = 1. */
  paramsVersion?: number;
}

/** The next card id: numeric, one above the highest used (RG-20). */
export function nextCardId(items: readonly Pick<CardLayoutItem, 'i'>[]): string {
  const highest = items.reduce((max, item) => Math.max(max, Number.parseInt(item.i, 10) || 0), 0);
  return String(highest + 1);
}

/** Cards in reading order: by row, then column (RG-05). */
export function byPosition<T extends Pick<CardLayoutItem, 'x' | 'y'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.y - b.y || a.x - b.x);
}
