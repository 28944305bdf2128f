import { cardSettingEntries, cardSettingsDefaults } from '../../../../core/common/plugin/cardSettings';
import { screen, waitFor } from '@testing-library/react';
import Highcharts from 'highcharts';
import plugin from '../../../../plugins/users-card';
import UsersCard from '../../../../plugins/users-card/client/UsersCard';
import { usersCardSettings } from '../../../../plugins/users-card/common/usersCardSettings';
import { renderCard as renderCardOf } from '../support/renderCard';

const FILTER = { domain: 'news.example.com' };
const T = Date.UTC(2026, 10, 22, 9, 0);
const point = (minutes: number, users: number) => ({ key: T + minutes * 60_000, date: '', users, views: users, eventCount: 0 });

/** The card with a real resource store whose HTTP answers the test releases by hand. */
async function renderCard(viewSettings?: Record<string, unknown>, size = { w: 4, h: 3 }) {
  const card = await renderCardOf(UsersCard, { namespace: 'users-card', settings: cardSettingsDefaults(usersCardSettings), size, filter: FILTER, viewSettings });
  /** Answers every open request: the totals, today's histogram and the compared one. */
  const answer = (today = [point(0, 4), point(5, 10), point(10, 7)], compared = [point(0, 3), point(5, 5)]) =>
    card.answer((r) => (r.path.endsWith('/users') || r.path.endsWith('/views') ? { users: 123456, views: 9 } : r.query.compare ? compared : today));
  return { requests: card.requests, socket: card.socket, csv: card.csv, answer };
}

describe('UsersCard', () => {
  it('is declared as a default 4x3 card of its plugin with its resources', async () => {
    const [card] = plugin.cards;
    expect(card).toMatchObject({ component: 'UsersCard', permission: 'viewRealtime', default: true, size: { w: 4, h: 3 }, resources: ['users', 'users/histogram', 'views', 'views/histogram'] });
    expect((await card.load()).default).toBe(UsersCard);
  });

  it('OP-33: no settings of its own (spec §3 lists none): compare and page views are the view’s monitoring settings', () => {
    const [card] = plugin.cards;
    expect(Object.keys(card.settings?.schema.fields ?? { missing: true })).toEqual([]);
    expect(cardSettingEntries(card.settings)).toEqual([]);
  });

  it('CU-01: shows progress while loading, then the active users for the filter (CO-05 format)', async () => {
    const { requests, socket, answer } = await renderCard();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(requests.map((r) => r.path)).toEqual(['/v1/monitoring/users', '/v1/monitoring/users/histogram', '/v1/monitoring/users/histogram']);
    expect(socket.emits('subscribe')).toContainEqual({ resource: 'users', filter: FILTER });
    await answer();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // CO-09: the count runs up to its value.
    await waitFor(() => expect(screen.getByTestId('active-users').textContent).toBe('123.46k'), { timeout: 3000 });
    expect(screen.getByText('active users')).toBeTruthy();
  });

  it('CU-02, CX-10, RG-35: charts today against yesterday by default, against last week when the view’s histogram_compare says so', async () => {
    const first = await renderCard();
    expect(first.requests.map((r) => r.query)).toEqual([FILTER, FILTER, { ...FILTER, compare: 'yesterday' }]);
    await first.answer();
    expect(document.querySelectorAll('.ac-line-chart .highcharts-series')).toHaveLength(2);
    const second = await renderCard({ histogram_compare: 'last_week' });
    expect(second.requests.map((r) => r.query.compare)).toEqual([undefined, undefined, 'last_week']);
    expect(second.socket.emits('subscribe')).toContainEqual({ resource: 'users/histogram', filter: { ...FILTER, compare: 'last_week' } });
  });

  it('every realtime card exportable: offers its chart data as CSV once loaded (bucket time, today, compared) and its chart as PNG', async () => {
    const { csv, answer } = await renderCard();
    expect(csv()).toBeUndefined();
    await answer();
    expect(csv()).toEqual([
      ['Time', 'Today', 'Yesterday'],
      ['2026-11-22T09:00:00.000Z', 4, 3],
      ['2026-11-22T09:05:00.000Z', 10, 5],
      ['2026-11-22T09:10:00.000Z', 7, undefined],
    ]);
    expect(document.querySelector('.ac-line-chart .highcharts-contextbutton')).toBeTruthy();
  });

  it('CU-02, CU-03: the chart shows each bucket at the user\'s local hour (the date the server bucketed in the filter\'s time zone); the CSV keeps the instant', async () => {
    const { answer, csv } = await renderCard();
    // 09:00 UTC is 10:00 in Vienna (+01:00): the point sits at 10:00 on the chart's axis.
    const local = (minutes: number, users: number) => ({ ...point(minutes, users), date: `2026-11-22T10:${String(minutes).padStart(2, '0')}:00+01:00` });
    await answer([local(0, 4), local(5, 10)], [local(0, 3)]);
    const chart = Highcharts.charts.filter(Boolean).at(-1)!;
    expect(chart.series.map((s) => s.points.map((p) => p.x))).toEqual([[T + 3600_000], [T + 3600_000, T + 3900_000]]);
    expect(chart.series[1].xAxis.options.type).toBe('datetime');
    expect(csv()![1]).toEqual(['2026-11-22T09:00:00.000Z', 4, 3]);
  });

  it('CX-08, CX-09: the chart is 53 × h − 30 px high with a 10 + 2 × h px font', async () => {
    const { answer } = await renderCard(undefined, { w: 4, h: 4 });
    await answer();
    const svg = document.querySelector('.ac-line-chart svg')!;
    expect(svg.getAttribute('height')).toBe('182');
    expect(svg.getAttribute('style')).toContain('font-size: 18px');
  });

  it('CU-03: min, avg and max of today’s points', async () => {
    const { answer } = await renderCard();
    await answer([point(0, 4), point(5, 10), point(10, 7)]);
    expect(screen.getByTestId('stat-min').textContent).toBe('Min4');
    expect(screen.getByTestId('stat-avg').textContent).toBe('Avg7');
    expect(screen.getByTestId('stat-max').textContent).toBe('Max10');
  });

  it('OP-28, RG-37: with the view’s usePageViews the card reads views and views/histogram and shows page views', async () => {
    const { requests, socket, answer } = await renderCard({ usePageViews: true });
    expect(requests.map((r) => r.path)).toEqual(['/v1/monitoring/views', '/v1/monitoring/views/histogram', '/v1/monitoring/views/histogram']);
    expect(socket.emits('subscribe')).toContainEqual({ resource: 'views/histogram', filter: { ...FILTER, compare: 'yesterday' } });
    const views = (minutes: number, n: number) => ({ ...point(minutes, 1), views: n });
    await answer([views(0, 40), views(5, 60)]);
    expect(screen.getByTestId('active-users').getAttribute('data-value')).toBe('9');
    expect(screen.getByText('page views')).toBeTruthy();
    expect(screen.getByTestId('stat-max').textContent).toBe('Max60');
  });
});
