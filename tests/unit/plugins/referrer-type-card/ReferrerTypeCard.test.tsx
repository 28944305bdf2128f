import { cardSettingsDefaults } from '../../../../core/common/plugin/cardSettings';
import { screen } from '@testing-library/react';
import plugin from '../../../../plugins/referrer-type-card';
import ReferrerTypeCard from '../../../../plugins/referrer-type-card/client/ReferrerTypeCard';
import { referrerTypeCardSettings } from '../../../../plugins/referrer-type-card/common/referrerTypeCardSettings';
import { renderCard as renderCardOf } from '../support/renderCard';

const FILTER = { domain: 'news.example.com' };
const row = (key: string, users: number) => ({ key, users, doc_count: users, views: users });

/** The card with a real resource store whose HTTP answers the test releases by hand, by resource. */
const renderCard = (viewSettings?: Record<string, unknown>) => renderCardOf(ReferrerTypeCard, { namespace: 'referrer-type-card', settings: cardSettingsDefaults(referrerTypeCardSettings), filter: FILTER, viewSettings });

const segments = () => screen.getAllByRole('listitem').map((el) => el.dataset.testid!.replace('segment-', ''));

describe('ReferrerTypeCard', () => {
  it('CR-04: is a default card of its plugin fixed at height 3', async () => {
    const [card] = plugin.cards;
    expect(card).toMatchObject({ component: 'ReferrerTypeCard', permission: 'viewRealtime', default: true, resources: ['referrerTypes', 'referrer'] });
    expect(card.size).toEqual({ w: 4, h: 3, minW: 3, minH: 3, maxH: 3 });
    expect((await card.load()).default).toBe(ReferrerTypeCard);
  });

  it('CR-01, CR-03: progress first, then the types in the order Self, Social, Search, Direct, Other, Paid_Search, and the top referrer', async () => {
    const { get, socket, answer } = await renderCard();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/v1/monitoring/referrerTypes', '/v1/monitoring/referrer']);
    expect(socket.emits('subscribe')).toContainEqual({ resource: 'referrerTypes', filter: FILTER });
    await answer({
      referrerTypes: [row('Paid_Search', 1), row('Direct', 20), row('Search', 30), row('Other', 4), row('Social', 15), row('Self', 30)],
      referrer: [row('www.google.com', 25), row('t.co', 10)],
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(segments()).toEqual(['Self', 'Social', 'Search', 'Direct', 'Other', 'Paid_Search']);
    expect(screen.getByTestId('segment-Self').textContent).toBe('Self30.00%');
    expect(screen.getByTestId('top-referrer').textContent).toBe('Top referrerwww.google.com');
  });

  it('every realtime card exportable: offers referrer type, share and users as CSV once loaded, in the bar’s order', async () => {
    const { csv, answer } = await renderCard();
    expect(csv()).toBeUndefined();
    await answer({ referrerTypes: [row('Direct', 1), row('Search', 3)], referrer: [] });
    expect(csv()).toEqual([
      ['Referrer type', 'Share', 'Users'],
      ['Search', 0.75, 3],
      ['Direct', 0.25, 1],
    ]);
  });

  it('OP-28: with usePageViews the types share page views and the top referrer is asked for by page views', async () => {
    const { get, answer } = await renderCard({ usePageViews: true });
    expect(get.mock.calls.map(([path, { query }]) => [path, query.metric])).toEqual([
      ['/v1/monitoring/referrerTypes', undefined],
      ['/v1/monitoring/referrer', 'views'],
    ]);
    const viewsRow = (key: string, users: number, views: number) => ({ key, users, doc_count: views, views });
    await answer({ referrerTypes: [viewsRow('Search', 3, 1), viewsRow('Direct', 1, 3)], referrer: [viewsRow('bing.com', 1, 5)] });
    expect(screen.getByTestId('segment-Direct').textContent).toBe('Direct75.00%');
    expect(screen.getByTestId('segment-Search').textContent).toBe('Search25.00%');
    expect(screen.getByTestId('top-referrer').textContent).toBe('Top referrerbing.com');
  });

  it('CX-11: segment label classes small < 14 %, tiny < 5 %, micro < 1 %', async () => {
    const { answer } = await renderCard();
    await answer({ referrerTypes: [row('Self', 865), row('Social', 100), row('Search', 30), row('Direct', 5)], referrer: [] });
    const cls = (key: string) => screen.getByTestId(`segment-${key}`).className;
    expect(cls('Self')).not.toMatch(/ac-distribution-(small|tiny|micro)/);
    expect(cls('Social')).toContain('ac-distribution-small');
    expect(cls('Search')).toContain('ac-distribution-tiny');
    expect(cls('Direct')).toContain('ac-distribution-micro');
  });

  it('CR-02, CX-12: without data one None segment and a dash for the top referrer', async () => {
    const { answer } = await renderCard();
    await answer({ referrerTypes: ['Self', 'Social', 'Search', 'Direct', 'Other', 'Paid_Search'].map((k) => row(k, 0)), referrer: [] });
    expect(segments()).toEqual(['None']);
    expect(screen.getByTestId('segment-None').textContent).toBe('None100.00%');
    expect(screen.getByTestId('top-referrer').textContent).toBe('Top referrer–');
  });
});
