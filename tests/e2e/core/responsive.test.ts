import type { Page } from 'playwright-core';
import { useBrowserSuite } from '../../support/startBrowserSuite';

const suite = useBrowserSuite();

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/**
 * Every page of the analytics half a signed-in admin opens, and what shows it is there
 * (/insights/overview is disabled by default and leads to the content page, OP-13).
 */
const PAGES = [
  { path: '/dashboard', testId: 'dashboard-page' },
  { path: '/realtime', testId: 'grid-host' },
  { path: '/insights/content', testId: 'insights-content-page' },
  { path: '/insights/audiences', testId: 'insights-audiences-page' },
  { path: '/account/channels', testId: 'channels-page' },
  { path: '/account/settings', testId: 'settings-page' },
];

/** How far the page and its content area run past the viewport, in px (0 when nothing overflows sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('.ac-content');
    return {
      document: document.scrollingElement!.scrollWidth - window.innerWidth,
      content: main ? main.scrollWidth - main.clientWidth : 0,
    };
  });

/** The distinct left edges of the grid's cards: one per column in use. */
const cardColumns = (page: Page) =>
  page.getByTestId('grid-card').evaluateAll((cards) => new Set(cards.map((c) => Math.round(c.getBoundingClientRect().left))).size);

async function openPage(page: Page, path: string, testId: string) {
  await page.goto(path);
  await page.getByTestId(testId).first().waitFor();
  // Lazy cards and charts take their size a moment after the page appears.
  await page.waitForLoadState('networkidle');
}

describe('phone and tablet in Chromium', () => {
  it('RG-05: the login page fits a phone and a tablet', async () => {
    const page = await suite.newPage();
    for (const size of [PHONE, TABLET]) {
      await page.setViewportSize(size);
      await page.goto('/login');
      await page.getByTestId('login-email').waitFor();
      expect({ size, ...(await overflow(page)) }).toEqual({ size, document: 0, content: 0 });
    }
  });

  it('RG-05: at 390 × 844 every page fits the width, the drawer is collapsed (and opens from the toolbar) and the dashboard is one column', async () => {
    const page = await suite.newPage();
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    await suite.login(page, 'admin@demo.test');
    for (const { path, testId } of PAGES) {
      await openPage(page, path, testId);
      expect({ path, ...(await overflow(page)) }).toEqual({ path, document: 0, content: 0 });
      expect({ path, drawer: await page.getByTestId('navigation-drawer').count() }).toEqual({ path, drawer: 0 });
    }
    await openPage(page, '/realtime', 'grid-host');
    await page.getByTestId('grid-card').first().waitFor();
    expect(await page.getByTestId('grid-host').getAttribute('data-breakpoint')).toBe('phone');
    expect(await cardColumns(page)).toBe(1);
    const widths = await page.getByTestId('grid-card').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().width));
    for (const width of widths) expect(width).toBeGreaterThan(340);
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('settings-page').waitFor();
    expect(await page.getByTestId('navigation-drawer').count()).toBe(0);
  }, 120000);

  it('RG-05: at 1024 × 768 every page fits the width, the drawer stays beside the page and the dashboard keeps several columns', async () => {
    const page = await suite.newPage();
    await page.setViewportSize(TABLET);
    await page.goto('/dashboard');
    await suite.login(page, 'admin@demo.test');
    for (const { path, testId } of PAGES) {
      await openPage(page, path, testId);
      expect({ path, ...(await overflow(page)) }).toEqual({ path, document: 0, content: 0 });
      expect({ path, drawer: await page.getByTestId('navigation-drawer').count() }).toEqual({ path, drawer: 1 });
    }
    await openPage(page, '/realtime', 'grid-host');
    await page.getByTestId('grid-card').first().waitFor();
    expect(await page.getByTestId('grid-host').getAttribute('data-breakpoint')).toBe('tablet');
    expect(await cardColumns(page)).toBeGreaterThanOrEqual(2);
  }, 120000);

  it('OP-19: the admin chooses a user-search result and its user panel shows name, e-mail, id, organisations, access and domains', async () => {
    const page = await suite.newPage();
    await page.goto('/dashboard');
    await suite.login(page, 'admin@demo.test');
    await page.getByTestId('user-search').fill('analyst');
    await page.getByTestId('user-search-result').first().click();
    const panel = page.getByTestId('user-panel');
    await panel.getByTestId('user-panel-name').waitFor();
    expect(await panel.getByTestId('user-panel-name').innerText()).toBe('Anna Analyst');
    expect(await panel.getByTestId('user-panel-email').innerText()).toBe('analyst@demo.test');
    expect(await panel.getByTestId('user-panel-id').innerText()).toMatch(/^ID \d+$/);
    expect(await panel.getByTestId('user-panel-organisations').innerText()).toContain('Demo Media');
    expect(await panel.getByTestId('user-panel-access').innerText()).toContain('REALTIME.VIEW');
    expect(await panel.getByTestId('user-panel-domains').innerText()).toContain('news.example.com');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });
});
