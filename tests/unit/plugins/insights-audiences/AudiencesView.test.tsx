import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { CardProps } from '../../../../core/client/grid/CardProps';
import type { ResourceFilter } from '../../../../core/client/resources/resourceKey';
import type { Audience } from '../../../../plugins/audiences/common/Audience';
import { AUDIENCE_TABS, type AudienceTab } from '../../../../plugins/insights-audiences/client/AudienceTabs';
import { AudiencesView } from '../../../../plugins/insights-audiences/client/AudiencesView';
import { DEVICE_REPLIES } from '../insights/blockRows';
import { AUDIENCES } from './audienceFixtures';
import { renderCard } from '../support/renderCard';
import { withContracts } from '../support/withContracts';
import insightsContract from '../../../../plugins/insights/client/insightsContract';
import { mediaUrl } from '../../../../core/common/media';

const RANGE = { from: 1_780_000_000_000, to: 1_780_000_000_000 + 3 * 86_400_000, interval: '1h' };
const COUNTS = { '/v1/audiences/getVisitorCount': { 1: 1234, 2: 56 }, '/v1/audiences/getLeadsCount': { 1: 7, 2: 0 } };
const DATA: Record<string, unknown> = {
  'users/histogram': [
    { key: RANGE.from, date: new Date(RANGE.from).toISOString(), users: 5, views: 9, eventCount: 0 },
    { key: RANGE.from + 3600_000, date: new Date(RANGE.from + 3600_000).toISOString(), users: 8, views: 12, eventCount: 0 },
  ],
  ...DEVICE_REPLIES,
  referrerByType: [
    { key: 'Self', doc_count: 50, users: 20, views: 50 },
    { key: 'Search', doc_count: 9, users: 3, views: 9, children: [{ key: 'google.com', doc_count: 8, users: 2, views: 8 }] },
    { key: 'Social', doc_count: 3, users: 1, views: 3, children: [{ key: 'facebook.com', doc_count: 3, users: 1, views: 3 }] },
  ],
  'users/domains': [{ key: 'news.example.com', doc_count: 9, users: 4, views: 9, children: [{ key: '/a', domain: 'news.example.com', doc_count: 5, users: 3, views: 5 }] }],
  'users/pages': [{ key: '/a', domain: 'news.example.com', doc_count: 5, users: 3, views: 5, href: 'https://news.example.com/a' }],
};

/** The view as the page holds it: selection as audience terms of the filter, tab state in place of the hash. */
async function renderView({ selected = [1, 2], tab = 'info', filter = {} }: { selected?: number[]; tab?: AudienceTab; filter?: ResourceFilter } = {}) {
  const post = jest.fn(async (path: string) => COUNTS[path as keyof typeof COUNTS]);
  function Host({ filter: base, onFilter }: CardProps) {
    const [active, setActive] = useState<AudienceTab>(tab);
    const [chosen, setChosen] = useState(selected);
    const onToggle = (a: Audience) => setChosen((was) => (was.includes(a.id) ? was.filter((id) => id !== a.id) : [...was, a.id]));
    const terms = chosen.length ? [{ field: 'audience', value: chosen }] : undefined;
    return <AudiencesView audiences={AUDIENCES} selected={chosen} onToggle={onToggle} filter={{ ...base, ...(terms ? { terms } : {}) }} onFilter={onFilter} tab={active} onTabChange={setActive} />;
  }
  const view = await renderCard(withContracts(Host, { insights: insightsContract }), {
    namespace: 'insights-audiences',
    settings: {},
    filter: { ...RANGE, ...filter },
    respond: ({ resource }) => DATA[resource],
    app: { api: { post }, mediaUrl: (filename: string) => mediaUrl(filename, 'https://cdn.test/audiences') },
  });
  await act(async () => {});
  return { ...view, post };
}

