import type { Page } from 'playwright-core';
import { addDays, isoDay } from '../../../../core/common/dateRange/calendarDays';
import { useBrowserSuite } from '../../../support/startBrowserSuite';

const suite = useBrowserSuite(async () => {
  // Page views of today on two pages, through the real collect endpoint.
  for (const [path, title, count] of [['/sport/e2e-final', 'Cup final', 3], ['/news/e2e-vote', 'Vote tonight', 2]] as const) {
    for (let i = 0; i < count; i++) {
      const res = await suite.collect({ type: 'pageview', domain: 'news.example.com', url: `https://news.example.com${path}`, title, visitorId: `e2e-content-${count}-${i}` });
      expect(res.status).toBeLessThan(300);
    }
  }
});

/** The browser's today: the range's end and its latest day. */
const browserToday = (page: Page) => page.evaluate(() => new Date().toLocaleDateString('sv'));

describe('/insights/content in Chromium', () => {
  it('IC-01, IC-03, IC-10, FB-28: a 32-day range is refused with its message; a trending page sets the page filter, which the chart request carries; a reload keeps the range', async () => {
    const page = await suite.openAs('/insights/content', 'analyst@demo.test');
    await page.getByTestId('insights-content-page').waitFor();
    const today = await browserToday(page);
    expect(today).toBe(isoDay(new Date())); // browser and test share the machine's zone

    await page.getByTestId('date-range-start').fill(addDays(today, -31));
    expect(await page.getByTestId('date-range-problem').innerText()).toBe('Start and end date must be within 31 days.');

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/account/settings/insightsFilter') && r.request().method() === 'POST');
    await page.getByTestId('date-range-start').fill(addDays(today, -9));
    await saved;
    await page.getByTestId('date-range-problem').waitFor({ state: 'detached' });

    const trending = page.getByTestId('trending-page').filter({ hasText: '/sport/e2e-final' });
    await trending.waitFor();
    const chartRequest = page.waitForRequest((r) => r.url().includes('/api/v1/monitoring/views/histogram') && decodeURIComponent(r.url()).includes('"value":"/sport/e2e-final"'));
    await trending.click();
    const url = new URL((await chartRequest).url());
    expect(url.searchParams.get('interval')).toBe('1d');
    expect(JSON.parse(url.searchParams.get('terms')!)).toEqual([{ field: 'page', value: '/sport/e2e-final' }]);
    expect(await page.getByTestId('filter-chip').innerText()).toContain('Cup final');
    await page.getByTestId('page-title').filter({ hasText: 'Cup final' }).waitFor();

    // IC-10: the page fact behind the info tab carries key (path), domain, title, image and views.
    const [fact] = await page.evaluate(async () => (await (await fetch('/api/v1/monitoring/views/pages?terms=' + encodeURIComponent(JSON.stringify([{ field: 'page', value: '/sport/e2e-final' }])))).json()).data);
    expect(fact).toEqual(expect.objectContaining({ key: '/sport/e2e-final', domain: 'news.example.com', title: 'Cup final', views: 3 }));
    expect(fact).toHaveProperty('image');

    await page.reload();
    await page.getByTestId('insights-content-page').waitFor();
    await page.getByTestId('trending-page').first().waitFor();
    expect(await page.getByTestId('date-range-start').inputValue()).toBe(addDays(today, -9));
    expect(await page.getByTestId('date-range-end').inputValue()).toBe(today);
    // FB-27: a day after today typed by hand is refused; the field goes back to today.
    const end = page.getByTestId('date-range-end');
    await end.fill(addDays(today, 1));
    await end.blur();
    expect(await end.inputValue()).toBe(today);
  });
});
