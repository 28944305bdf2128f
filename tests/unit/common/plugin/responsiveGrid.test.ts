import { GRID_BREAKPOINT_COLUMNS, gridBreakpoint, narrowLayout, type CardLayoutItem } from '../../../../core/common/plugin/cardGrid';

const card = (i: string, x: number, y: number, w: number, h: number): CardLayoutItem => ({ i, component: 'UsersCard', x, y, w, h });

/** Whether two cards share a cell. */
const overlap = (a: CardLayoutItem, b: CardLayoutItem) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** A desktop dashboard: three 4-wide cards, then a 6 + 6 row and a full-width card. */
const desktop = [card('1', 0, 0, 4, 3), card('2', 4, 0, 4, 3), card('3', 8, 0, 4, 4), card('4', 0, 4, 6, 3), card('5', 6, 4, 6, 3), card('6', 0, 7, 12, 5)];

describe('responsive grid', () => {
  it('RG-05: 12 columns from 880 px, 2 on a tablet from 560 px, one column only below (a phone)', () => {
    expect(GRID_BREAKPOINT_COLUMNS).toEqual({ desktop: 12, tablet: 2, phone: 1 });
    expect([1440 - 240 - 48, 1280 - 240 - 48, 880].map(gridBreakpoint)).toEqual(['desktop', 'desktop', 'desktop']);
    // 1024 × 768 beside the docked drawer, and a 768 px tablet with the drawer collapsed.
    expect([1024 - 240 - 48, 768 - 24, 560].map(gridBreakpoint)).toEqual(['tablet', 'tablet', 'tablet']);
    expect([390 - 24, 559, 0].map(gridBreakpoint)).toEqual(['phone', 'phone', 'phone']);
  });

  it('RG-05: on a tablet cards up to half the desktop width take one of two columns, wider ones both, with no overlaps or cards past the grid', () => {
    const tablet = narrowLayout(desktop, 2);
    expect(tablet.map(({ i, x, y, w, h }) => [i, x, y, w, h])).toEqual([
      ['1', 0, 0, 1, 3],
      ['2', 1, 0, 1, 3],
      ['3', 1, 3, 1, 4],
      ['4', 0, 3, 1, 3],
      ['5', 0, 6, 1, 3],
      ['6', 0, 9, 2, 5],
    ]);
    for (const a of tablet) {
      expect(a.x + a.w).toBeLessThanOrEqual(2);
      for (const b of tablet) if (a !== b) expect(overlap(a, b)).toBe(false);
    }
  });

  it('RG-05: on 12 columns cards keep their columns and widths (only moving up into gaps); a derived layout keeps heights and settings and changes nothing of the original', () => {
    const withParams = desktop.map((c) => ({ ...c, params: { n: c.i } }));
    const before = JSON.parse(JSON.stringify(withParams)) as typeof withParams;
    const same = narrowLayout(withParams, 12);
    expect(same.map((c) => [c.i, c.x, c.w])).toEqual(withParams.map((c) => [c.i, c.x, c.w]));
    same.forEach((c, n) => expect(c.y).toBeLessThanOrEqual(withParams[n].y));
    const tablet = narrowLayout(withParams, 2);
    expect(withParams).toEqual(before);
    expect(tablet.map((c) => [c.i, c.h, c.params])).toEqual(withParams.map((c) => [c.i, c.h, c.params]));
  });

  it('RG-05: a card goes where it ends highest, filling the space beside a taller card', () => {
    const tablet = narrowLayout([card('a', 0, 0, 4, 6), card('b', 4, 0, 4, 2), card('c', 8, 0, 4, 2)], 2);
    expect(tablet.map(({ i, x, y }) => [i, x, y])).toEqual([
      ['a', 0, 0],
      ['b', 1, 0],
      ['c', 1, 2],
    ]);
  });
});
