import type { Locator, Page } from 'playwright-core';
import { cardHeight } from '../../../../core/common/plugin/cardGrid';
import { addCard as addCardOf } from '../../../support/realtimeCards';
import { useBrowserSuite } from '../../../support/startBrowserSuite';

const suite = useBrowserSuite();
const EVENT = 'e2e_signup';
let visitor = 0;

/** One tracked event of a new visitor on a news page, through the real collect endpoint. */
const track = (label = 'newsletter') => suite.collect({ type: 'event', event: EVENT, label, domain: 'news.example.com', url: 'https://news.example.com/sport/e2e', visitorId: `e2e-event-${Date.now()}-${visitor++}` });

const storedCard = (page: Page, i: string) =>
  page.evaluate(async (id) => (await (await fetch('/api/v1/dashboards')).json()).data[0].grid.find((c: { i: string }) => c.i === id), i);

const addCard = () => addCardOf(suite, 'EventTrackingCard');

/** Chooses a pick list's item in the card's picker (Blueprint's Suggest: focus opens the menu); the list may still be loading. */
async function pick(card: Locator, testId: string, text: string) {
  await card.getByTestId(testId).click();
  await card.getByTestId(`${testId}-suggestion`).filter({ hasText: text }).click();
}

describe('EventTrackingCard in Chromium', () => {
  it('CE-02..CE-05, CE-12, CE-01: hint, domain from the suggestions, event, then today’s totals; the choice is saved with the dashboard', async () => {
    expect((await track()).status).toBe(202);
    const { page, card } = await addCard();
    await card.getByTestId('event-card-hint').waitFor();
    expect(await card.getByTestId('event-card-event').isDisabled()).toBe(true);
    await card.getByTestId('event-card-domain').fill('news.ex');
    await card.getByTestId('event-card-domain-suggestion').filter({ hasText: 'news.example.com' }).click();
    await pick(card, 'event-card-event', EVENT);
    // The event's labels load into the label picker.
    await card.getByTestId('event-card-label').click();
    await card.getByTestId('event-card-label-suggestion').filter({ hasText: 'newsletter' }).waitFor();
    await card.getByTestId('event-card-label').press('Escape');
    await card.getByTestId('event-card-edit').click();
    const amount = card.getByTestId('event-amount');
    await amount.waitFor();
    expect(Number(await amount.getAttribute('data-value'))).toBeGreaterThanOrEqual(1);
    expect(await card.getByTestId('card-title').textContent()).toBe(EVENT);
    const id = (await card.getAttribute('data-card-id'))!;
    await page.waitForFunction(
      async (i) => (await (await fetch('/api/v1/dashboards')).json()).data[0].grid.find((c: { i: string }) => c.i === i)?.params?.event === 'e2e_signup',
      id,
      { polling: 200, timeout: 5000 },
    );
    expect((await storedCard(page, id)).params).toMatchObject({ domain: 'news.example.com', event: EVENT, label: '' });
  });

  it('CE-08, CE-09, CX-08: top pages make the card 6 rows high (at least 6) and list the event’s pages without scrolling; a new event arrives live', async () => {
    const { page, card } = await addCard();
    await page.setViewportSize({ width: 1280, height: 1400 });
    await card.getByTestId('event-card-domain').fill('news.ex');
    await card.getByTestId('event-card-domain-suggestion').filter({ hasText: 'news.example.com' }).click();
    await pick(card, 'event-card-event', EVENT);
    await card.getByText('Show top pages').click();
    await card.getByTestId('event-card-edit').click();
    const id = (await card.getAttribute('data-card-id'))!;
    await page.waitForFunction(
      async (i) => {
        const c = (await (await fetch('/api/v1/dashboards')).json()).data[0].grid.find((item: { i: string }) => item.i === i);
        return c?.h === 6 && c?.minH === 6 && c?.params?.enablePages === true;
      },
      id,
      { polling: 200, timeout: 5000 },
    );
    await card.getByTestId('row-news.example.com/sport/e2e').waitFor();
    // The grid animates a height change (react-grid-layout's 200 ms transition): measure once it has ended.
    await page.waitForFunction(([i, h]) => (document.querySelector(`[data-card-id="${i}"]`) as HTMLElement | null)?.offsetHeight === h, [id, cardHeight(6)] as const, { timeout: 5000 });
    const layout = await card.evaluate((el) => ({
      height: (el as HTMLElement).offsetHeight,
      scrolling: [...el.querySelectorAll('.ac-card-content, .ac-card-body')].some((b) => b.scrollHeight > b.clientHeight),
    }));
    expect(layout).toEqual({ height: cardHeight(6), scrolling: false });
    const amount = card.getByTestId('event-amount');
    const before = Number(await amount.getAttribute('data-value'));
    expect((await track()).status).toBe(202);
    await page.waitForFunction((n) => Number(document.querySelector('[data-component="EventTrackingCard"] [data-testid="event-amount"]')?.getAttribute('data-value')) > n, before, { timeout: 15000 });
    await card.getByTestId('event-card-edit').click();
    await card.getByText('Show top pages').click();
    await page.waitForFunction(
      async (i) => {
        const c = (await (await fetch('/api/v1/dashboards')).json()).data[0].grid.find((item: { i: string }) => item.i === i);
        return c?.h === 3 && c?.minH === undefined;
      },
      id,
      { polling: 200, timeout: 5000 },
    );
  });
});
