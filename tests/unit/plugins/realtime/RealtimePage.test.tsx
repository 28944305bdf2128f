/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CardProps } from '../../../../core/client/grid/CardProps';
import { object, string } from 'yup';
import { defineCardSettings } from '../../../../core/common/plugin/cardSettings';
import { definePlugin, type PluginManifest } from '../../../../core/common/plugin/definePlugin';
import audiences from '../../../../plugins/audiences';
import channels from '../../../../plugins/channels';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import realtime from '../../../../plugins/realtime';
import type { FakeCall } from '../../client/support/fakeFetch';
import { currentUrl, renderConsole } from '../../client/support/renderConsole';
import { testUser } from '../../client/support/testUser';

const ANALYST = ['REALTIME.VIEW', 'AUDIENCES.VIEW', 'MODULE_ANALYTICS.VIEW'];

/** A fixture card plugin: one default card whose component shows its props. */
const fixtureCard = definePlugin({
  id: 'fixture-card',
  product: 'analytics',
  requires: ['monitoring'],
  cards: [
    {
      component: 'FixtureCard',
      permission: 'viewRealtime',
      size: { w: 4, h: 3 },
      default: true,
      settings: defineCardSettings({ schema: object({ compare: string().oneOf(['yesterday', 'last_week']).default('yesterday').label('compare') }), version: 1 }),
      title: 'Fixture',
      load: async () => ({
        default: (props: CardProps<{ compare: string }>) => (
          <>
            <div data-testid="fixture-content" onClick={() => props.onFilter?.({ field: 'page', value: '/clicked', label: 'Clicked page' })}>
              {`${props.id}:${props.settings.compare}:${JSON.stringify(props.filter)}`}
            </div>
            <button type="button" data-testid="fixture-grow" onClick={() => props.onSizeChange?.({ h: 6, minH: 6 })}>{`h=${props.size.h}`}</button>
          </>
        ),
      }),
    },
    {
      component: 'AdminOnlyCard',
      permission: 'viewToolsStats',
      size: { w: 4, h: 3 },
      multiple: true,
      title: 'Admin only',
      load: async () => ({ default: () => <div>admin</div> }),
    },
  ],
});

const ok = (data: unknown) => ({ body: { status: 'success', data } });

async function open(path: string, stored: unknown[], { createFails = false, extraPlugins = [] as PluginManifest[], audienceList = [] as unknown[] } = {}) {
  let nextId = 50;
  const rendered = await renderConsole({
    path,
    user: testUser(ANALYST),
    plugins: [dashboard, monitoring, audiences, channels, realtime, fixtureCard, ...extraPlugins],
    routes: {
      'GET /api/v1/dashboards': ok(stored),
      'POST /api/v1/dashboards': (call: FakeCall) => (createFails ? { status: 500, body: { status: 'error', error: 'server_error', message: 'Down' } } : (call.body as { name: string }).name === 'Taken' ? { status: 422, body: { status: 'error', error: 'validation_failed', message: 'Invalid value', errors: { name: ['A dashboard with this name already exists.'] } } } : ok({ id: nextId++ })),
      ...Object.fromEntries(stored.flatMap((d: any) => [[`PUT /api/v1/dashboards/${d.id}`, ok(d)], [`DELETE /api/v1/dashboards/${d.id}`, ok({ id: d.id })]])),
      'GET /api/v1/account/settings/monitoring': ok(null),
      'POST /api/v1/account/settings/monitoring': ok(null),
      'GET /api/v1/audiences/getAudiences': ok(audienceList),
      // Every channel of the organisation: Politics has no traffic, and is named all the same.
      'GET /api/v1/channels/names': ok([{ id: 4, title: 'Politics' }, { id: 3, title: 'Sport' }]),
    },
  });
  await screen.findByTestId('grid-host', {}, { timeout: 5000 });
  return rendered;
}

const selected = () => { const select = screen.getByTestId('dashboard-select') as HTMLSelectElement; return select.options[select.selectedIndex].text; };
const saved = (id: number, name: string, grid: unknown[], filter: unknown = {}) => ({ id, name, grid, filter });
const fixture = (i: string, x = 0) => ({ i, component: 'FixtureCard', x, y: 0, w: 4, h: 3, params: {} });

