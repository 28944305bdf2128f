import type { Page } from 'playwright-core';
import { addDays, isoDay } from '../../../../core/common/dateRange/calendarDays';
import { hashPassword } from '../../../../core/server/auth/passwordHash';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import { createUser } from '../../../../core/server/users/userRepository';
import { useBrowserSuite } from '../../../support/startBrowserSuite';
import { DEMO_PASSWORD } from '../../../support/startTestServer';

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

/**
 * /insights/content signed in as `email`, with the socket.io frames the page sends and receives
 * (`42[...]` event frames), once its trending pages are shown and its socket has authenticated.
 */
async function openWatchingSocket(email: string) {
  const page = await suite.newPage();
  const sent: string[] = [];
  let heardAuthenticated = () => {};
  const authenticated = new Promise<void>((resolve) => (heardAuthenticated = resolve));
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => typeof f.payload === 'string' && f.payload.startsWith('42') && sent.push(f.payload));
    ws.on('framereceived', (f) => typeof f.payload === 'string' && f.payload.startsWith('42["authenticated"') && heardAuthenticated());
  });
  await page.goto('/insights/content');
  await suite.login(page, email);
  await page.getByTestId('trending-page').filter({ hasText: '/sport/e2e-final' }).waitFor();
  await authenticated;
  return { page, subscribes: () => sent.filter((f) => f.startsWith('42["subscribe"')) };
}

describe('/insights/content in Chromium', () => {
  it("PM-05, WS-17: an insights-only user sees the page's numbers but follows no live feed (no subscribe, no 403 page); the analyst follows them", async () => {
    const db = suite.server.server.db;
    const { id: organisationId } = await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow();
    await createUser(db, {
      email: 'insights-only@e2e.test',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstname: 'Ina',
      lastname: 'Insights',
      access: ['INSIGHTS.VIEW', 'AUDIENCES.VIEW', 'MODULE_ANALYTICS.VIEW'],
      domains: ['news.example.com'],
      organisationId,
    });
    const insightsOnly = await openWatchingSocket('insights-only@e2e.test');
    expect(insightsOnly.subscribes()).toEqual([]);
    expect(new URL(insightsOnly.page.url()).pathname).toBe('/insights/content');

    const analyst = await openWatchingSocket('analyst@demo.test');
    for (let i = 0; i < 50 && !analyst.subscribes().length; i++) await analyst.page.waitForTimeout(100);
    expect(analyst.subscribes().length).toBeGreaterThan(0);
  });

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
