import { CATALOGUE, item, saved, setup } from './fixtures';
import { defaultGrid } from '../../../../plugins/realtime/client/defaultGrid';

describe('DashboardStore', () => {
  it('RG-25, RG-12: without dashboards a default one is created from the default cards', async () => {
    const { store, creates } = setup([]);
    await Promise.all([store.load(), store.load()]);
    expect(creates()).toHaveLength(1);
    const body = creates()[0][1];
    expect(body.name).toBe('My dashboard');
    expect(body.grid.map((c: any) => c.component)).toEqual(['UsersCard', 'DevicesCard', 'DomainPageCard']);
    expect(store.current).toMatchObject({ id: 100, name: 'My dashboard' });
    expect(store.grid[1]).toMatchObject({ i: '2', x: 4, y: 0, w: 4, h: 3, minH: 3, maxH: 3 });
    expect(store.grid[2]).toMatchObject({ i: '3', x: 0, y: 3, w: 6, h: 9, params: { listMode: 'pages' }, paramsVersion: 1 });
  });

  it('RG-25: with dashboards the stored currentDashboardId is applied, else the first', async () => {
    const { store, monitoring, creates } = setup([saved(1, 'One'), saved(2, 'Two')], { currentDashboardId: 2 });
    await monitoring.load();
    await store.load();
    expect(creates()).toHaveLength(0);
    expect(store.current?.id).toBe(2);
    const fresh = setup([saved(1, 'One'), saved(2, 'Two')]);
    await fresh.store.load();
    expect(fresh.store.current?.id).toBe(1);
  });

  it('RG-25: the list loads alongside the settings; the stored currentDashboardId still decides when the settings come last', async () => {
    const { store, monitoring, api } = setup([saved(1, 'One'), saved(2, 'Two')], { currentDashboardId: 2 });
    let settingsArrive!: () => void;
    const settingsLoaded = new Promise<void>((resolve) => (settingsArrive = resolve)).then(() => monitoring.load());
    const loading = store.load(settingsLoaded);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.get).toHaveBeenCalledWith('/v1/dashboards', { host: 'analytics' });
    expect(store.loaded).toBe(false);
    settingsArrive();
    await loading;
    expect(store.current?.id).toBe(2);
  });

  it('RG-16, RG-17: delete needs an id and more than one dashboard; rename needs an id', async () => {
    const one = setup([saved(1, 'One')]);
    await one.store.load();
    expect(one.store.canRename).toBe(true);
    expect(one.store.canDelete).toBe(false);
    one.store.openDialog('delete');
    expect(one.store.dialog).toBeNull();
    const two = setup([saved(1, 'One'), saved(2, 'Two')]);
    await two.store.load();
    expect(two.store.canDelete).toBe(true);
    const unsaved = setup([]);
    unsaved.api.post.mockRejectedValue(Object.assign(new Error('down'), { code: 'server_error' }));
    await unsaved.store.load();
    expect(unsaved.store.current?.id).toBeUndefined();
    expect(unsaved.store.canRename).toBe(false);
    expect(unsaved.store.canDelete).toBe(false);
  });

  it('RG-23: adding a dashboard creates it; the reply id becomes current and selected', async () => {
    const { store, creates } = setup([saved(1, 'One')]);
    await store.load();
    await store.create('Sales');
    expect(creates().at(-1)[1]).toMatchObject({ name: 'Sales' });
    expect(store.current).toMatchObject({ id: 100, name: 'Sales' });
    expect(store.currentIndex).toBe(1);
  });

  it('RG-24: after deleting, the first remaining dashboard is selected', async () => {
    const { store, api } = setup([saved(1, 'One'), saved(2, 'Two'), saved(3, 'Three')]);
    await store.load();
    store.select(2);
    store.openDialog('delete');
    await store.remove();
    expect(api.request).toHaveBeenCalledWith('DELETE', '/v1/dashboards/3', { host: 'analytics' });
    expect(store.dashboards.map((d) => d.id)).toEqual([1, 2]);
    expect(store.current?.id).toBe(1);
  });

  it('RG-16, RG-22: deleting a dashboard whose layout save is on its way waits for the save, so the delete goes last', async () => {
    const { store, api } = setup([saved(1, 'One', [item('1')]), saved(2, 'Two')]);
    await store.load();
    const replies: Array<() => void> = [];
    api.request.mockImplementation(() => new Promise((resolve) => replies.push(() => resolve({}))));
    store.setLayout([{ ...item('1'), x: 2 }]);
    store.openDialog('delete');
    const removed = store.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.request.mock.calls.map(([method]) => method)).toEqual(['PUT']);
    replies.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.request.mock.calls.map(([method]) => method)).toEqual(['PUT', 'DELETE']);
    replies.shift()!();
    await removed;
    expect(store.dashboards.map((d) => d.id)).toEqual([2]);
  });

  it('RG-22: a layout is saved only when it differs from the stored one and the dashboard has an id', async () => {
    const grid = [item('1'), item('2', 'DevicesCard', 4)];
    const { store, puts } = setup([saved(1, 'One', grid)]);
    await store.load();
    store.setLayout(grid.map((c) => ({ ...c })));
    expect(puts()).toHaveLength(0);
    store.setLayout([{ ...grid[0], y: 3 }, grid[1]]);
    expect(puts()).toHaveLength(1);
    expect(puts()[0][2].body.grid[0].y).toBe(3);
  });

  it('RG-20, RG-14, RG-13: a new card gets i one above the highest; only repeatable cards are added twice', async () => {
    const { store } = setup([saved(1, 'One', [item('7'), item('3', 'DevicesCard', 4)])]);
    await store.load();
    store.addCard('AudienceGrowthCard');
    expect(store.grid.at(-1)).toMatchObject({ i: '8', component: 'AudienceGrowthCard', y: 3 });
    store.addCard('AudienceGrowthCard');
    expect(store.grid.filter((c) => c.component === 'AudienceGrowthCard')).toHaveLength(2);
    store.addCard('UsersCard');
    expect(store.grid.filter((c) => c.component === 'UsersCard')).toHaveLength(1);
    store.addCard('ChannelsCard');
    expect(store.grid.some((c) => c.component === 'ChannelsCard')).toBe(true);
  });

  it('RG-08: removing a card and resetting the layout; card settings saved as params', async () => {
    const { store } = setup([saved(1, 'One', [item('1'), item('2', 'ChannelsCard', 4)])]);
    await store.load();
    store.removeCard('2');
    expect(store.grid.map((c) => c.i)).toEqual(['1']);
    store.setParams('1', { compare: 'last_week' }, 2);
    expect(store.grid[0]).toMatchObject({ params: { compare: 'last_week' }, paramsVersion: 2 });
    store.resetLayout();
    expect(store.grid).toEqual(defaultGrid(CATALOGUE));
  });

  it('CE-08: a card asking for another height gets it and its least height, saved like a layout change; without minH its own minimum goes', async () => {
    const { store, puts } = setup([saved(1, 'One', [item('1'), item('2', 'EventTrackingCard', 4)])]);
    await store.load();
    store.resizeCard('2', { h: 6, minH: 6 });
    expect(store.grid[1]).toMatchObject({ i: '2', x: 4, h: 6, minH: 6 });
    expect(puts()).toHaveLength(1);
    expect(puts()[0][2].body.grid[1]).toMatchObject({ h: 6, minH: 6 });
    store.resizeCard('2', { h: 6, minH: 6 });
    expect(puts()).toHaveLength(1);
    store.resizeCard('2', { h: 3 });
    expect(store.grid[1].h).toBe(3);
    expect('minH' in store.grid[1]).toBe(false);
    // Saves of one dashboard go out one at a time: the second waits for the first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(puts()).toHaveLength(2);
    store.resizeCard('9', { h: 6 });
    expect(puts()).toHaveLength(2);
    expect(store.grid[0]).toEqual(item('1'));
  });

  it('RG-11, OP-30: ?dashboard= selects by name case-insensitively; an unknown name keeps the current', async () => {
    const { store } = setup([saved(1, 'One'), saved(2, 'Sales')]);
    await store.load();
    store.selectByName('sALes');
    expect(store.current?.id).toBe(2);
    store.selectByName('Nope');
    expect(store.current?.id).toBe(2);
  });

  it('RG-21: legacy custom audiences and events move into nicknames and leave the cards', async () => {
    const legacy = { ...item('1', 'AudienceGrowthCard'), params: { audienceId: 5, customAudiences: [{ key: 5, name: 'Fans' }], customEvents: [{ key: 'signup', name: 'Sign-ups' }] } };
    const { store, monitoring, puts, api } = setup([saved(1, 'One', [legacy])]);
    await store.load();
    expect(store.grid[0].params).toEqual({ audienceId: 5 });
    expect(monitoring.settings.nicknames).toEqual({ audiences: [{ key: '5', name: 'Fans' }], events: [{ key: 'signup', name: 'Sign-ups' }] });
    expect(puts()[0][2].body.grid[0].params).toEqual({ audienceId: 5 });
    expect(api.post).toHaveBeenCalledWith('/v1/account/settings/monitoring', { value: expect.objectContaining({ nicknames: monitoring.settings.nicknames }) });
  });

  it('RG-09: Big Board keeps its own layout in the monitoring settings; the normal layout is unchanged', async () => {
    const grid = [item('1')];
    const { store, monitoring, puts } = setup([saved(1, 'One', grid)]);
    await store.load();
    store.setBigboard(true);
    store.setLayout([{ ...grid[0], x: 4 }]);
    expect(monitoring.settings.monitoringGridLayoutBigboard?.[0].x).toBe(4);
    expect(puts()).toHaveLength(0);
    store.setBigboard(false);
    expect(store.grid[0].x).toBe(0);
  });

  it('RG-17, OP-35: rename stores the new name; a name the server refuses lands on the dialog field', async () => {
    const { store, api, puts } = setup([saved(1, 'One'), saved(2, 'Two')]);
    await store.load();
    store.openDialog('rename');
    await store.rename('Uno');
    expect(puts().at(-1)).toEqual(['PUT', '/v1/dashboards/1', { host: 'analytics', body: { name: 'Uno', grid: [], filter: {} } }]);
    expect(store.current?.name).toBe('Uno');
    expect(store.dialog).toBeNull();
    api.request.mockRejectedValueOnce({ code: 'validation_failed', message: 'Invalid value', fieldErrors: { name: ['A dashboard with this name already exists.'] } });
    store.openDialog('rename');
    await store.rename('two');
    expect(store.nameError).toBe('A dashboard with this name already exists.');
    expect(store.current?.name).toBe('Uno');
    expect(store.dialog).toBe('rename');
  });

  it('RG-22: saves of one dashboard go out one at a time; changes made meanwhile leave as one save of the newest state', async () => {
    const { store, api, puts } = setup([saved(1, 'One', [item('1')])]);
    await store.load();
    const replies: Array<() => void> = [];
    api.request.mockImplementation(() => new Promise((resolve) => replies.push(() => resolve({}))));
    for (const x of [1, 2, 3, 4]) store.setLayout([{ ...item('1'), x }]);
    expect(puts().map(([, , { body }]) => body.grid[0].x)).toEqual([1]);
    replies.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(puts().map(([, , { body }]) => body.grid[0].x)).toEqual([1, 4]);
    store.setLayout([{ ...item('1'), x: 5 }]);
    replies.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(puts().map(([, , { body }]) => body.grid[0].x)).toEqual([1, 4, 5]);
    replies.shift()!();
  });

  it('RG-17, OP-35: a refused rename goes back to the old name and keeps a layout change made meanwhile', async () => {
    const { store, api, puts } = setup([saved(1, 'One', [item('1')]), saved(2, 'Two')]);
    await store.load();
    let refuse!: () => void;
    api.request.mockImplementationOnce(() => new Promise((_resolve, reject) => (refuse = () => reject({ code: 'validation_failed', message: 'Invalid value', fieldErrors: { name: ['A dashboard with this name already exists.'] } }))));
    store.openDialog('rename');
    const renaming = store.rename('two');
    expect(store.current?.name).toBe('two');
    store.setLayout([{ ...item('1'), x: 4 }]);
    refuse();
    await renaming;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.nameError).toBe('A dashboard with this name already exists.');
    expect(store.current).toMatchObject({ name: 'One', grid: [{ x: 4 }] });
    expect(puts().at(-1)[2].body).toMatchObject({ name: 'One', grid: [{ x: 4 }] });
  });
});
