/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PluginManifest } from '../../../../core/common/plugin/definePlugin';
import audiences from '../../../../plugins/audiences';
import type { Audience } from '../../../../plugins/audiences/common/Audience';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import type { FakeCall, FakeReply, FakeRoutes } from '../../client/support/fakeFetch';
import { currentUrl, renderConsole } from '../../client/support/renderConsole';
import { testUser } from '../../client/support/testUser';

const VIEW_AUDIENCES = ['AUDIENCES.VIEW', 'MODULE_DMP.VIEW'];
const ok = (data: unknown): FakeReply => ({ body: { status: 'success', data } });

const node = (id: number, english: string, type_id: 1 | 2, children: Audience[] = [], over: Partial<Audience> = {}): Audience => ({
  id, text: english, english, german: `${english}-de`, parent_id: null, type_id, is_pinpoll: false, is_aitopic: false, hide_analytics: false, hide_dmp: false, filename: null,
  translations: [], children, ...over,
});

const TREE = [
  node(1, 'Sports', 1, [node(11, 'Football', 1, [node(111, 'Bundesliga', 1)]), node(12, 'Cycling', 1)], { filename: 'sports.png' }),
  node(2, 'Politics', 1),
  node(5, 'Gender', 2, [node(51, 'Female', 2)]),
];
const VISITORS = { 1: 123_456, 11: 999, 111: 40, 12: 0, 2: 1500, 5: 70, 51: 30 };
const LEADS = { 1: 1234, 11: 3, 111: 1, 12: 0, 2: 15, 5: 7, 51: 3 };

async function renderOverview(path = '/audiences/show', access = VIEW_AUDIENCES, routes: FakeRoutes = {}, plugins: PluginManifest[] = [dashboard, monitoring, audiences]) {
  const view = await renderConsole({
    path,
    user: testUser(access),
    plugins,
    routes: {
      'GET /api/v1/audiences/getAllAudiences': ok(TREE),
      'POST /api/v1/audiences/getVisitorCount': ok(VISITORS),
      'POST /api/v1/audiences/getLeadsCount': ok(LEADS),
      ...routes,
    },
  });
  await screen.findByTestId('audiences-overview');
  await settle();
  return view;
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const shownCards = () => screen.queryAllByTestId(/^audience-card-\d+$/).map((card) => Number(card.dataset.testid!.replace('audience-card-', '')));
const crumbs = () => within(screen.getByTestId('overview-breadcrumbs')).getAllByRole('listitem').map((item) => item.textContent);
const countCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.includes('Count')).map((c) => [c.url.replace('/api/v1/audiences/', ''), c.body]);
const card = (id: number) => within(screen.getByTestId(`audience-card-${id}`));

