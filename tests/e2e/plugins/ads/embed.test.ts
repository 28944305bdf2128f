import type { Kysely } from 'kysely';
import type { Page } from 'playwright-core';
import { datatableQueryString } from '../../../../core/common/datatable';
import { adPaths } from '../../../../plugins/ads/common/adPaths';
import { CHROME_UA, startBrowserSuite, type BrowserSuite } from '../../../support/startBrowserSuite';

/** The embed's poll (plugins/ads/server/embed/embed.js): question 9201 of the page's site. */
const QUESTION = 9201;
const SITE = 'news.example.com';

let suite: BrowserSuite;
let admin: string;
beforeAll(async () => {
  suite = await startBrowserSuite();
  admin = (await suite.server.login('admin@demo.test')).token;
  // The demo's ads run on every poll: out of the way, so the embed shows this suite's.
  await (suite.server.server.db as unknown as Kysely<any>).deleteFrom('ads').execute();
}, 60000);
afterAll(() => suite?.close());

const ad = (fields: object) => ({ target_url: 'https://shop.demo.invalid/offer', display: 'inline', display_timing: 'after_vote', delay: 1, duration: 4, domain_id: 0, device_type: 'all', questions: [{ id: QUESTION, domain: SITE }], ...fields });
const api = (method: string, path: string, body?: object) => suite.server.request(method, path, { token: admin, body });

async function openEmbed(): Promise<Page> {
  const page = await suite.newPage({ userAgent: CHROME_UA });
  // The ads' hosts are under .invalid: a click on a call to action goes nowhere.
  await page.context().route('https://shop.demo.invalid/**', (route) => route.abort());
  await page.goto(`/api${adPaths.embed}?domain=${SITE}`);
  await page.getByTestId('embed-answer-1').waitFor();
  return page;
}

/** The ad's counts once the tracker's batch reached the event store. */
async function countsOf(id: number, wanted: { views: number; cta_clicks: number }) {
  for (let i = 0; i < 50; i++) {
    await suite.server.server.services.events.flush();
    const shown = (await api('GET', adPaths.show(id))).body.data;
    if (shown.views >= wanted.views && shown.cta_clicks >= wanted.cta_clicks) return { views: shown.views, cta_clicks: shown.cta_clicks };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`ad ${id} never reached ${JSON.stringify(wanted)}`);
}

describe('the reference embed in Chromium (issue 18)', () => {
  it('AD-16, OP-12: a dynamic ad is not served until approved; approved, it shows after the vote with its delay, and its view counts', async () => {
    const { id } = (await api('POST', adPaths.create, ad({ name: 'Dynamic derby ad', isStatic: false, tag: '<div>derby</div>' }))).body.data;
    const before = await openEmbed();
    await before.getByTestId('embed-answer-1').click();
    await before.getByText('Thanks! You voted Football.').waitFor();
    await before.waitForTimeout(1500);
    expect(await before.getByTestId('embed-ad').count()).toBe(0);

    expect((await api('POST', adPaths.approve(id), { version: 1 })).status).toBe(200);
    const after = await openEmbed();
    await after.getByTestId('embed-answer-2').click();
    await after.getByText('Thanks! You voted Tennis.').waitFor();
    const shown = after.getByTestId('embed-ad');
    await shown.waitFor();
    expect(await shown.getAttribute('data-ad-id')).toBe(String(id));
    // Its code is not run by the embed: its place is shown.
    expect(await shown.innerText()).toContain(`Dynamic ad #${id}`);
    expect(await countsOf(id, { views: 1, cta_clicks: 0 })).toEqual({ views: 1, cta_clicks: 0 });
    await api('DELETE', adPaths.remove(id));
  });

  it('AD-02, AD-27: a static ad before the vote shows at once at its position; a click on its call to action counts, and the table shows views, clicks and ctr', async () => {
    const { id } = (await api('POST', adPaths.create, ad({ name: 'Weekend offer', isStatic: true, tag: '<div>offer</div>', display_timing: 'before_vote', display: 'above', headline: 'Read all weekend', cta_label: 'Subscribe' }))).body.data;
    const page = await openEmbed();
    const shown = page.getByTestId('embed-ad');
    await shown.waitFor();
    expect(await shown.innerText()).toContain('Read all weekend');
    // Above the question.
    expect(await page.locator('#ac-embed > :first-child').getAttribute('data-ad-id')).toBe(String(id));
    await page.getByTestId('embed-ad-cta').click();
    expect(await countsOf(id, { views: 1, cta_clicks: 1 })).toEqual({ views: 1, cta_clicks: 1 });
    const row = (await api('GET', `${adPaths.datatable}?${datatableQueryString({ options: { itemsPerPage: 10 } })}`)).body.data.items.find((item: { id: number }) => item.id === id);
    expect(row).toMatchObject({ views: 1, cta_clicks: 1, clickthrough_rate: 100 });
  });
});
