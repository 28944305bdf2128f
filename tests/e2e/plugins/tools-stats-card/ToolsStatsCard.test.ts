import { chartHeight } from '../../../../core/common/plugin/cardGrid';
import { addCard, openCatalogue } from '../../../support/realtimeCards';
import { useBrowserSuite } from '../../../support/startBrowserSuite';

const suite = useBrowserSuite();

describe('ToolsStatsCard in Chromium', () => {
  it('CT-05: the analyst (no admin module) is not offered the card', async () => {
    const page = await openCatalogue(suite, 'analyst@demo.test');
    await page.getByTestId('catalogue-card').first().waitFor();
    expect(await page.locator('[data-testid="catalogue-card"][data-component="ToolsStatsCard"]').count()).toBe(0);
  });

  it('CT-01, CT-03, CX-08: the admin adds it; it shows views, fits its card, and a collected poll view reaches its total live', async () => {
    const { page, card } = await addCard(suite, 'ToolsStatsCard', 'admin@demo.test');
    const total = card.getByTestId('tools-stats-total');
    await total.waitFor();
    expect(await card.getByTestId('tools-stats-metric').textContent()).toBe('Views');
    const layout = await card.evaluate((el) => ({
      chart: el.querySelector('.ac-line-chart svg')!.getBoundingClientRect().height,
      scrolling: [...el.querySelectorAll('.ac-card-content, .ac-card-body')].some((b) => b.scrollHeight > b.clientHeight),
    }));
    expect(layout).toEqual({ chart: chartHeight(3), scrolling: false });
    const before = Number(await total.getAttribute('data-value'));
    const res = await suite.collect({ type: 'event', event: 'question_view', domain: 'news.example.com', url: 'https://news.example.com/poll', visitorId: `e2e-tools-${Date.now()}` });
    expect(res.status).toBe(202);
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-component="ToolsStatsCard"] [data-testid="tools-stats-total"]')?.getAttribute('data-value')) > n,
      before,
      { timeout: 10000 },
    );
  });
});
