import { DEFAULT_MONITORING_SETTINGS, readMonitoringSettings } from '../../../../plugins/monitoring/common/monitoringSettings';
import { saved, setup, TIMEZONE } from './fixtures';

const params = (query: string) => new URLSearchParams(query);

describe('MonitoringStore', () => {
  it('RG-35..RG-44, OP-26: defaults; RG-46: only audience and event nicknames survive', () => {
    expect(DEFAULT_MONITORING_SETTINGS).toMatchObject({
      histogram_compare: 'yesterday',
      usePinpollAudiences: true,
      usePageViews: false,
      useChannels: false,
      displayAudienceGrowth: false,
      displayEventTracking: false,
      displayInterests: true,
      displayVisitorProperties: false,
      displayPageTitle: false,
      displayAudiences: true,
    });
    expect(readMonitoringSettings({ nicknames: { audiences: [{ key: '1', name: 'A' }], pages: [{ key: 'x', name: 'y' }] } }).nicknames).toEqual({ audiences: [{ key: '1', name: 'A' }], events: [] });
  });

  it('FB-20, RG-27, CU-02: in normal mode every change is stored on the dashboard, and resources are purged, refreshed, reopened; resources get the user\'s time zone', async () => {
    const { store, monitoring, resources, puts } = setup([saved(1, 'One')]);
    await store.load();
    const stop = monitoring.watchFilter();
    monitoring.filters.setDomain('news.example.com');
    expect(puts().at(-1)[2].body.filter).toMatchObject({ domain: 'news.example.com' });
    expect(monitoring.resourceFilter).toEqual({ domain: 'news.example.com', timezone: TIMEZONE, usePinpollAudiences: true });
    expect(resources.purge).toHaveBeenCalled();
    expect(resources.refresh).toHaveBeenCalled();
    expect(resources.reopen).toHaveBeenCalled();
    monitoring.filters.addTerm({ field: 'audience', value: 12, valueLabel: 'Fans' });
    expect(monitoring.resourceFilter.terms).toEqual([{ field: 'audience', value: 12 }]);
    monitoring.filters.removeTerm(0);
    monitoring.filters.removeDomain();
    // Saves of one dashboard go out one at a time: the newest waits for the one in flight.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(puts().at(-1)[2].body.filter).toEqual({ terms: [] });
    stop();
  });

  it('FB-02, FB-15, OP-31: valid URL filters enter temporary mode and nothing is saved; invalid ones are ignored', async () => {
    const { store, monitoring, puts } = setup([saved(1, 'One', [], { domain: 'stored.example.com' })]);
    await store.load();
    monitoring.filters.applyUrl(params('domain=not a domain&audienceId=abc&channel=-1&page=nopath'));
    expect(monitoring.filters.mode).toBe('normal');
    monitoring.filters.applyUrl(params('domain=News.Example.com&page=/sport&audienceId=12&channel=bad'));
    expect(monitoring.filters.mode).toBe('temporary');
    expect(monitoring.filters.filter).toEqual({
      domain: 'news.example.com',
      domainIsTemporary: true,
      page: '/sport',
      terms: [
        { field: 'page', value: '/sport', isTemporary: true },
        { field: 'audience', value: 12, isTemporary: true },
      ],
    });
    monitoring.filters.addTerm({ field: 'channel', value: 3 });
    expect(puts()).toHaveLength(0);
    expect(monitoring.filters.stored).toEqual({ domain: 'stored.example.com' });
  });

  it('FB-17, FB-21: saving the temporary filter stores it without temporary marks, with the page its term sets', async () => {
    const { store, monitoring, puts } = setup([saved(1, 'One')]);
    await store.load();
    monitoring.filters.applyUrl(params('page=/sport'));
    monitoring.filters.saveTemporary();
    expect(monitoring.filters.mode).toBe('normal');
    expect(puts().at(-1)[2].body.filter).toEqual({ page: '/sport', terms: [{ field: 'page', value: '/sport' }] });
  });

  it('FB-18, FB-19: exit restores the stored filter; removing the last temporary filter exits by itself', async () => {
    const { store, monitoring, puts } = setup([saved(1, 'One', [], { terms: [{ field: 'channel', value: 2 }] })]);
    await store.load();
    monitoring.filters.applyUrl(params('domain=news.example.com'));
    monitoring.filters.exitTemporary();
    expect(monitoring.filters.filter).toEqual({ channel: 2, terms: [{ field: 'channel', value: 2 }] });
    monitoring.filters.applyUrl(params('domain=news.example.com&page=/a'));
    monitoring.filters.removeDomain();
    expect(monitoring.filters.mode).toBe('temporary');
    monitoring.filters.removeTerm(1);
    expect(monitoring.filters.mode).toBe('normal');
    expect(monitoring.filters.filter).toEqual({ channel: 2, terms: [{ field: 'channel', value: 2 }] });
    expect(puts()).toHaveLength(0);
  });

  it('OP-27: the page blacklist stays in local storage', () => {
    const { monitoring } = setup();
    monitoring.setPageBlacklist(['/hidden']);
    expect(JSON.parse(localStorage.getItem('ac.monitoring.pageBlacklist')!)).toEqual(['/hidden']);
  });

  it('a card applying a filter: domain sets the domain, known fields add a term, unknown fields are ignored', async () => {
    const { store, monitoring } = setup([saved(1, 'One')]);
    await store.load();
    monitoring.applyFilter({ field: 'domain', value: 'news.example.com' });
    monitoring.applyFilter({ field: 'page', value: '/sport', label: 'Sport' });
    monitoring.applyFilter({ field: 'colour', value: 'red' });
    expect(monitoring.filters.filter).toEqual({ domain: 'news.example.com', page: '/sport', terms: [{ field: 'page', value: '/sport', valueLabel: 'Sport' }] });
  });

  it('RG-36, RG-28, RG-45: usePinpollAudiences goes into every resource filter; changing a setting saves the whole monitoring setting and refreshes', async () => {
    const { store, monitoring, resources, api } = setup([saved(1, 'One')]);
    await store.load();
    const stop = monitoring.watchFilter();
    expect(monitoring.resourceFilter).toEqual({ timezone: TIMEZONE, usePinpollAudiences: true });
    await monitoring.saveSettings({ usePinpollAudiences: false });
    expect(resources.refresh).toHaveBeenCalled();
    expect(api.post).toHaveBeenLastCalledWith('/v1/account/settings/monitoring', { value: expect.objectContaining({ usePinpollAudiences: false, histogram_compare: 'yesterday', nicknames: { audiences: [], events: [] } }) });
    expect(monitoring.viewSettings).toMatchObject({ usePinpollAudiences: false, pageBlacklist: [] });
    stop();
  });

  it('RG-30: a tab hidden past the delay purges the growth and event histograms; shown earlier, nothing is purged', () => {
    jest.useFakeTimers();
    const { monitoring, resources } = setup();
    let state: DocumentVisibilityState = 'visible';
    const listeners: (() => void)[] = [];
    const doc = { get visibilityState() { return state; }, addEventListener: (_: string, l: () => void) => listeners.push(l), removeEventListener: jest.fn() } as unknown as Document;
    const stop = monitoring.watchVisibility(doc, 1000);
    const set = (next: DocumentVisibilityState) => { state = next; listeners.forEach((l) => l()); };
    set('hidden');
    jest.advanceTimersByTime(999);
    set('visible');
    jest.advanceTimersByTime(10);
    expect(resources.purge).not.toHaveBeenCalled();
    set('hidden');
    jest.advanceTimersByTime(1000);
    expect(resources.purge).toHaveBeenCalledWith(['audiences/growth/histogram', 'eventHistogram']);
    stop();
    jest.useRealTimers();
  });

  it('RG-45, RG-46, OP-27: a card saves nicknames with the monitoring setting; other nickname types are dropped; the blacklist stays local', async () => {
    const { monitoring, api } = setup();
    monitoring.changeViewSettings({ nicknames: { audiences: [{ key: '5', name: 'Fans' }], pages: [{ key: 'x', name: 'y' }] }, pageBlacklist: ['/hidden'] });
    await Promise.resolve();
    expect(api.post).toHaveBeenCalledWith('/v1/account/settings/monitoring', { value: expect.objectContaining({ nicknames: { audiences: [{ key: '5', name: 'Fans' }], events: [] } }) });
    expect(JSON.stringify(api.post.mock.calls)).not.toContain('hidden');
    expect(monitoring.viewSettings.pageBlacklist).toEqual(['/hidden']);
  });
  it('FB-21: a page or channel term of one value sets the filter\'s page or channel; a list (contains) or removing the term leaves them unset', async () => {
    const { store, monitoring, puts } = setup([saved(1, 'One')]);
    await store.load();
    monitoring.filters.addTerm({ field: 'page', value: '/sport', valueLabel: '/sport' });
    monitoring.filters.addTerm({ field: 'channel', value: [4], valueLabel: 'News' });
    expect(monitoring.filters.filter).toMatchObject({ page: '/sport', channel: 4 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(puts().at(-1)[2].body.filter).toMatchObject({ page: '/sport', channel: 4 });
    monitoring.filters.removeTerm(0);
    monitoring.filters.addTerm({ field: 'page', value: ['/a', '/b'] });
    expect(monitoring.filters.filter.page).toBeUndefined();
    expect(monitoring.filters.filter.channel).toBe(4);
    monitoring.filters.removeTerm(0);
    expect(monitoring.filters.filter.channel).toBeUndefined();
  });

  it('FB-21: a dashboard stored with page and channel terms only (before FB-21) gets its page and channel on load', async () => {
    const { store, monitoring } = setup([saved(1, 'One', [], { terms: [{ field: 'page', value: '/x' }, { field: 'channel', value: 7 }] })]);
    await store.load();
    expect(monitoring.filters.filter).toMatchObject({ page: '/x', channel: 7 });
  });

  it('CP-03: a page filter reaches the cards as the resource filter\'s page', async () => {
    const { store, monitoring } = setup([saved(1, 'One')]);
    await store.load();
    monitoring.filters.addTerm({ field: 'page', value: '/sport' });
    expect(monitoring.resourceFilter).toEqual({ page: '/sport', terms: [{ field: 'page', value: '/sport' }], timezone: TIMEZONE, usePinpollAudiences: true });
  });
});