describe('/audiences/show', () => {
  it('AO-01, AO-05, AO-11, AO-17, AO-21, OP-36: a fresh overview shows the interests for today, counts abbreviated above 999 and no leads asked for', async () => {
    const { calls, app } = await renderOverview();
    expect(calls.find((c) => c.url.startsWith('/api/v1/audiences/getAllAudiences'))!.url).toBe('/api/v1/audiences/getAllAudiences?locale=en');
    expect(countCalls(calls)).toEqual([['getVisitorCount', { timeframe: 'today' }]]);
    expect(shownCards()).toEqual([1, 2]);
    expect(card(1).getByTestId('audience-visitors').textContent).toBe('123.46k');
    expect(card(2).getByTestId('audience-visitors').textContent).toBe('1.5k');
    expect(card(1).getByTestId('audience-leads').textContent).toBe('–');
    expect(card(1).queryByTestId('audience-leads-percent')).toBeNull();
    expect(card(1).getByRole('img', { name: 'Sports' }).getAttribute('src')).toBe('/media/sports.png');
    expect(card(2).getByRole('img', { name: 'Politics' }).textContent).toBe('P');
    expect(screen.getByTestId('datatable-filter-type').textContent).toBe('Type: Interests');
    expect(screen.getByTestId('datatable-filter-timeframe').textContent).toBe('Timeframe: Today');
    expect(app.snackbar.messages).toEqual([]);
  });

  it('AO-10, AO-11, OP-41: another timeframe asks for visitors and leads with it; leads show with their percent of visitors, a dash without visitors', async () => {
    const { calls, router } = await renderOverview('/audiences/show?timeframe=last7Days');
    expect(countCalls(calls)).toEqual([
      ['getVisitorCount', { timeframe: 'last7Days' }],
      ['getLeadsCount', { timeframe: 'last7Days' }],
    ]);
    expect(card(1).getByTestId('audience-leads').textContent).toBe('1.23k (1.00%)');
    act(() => void router.navigate('/audiences/show?timeframe=last30Days&audience=1'));
    await settle();
    expect(countCalls(calls).slice(2)).toEqual([
      ['getVisitorCount', { timeframe: 'last30Days' }],
      ['getLeadsCount', { timeframe: 'last30Days' }],
    ]);
    expect(card(11).getByTestId('audience-leads').textContent).toBe('3 (0.30%)');
    expect(card(12).getByTestId('audience-leads').textContent).toBe('0 (–)');
  });

  it('AO-03, AO-04, AO-06, OP-48: the filter menu has four filters; type and timeframe only change, min visitors and leads clear', async () => {
    const { router } = await renderOverview('/audiences/show?timeframe=yesterday');
    // The tags of type and timeframe have no remove button; a chosen minimum has one.
    expect(within(screen.getByTestId('datatable-filter-type')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('datatable-filter-timeframe')).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByTestId('datatable-filters'));
    const menu = within(await screen.findByTestId('datatable-filter-menu'));
    expect(menu.getAllByRole('combobox').map((select) => select.getAttribute('aria-label'))).toEqual(['Type', 'Timeframe', 'Minimum visitors', 'Leads']);
    expect([...(menu.getByLabelText('Minimum visitors') as HTMLSelectElement).options].filter((o) => !o.disabled).map((o) => o.text)).toEqual(['at least 10k', 'at least 100k', 'at least 1m']);
    expect([...(menu.getByLabelText('Timeframe') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['today', 'yesterday', 'last7Days', 'last30Days']);
    expect(menu.queryAllByRole('button', { name: 'Clear' })).toHaveLength(0);

    fireEvent.change(menu.getByLabelText('Minimum visitors'), { target: { value: '100000' } });
    await settle();
    expect(currentUrl(router)).toBe('/audiences/show?timeframe=yesterday&minVisitors=100000');
    expect(shownCards()).toEqual([1]);
    expect(screen.getByTestId('datatable-filter-minVisitors').textContent).toBe('Minimum visitors: at least 100k');
    fireEvent.click(within(screen.getByTestId('datatable-filter-minVisitors')).getByRole('button'));
    await settle();
    expect(currentUrl(router)).toBe('/audiences/show?timeframe=yesterday');
    expect(shownCards()).toEqual([1, 2]);
  });

  it('AO-07, AO-08: drilling down adds a breadcrumb and a history entry; back steps up one level and stays on the page; a crumb goes up', async () => {
    const { router, calls } = await renderOverview();
    expect(crumbs()).toEqual(['Interests']);
    fireEvent.click(card(1).getByTestId('audience-card-children'));
    await settle();
    expect(shownCards()).toEqual([11, 12]);
    fireEvent.click(card(11).getByTestId('audience-card-children'));
    await settle();
    expect(shownCards()).toEqual([111]);
    expect(crumbs()).toEqual(['Interests', 'Sports', 'Football']);
    expect(currentUrl(router)).toBe('/audiences/show?audience=11');

    act(() => void router.navigate(-1));
    await settle();
    expect(currentUrl(router)).toBe('/audiences/show?audience=1');
    expect(crumbs()).toEqual(['Interests', 'Sports']);
    expect(shownCards()).toEqual([11, 12]);

    fireEvent.click(within(screen.getByTestId('overview-breadcrumbs')).getByText('Interests'));
    await settle();
    expect(currentUrl(router)).toBe('/audiences/show');
    expect(shownCards()).toEqual([1, 2]);
    // Moving through the tree asks for no counts again.
    expect(countCalls(calls)).toHaveLength(1);
  });

  it('AO-09: switching the type resets the breadcrumbs to the new type’s root', async () => {
    const { router } = await renderOverview('/audiences/show?audience=11');
    expect(crumbs()).toEqual(['Interests', 'Sports', 'Football']);
    fireEvent.click(screen.getByTestId('datatable-filters'));
    fireEvent.change(within(await screen.findByTestId('datatable-filter-menu')).getByLabelText('Type'), { target: { value: '2' } });
    await settle();
    expect(currentUrl(router)).toBe('/audiences/show?type=2');
    expect(crumbs()).toEqual(['Properties']);
    expect(shownCards()).toEqual([5]);
  });

  it('AO-02: a search chip lists the matching audiences below the level', async () => {
    const { router } = await renderOverview();
    const search = screen.getByRole('textbox', { name: 'Search…' });
    fireEvent.change(search, { target: { value: 'liga' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await settle();
    expect(currentUrl(router)).toBe('/audiences/show?search=liga');
    expect(shownCards()).toEqual([111]);
  });

  it('AO-11, OP-39, OP-40: a card opens its details: names, type, path, counts; no rules button without defineAudiences', async () => {
    await renderOverview('/audiences/show?timeframe=last7Days&audience=11');
    expect(card(111).queryByTestId('audience-card-rules')).toBeNull();
    fireEvent.click(screen.getByTestId('audience-card-111'));
    const dialog = within(await screen.findByRole('dialog'));
    const detail = (key: string) => dialog.getByTestId(`audience-details-${key}`).textContent;
    expect(dialog.getByRole('heading').textContent).toBe('Bundesliga');
    expect([detail('german'), detail('english'), detail('type'), detail('parents'), detail('visitors'), detail('leads')]).toEqual([
      'Bundesliga-de', 'Bundesliga', 'Interests', 'Interests › Sports › Football', '40', '1 (2.50%)',
    ]);
    expect(dialog.queryByRole('button', { name: 'Show rules' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('OP-40, RU-03: with defineAudiences the card and the details open the audience’s rules dialog (getAssignedRules with its id)', async () => {
    const rules = { surfBehaviour: [], questionData: [], formData: [], sdkData: [] };
    const { calls } = await renderOverview('/audiences/show', [...VIEW_AUDIENCES, 'AUDIENCES.CREATE', 'AUDIENCES.EDIT'], { 'GET /api/v1/audiences/getAssignedRules': ok(rules) });
    fireEvent.click(card(2).getByRole('button', { name: 'Rules of Politics' }));
    expect(within(await screen.findByRole('dialog')).getByRole('heading').textContent).toBe('Rules of Politics');
    expect(screen.queryByTestId('audience-details')).toBeNull();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('audience-card-1'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Show rules' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toContain('Rules of Sports');
    await settle();
    expect(calls.filter((c) => c.url.includes('getAssignedRules')).map((c) => c.url)).toEqual(['/api/v1/audiences/getAssignedRules?id=2', '/api/v1/audiences/getAssignedRules?id=1']);
  });

  it('AO-12, AO-13, AO-14, AO-19: downloads ask with locale, timeframe and quality resp. id, affinityScore, timeframe and type csv; a failure is only logged', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { calls, app } = await renderOverview('/audiences/show?timeframe=yesterday&quality=medium', [...VIEW_AUDIENCES, 'LEAD_DATA.VIEW']);
    expect(countCalls(calls)[0]).toEqual(['getVisitorCount', { timeframe: 'yesterday', quality: 'medium' }]);
    expect(screen.getByTestId('overview-quality').dataset.quality).toBe('medium');
    fireEvent.click(screen.getByTestId('overview-download'));
    await settle();
    fireEvent.click(card(2).getByTestId('audience-card-leads-download'));
    await settle();
    expect(calls.filter((c) => c.url.includes('download')).map((c) => c.url)).toEqual([
      '/api/v1/audiences/download?locale=en&quality=medium&timeframe=yesterday',
      '/api/v1/audiences/downloadLeadsOfAudience?affinityScore=4&id=2&timeframe=yesterday&type=csv',
    ]);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(app.snackbar.messages).toEqual([]);
    logged.mockRestore();
  });

  it('AO-13: the leads download (personal data) is offered only with downloadAudienceLeads (LEAD_DATA.VIEW besides the audiences)', async () => {
    await renderOverview('/audiences/show?timeframe=yesterday');
    expect(screen.getByTestId('overview-download')).toBeTruthy();
    expect(card(2).queryByTestId('audience-card-leads-download')).toBeNull();
  });

  it('AO-15: the refresh-cache button is an admin’s (viewModuleAdmin) and asks for the counts with refreshCache', async () => {
    await renderOverview();
    expect(screen.queryByTestId('overview-refresh-cache')).toBeNull();
    const { calls } = await renderOverview('/audiences/show?timeframe=last7Days', [...VIEW_AUDIENCES, 'MODULE_ADMIN.VIEW']);
    fireEvent.click(screen.getByTestId('overview-refresh-cache'));
    await settle();
    expect(countCalls(calls).slice(-2)).toEqual([
      ['getVisitorCount', { timeframe: 'last7Days', refreshCache: true }],
      ['getLeadsCount', { timeframe: 'last7Days', refreshCache: true }],
    ]);
  });

  it('IN-01: German texts and numbers', async () => {
    await renderConsole({ path: '/audiences/show', user: testUser(VIEW_AUDIENCES, { language: 'de' }), language: 'de', plugins: [dashboard, monitoring, audiences], routes: {
      'GET /api/v1/audiences/getAllAudiences': ok(TREE), 'POST /api/v1/audiences/getVisitorCount': ok(VISITORS),
    } });
    await screen.findByTestId('audiences-overview');
    await settle();
    expect(crumbs()).toEqual(['Interessen']);
    expect(card(1).getByTestId('audience-visitors').textContent).toBe('123,46k');
    expect(screen.getByTestId('datatable-filter-timeframe').textContent).toBe('Zeitraum: Heute');
  });
});
