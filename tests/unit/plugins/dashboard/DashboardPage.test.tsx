/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { screen } from '@testing-library/react';
import { hotLinks } from '../../../../plugins/dashboard/client/hotLinks';
import { renderConsole, TEST_LINKS } from '../../client/support/renderConsole';
import { testUser } from '../../client/support/testUser';

const ALL = ['MODULE_TOOLS.VIEW', 'MODULE_DMP.VIEW', 'MODULE_ANALYTICS.VIEW', 'MODULE_ADS.VIEW'];

describe('dashboard hot links', () => {
  it('DB-01 / DB-03: four cards; with every use permission they open tools root, /audiences/show, /realtime, /campaigns/place-ads', async () => {
    await renderConsole({ path: '/dashboard', user: testUser(ALL) });
    const href = (p: string) => screen.getByTestId(`hotlink-${p}`).getAttribute('href');
    expect(href('tools')).toBe(TEST_LINKS.toolsRoot);
    expect(href('dmp')).toBe('/audiences/show');
    expect(href('analytics')).toBe('/realtime');
    expect(href('ads')).toBe('/campaigns/place-ads');
    expect(screen.getByTestId('hotlink-tools').getAttribute('target')).toBe('_blank');
  });

  it('DB-02 / DB-04: without the use permission the card links to the account store; ads to the tools store', async () => {
    await renderConsole({ path: '/dashboard', user: testUser([]) });
    const href = (p: string) => screen.getByTestId(`hotlink-${p}`).getAttribute('href');
    expect(href('tools')).toBe(TEST_LINKS.accountStore);
    expect(href('dmp')).toBe(TEST_LINKS.accountStore);
    expect(href('analytics')).toBe(TEST_LINKS.accountStore);
    expect(href('ads')).toBe(TEST_LINKS.toolsStore);
  });

  it('DB-02: each card follows its own permission', () => {
    const links = hotLinks((rule) => rule === 'useProductDMP', TEST_LINKS);
    expect(links.map((l) => [l.product, l.open])).toEqual([
      ['tools', false],
      ['dmp', true],
      ['analytics', false],
      ['ads', false],
    ]);
  });
});
