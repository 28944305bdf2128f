import { chartHeight } from '../../../../core/common/plugin/cardGrid';
import { addCard } from '../../../support/realtimeCards';
import { useBrowserSuite } from '../../../support/startBrowserSuite';

const suite = useBrowserSuite();

/** A page view whose section meta tag puts a new visitor into the Sports interest (demo mapping rules). */
const sportsVisit = () => suite.collect({ type: 'pageview', domain: 'news.example.com', url: 'https://news.example.com/sport/e2e', visitorId: `e2e-growth-${Date.now()}`, meta: { 'og:section': 'sport' } });

describe('AudienceGrowthCard in Chromium', () => {
  it('CG-02, CG-03, CG-01: a fresh card hints; picking an interest disables the properties and is saved with the dashboard', async () => {
    const { page, card } = await addCard(suite, 'AudienceGrowthCard');
    await card.getByText(/Pick an interest or a visitor property/).waitFor();
    const interests = card.getByTestId('audience-picker-interests');
    const sports = Number(await interests.locator('option', { hasText: /^Sports$/ }).getAttribute('value'));
    const id = await card.getAttribute('data-card-id');
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && JSON.parse(r.postData() ?? '{}').grid?.find((c: { i: string }) => c.i === id)?.params?.audienceId === sports);
    await interests.selectOption(String(sports));
    await saved;
    expect(await card.getByTestId('audience-picker-properties').isDisabled()).toBe(true);
    await card.getByTestId('audience-growth-total').waitFor();
    expect(await card.getByTestId('audience-growth-name').textContent()).toBe('Sports');
    expect(await card.getByTestId('card-title').textContent()).toBe('Sports');
    await interests.selectOption('');
    expect(await card.getByTestId('audience-picker-properties').isDisabled()).toBe(false);
    await card.getByText(/Pick an interest or a visitor property/).waitFor();
  });

  it('API-04, ER-05: on a dashboard with the card the audience list is asked once: the card and the filter bar\'s audience values share the request, nothing is refused or logged', async () => {
    const { page, card } = await addCard(suite, 'AudienceGrowthCard');
    const id = await card.getAttribute('data-card-id');
    await page.waitForFunction(async (cardId) => (await (await fetch('/api/v1/dashboards')).json()).data[0].grid.some((c: { i: string }) => c.i === cardId), id, { polling: 200 });
    const asked: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => r.url().includes('/audiences/getAudiences') && asked.push(r.url()));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.reload();
    const interests = page.locator(`[data-card-id="${id}"]`).getByTestId('audience-picker-interests');
    await interests.locator('option', { hasText: /^Sports$/ }).first().waitFor({ state: 'attached' });
    // The filter bar's audience values are there too: the add-filter form offers Sports.
    await page.getByTestId('filter-plus').click();
    await page.getByTestId('filter-field').selectOption('audience');
    await page.getByTestId('filter-value').click();
    await page.getByTestId('filter-suggestion').filter({ hasText: /^Sports$/ }).first().waitFor();
    expect(asked).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('CG-05, CX-08: the chart fills the card without scrolling, and a new member of the audience reaches the total live', async () => {
    const { page, card } = await addCard(suite, 'AudienceGrowthCard');
    const interests = card.getByTestId('audience-picker-interests');
    await interests.locator('option', { hasText: /^Sports$/ }).first().waitFor({ state: 'attached' });
    await interests.selectOption({ label: 'Sports' });
    const total = card.getByTestId('audience-growth-total');
    await total.waitFor();
    const layout = await card.evaluate((el) => ({
      chart: el.querySelector('.ac-line-chart svg')!.getBoundingClientRect().height,
      scrolling: [...el.querySelectorAll('.ac-card-content, .ac-card-body')].some((b) => b.scrollHeight > b.clientHeight),
    }));
    expect(layout).toEqual({ chart: chartHeight(3), scrolling: false });
    const before = Number(await total.getAttribute('data-value'));
    expect((await sportsVisit()).status).toBe(202);
    await page.waitForFunction((n) => Number(document.querySelector('[data-component="AudienceGrowthCard"] [data-testid="audience-growth-total"]')?.getAttribute('data-value')) > n, before, { timeout: 10000 });
  });
});
