import { act, cleanup, screen, within } from '@testing-library/react';
import Highcharts from 'highcharts';
import type { CardProps } from '../../../../core/client/grid/CardProps';
import { OverviewContent } from '../../../../plugins/insights-overview/client/OverviewContent';
import { DEVICE_REPLIES } from '../insights/blockRows';
import { renderCard } from '../support/renderCard';
import { withContracts } from '../support/withContracts';
import insightsContract from '../../../../plugins/insights/client/insightsContract';
import channelsContract from '../../../../plugins/channels/client/channelsContract';

// insights-overview is disabled by default (OP-13): its texts come from disk here.
jest.mock('../../../../core/client/i18n/loadLocale', () => jest.requireActual('../support/localesOfDisabledPlugins').localesOfDisabledPlugins(['insights-overview']));

const RANGE = { from: 1_780_000_000_000, to: 1_780_000_000_000 + 7 * 86_400_000, timezone: 'Europe/Vienna' };
const DATA: Record<string, unknown> = {
  users: { users: 4321, views: 9999 },
  views: { users: 4321, views: 12345 },
  ...DEVICE_REPLIES,
  'views/domains': [{ key: 'news.example.com', doc_count: 90, users: 4, views: 90 }],
  'views/pages': [{ key: '/a', domain: 'news.example.com', doc_count: 50, users: 3, views: 50 }],
  'users/channels': [{ key: 7, title: 'Sport', path: '/sport', users: 12, pages: 30 }],
  audiences: [
    { key: 1, type_id: 1, german: 'Sport', english: 'Sports', is_pinpoll: true, users: 5, views: 9, children: [] },
    { key: 20, type_id: 2, german: 'Eltern', english: 'Parents', is_pinpoll: true, users: 2, views: 3, children: [] },
  ],
};

type Toggles = { useChannels: boolean; displayInterests: boolean; displayVisitorProperties: boolean };
const DEFAULTS: Toggles = { useChannels: false, displayInterests: true, displayVisitorProperties: false };

/** The blocks for these settings and filter; a test may render several in turn, only the latest stays. */
async function renderContent(settings: Partial<Toggles> = {}, filter: Record<string, unknown> = {}) {
  cleanup();
  function Host({ filter: f, onFilter, settings: s }: CardProps<Toggles>) {
    return <OverviewContent filter={f} settings={s} onFilter={onFilter} />;
  }
  const view = await renderCard(withContracts(Host, { insights: insightsContract, channels: channelsContract }), { namespace: 'insights-overview', settings: { ...DEFAULTS, ...settings }, filter: { ...RANGE, ...filter }, respond: ({ resource }) => DATA[resource] });
  await act(async () => {});
  return view;
}

const blocks = () => [...document.querySelectorAll('[data-testid^=overview-]')].map((el) => el.getAttribute('data-testid')).filter((id) => id !== 'overview-content' && id !== 'overview-figures');
const queryOf = (get: jest.Mock, resource: string) => get.mock.calls.find(([path]) => path === `/v1/monitoring/${resource}`)?.[1].query;

describe('OverviewContent', () => {
  it('IO-02, IO-03: users total from GET users, page views total from GET views, over the range', async () => {
    const { get } = await renderContent();
    expect(screen.getByTestId('total-users').getAttribute('data-value')).toBe('4321');
    expect(screen.getByTestId('total-views').getAttribute('data-value')).toBe('12345');
    expect(queryOf(get, 'users')).toEqual(RANGE);
    expect(queryOf(get, 'views')).toEqual({ ...RANGE, metric: 'views' });
    expect(screen.getByText('Users and page views')).toBeTruthy();
  });

  it('IO-04: devices with Desktop, Phone and Tablet as an exportable chart, browsers and operating systems as lists', async () => {
    await renderContent();
    const chart = within(screen.getByTestId('overview-devices')).getByTestId('share-chart');
    const drawn = Highcharts.charts.find((c) => c && chart.contains(c.container))!;
    expect(drawn.xAxis[0].categories).toEqual(['Desktop', 'Phone', 'Tablet']);
    expect(drawn.series[0].data.map((p) => p.y)).toEqual([3, 1, 0]);
    // CO-07: each bar's share with two decimals.
    expect(drawn.series[0].data.map((p) => (p.options as { share: string }).share)).toEqual(['75.00%', '25.00%', '0.00%']);
    expect(chart.querySelector('.highcharts-contextbutton')).not.toBeNull();
    expect(screen.getByTestId('list-browsers').textContent).toContain('Chrome');
    expect(screen.getByTestId('list-operating-systems').textContent).toContain('Windows');
  });

  it('every list block offers its rows as CSV', async () => {
    await renderContent({ useChannels: true, displayVisitorProperties: true });
    expect(['export-csv-views-domains', 'export-csv-channels', 'export-csv-interests', 'export-csv-properties', 'export-csv-browsers'].filter((id) => !screen.queryByTestId(id))).toEqual([]);
  });

  it('IO-05: the domain/page view lists views/domains, or views/pages under a domain filter', async () => {
    const first = await renderContent();
    expect(first.requested()).toContain('views/domains');
    expect(screen.getByTestId('domain-page-list').getAttribute('data-resource')).toBe('views/domains');
    expect(screen.getByTestId('row-news.example.com').textContent).toContain('90');
    const second = await renderContent({}, { domain: 'news.example.com' });
    expect(second.requested()).toContain('views/pages');
    expect(second.requested()).not.toContain('views/domains');
  });

  it('IO-06: channels only with useChannels on and no page filter', async () => {
    const off = await renderContent({ useChannels: false });
    expect(off.requested()).not.toContain('users/channels');
    expect(blocks()).not.toContain('overview-channels');
    const on = await renderContent({ useChannels: true });
    expect(on.requested()).toContain('users/channels');
    expect(blocks()).toContain('overview-channels');
    expect(screen.getByText('Sport')).toBeTruthy();
    const paged = await renderContent({ useChannels: true }, { terms: [{ field: 'page', value: '/a' }] });
    expect(paged.requested()).not.toContain('users/channels');
    expect(blocks()).not.toContain('overview-channels');
  });

  it('IO-07: interests and visitor properties each shown only when switched on', async () => {
    await renderContent();
    expect(blocks()).toEqual(['overview-totals', 'overview-devices', 'overview-domain-page', 'overview-interests']);
    expect(screen.getByText('Sports')).toBeTruthy();
    await renderContent({ displayInterests: false, displayVisitorProperties: true });
    expect(blocks()).toContain('overview-properties');
    expect(blocks()).not.toContain('overview-interests');
    expect(screen.getByText('Parents')).toBeTruthy();
  });

  it('IO-06, IO-07: the totals run across the top, the other blocks stack in columns (devices; content; audiences) and a column with no block shown is left out', async () => {
    const columns = () => [...document.querySelectorAll('.ac-overview-column')].map((c) => [...c.querySelectorAll('[data-testid^=overview-]')].map((b) => b.getAttribute('data-testid')).filter((id) => id !== 'overview-figures'));
    await renderContent({ useChannels: true, displayVisitorProperties: true });
    expect(screen.getByTestId('overview-content').firstElementChild?.getAttribute('data-testid')).toBe('overview-totals');
    expect(columns()).toEqual([['overview-devices'], ['overview-domain-page', 'overview-channels'], ['overview-interests', 'overview-properties']]);
    await renderContent({ displayInterests: false });
    expect(columns()).toEqual([['overview-devices'], ['overview-domain-page']]);
  });
});