describe('AudiencesView', () => {
  it('IA-04: nothing selected shows the chooser alone and loads no content', async () => {
    const { requested, post } = await renderView({ selected: [] });
    expect(screen.getByTestId('audiences-view').getAttribute('data-selected')).toBe('none');
    expect(screen.queryByTestId('audiences-content')).toBeNull();
    expect(requested()).toEqual([]);
    expect(post).not.toHaveBeenCalled();
  });

  it('IA-05: the chosen audiences as 64 px avatars (image, else initial), the users chart and four tabs', async () => {
    const { requests, get } = await renderView();
    const avatars = screen.getByTestId('audience-avatars');
    const image = within(screen.getByTestId('avatar-2')).getByRole('img') as HTMLImageElement;
    expect([image.getAttribute('src'), image.width, image.height]).toEqual(['https://img.test/news.png', 64, 64]);
    const initial = within(screen.getByTestId('avatar-1')).getByRole('img', { name: 'Sports' });
    expect([initial.textContent, initial.style.width, initial.style.height]).toEqual(['S', '64px', '64px']);
    expect(within(avatars).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByTestId('audiences-content')).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Info', 'Devices', 'Referrer', 'Pages']);
    expect(requests).toEqual([]);
    const [path, { query }] = get.mock.calls.find(([p]) => p.endsWith('users/histogram'))!;
    expect(path).toBe('/v1/monitoring/users/histogram');
    expect(query).toMatchObject({ ...RANGE, terms: [{ field: 'audience', value: [1, 2] }] });
    expect(screen.getByTestId('audience-users-chart').querySelector('.highcharts-contextbutton')).not.toBeNull();
  });

  it('IA-06, API-41: info shows per audience its visitors and leads of the last 30 days (timeframe last30Days)', async () => {
    const { post } = await renderView({ filter: { domain: 'news.example.com' } });
    const body = { timeframe: 'last30Days', missingAudienceIds: [1, 2], filters: { domain: 'news.example.com' } };
    expect(post.mock.calls).toEqual([
      ['/v1/audiences/getVisitorCount', body],
      ['/v1/audiences/getLeadsCount', body],
    ]);
    expect(screen.getByTestId('visitors-1').textContent).toBe('1,234');
    expect(screen.getByTestId('leads-1').textContent).toBe('7');
    expect(screen.getByTestId('visitors-2').textContent).toBe('56');
    expect(screen.getByTestId('leads-2').textContent).toBe('0');
  });

  it('IA-08: only the active tab loads; choosing another tab loads its data and drops the former', async () => {
    const { requested, post } = await renderView();
    expect(requested()).toEqual(['users/histogram']);
    expect(post).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('tab', { name: 'Devices' }));
    await act(async () => {});
    expect(requested()).toEqual(['users/histogram', 'devices', 'browsers', 'operatingSystems']);
    expect(screen.queryByTestId('audience-info')).toBeNull();
    expect(await screen.findByTestId('list-browsers')).toBeTruthy();
    expect(screen.getByTestId('share-chart').querySelector('.highcharts-contextbutton')).not.toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Referrer' }));
    await act(async () => {});
    expect(requested().slice(4)).toEqual(['referrerByType']);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('OP-75: the referrer tab charts the types without Self (PNG) and lists them, each expanding to its referrers (CSV)', async () => {
    await renderView({ tab: 'referrer' });
    const chart = await screen.findByTestId('share-chart');
    expect(chart.textContent).toContain('Search');
    expect(chart.textContent).toContain('75.00%');
    expect(chart.textContent).not.toContain('Self');
    expect(chart.querySelector('.highcharts-contextbutton')).not.toBeNull();
    expect(screen.queryByTestId('row-Self')).toBeNull();
    fireEvent.click(within(screen.getByTestId('row-Search')).getByRole('button', { name: 'Show more' }));
    expect(within(screen.getByTestId('row-Search')).getByText('google.com')).toBeTruthy();
    expect(screen.getByTestId('export-csv-referrers')).toBeTruthy();
  });

  it('IA-07: pages lists domains without a domain filter, else the pages; a row applies a filter', async () => {
    const { requested, onFilter } = await renderView({ tab: 'pages' });
    expect(requested()).toContain('users/domains');
    expect(screen.getByTestId('domain-page-list').getAttribute('data-resource')).toBe('users/domains');
    fireEvent.click(screen.getByRole('button', { name: 'news.example.com' }));
    expect(onFilter).toHaveBeenLastCalledWith({ field: 'domain', value: 'news.example.com' });

    const withDomain = await renderView({ tab: 'pages', filter: { domain: 'news.example.com' } });
    expect(withDomain.requested()).toContain('users/pages');
    expect(withDomain.requested()).not.toContain('users/domains');
    fireEvent.click(screen.getAllByRole('button', { name: '/a' }).at(-1)!);
    expect(withDomain.onFilter).toHaveBeenLastCalledWith({ field: 'page', value: '/a' });
  });

  it('IA-03: removing an avatar deselects the audience', async () => {
    await renderView({ selected: [2] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove News' }));
    expect(screen.getByTestId('audiences-view').getAttribute('data-selected')).toBe('none');
  });

  it('IA-05: the tab list is info, devices, referrer, pages', () => {
    expect(AUDIENCE_TABS).toEqual(['info', 'devices', 'referrer', 'pages']);
  });
});
