import type { Page } from 'playwright-core';
import { cardHeight, chartHeight } from '../../../../core/common/plugin/cardGrid';
import { startBrowserSuite, type BrowserSuite } from '../../../support/startBrowserSuite';

let suite: BrowserSuite;
beforeAll(async () => {
  suite = await startBrowserSuite();
}, 60000);
afterAll(() => suite?.close());

interface StoredCard {
  i: string;
  component: string;
  h: number;
}

const currentGrid = (page: Page): Promise<StoredCard[]> => page.evaluate(async () => (await (await fetch('/api/v1/dashboards')).json()).data[0].grid);

/** The analyst's realtime view with every card's data on screen (no progress bar left). */
async function openWithData(page: Page) {
  await page.goto('/realtime');
  await suite.login(page, 'analyst@demo.test');
  await page.getByTestId('grid-card').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="card-progress"]').length === 0, null, { timeout: 10000 });
}

describe('realtime cards in Chromium', () => {
  it('CX-08, OP-24: every default card fits its grid size; no card body scrolls; the users chart is 53 × h − 30 px inside its card', async () => {
    const page = await suite.newPage();
    await openWithData(page);
    const cards = await page.getByTestId('grid-card').evaluateAll((nodes) =>
      nodes.map((card) => ({
        component: card.getAttribute('data-component'),
        height: (card as HTMLElement).offsetHeight,
        scrolling: [...card.querySelectorAll('.ac-card-content, .ac-card-body')].filter((el) => el.scrollHeight > el.clientHeight).map((el) => `${el.className}: ${el.scrollHeight} > ${el.clientHeight}`),
      })),
    );
    expect(cards.length).toBeGreaterThan(0);
    const grid = await currentGrid(page);
    for (const card of cards) {
      expect({ component: card.component, scrolling: card.scrolling }).toEqual({ component: card.component, scrolling: [] });
      expect(card.height).toBe(cardHeight(grid.find((c) => c.component === card.component)!.h));
    }
    const users = grid.find((c) => c.component === 'UsersCard');
    if (!users) return;
    const chart = await page.locator('[data-component="UsersCard"]').evaluate((card) => {
      const svg = card.querySelector('.ac-line-chart svg')!.getBoundingClientRect();
      return { height: svg.height, overflow: svg.bottom - card.getBoundingClientRect().bottom };
    });
    expect(chart.height).toBe(chartHeight(users.h));
    expect(chart.overflow).toBeLessThanOrEqual(0);
  });

  it('RG-04, RG-22: a card resized by its handle keeps its new size after a reload', async () => {
    const page = await suite.newPage();
    // Tall enough that the card's handle is far from the window's edge (a drag there scrolls the page).
    await page.setViewportSize({ width: 1280, height: 1400 });
    await openWithData(page);
    const before = (await currentGrid(page)).find((c) => c.component === 'UsersCard');
    if (!before) return; // the users card plugin is disabled
    const card = page.locator(`[data-card-id="${before.i}"]`);
    const handle = card.locator('xpath=..').locator('.react-resizable-handle');
    const box = (await handle.boundingBox())!;
    // 40 px down, most of one 53 px row pitch: the grid rounds to h + 1.
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 40, { steps: 8 });
    await page.mouse.up();
    await page.waitForFunction(
      async ({ i, h }) => (await (await fetch('/api/v1/dashboards')).json()).data[0].grid.find((c: { i: string; h: number }) => c.i === i).h === h,
      { i: before.i, h: before.h + 1 },
      { polling: 200, timeout: 5000 },
    );
    await page.reload();
    await page.locator(`[data-card-id="${before.i}"]`).waitFor();
    expect(await page.locator(`[data-card-id="${before.i}"]`).evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(cardHeight(before.h + 1));
    expect(await page.locator(`[data-card-id="${before.i}"] .ac-line-chart svg`).evaluate((svg) => svg.getBoundingClientRect().height)).toBe(chartHeight(before.h + 1));
  });

  it('every realtime card exportable: the users card’s options menu offers Download CSV, which saves its chart data', async () => {
    const page = await suite.newPage();
    await openWithData(page);
    const card = page.locator('[data-component="UsersCard"]');
    if (!(await card.count())) return; // the users card plugin is disabled
    await card.getByTestId('card-options').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('card-download-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(text).toString('utf8')).toMatch(/^\ufeffTime,Today,(Yesterday|Last week)\r\n/);
  });
});
