import type { Kysely } from 'kysely';
import type { EventRow } from '../../../../core/server/events';
import { startBrowserSuite, type BrowserSuite } from '../../../support/startBrowserSuite';

const NEWS = 'news.example.com';

let suite: BrowserSuite;
let football: number;
beforeAll(async () => {
  suite = await startBrowserSuite();
  const db = suite.server.server.db as unknown as Kysely<any>;
  football = (await db.selectFrom('audiences').select('id').where('english', '=', 'Football').executeTakeFirstOrThrow()).id;
  const view = (path: string, visitorId: string, audiences: number[]): EventRow => ({ ts: Date.now() - 3_600_000, kind: 'pageview', event: '', label: '', domain: NEWS, path, url: `https://${NEWS}${path}`, title: `Story ${path}`, image: '', visitorId, device: 'Desktop', browser: 'Chrome', os: 'Linux', referrer: '', referrerType: 'Direct', lists: audiences.length ? { audience: audiences } : {} });
  const events = suite.server.server.services.events;
  events.append([
    ...Array.from({ length: 5 }, (_, i) => view('/sport/derby', `fan-${i}`, [football])),
    ...Array.from({ length: 3 }, (_, i) => view('/news/budget', `fan-${i}`, [football])),
    ...Array.from({ length: 30 }, (_, i) => view('/news/budget', `reader-${i}`, [])),
  ]);
  await events.flush();
}, 60000);
afterAll(() => suite?.close());

describe('/campaigns/recommend-content in Chromium', () => {
  it('OP-66: an admin picks a domain and an audience and sees its pages by lift', async () => {
    const page = await suite.openAs('/campaigns/recommend-content', 'admin@demo.test');
    await page.getByTestId('recommend-content-page').waitFor();
    await page.getByTestId('recommend-domain').selectOption(NEWS);
    await page.getByTestId('recommend-audience').click();
    await page.getByTestId('recommend-audience-option').filter({ hasText: /^Football$/ }).click();
    const rows = page.getByTestId('recommend-pages').locator('tbody tr');
    await rows.first().waitFor();
    // /sport/derby: 5 of the 8 views of Football's fans, 5 of all 38 → lift 4.75; /news/budget 3/8 ÷ 33/38 = 0.43.
    expect(await rows.allInnerTexts()).toEqual(['Story /sport/derby\t5\t5\t4.75×', 'Story /news/budget\t3\t33\t0.43×']);
  });
});
