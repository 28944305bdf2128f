import type { Page } from 'playwright-core';
import { chartHeight } from '../../../../core/common/plugin/cardGrid';
import { startBrowserSuite, type BrowserSuite } from '../../../support/startBrowserSuite';

let suite: BrowserSuite;
beforeAll(async () => {
  suite = await startBrowserSuite();
}, 60000);
afterAll(() => suite?.close());

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function openRealtime(page: Page, email: string) {
  await page.goto('/realtime');
  await suite.login(page, email);
  await page.getByTestId('grid-host').waitFor();
  await page.getByTestId('options-button').click();
}

describe('ToolsStatsCard in Chromium', () => {
  it('CT-05: the analyst (no admin module) is not offered the card', async () => {
    const page = await suite.newPage();
    await openRealtime(page, 'analyst@demo.test');
    await page.getByTestId('catalogue-card').first().waitFor();
    expect(await page.locator('[data-testid="catalogue-card"][data-component="ToolsStatsCard"]').count()).toBe(0);
  });

  it('CT-01, CT-03, CX-08: the admin adds it; it shows views, fits its card, and a collected poll view reaches its total live', async () => {
    const page = await suite.newPage();
    await openRealtime(page, 'admin@demo.test');
    await page.locator('[data-testid="catalogue-card"][data-component="ToolsStatsCard"]').click();
    await page.keyboard.press('Escape');
    const card = page.locator('[data-testid="grid-card"][data-component="ToolsStatsCard"]').last();
    const total = card.getByTestId('tools-stats-total');
    await total.waitFor();
    expect(await card.getByTestId('tools-stats-metric').textContent()).toBe('Views');
    const layout = await card.evaluate((el) => ({
      chart: el.querySelector('.ac-line-chart svg')!.getBoundingClientRect().height,
      scrolling: [...el.querySelectorAll('.ac-card-content, .ac-card-body')].some((b) => b.scrollHeight > b.clientHeight),
    }));
    expect(layout).toEqual({ chart: chartHeight(3), scrolling: false });
    const before = Number(await total.getAttribute('data-value'));
    const res = await fetch(`${suite.server.url}/api/v1/collect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': UA },
      body: JSON.stringify({ type: 'event', event: 'question_view', domain: 'news.example.com', url: 'https://news.example.com/poll', visitorId: `e2e-tools-${Date.now()}` }),
    });
    expect(res.status).toBe(202);
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-component="ToolsStatsCard"] [data-testid="tools-stats-total"]')?.getAttribute('data-value')) > n,
      before,
      { timeout: 10000 },
    );
  });
});
