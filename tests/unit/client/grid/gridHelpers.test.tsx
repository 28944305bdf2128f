/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { byPosition, CARD_HEADER_HEIGHT, cardHeight, chartFontSize, chartHeight, GRID_COLUMNS, GRID_ROW_HEIGHT, GRID_ROW_MARGIN, GRID_ROW_PITCH, MIN_CARD_WIDTH, nextCardId } from '../../../../core/common/plugin/cardGrid';
import { CardBody } from '../../../../core/client/grid/CardBody';
import { applyLayout } from '../../../../core/client/grid/GridHost';

const item = (i: string, x: number, y: number) => ({ i, component: 'UsersCard', x, y, w: 4, h: 3 });

describe('grid helpers', () => {
  it('RG-03, RG-04: 12 columns, rows of 39, minimum width 3', () => {
    expect([GRID_COLUMNS, GRID_ROW_HEIGHT, MIN_CARD_WIDTH]).toEqual([12, 39, 3]);
  });

  it('CX-08, CX-09: chart height 53 × rows − 30 and font 10 + 2 × rows', () => {
    expect(chartHeight(4)).toBe(182);
    expect(chartHeight(3)).toBe(129);
    expect(chartFontSize(3)).toBe(16);
  });

  it('OP-24: rows 39 px high and 14 px apart make the 53 px pitch of the chart formula; a chart fills a card below its 16 px header', () => {
    expect([GRID_ROW_MARGIN, GRID_ROW_PITCH]).toEqual([14, 53]);
    expect(cardHeight(3)).toBe(3 * 39 + 2 * 14);
    expect(CARD_HEADER_HEIGHT).toBe(16);
    for (const h of [1, 3, 4, 9]) expect(cardHeight(h) - CARD_HEADER_HEIGHT).toBe(chartHeight(h));
  });

  it('RG-20: the next card id is one above the highest numeric id', () => {
    expect(nextCardId([{ i: '7' }, { i: '3' }])).toBe('8');
    expect(nextCardId([])).toBe('1');
  });

  it('RG-05: on mobile cards are ordered by row, then column', () => {
    expect(byPosition([item('a', 4, 3), item('b', 8, 0), item('c', 0, 3), item('d', 0, 0)]).map((c) => c.i)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('the grid positions are written back onto the items, keeping component and params', () => {
    const items = [{ ...item('1', 0, 0), params: { listMode: 'pages' } }];
    expect(applyLayout(items, [{ i: '1', x: 8, y: 2, w: 4, h: 9 }])).toEqual([{ i: '1', component: 'UsersCard', x: 8, y: 2, w: 4, h: 9, params: { listMode: 'pages' } }]);
  });

  it('RG-33: <CardBody loading> shows an indeterminate progress bar', () => {
    const { rerender } = render(<CardBody loading>rows</CardBody>);
    expect(screen.getByTestId('card-progress').className).toContain('bp6-progress-bar');
    rerender(<CardBody>rows</CardBody>);
    expect(screen.queryByTestId('card-progress')).toBeNull();
  });
});
