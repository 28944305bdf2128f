import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Page, Request } from 'playwright-core';
import { formatNumber, MANAGEMENT_ABBREVIATE_FROM } from '../../../../core/common/format';
import type { EventRow } from '../../../../core/server/events/EventRow';
import { useBrowserSuite } from '../../../support/startBrowserSuite';

const DAY = 86_400_000;
const ids = { sports: 0, football: 0, bundesliga: 0, politics: 0 };

/** A page view of the crafted set on news.example.com, one of the demo admin's domains. */
const view = (ts: number, visitorId: string, audienceIds: number[], over: Partial<EventRow> = {}): EventRow => ({
  ts, kind: 'pageview', event: '', label: '', domain: 'news.example.com', path: '/sport/e2e', url: 'https://news.example.com/sport/e2e', title: 'Sport', image: '',
  visitorId, device: 'Desktop', browser: 'Chrome', os: 'Windows', referrer: '', referrerType: 'Direct', lists: { audience: audienceIds }, ...over,
});

const suite = useBrowserSuite(async () => {
  const db = suite.server.server.db as unknown as Kysely<any>;
  const idOf = async (english: string) => (await db.selectFrom('audiences').select('id').where('english', '=', english).executeTakeFirstOrThrow()).id as number;
  Object.assign(ids, { sports: await idOf('Sports'), football: await idOf('Football'), politics: await idOf('Politics') });
  // A third level, so that back can step up from two levels down (AO-08).
  const { token } = await suite.server.login('admin@demo.test');
  const created = await suite.server.request('POST', '/v1/audiences', { token, body: { german: 'Bundesliga', english: 'Bundesliga', type_id: 1, parent_id: ids.football } });
  ids.bundesliga = created.body.data.id;
  // Today: 1234 Sports visitors (abbreviated on the card), 3 of them in Football, 1 in Bundesliga.
  // Three days ago: 8 Sports visitors, 2 of them leads (none counted for today, AO-17).
  const now = Date.now();
  const today = Math.max(Math.floor(now / DAY) * DAY, now - 3_600_000);
  const rows = [
    ...Array.from({ length: 1234 }, (_, i) => view(today, `e2e-today-${i}`, i < 3 ? [ids.sports, ids.football, ...(i < 1 ? [ids.bundesliga] : [])] : [ids.sports])),
    ...Array.from({ length: 8 }, (_, i) => view(now - 3 * DAY, `e2e-week-${i}`, [ids.sports])),
    ...Array.from({ length: 2 }, (_, i) => view(now - 3 * DAY, `e2e-week-${i}`, [ids.sports], { kind: 'event', event: 'lead_form_submit', label: 'newsletter' })),
  ];
  suite.server.server.services.events.append(rows);
  await suite.server.server.services.events.flush();
});

/** The counts the API answers the admin, as the overview asks for them. */
async function apiCounts(path: 'getVisitorCount' | 'getLeadsCount', timeframe: string): Promise<Record<string, number>> {
  const { token } = await suite.server.login('admin@demo.test');
  return (await suite.server.request('POST', `/v1/audiences/${path}`, { token, body: { timeframe } })).body.data;
}

const shown = (n: number) => formatNumber(n, 'en', MANAGEMENT_ABBREVIATE_FROM);
const card = (page: Page, id: number) => page.getByTestId(`audience-card-${id}`);
const crumbs = (page: Page) => page.getByTestId('overview-breadcrumbs').locator('.bp6-breadcrumb').allInnerTexts();
const countsSettled = (page: Page) => page.getByTestId('overview-loading').waitFor({ state: 'detached' });
const isCount = (name: string) => (r: Request) => r.method() === 'POST' && r.url().endsWith(`/api/v1/audiences/${name}`);

async function openOverview(email = 'admin@demo.test', path = '/audiences/show') {
  const page = await suite.openAs(path, email);
  await page.getByTestId('audiences-overview').waitFor();
  await countsSettled(page);
  return page;
}

