import type { Locator, Page } from 'playwright-core';
import { addCard } from '../../../support/realtimeCards';
import { useBrowserSuite } from '../../../support/startBrowserSuite';
import { cardHeight } from '../../../../core/common/plugin/cardGrid';

const DOMAIN = 'news.example.com';
const PAGES = ['/sport/pick-alpha', '/sport/pick-beta'];
const VIENNA = 'Europe/Vienna';

// Page views of today on two pages of the demo's Sport channel, from Google: the page
// suggestions, the referrer list, the channel list and the users chart have something to show.
const suite = useBrowserSuite(async (s) => {
  const res = await s.collect(PAGES.map((p, n) => ({ type: 'pageview', domain: DOMAIN, url: `https://${DOMAIN}${p}`, title: p, referrer: 'https://www.google.com/search?q=sport', visitorId: `realtime-filters-${n}` })));
  expect(res.status).toBe(202);
});

const chips = (page: Page) => page.getByTestId('filter-chip').allInnerTexts();
const storedFilter = (page: Page) => page.evaluate(async () => (await (await fetch('/api/v1/dashboards')).json()).data[0].filter);

async function openRealtime(page: Page, url = '/realtime') {
  await page.goto(url);
  await suite.login(page, 'analyst@demo.test');
  await page.getByTestId('grid-host').waitFor();
}

/** The add-filter form open on the page field with `/sport/pi` typed and its suggestions shown. */
async function typePagePrefix(page: Page): Promise<Locator> {
  await page.getByTestId('filter-plus').click();
  await page.getByTestId('filter-field').selectOption('page');
  const value = page.getByTestId('filter-value');
  await value.click();
  await value.pressSequentially('/sport/pi');
  await page.getByTestId('filter-suggestion').filter({ hasText: PAGES[1] }).waitFor();
  return value;
}

/** Takes every chip off again: the analyst's dashboard is shared by the tests of this suite. */
async function clearChips(page: Page) {
  while (await page.getByTestId('filter-chip').count()) await page.getByTestId('filter-chip').first().getByRole('button').click();
  await page.waitForFunction(async () => {
    const filter = (await (await fetch('/api/v1/dashboards')).json()).data[0].filter;
    return !filter.terms?.length && !filter.page && !filter.domain;
  }, null, { polling: 200 });
}