describe('RealtimePage', () => {
  it('RG-25, RG-12: a new user gets the default dashboard from the default cards, created on the server', async () => {
    const { calls } = await open('/realtime', []);
    expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/v1/dashboards'))).toHaveLength(1);
    // CU-02: every resource filter carries the user's time zone.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect((await screen.findByTestId('fixture-content')).textContent).toContain(`1:yesterday:{"timezone":"${zone}","usePinpollAudiences":true}`);
    expect(selected()).toBe('My dashboard');
  });

  it('RG-25: the default cards\' chunks start loading on entry, before the dashboards are known, whatever the stored dashboard holds', async () => {
    const load = jest.fn(async () => ({ default: () => <div>prefetched</div> }));
    const prefetched = definePlugin({
      id: 'prefetched-card',
      product: 'analytics',
      requires: ['monitoring'],
      cards: [{ component: 'PrefetchedCard', permission: 'viewRealtime', size: { w: 4, h: 3 }, default: true, title: 'Prefetched', load }],
    });
    await open('/realtime', [saved(1, 'One', [fixture('1')])], { extraPlugins: [prefetched] });
    expect(load).toHaveBeenCalled();
    expect(screen.queryByText('prefetched')).toBeNull();
    expect(await screen.findByTestId('fixture-content')).toBeTruthy();
  });

  it('RG-26: with no dashboards and the default one failing to save, the switcher says "No saved dashboards" and the cards still show', async () => {
    await open('/realtime', [], { createFails: true });
    expect(screen.getByTestId('no-dashboards').textContent).toBe('No saved dashboards');
    expect(await screen.findByTestId('fixture-content')).toBeTruthy();
  });

  it('a saved card whose plugin is gone renders a placeholder, not a crash', async () => {
    await open('/monitoring', [saved(1, 'One', [{ ...fixture('1'), component: 'GoneCard' }, fixture('2', 4)])]);
    expect((screen.getByTestId('card-unknown')).textContent).toContain('The card "GoneCard" is not available.');
    expect((await screen.findByTestId('fixture-content')).textContent).toContain('2:yesterday');
  });

  it('RG-15, RG-18: the add dialog is titled as its tooltip, Enter saves and selects; a taken name shows the server error', async () => {
    const { calls } = await open('/realtime', [saved(1, 'One', [fixture('1')])]);
    fireEvent.click(screen.getByTestId('dashboard-add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Add dashboard');
    const input = screen.getByTestId('dashboard-name');
    fireEvent.change(input, { target: { value: 'Taken' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('A dashboard with this name already exists.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Sales' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selected()).toBe('Sales');
    expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/v1/dashboards')).map((c) => (c.body as { name: string }).name)).toEqual(['Taken', 'Sales']);
  });

  it('RG-16, RG-15: delete is offered only with two dashboards; the confirmation deletes and selects the first', async () => {
    const { calls } = await open('/realtime', [saved(1, 'One', [fixture('1')]), saved(2, 'Two', [fixture('1')])]);
    fireEvent.change(screen.getByTestId('dashboard-select'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('dashboard-delete'));
    fireEvent.click(await screen.findByTestId('dashboard-delete-yes'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/v1/dashboards/2'))).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('dashboard-delete')).toBeNull());
    expect(selected()).toBe('One');
  });

  it('FB-03, FB-20: chips for domain and terms; removing one saves the dashboard', async () => {
    const { calls } = await open('/realtime', [saved(1, 'One', [fixture('1')], { domain: 'news.example.com', terms: [{ field: 'page', value: '/sport' }] })]);
    const chips = screen.getAllByTestId('filter-chip');
    expect(chips.map((c) => c.getAttribute('data-field'))).toEqual(['domain', 'page']);
    expect((chips[1]).textContent).toContain('Page: /sport');
    fireEvent.click(within(chips[1]).getByRole('button'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect((calls.find((c) => c.method === 'PUT')!.body as { filter: unknown }).filter).toEqual({ domain: 'news.example.com', terms: [] });
  });

  it('FB-02, FB-16, RG-11: URL filters show the clock menu and are not saved; ?dashboard= picks by name', async () => {
    const { calls } = await open('/realtime?domain=news.example.com&dashboard=two', [saved(1, 'One', [fixture('1')]), saved(2, 'Two', [fixture('1')])]);
    expect(selected()).toBe('Two');
    expect(screen.getByTestId('temporary-button')).toBeTruthy();
    expect((screen.getByTestId('filter-chip')).textContent).toContain('news.example.com');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('FB-02, FB-17, FB-22: chips of ?audienceId= and ?channel= show the audience\'s and the channel\'s names, and "Save filter" stores them', async () => {
    const { calls } = await open('/realtime?audienceId=5&channel=3', [saved(1, 'One', [fixture('1')])], { audienceList: [{ id: 1, type_id: 1, text: 'Sports', children: [{ id: 5, type_id: 1, text: 'Football' }] }] });
    await waitFor(() => expect(screen.getAllByTestId('filter-chip').map((c) => c.textContent)).toEqual(['Audience: Football', 'Channel: Sport']));
    fireEvent.click(screen.getByTestId('temporary-button'));
    fireEvent.click(await screen.findByTestId('temporary-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect((calls.find((c) => c.method === 'PUT')!.body as { filter: unknown }).filter).toEqual({
      channel: 3,
      terms: [
        { field: 'audience', value: 5, valueLabel: 'Football', type_id: 1 },
        { field: 'channel', value: 3, valueLabel: 'Sport' },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('temporary-button')).toBeNull());
    expect(screen.getAllByTestId('filter-chip').map((c) => c.textContent)).toEqual(['Audience: Football', 'Channel: Sport']);
  });

  it('FB-17: saving the temporary filter takes its parameters out of the URL, keeping ?dashboard=, so a reload shows the saved filter', async () => {
    const { router } = await open('/realtime?domain=news.example.com&dashboard=two', [saved(1, 'One', [fixture('1')]), saved(2, 'Two', [fixture('1')])]);
    fireEvent.click(screen.getByTestId('temporary-button'));
    fireEvent.click(await screen.findByTestId('temporary-save'));
    await waitFor(() => expect(currentUrl(router)).toBe('/realtime?dashboard=two'));
  });

  it('CX-01, CX-02, OP-33: every card has a close button and an options menu with its declared choices', async () => {
    const { calls } = await open('/realtime', [saved(1, 'One', [fixture('1')])]);
    fireEvent.click(screen.getByTestId('card-options'));
    fireEvent.change(await screen.findByTestId('card-option-compare'), { target: { value: 'last_week' } });
    expect((await screen.findByTestId('fixture-content')).textContent).toContain('1:last_week');
    fireEvent.click(screen.getByTestId('card-close'));
    await waitFor(() => expect(screen.queryByTestId('grid-card')).toBeNull());
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { grid: unknown[] }).grid);
    expect(puts.at(-1)).toEqual([]);
  });

  it('FB-02: the chip of ?channel= for a channel without traffic lately shows its name, not its id (names come from the organisation\'s channels, not from traffic)', async () => {
    const { calls } = await open('/realtime?channel=4', [saved(1, 'One', [fixture('1')])]);
    await waitFor(() => expect(screen.getAllByTestId('filter-chip').map((c) => c.textContent)).toEqual(['Channel: Politics']));
    expect(calls.some((c) => c.url.includes('/monitoring/users/channels'))).toBe(false);
  });

  it('FB-04, FB-08, FB-20, FB-21: the add-filter form adds a channel term from the organisation\'s channels and saves it with the filter\'s channel; domain is greyed out when set', async () => {
    const { calls } = await open('/realtime', [saved(1, 'One', [fixture('1')], { domain: 'news.example.com' })]);
    fireEvent.click(screen.getByTestId('filter-plus'));
    const field = (await screen.findByTestId('filter-field')) as HTMLSelectElement;
    expect([...field.options].find((o) => o.value === 'domain')!.disabled).toBe(true);
    expect((screen.getByTestId('filter-add') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'channel' } });
    fireEvent.focus(screen.getByTestId('filter-value'));
    await waitFor(() => expect(screen.getAllByTestId('filter-suggestion').map((o) => o.textContent)).toContain('Sport'));
    fireEvent.click(screen.getAllByTestId('filter-suggestion').find((o) => o.textContent === 'Sport')!);
    fireEvent.click(screen.getByTestId('filter-add'));
    await waitFor(() => expect(screen.getAllByTestId('filter-chip')).toHaveLength(2));
    expect(screen.getAllByTestId('filter-chip')[1].textContent).toContain('Channel: Sport');
    const put = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect((put.body as { filter: unknown }).filter).toEqual({ domain: 'news.example.com', channel: 3, terms: [{ field: 'channel', value: 3, valueLabel: 'Sport' }] });
  });

  it('RG-31: leaving the realtime view closes the live connection', async () => {
    const { router, sockets } = await open('/realtime', [saved(1, 'One', [fixture('1')])]);
    expect(sockets.at(-1)!.connected).toBe(true);
    await act(async () => {
      await router.navigate('/dashboard');
    });
    expect(sockets.every((s) => !s.connected)).toBe(true);
  });

  it('the card catalogue is the registry\'s cards whose rule passes: the analyst does not get the admin-only card', async () => {
    await open('/realtime', [saved(1, 'One', [fixture('1')])]);
    fireEvent.click(screen.getByTestId('options-button'));
    const entries = await screen.findAllByTestId('catalogue-card');
    expect(entries.map((e) => e.getAttribute('data-component'))).toEqual(['FixtureCard']);
  });

  it('RG-32: the options menu\'s channels setting reads "Use channels", so it is not taken for the Channels card; toggling it saves useChannels for the cards', async () => {
    const { calls } = await open('/realtime', [saved(1, 'One', [fixture('1')])]);
    fireEvent.click(screen.getByTestId('options-button'));
    const setting = await screen.findByTestId('setting-useChannels');
    expect(setting.textContent).toBe('Use channels');
    fireEvent.click(setting);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/settings/monitoring') && (c.body as { value: { useChannels: boolean } }).value.useChannels)).toBe(true));
  });

  it('RG-28, IN-01: the compare choice is its own section of the options menu (no submenu, whose caret Blueprint labels in English); picking last week saves it', async () => {
    const { calls } = await open('/realtime', [saved(1, 'One', [fixture('1')])]);
    fireEvent.click(screen.getByTestId('options-button'));
    const lastWeek = await screen.findByTestId('setting-compare-last_week');
    expect(screen.getByTestId('setting-compare-yesterday')).toBeTruthy();
    expect(screen.getByTestId('options-menu').querySelector('.bp6-submenu-icon, title')).toBeNull();
    fireEvent.click(lastWeek);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/settings/monitoring') && (c.body as { value: { histogram_compare: string } }).value.histogram_compare === 'last_week')).toBe(true));
  });

  it('CE-08: a card asks for another height through onSizeChange: the layout item takes it and the dashboard is saved', async () => {
    const { calls } = await open('/realtime', [saved(1, 'One', [fixture('1')])]);
    fireEvent.click(await screen.findByTestId('fixture-grow'));
    await waitFor(() => expect(screen.getByTestId('fixture-grow').textContent).toBe('h=6'));
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { grid: unknown[] }).grid);
    expect(puts.at(-1)).toEqual([{ ...fixture('1'), h: 6, minH: 6 }]);
  });

  it('CX-04: a card applies a filter through onFilter: a chip appears and the card gets the new filter', async () => {
    await open('/realtime', [saved(1, 'One', [fixture('1')])]);
    fireEvent.click(await screen.findByTestId('fixture-content'));
    await waitFor(() => expect(screen.getAllByTestId('filter-chip')[0].textContent).toContain('Page: Clicked page'));
    await waitFor(() => expect(screen.getByTestId('fixture-content').textContent).toContain('"terms":[{"field":"page","value":"/clicked"}]'));
  });
});
