import type { Page } from 'playwright-core';
import { startBrowserSuite, type BrowserSuite } from '../../../support/startBrowserSuite';

let suite: BrowserSuite;
beforeAll(async () => {
  suite = await startBrowserSuite();
  // Football pages on news (sub-topic of Sports news) and an election page; nothing on the blog.
  const views = [
    { url: 'https://news.example.com/sport/derby', title: 'Striker scores twice in the derby', meta: { description: 'The league leaders won the football match with a late goal.' }, visitorId: 'e2e-visitor-1' },
    { url: 'https://news.example.com/sport/derby', title: 'Striker scores twice in the derby', meta: { description: 'The league leaders won the football match with a late goal.' }, visitorId: 'e2e-visitor-2' },
    { url: 'https://news.example.com/politik/wahl', title: 'Wahlkampf: Kandidaten werben um Stimmen', meta: { description: 'Vor der Wahl treffen sich die Spitzenkandidaten.' }, visitorId: 'e2e-visitor-3' },
  ];
  for (const view of views) expect((await suite.collect({ type: 'pageview', domain: 'news.example.com', referrer: '', ...view })).status).toBe(202);
  for (let waited = 0; waited < 10000; waited += 100) {
    await suite.server.server.services.events.flush();
    const rows = await suite.server.server.services.events.count({ name: 'e2eViews', range: { from: 0, to: Date.now() + 1 }, measures: { views: 'views' } });
    if ((rows[0]?.views ?? 0) >= views.length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60000);
afterAll(() => suite?.close());

/** The query of every classifications request the page sends. */
function classificationQueries(page: Page): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/classifications') asked.push(url.searchParams);
  });
  return asked;
}
/** Waits until `read` gives `expected` (5 s), then asserts it. */
async function eventually<T>(read: () => T | Promise<T>, expected: T) {
  for (let waited = 0; waited < 5000 && JSON.stringify(await read()) !== JSON.stringify(expected); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await read()).toEqual(expected);
}
const cardTitles = (page: Page) => page.locator('.ac-ai-topic-title').allInnerTexts();

describe('/audiences/ai in Chromium', () => {
  it('AI-01, AI-02, AI-04, OP-43: the first real domain and 7 days are chosen and asked; cards show users, visitors, tracked and page views; the drawer has the entry', async () => {
    const page = await suite.newPage();
    const asked = classificationQueries(page);
    await page.goto('/audiences/ai');
    await suite.login(page, 'admin@demo.test');
    await page.locator('.ac-ai-topic').first().waitFor();
    expect(await page.getByTestId('ai-domain').inputValue()).toBe('news.example.com');
    expect(await page.getByTestId('ai-domain').locator('option').first().innerText()).toBe('All domains');
    expect(await page.getByTestId('ai-days').inputValue()).toBe('7');
    expect(asked.map((q) => [q.get('domain'), q.get('days')])).toEqual([['news.example.com', '7']]);
    expect(await cardTitles(page)).toEqual(['Sports news', 'Politics & society']);
    const sports = page.locator('.ac-ai-topic', { hasText: 'Sports news' });
    // news had 3 users: 2 read the derby (66.67 %) twice in all.
    expect(await sports.getByTestId('ai-topic-users').innerText()).toBe('3');
    expect(await sports.getByTestId('ai-topic-visitors').innerText()).toBe('2');
    expect(await sports.getByTestId('ai-topic-tracked').innerText()).toBe('66.67%');
    expect(await sports.getByTestId('ai-topic-views').innerText()).toBe('2');
    expect(await page.getByTestId('nav-aiAudiences').count()).toBe(1);
  });

  it('AI-02: switching the timeframe asks again with its days', async () => {
    const page = await suite.openAs('/audiences/ai', 'admin@demo.test');
    const asked = classificationQueries(page);
    await page.locator('.ac-ai-topic').first().waitFor();
    // The first ask (7 days) was answered: count from here.
    asked.length = 0;
    await page.getByTestId('ai-days').selectOption('30');
    await eventually(() => asked.map((q) => q.get('days')), ['30']);
    await page.getByTestId('ai-days').selectOption('1');
    await eventually(() => asked.map((q) => q.get('days')), ['30', '1']);
    expect(asked.every((q) => q.get('domain') === 'news.example.com')).toBe(true);
  });

  it('AI-03: breadcrumbs start at Topics and drill through the topic tree; Topics leads back', async () => {
    const page = await suite.openAs('/audiences/ai', 'admin@demo.test');
    const crumbs = () => page.getByTestId('ai-breadcrumbs').locator('.bp6-breadcrumb').allInnerTexts();
    await page.locator('.ac-ai-topic').first().waitFor();
    expect(await crumbs()).toEqual(['Topics']);
    await page.locator('.ac-ai-topic', { hasText: 'Sports news' }).click();
    await eventually(crumbs, ['Topics', 'Sports news']);
    expect(await cardTitles(page)).toEqual(['Football news']);
    await page.getByTestId('ai-breadcrumbs').locator('.bp6-breadcrumb', { hasText: 'Topics' }).click();
    await eventually(crumbs, ['Topics']);
    expect(await cardTitles(page)).toEqual(['Sports news', 'Politics & society']);
  });

  it('AI-05: a domain without classified pages shows the no-data text', async () => {
    const page = await suite.openAs('/audiences/ai', 'admin@demo.test');
    await page.locator('.ac-ai-topic').first().waitFor();
    await page.getByTestId('ai-domain').selectOption('blog.example.org');
    await page.getByTestId('ai-no-data').waitFor();
    expect(await page.getByTestId('ai-no-data').innerText()).toContain('No topics for this domain and timeframe yet.');
    expect(await page.locator('.ac-ai-topic').count()).toBe(0);
  });
});
