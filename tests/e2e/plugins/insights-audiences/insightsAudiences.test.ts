import type { Kysely } from 'kysely';
import type { EventRow } from '../../../../core/server/events/EventRow';
import { useBrowserSuite } from '../../../support/startBrowserSuite';

const DAY = 86_400_000;
let sports: number;

/** A page view of the crafted set: news.example.com, one of the analyst's domains. */
const view = (ts: number, visitorId: string, audienceIds: number[], over: Partial<EventRow> = {}): EventRow => ({
  ts, kind: 'pageview', event: '', label: '', domain: 'news.example.com', path: '/sport/e2e', url: 'https://news.example.com/sport/e2e', title: 'Sport', image: '',
  visitorId, device: 'Desktop', browser: 'Chrome', os: 'Windows', referrer: '', referrerType: 'Direct', lists: { audience: audienceIds }, ...over,
});

const suite = useBrowserSuite(async () => {
  const db = suite.server.server.db as unknown as Kysely<any>;
  sports = (await db.selectFrom('audiences').select('id').where('english', '=', 'Sports').executeTakeFirstOrThrow()).id;
  const now = Date.now();
  // Sports in the last 30 days: 7 visitors (one twice, one with a lead); 2 more visitors 40 days ago do not count.
  const rows = [
    ...Array.from({ length: 7 }, (_, i) => view(now - (i * 4 + 1) * DAY, `e2e-sports-${i}`, [sports])),
    view(now - 2 * 3600_000, 'e2e-sports-0', [sports]),
    view(now - 3 * DAY, 'e2e-sports-1', [sports], { kind: 'event', event: 'lead_form_submit', label: 'newsletter' }),
    view(now - 40 * DAY, 'e2e-old-1', [sports]),
    view(now - 40 * DAY, 'e2e-old-2', [sports]),
  ];
  suite.server.server.services.events.append(rows);
  await suite.server.server.services.events.flush();
});

describe('/insights/audiences in Chromium', () => {
  it('IA-03, IA-06, IA-08, IA-09: selecting an audience shows its visitors of the last 30 days; #pages opens the pages tab', async () => {
    const page = await suite.openAs('/insights/audiences', 'analyst@demo.test');
    await page.getByTestId('insights-audiences-page').waitFor();
    const chooser = page.getByTestId('audience-chooser');
    await chooser.and(page.locator('[data-layout=wide]')).waitFor();

    const counted = page.waitForRequest((r) => r.url().endsWith('/api/v1/audiences/getVisitorCount'));
    await page.getByTestId('chooser-interests').getByTestId(`audience-${sports}`).click();
    expect((await counted).postDataJSON()).toEqual({ timeframe: 'last30Days', missingAudienceIds: [sports] });
    await chooser.and(page.locator('[data-layout=narrow]')).waitFor();
    await page.getByTestId(`visitors-${sports}`).filter({ hasText: /^7$/ }).waitFor();
    expect(await page.getByTestId(`leads-${sports}`).innerText()).toBe('1');
    expect(await page.getByTestId(`avatar-${sports}`).getByRole('img').boundingBox()).toMatchObject({ width: 64, height: 64 });

    const pagesRequest = page.waitForRequest((r) => r.url().includes('/api/v1/monitoring/users/domains'));
    // A fresh load of the page with the hash; the selection is kept in the insights filter.
    await page.goto('about:blank');
    await page.goto('/insights/audiences#pages');
    await page.getByTestId('tab-panel-pages').waitFor();
    expect(await page.getByRole('tab', { name: 'Pages' }).getAttribute('aria-selected')).toBe('true');
    expect(decodeURIComponent((await pagesRequest).url())).toContain(`"value":${sports}`);
    await page.getByTestId('row-news.example.com').waitFor();
    expect(await page.getByTestId('tab-panel-info').count()).toBe(0);
  });
});
