/** Rows of the card without top pages, and the rows it asks for (and keeps at least) with them (CE-08). */
const PLAIN_HEIGHT = 3;
const PAGES_HEIGHT = 6;

/** The height the card asks its host for when top pages are switched on or off (CE-08). */
export function pagesHeight(enablePages: boolean): { h: number; minH?: number } {
  return enablePages ? { h: PAGES_HEIGHT, minH: PAGES_HEIGHT } : { h: PLAIN_HEIGHT };
}

/** Top pages a card `h` rows high shows: max(h − 4, 2) (spec §9, CE-09). */
export function topPagesCount(h: number): number {
  return Math.max(h - 4, 2);
}

/** Rows of chart height in a pages-enabled card `h` rows high: what the top pages (about two to a row) leave. */
export function pagesChartRows(h: number): number {
  return h - Math.ceil(topPagesCount(h) / 2) - 1;
}
