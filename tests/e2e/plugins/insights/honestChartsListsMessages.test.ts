import type { Page } from 'playwright-core';
import { useBrowserSuite } from '../../../support/startBrowserSuite';

const suite = useBrowserSuite(async () => {
  // Page views of today on two domains, "/" on both, through the real collect endpoint.
  const hits = [
    ['news.example.com', '/', 'News home'],
    ['sport.example.com', '/', 'Sport home'],
    ['news.example.com', '/sport/e2e-honest', 'Honest final'],
  ];
  for (const [i, [domain, path, title]] of hits.entries()) {
    const res = await suite.collect({ type: 'pageview', domain, url: `https://${domain}${path}`, title, visitorId: `e2e-honest-${i}` });
    expect(res.status).toBeLessThan(300);
  }
});

/** Where the chart's lines end, as a share of the plot's width, and how their last pieces are dashed. */
const lineEnds = (page: Page) =>
  page.getByTestId('users-card').evaluate((card) => {
    const plot = card.querySelector('.highcharts-plot-background')!.getBoundingClientRect();
    const end = (series: number) => (card.querySelector(`.highcharts-series-${series} .highcharts-graph`)!.getBoundingClientRect().right - plot.left) / plot.width;
    const openBucket = card.querySelector('.highcharts-series-1 .highcharts-zone-graph-1');
    return { compared: end(0), today: end(1), openDash: openBucket?.getAttribute('stroke-dasharray') };
  });

/** The browser's share of its local day gone by. */
const dayGone = (page: Page) => page.evaluate(() => {
  const now = new Date();
  return (now.getHours() * 60 + now.getMinutes()) / 1440;
});

describe('Honest charts, unambiguous lists and messages in Chromium (issue 12)', () => {
  it('CU-02: the UsersCard draws today up to now, not the rest of the day as zero; the open bucket is dotted, the compared day runs to its end', async () => {
    const page = await suite.openAs('/realtime', 'analyst@demo.test');
    await page.getByTestId('users-card').locator('.highcharts-series-1 .highcharts-zone-graph-1').waitFor();
    const ends = await lineEnds(page);
    // One 5-minute bucket of the day is 0.35 % of the width; allow a few for label rounding.
    expect(Math.abs(ends.today - (await dayGone(page)))).toBeLessThan(0.02);
    expect(ends.compared).toBeGreaterThan(0.98);
    expect(ends.openDash).not.toBe('none');
  });

  it('IC-02: with pages of two domains in view the trending pages name their domain, "/" is not there twice', async () => {
    const page = await suite.openAs('/insights/content', 'analyst@demo.test');
    const labels = page.getByTestId('trending-page').locator('.ac-trending-label');
    await labels.filter({ hasText: 'sport.example.com/' }).waitFor();
    const texts = await labels.allInnerTexts();
    expect(texts).toEqual(expect.arrayContaining(['news.example.com/', 'sport.example.com/', 'news.example.com/sport/e2e-honest']));
    expect(texts).not.toContain('/');
  });

  it('FB-03: a page filter set on /insights/content is a chip there and on /insights/audiences, where it applies too', async () => {
    const page = await suite.openAs('/insights/content', 'analyst@demo.test');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/account/settings/insightsFilter') && r.request().method() === 'POST');
    await page.getByTestId('trending-page').filter({ hasText: '/sport/e2e-honest' }).click();
    await saved;
    expect(await page.getByTestId('filter-chip').allInnerTexts()).toEqual(['Page: Honest final']);
    await page.goto('/insights/audiences');
    await page.getByTestId('insights-audiences-page').waitFor();
    await page.getByTestId('filter-chip').first().waitFor();
    expect(await page.getByTestId('filter-chip').allInnerTexts()).toEqual(['Page: Honest final']);
    // Clear it for the other tests: removing the chip stores the filter without it.
    const cleared = page.waitForResponse((r) => r.url().endsWith('/api/v1/account/settings/insightsFilter') && r.request().method() === 'POST');
    await page.getByTestId('filter-chip').getByRole('button').click();
    await cleared;
  });

  it('FB-18: exiting temporary mode takes ?domain= out of the URL, and a reload stays out of temporary mode', async () => {
    const page = await suite.openAs('/insights/content?domain=sport.example.com', 'analyst@demo.test');
    await page.getByTestId('temporary-button').click();
    await page.getByTestId('temporary-exit').click();
    await page.waitForURL((url) => url.pathname === '/insights/content' && !url.searchParams.has('domain'));
    await page.reload();
    await page.getByTestId('trending-page').first().waitFor();
    expect(await page.getByTestId('temporary-button').count()).toBe(0);
    expect(await page.getByTestId('filter-chip').allInnerTexts()).not.toContain('sport.example.com');
  });

  it('SH-15, SH-29, ER-01: a failed account check at start says "Error during checking account!" on /login; the message closes after 2 s, or at once with its close button', async () => {
    const page = await suite.openAs('/insights/content', 'analyst@demo.test');
    await page.getByTestId('insights-content-page').waitFor();
    await page.route('**/api/v1/account/me', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'internal', message: '' }) }));
    const toast = page.locator('.bp6-toast').filter({ hasText: 'Error during checking account!' });

    await page.reload();
    await toast.waitFor();
    const shown = Date.now();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.waitForTimeout(1000);
    expect(await toast.count()).toBe(1);
    await toast.waitFor({ state: 'detached', timeout: 4000 });
    // 2 s, plus the toast's leave transition (350 ms) and the polling.
    expect(Date.now() - shown).toBeGreaterThanOrEqual(1800);
    expect(Date.now() - shown).toBeLessThan(3500);

    // The session marker is gone with the failed check: sign in again, then fail the check once more.
    await suite.login(page, 'analyst@demo.test');
    await page.reload();
    await toast.waitFor();
    await toast.getByRole('button', { name: 'Close' }).click();
    await toast.waitFor({ state: 'detached', timeout: 1000 });
  });

  it('SH-15: for a German user a start whose account check fails before the locale files arrive says so in German, and the message closes with "Schließen"', async () => {
    const page = await suite.openAs('/insights/content', 'analyst@demo.test');
    await page.getByTestId('insights-content-page').waitFor();
    await page.evaluate(() => localStorage.setItem('ac.language', 'de'));
    await page.route('**/api/v1/account/me', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'internal', message: '' }) }));
    // The German locale files arrive only well after the failed check.
    let held = 0;
    await page.route(/locale-de-/, async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.reload();
    const toast = page.locator('.bp6-toast').filter({ hasText: 'Fehler beim Prüfen des Kontos!' });
    await toast.waitFor();
    expect(held).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    await toast.getByRole('button', { name: 'Schließen' }).click();
    await toast.waitFor({ state: 'detached', timeout: 1000 });
  });
});