describe('/audiences/show in Chromium', () => {
  it('AO-01, AO-05, AO-17, OP-36: the interests of today with the visitor counts the API answers, abbreviated above 999; no leads asked for today', async () => {
    const page = await suite.newPage();
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/v1/audiences/get') && r.url().includes('Count') && requests.push(r.url().replace(/.*\/audiences\//, '')));
    await page.goto('/audiences/show');
    await suite.login(page, 'admin@demo.test');
    await page.getByTestId('audiences-overview').waitFor();
    await countsSettled(page);
    const visitors = await apiCounts('getVisitorCount', 'today');
    expect(visitors[ids.sports]).toBe(1234);
    expect(await card(page, ids.sports).getByTestId('audience-visitors').innerText()).toBe(shown(visitors[ids.sports]));
    expect(await card(page, ids.sports).getByTestId('audience-visitors').innerText()).toBe('1.23k');
    expect(await card(page, ids.politics).getByTestId('audience-visitors').innerText()).toBe(shown(visitors[ids.politics]));
    expect(await card(page, ids.sports).getByTestId('audience-leads').innerText()).toBe('–');
    expect(requests).toEqual(['getVisitorCount']);
    expect(await page.getByTestId('datatable-filter-timeframe').innerText()).toBe('Timeframe: Today');
    expect(await page.getByTestId('nav-showAudiences').count()).toBe(1);
  });

  it('AO-10, AO-11, OP-41: another timeframe asks for visitors and leads with it; the card shows leads and their percent of visitors as the API counts them', async () => {
    const page = await openOverview();
    await page.getByTestId('datatable-filters').click();
    const visitorCall = page.waitForRequest(isCount('getVisitorCount'));
    const leadsCall = page.waitForRequest(isCount('getLeadsCount'));
    await page.getByTestId('overview-filter-timeframe').selectOption('last7Days');
    expect((await visitorCall).postDataJSON()).toEqual({ timeframe: 'last7Days' });
    expect((await leadsCall).postDataJSON()).toEqual({ timeframe: 'last7Days' });
    await countsSettled(page);
    const [visitors, leads] = [await apiCounts('getVisitorCount', 'last7Days'), await apiCounts('getLeadsCount', 'last7Days')];
    expect([visitors[ids.sports], leads[ids.sports]]).toEqual([1242, 2]);
    expect(await card(page, ids.sports).getByTestId('audience-visitors').innerText()).toBe('1.24k');
    expect(await card(page, ids.sports).getByTestId('audience-leads').innerText()).toBe(`2 (${((2 / 1242) * 100).toFixed(2)}%)`);
    expect(new URL(page.url()).search).toBe('?timeframe=last7Days');
  });

  it('AO-04: type and timeframe always keep a selection (their tags cannot be removed); min visitors can be chosen and cleared', async () => {
    const page = await openOverview();
    expect(await page.getByTestId('datatable-filter-type').getByRole('button').count()).toBe(0);
    expect(await page.getByTestId('datatable-filter-timeframe').getByRole('button').count()).toBe(0);
    await page.getByTestId('datatable-filters').click();
    await page.getByTestId('overview-filter-minVisitors').selectOption('10000');
    await page.getByTestId('datatable-filter-minVisitors').waitFor();
    // Nothing reaches 10k visitors today.
    await page.getByText('No audiences found').waitFor();
    await page.getByTestId('datatable-filter-minVisitors').getByRole('button').click();
    await card(page, ids.sports).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  it('AO-07, AO-08: drilling two levels adds breadcrumbs; browser back steps up one level and stays on the page; a crumb goes to the top', async () => {
    const page = await openOverview();
    expect(await crumbs(page)).toEqual(['Interests']);
    await card(page, ids.sports).getByTestId('audience-card-children').click();
    await card(page, ids.football).getByTestId('audience-card-children').click();
    await card(page, ids.bundesliga).waitFor();
    expect(await crumbs(page)).toEqual(['Interests', 'Sports', 'Football']);
    await page.goBack();
    await card(page, ids.football).waitFor();
    expect(await crumbs(page)).toEqual(['Interests', 'Sports']);
    expect(new URL(page.url()).pathname).toBe('/audiences/show');
    await page.getByTestId('overview-breadcrumbs').getByText('Interests').click();
    await card(page, ids.sports).waitFor();
    expect(await crumbs(page)).toEqual(['Interests']);
  });

  it('AO-09: switching the type resets the breadcrumbs and the root', async () => {
    const page = await openOverview('admin@demo.test', `/audiences/show?audience=${ids.football}`);
    expect(await crumbs(page)).toEqual(['Interests', 'Sports', 'Football']);
    await page.getByTestId('datatable-filters').click();
    await page.getByTestId('overview-filter-type').selectOption('2');
    await page.getByTestId('datatable-filter-type').filter({ hasText: 'Properties' }).waitFor();
    expect(await crumbs(page)).toEqual(['Properties']);
    expect(new URL(page.url()).search).toBe('?type=2');
    expect(await card(page, ids.sports).count()).toBe(0);
  });

  it('AO-11, OP-39: a card opens its details dialog with names, type, path and counts', async () => {
    const page = await openOverview('admin@demo.test', `/audiences/show?audience=${ids.sports}`);
    await card(page, ids.football).click();
    const details = page.getByTestId('audience-details');
    await details.waitFor();
    expect(await details.getByTestId('audience-details-german').innerText()).toBe('Fußball');
    expect(await details.getByTestId('audience-details-parents').innerText()).toBe('Interests › Sports');
    expect(await details.getByTestId('audience-details-visitors').innerText()).toBe('3');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });
  });

  it('AO-19, OP-38: the data-quality slider has the stops low, medium, high (low at first); a move asks for the counts with that quality', async () => {
    const page = await openOverview('admin@demo.test', '/audiences/show?timeframe=last7Days');
    const slider = page.getByTestId('overview-quality');
    expect(await slider.locator('.bp6-slider-axis .bp6-slider-label').allInnerTexts()).toEqual(['Low', 'Medium', 'High']);
    expect(await slider.getAttribute('data-quality')).toBe('low');
    const visitorCall = page.waitForRequest(isCount('getVisitorCount'));
    const leadsCall = page.waitForRequest(isCount('getLeadsCount'));
    await page.getByRole('slider', { name: 'Data quality' }).press('ArrowRight');
    expect((await visitorCall).postDataJSON()).toEqual({ timeframe: 'last7Days', quality: 'medium' });
    expect((await leadsCall).postDataJSON()).toEqual({ timeframe: 'last7Days', quality: 'medium' });
    expect(new URL(page.url()).searchParams.get('quality')).toBe('medium');
    expect(await slider.getAttribute('data-quality')).toBe('medium');
  });

  it('AO-12, AO-13, AO-14: the audiences CSV and a leads CSV are asked for with their parameters and saved as files; a failure shows no snackbar', async () => {
    const page = await openOverview('admin@demo.test', '/audiences/show?timeframe=yesterday&quality=high');
    const audiencesCsv = page.waitForRequest((r) => r.url().includes('/api/v1/audiences/download?'));
    const audiencesFile = page.waitForEvent('download');
    await page.getByTestId('overview-download').click();
    expect(Object.fromEntries(new URL((await audiencesCsv).url()).searchParams)).toEqual({ locale: 'en', timeframe: 'yesterday', quality: 'high' });
    const saved = await audiencesFile;
    expect(saved.suggestedFilename()).toBe('audiences-yesterday.csv');
    const audiencesText = readFileSync(await saved.path(), 'utf8');
    // A byte-order mark first, so spreadsheet programs read UTF-8.
    expect(audiencesText.split(/\r?\n/)[0]).toBe('\uFEFFID,Name,Type,Parent audience,Visitors,Leads,Leads (% of visitors)');
    expect(audiencesText).toContain(`${ids.football},Football,Interest,Sports,`);

    const leadsCsv = page.waitForRequest((r) => r.url().includes('/api/v1/audiences/downloadLeadsOfAudience?'));
    const leadsFile = page.waitForEvent('download');
    await card(page, ids.sports).getByTestId('audience-card-leads-download').click();
    expect(Object.fromEntries(new URL((await leadsCsv).url()).searchParams)).toEqual({ id: String(ids.sports), affinityScore: '7', timeframe: 'yesterday', type: 'csv' });
    expect(readFileSync(await (await leadsFile).path(), 'utf8')).toMatch(/^\uFEFFLead ID,/);

    // A failing download is only logged (AO-14).
    await page.route('**/api/v1/audiences/download?*', (route) => route.fulfill({ status: 500, body: '{}' }));
    const failed = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('Download of audiences-yesterday.csv failed'));
    await page.getByTestId('overview-download').click();
    await failed;
    expect(await page.locator('.bp6-toast').count()).toBe(0);
  });

  it('AO-15: the demo admin sees the refresh-cache button, which asks with refreshCache; the marketer does not see it', async () => {
    const admin = await openOverview();
    const refreshed = admin.waitForRequest(isCount('getVisitorCount'));
    await admin.getByTestId('overview-refresh-cache').click();
    expect((await refreshed).postDataJSON()).toEqual({ timeframe: 'today', refreshCache: true });
    const marketer = await openOverview('marketer@demo.test');
    await marketer.locator('[data-testid^=audience-card-]').first().waitFor();
    expect(await marketer.getByTestId('overview-refresh-cache').count()).toBe(0);
  });
});
