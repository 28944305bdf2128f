import { GRID_COLUMNS, type CardContribution, type CardLayoutItem } from '../../../../core/common/plugin';
import devicesCard from '../../../../plugins/devices-card';
import domainPageCard from '../../../../plugins/domain-page-card';
import interestsCard from '../../../../plugins/interests-card';
import { defaultGrid } from '../../../../plugins/realtime/client/defaultGrid';
import referrerTypeCard from '../../../../plugins/referrer-type-card';
import usersCard from '../../../../plugins/users-card';
import visitorPropertiesCard from '../../../../plugins/visitor-properties-card';

const load = async () => ({ default: () => null });
const card = (component: string, w: number, h: number, extra: Partial<CardContribution> = {}): CardContribution => ({ component, load, permission: 'viewRealtime', size: { w, h }, default: true, title: 'title', ...extra });

/** Cells of the block from the top left to the grid's lowest card edge that no card covers. */
function holes(grid: readonly CardLayoutItem[]): number {
  const bottom = Math.max(...grid.map((c) => c.y + c.h));
  let free = 0;
  for (let y = 0; y < bottom; y++) for (let x = 0; x < GRID_COLUMNS; x++) if (!grid.some((c) => x >= c.x && x < c.x + c.w && y >= c.y && y < c.y + c.h)) free++;
  return free;
}

describe('defaultGrid', () => {
  it('RG-12, RG-06: the six default cards in the plugins\' registry order fill a 12 × 15 block without holes, the UsersCard first at 8 × 6, list cards 4 × 9 below', () => {
    // Registry order is alphabetical by plugin (with dependencies first), not the spec's order.
    const catalogue = [devicesCard, domainPageCard, interestsCard, referrerTypeCard, usersCard, visitorPropertiesCard].flatMap((p) => p.cards ?? []);
    const grid = defaultGrid(catalogue);
    expect(grid.map(({ component, x, y, w, h }) => ({ component, x, y, w, h }))).toEqual([
      { component: 'UsersCard', x: 0, y: 0, w: 8, h: 6 },
      { component: 'DevicesCard', x: 8, y: 0, w: 4, h: 3 },
      { component: 'ReferrerTypeCard', x: 8, y: 3, w: 4, h: 3 },
      { component: 'DomainPageCard', x: 0, y: 6, w: 4, h: 9 },
      { component: 'InterestsCard', x: 4, y: 6, w: 4, h: 9 },
      { component: 'VisitorPropertiesCard', x: 8, y: 6, w: 4, h: 9 },
    ]);
    expect(holes(grid)).toBe(0);
    expect(grid.map((c) => c.i)).toEqual(['1', '2', '3', '4', '5', '6']);
    // A new UsersCard keeps the manifest's default size (RG-06); only the default dashboard enlarges it.
    expect(usersCard.cards![0].size).toMatchObject({ w: 4, h: 3 });
  });

  it('RG-12: without a default place cards follow in registry order, each in the first free spot from the top left', () => {
    const grid = defaultGrid([card('Tall', 4, 9), card('Small', 4, 3), card('Optional', 4, 3, { default: false }), card('Wide', 6, 3), card('Second', 4, 3)]);
    expect(grid.map(({ component, x, y }) => [component, x, y])).toEqual([
      ['Tall', 0, 0],
      ['Small', 4, 0],
      ['Wide', 4, 3],
      ['Second', 8, 0],
    ]);
  });
});
