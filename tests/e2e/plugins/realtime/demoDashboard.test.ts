import { startBrowserSuite, type BrowserSuite } from '../../../support/startBrowserSuite';

/** The promise: a fresh demo start whose default cards all have data within 30 s. */
const WITHIN_MS = 30_000;

let suite: BrowserSuite;
beforeAll(async () => {
  // A fresh demo start without seeded history: what the cards show comes from the simulator alone.
  suite = await startBrowserSuite({ simulate: true });
}, 60000);
afterAll(() => suite?.close());

describe('a fresh demo start in Chromium', () => {
  it(
    'RG-12, CI-01, CI-02: the default dashboard shows the UsersCard first and widest, and within 30 s none of its six cards says "No data", the interest and property trees have rows',
    async () => {
      const started = Date.now();
      const page = await suite.openAs('/realtime', 'analyst@demo.test');
      const cards = page.getByTestId('grid-card');
      await cards.nth(5).waitFor();
      const boxes = await cards.evaluateAll((nodes) =>
        nodes.map((card) => {
          const box = card.getBoundingClientRect();
          return { component: card.getAttribute('data-component'), x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) };
        }),
      );
      expect(boxes.map((b) => b.component).sort()).toEqual(['DevicesCard', 'DomainPageCard', 'InterestsCard', 'ReferrerTypeCard', 'UsersCard', 'VisitorPropertiesCard']);
      const users = boxes.find((b) => b.component === 'UsersCard')!;
      for (const other of boxes.filter((b) => b !== users)) {
        expect(users.y).toBeLessThanOrEqual(other.y);
        expect(users.x).toBeLessThanOrEqual(other.x);
        expect(users.width).toBeGreaterThan(1.9 * other.width);
      }

      const missing = () =>
        page.evaluate(() => {
          const cardOf = (component: string) => document.querySelector(`[data-testid="grid-card"][data-component="${component}"]`);
          const empty = [...document.querySelectorAll('[data-testid="grid-card"]')].filter((card) => card.querySelector('.ac-no-data')).map((card) => card.getAttribute('data-component'));
          const treeless = ['InterestsCard', 'VisitorPropertiesCard', 'DomainPageCard'].filter((c) => !cardOf(c)?.querySelector('[role="treeitem"]'));
          return [...new Set([...empty, ...treeless])];
        });
      let left = await missing();
      while (left.length && Date.now() - started < WITHIN_MS) {
        await page.waitForTimeout(500);
        left = await missing();
      }
      expect(left).toEqual([]);
    },
    WITHIN_MS + 30_000,
  );
});