describe('realtime filters in Chromium', () => {
  it('FB-04, FB-21: a page suggestion picked with the mouse keeps the form open with the value; Add adds it and the dashboard stores the filter\'s page', async () => {
    const page = await suite.newPage();
    await openRealtime(page);
    const value = await typePagePrefix(page);
    await page.getByTestId('filter-suggestion').filter({ hasText: PAGES[1] }).click();
    expect(await page.getByTestId('add-filter-form').count()).toBe(1);
    expect(await value.inputValue()).toBe(PAGES[1]);
    await page.getByTestId('filter-add').click();
    await page.getByTestId('add-filter-form').waitFor({ state: 'detached' });
    expect(await chips(page)).toEqual([`Page: ${PAGES[1]}`]);
    await page.waitForFunction(async (p) => (await (await fetch('/api/v1/dashboards')).json()).data[0].filter.page === p, PAGES[1], { polling: 200 });
    expect(await storedFilter(page)).toMatchObject({ page: PAGES[1], terms: [{ field: 'page', value: PAGES[1] }] });
    await clearChips(page);
  }, 60000);

  it('FB-04: a page suggestion picked with the keyboard (arrows, Enter) moves the focus to Add; Enter adds it', async () => {
    const page = await suite.newPage();
    await openRealtime(page);
    const value = await typePagePrefix(page);
    // The typed text comes first, then the suggestions in their order.
    const active = () => page.locator('[data-testid="add-filter-form"] .bp6-menu-item.bp6-active').innerText();
    while ((await active()) !== PAGES[0]) await value.press('ArrowDown');
    await value.press('Enter');
    expect(await value.inputValue()).toBe(PAGES[0]);
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'filter-add');
    await page.keyboard.press('Enter');
    await page.getByTestId('add-filter-form').waitFor({ state: 'detached' });
    expect(await chips(page)).toEqual([`Page: ${PAGES[0]}`]);
    await clearChips(page);
  }, 60000);

  it('FB-04, FB-05: under contains, suggestions are picked by mouse and by keyboard into the list; Escape closes only the list', async () => {
    const page = await suite.newPage();
    await openRealtime(page);
    await page.getByTestId('filter-plus').click();
    await page.getByTestId('filter-field').selectOption('page');
    await page.getByTestId('filter-operation').selectOption('contains');
    const value = page.getByTestId('filter-value');
    await value.click();
    await value.pressSequentially('/sport/pi');
    await page.getByTestId('filter-suggestion').filter({ hasText: PAGES[1] }).click();
    expect(await page.getByTestId('add-filter-form').count()).toBe(1);
    await value.pressSequentially('/sport/pi');
    const active = () => page.locator('[data-testid="add-filter-form"] .bp6-menu-item.bp6-active').innerText();
    await page.getByTestId('filter-suggestion').filter({ hasText: PAGES[0] }).waitFor();
    while ((await active()) !== PAGES[0]) await value.press('ArrowDown');
    await value.press('Enter');
    expect(await page.getByTestId('add-filter-form').count()).toBe(1);
    await value.press('Escape');
    expect(await page.getByTestId('add-filter-form').count()).toBe(1);
    await page.getByTestId('filter-add').click();
    await page.getByTestId('add-filter-form').waitFor({ state: 'detached' });
    expect(await chips(page)).toEqual([`Page: ${PAGES[1]}, ${PAGES[0]}`]);
    // A list of pages is a term only: the filter's page names one page (FB-21).
    await page.waitForFunction(async () => (await (await fetch('/api/v1/dashboards')).json()).data[0].filter.terms?.length === 1, null, { polling: 200 });
    expect((await storedFilter(page)).page).toBeUndefined();
    await clearChips(page);
  }, 60000);

  it('CP-03: a page filter switches the DomainPageCard to the page\'s referrers; taking it off switches back', async () => {
    const page = await suite.newPage();
    await openRealtime(page);
    const card = page.locator('[data-component="DomainPageCard"]');
    const mode = () => card.locator('button[aria-pressed="true"]').innerText();
    await card.getByTestId('domain-page-card').waitFor();
    expect(await mode()).toBe('Domains');
    const row = card.locator('.ac-number-list-label', { hasText: PAGES[0] });
    await card.getByRole('button', { name: 'Pages', exact: true }).click();
    await row.click();
    await page.locator('[data-testid="filter-chip"][data-field="page"]').waitFor();
    await card.locator('button[aria-pressed="true"]', { hasText: 'Referrers' }).waitFor();
    await card.locator('.ac-number-list-label', { hasText: 'google.com' }).waitFor();
    await page.waitForFunction(async (p) => (await (await fetch('/api/v1/dashboards')).json()).data[0].filter.page === p, PAGES[0], { polling: 200 });
    await clearChips(page);
    await card.locator('button[aria-pressed="true"]', { hasText: 'Domains' }).waitFor();
  }, 60000);

  it('FB-02, FB-17, FB-22: chips of ?audienceId= and ?channel= show the audience\'s and the channel\'s names, also after Save filter and a reload', async () => {
    const page = await suite.newPage();
    await openRealtime(page);
    const ids = await page.evaluate(async () => {
      const audiences = (await (await fetch('/api/v1/audiences/getAudiences')).json()).data as { id: number; text: string }[];
      const now = Date.now();
      const channels = (await (await fetch(`/api/v1/monitoring/users/channels?from=${now - 86_400_000}&to=${now}`)).json()).data as { key: number; title: string }[];
      return { audience: audiences.find((a) => a.text === 'Sports')!.id, channel: channels.find((c) => c.title === 'Sport')!.key };
    });
    await page.goto(`/realtime?audienceId=${ids.audience}&channel=${ids.channel}`);
    await page.getByTestId('temporary-button').waitFor();
    const named = ['Audience: Sports', 'Channel: Sport'];
    await page.waitForFunction((texts) => JSON.stringify([...document.querySelectorAll('[data-testid="filter-chip"]')].map((c) => (c as HTMLElement).innerText)) === JSON.stringify(texts), named);
    await page.getByTestId('temporary-button').click();
    await page.getByTestId('temporary-save').click();
    await page.getByTestId('temporary-button').waitFor({ state: 'detached' });
    expect(await chips(page)).toEqual(named);
    await page.waitForFunction(async () => (await (await fetch('/api/v1/dashboards')).json()).data[0].filter.terms?.length === 2, null, { polling: 200 });
    expect(await storedFilter(page)).toMatchObject({
      channel: ids.channel,
      terms: [
        { field: 'audience', value: ids.audience, valueLabel: 'Sports', type_id: 1 },
        { field: 'channel', value: ids.channel, valueLabel: 'Sport' },
      ],
    });
    await page.goto('/realtime');
    await page.getByTestId('filter-chip').first().waitFor();
    expect(await chips(page)).toEqual(named);
    await clearChips(page);
  }, 60000);

  it('FB-02: the chip of ?channel= for a channel without traffic (the demo\'s Politics) shows the channel\'s name, not its id', async () => {
    const page = await suite.newPage();
    await openRealtime(page);
    const politics = await page.evaluate(async () => ((await (await fetch('/api/v1/channels/names')).json()).data as { id: number; title: string }[]).find((c) => c.title === 'Politics')!.id);
    const now = Date.now();
    const traffic = await page.evaluate(async (from) => (await (await fetch(`/api/v1/monitoring/users/channels?from=${from}&to=${Date.now()}&size=50`)).json()).data as { key: number }[], now - 30 * 86_400_000);
    expect(traffic.map((c) => c.key)).not.toContain(politics);
    await page.goto(`/realtime?channel=${politics}`);
    await page.getByTestId('temporary-button').waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="filter-chip"]')].some((c) => (c as HTMLElement).innerText === 'Channel: Politics'), null, { timeout: 10000 });
    expect(await chips(page)).toEqual(['Channel: Politics']);
  }, 60000);

  it('CU-02, CU-03: in a browser set to Europe/Vienna the UsersCard asks for today in that zone and its chart\'s tooltip shows the local hour', async () => {
    const page = await suite.newPage({ timezoneId: VIENNA });
    const asked = page.waitForRequest((r) => r.url().includes('/monitoring/users/histogram'));
    await openRealtime(page);
    expect(new URL((await asked).url()).searchParams.get('timezone')).toBe(VIENNA);
    const card = page.locator('[data-component="UsersCard"]');
    // Today's line: with its open bucket drawn dotted, Highcharts draws it as zone graphs over a hidden whole one.
    await card.locator('.highcharts-series-1 .highcharts-graph').last().waitFor();
    // Hover today's last point (the bucket of now): its tooltip names the bucket's local time. A
    // live update redraws the chart and hides the tooltip, so hover again until one stays.
    const lastPoint = () =>
      card.evaluate((el) => {
        const path = el.querySelector('.highcharts-series-1 .highcharts-graph')!;
        const numbers = path.getAttribute('d')!.match(/-?\d+(\.\d+)?/g)!.map(Number);
        return new DOMPoint(numbers.at(-2)!, numbers.at(-1)!).matrixTransform((path as SVGGraphicsElement).getScreenCTM()!).toJSON() as { x: number; y: number };
      });
    const tooltipShown = () => page.waitForFunction(() => document.querySelector('[data-component="UsersCard"] .highcharts-tooltip')?.textContent?.includes('Today'), null, { timeout: 2000 }).then(() => true, () => false);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const end = await lastPoint();
      // Into the plot from the side: Highcharts follows moves inside its container.
      await page.mouse.move(end.x - 20, end.y + 10);
      await page.mouse.move(end.x, end.y, { steps: 5 });
      if (await tooltipShown()) break;
    }
    const header = await card.locator('.highcharts-tooltip').first().textContent();
    // The tooltip names the bucket of now by its local time (a bucket may just have begun on the server's side or ours).
    const bucket = Math.floor(Date.now() / 300_000) * 300_000;
    const time = (at: number, timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hour12: true }).format(at);
    expect([bucket - 300_000, bucket, bucket + 300_000].map((at) => time(at, VIENNA)).some((local) => header!.includes(local))).toBe(true);
    expect(header).not.toContain(time(bucket, 'UTC'));
  }, 60000);

  // The admin's dashboard, so the cards added here leave the analyst's layout to the tests above.
  it('RG-06: a new AudienceGrowthCard and a new EventTrackingCard are 4 × 3, and the event card shows its whole settings form without scrolling', async () => {
    for (const component of ['AudienceGrowthCard', 'EventTrackingCard']) {
      const { page, card } = await addCard(suite, component, 'admin@demo.test');
      await card.waitFor();
      const id = await card.getAttribute('data-card-id');
      const stored = await page.evaluate(async (i) => ((await (await fetch('/api/v1/dashboards')).json()).data[0].grid as { i: string; w: number; h: number }[]).find((c) => c.i === i), id);
      expect({ component, w: stored?.w, h: stored?.h }).toEqual({ component, w: 4, h: 3 });
      expect(await card.evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(cardHeight(3));
      if (component !== 'EventTrackingCard') continue;
      const form = card.getByTestId('event-card-settings');
      await form.waitFor();
      expect(await form.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
      const bottom = await card.evaluate((el) => el.getBoundingClientRect().bottom);
      for (const control of ['event-card-domain', 'event-card-event', 'event-card-label', 'event-card-pages', 'event-card-percent']) {
        expect({ control, inside: (await card.getByTestId(control).boundingBox())!.y + (await card.getByTestId(control).boundingBox())!.height <= bottom }).toEqual({ control, inside: true });
      }
    }
  }, 60000);

  it('RG-32: "Use channels" in the options menu turns the ChannelsCard\'s channel data on and off', async () => {
    const { page, card } = await addCard(suite, 'ChannelsCard', 'admin@demo.test');
    await card.getByTestId('channels-turn-on').waitFor();
    await page.getByTestId('options-button').click();
    const setting = page.getByTestId('setting-useChannels');
    expect(await setting.innerText()).toBe('Use channels');
    expect(await page.getByTestId('options-menu').getByText('Channels', { exact: true }).count()).toBe(1);
    await setting.click();
    await card.getByText('Sport', { exact: true }).waitFor();
    await setting.click();
    await card.getByTestId('channels-turn-on').waitFor();
    await card.getByTestId('channels-turn-on').click();
    await card.getByText('Sport', { exact: true }).waitFor();
  }, 60000);
});
