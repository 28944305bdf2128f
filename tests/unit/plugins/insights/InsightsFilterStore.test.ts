import type { ApiKernel } from '../../../../core/client/api/ApiKernel';
import { addDays } from '../../../../core/common/dateRange/calendarDays';
import { dateRangeInstants } from '../../../../core/common/dateRange/dateRangeInstants';
import { dateRangeRules } from '../../../../core/common/dateRange/dateRangeRules';
import { urlTermFields } from '../../../../core/common/filter/urlFilter';
import audiences from '../../../../plugins/audiences';
import channels from '../../../../plugins/channels';
import { InsightsFilterStore } from '../../../../plugins/insights/client/InsightsFilterStore';
import { insightsInterval } from '../../../../plugins/insights/common/insightsInterval';
import { INSIGHTS_FILTER_SETTING, readInsightsFilter } from '../../../../plugins/insights/common/insightsFilterSetting';

const today = '2026-11-22';
const back = (days: number) => addDays(today, -days);
// The id parameters of the enabled plugins' filter fields, as the page gets them from the registry.
const URL_FIELDS = urlTermFields([audiences, channels].flatMap((p) => p.filterFields ?? []));
const SETTING_PATH = `/v1/account/settings/${INSIGHTS_FILTER_SETTING}`;

function setup(stored: unknown, maxRange = 31, monitoring: unknown = null) {
  const api = {
    get: jest.fn(async (path: string) => (path === SETTING_PATH ? stored : monitoring)),
    post: jest.fn(async (_path: string, _body: unknown) => null),
  };
  const store = new InsightsFilterStore(api as unknown as ApiKernel, dateRangeRules(maxRange), URL_FIELDS, today, 'Europe/Vienna');
  const saves = () => api.post.mock.calls.filter(([path]) => path === SETTING_PATH).map(([, body]) => (body as { value: unknown }).value);
  return { api, store, saves };
}

describe('InsightsFilterStore', () => {
  it('FB-26: a stored start 100 days back is moved to the oldest allowed day on load, and the range to the page\'s maximum', async () => {
    const { store, saves } = setup({ domain: 'news.example.com', startDate: back(100), endDate: back(50) });
    await store.load(new URLSearchParams());
    expect(store.range).toEqual({ startDate: back(62), endDate: back(50) });
    expect(store.filter.domain).toBe('news.example.com');
    const longer = setup({ startDate: back(44), endDate: today }, 7);
    await longer.store.load(new URLSearchParams());
    expect(longer.store.range).toEqual({ startDate: back(6), endDate: today });
    // Loading clamps what this page uses; the stored filter is rewritten only by a change.
    expect(saves()).toEqual([]);
  });

  it('FB-24, FB-28: a range longer than the page allows is a draft with its problem and is not applied; a valid one is saved', async () => {
    const { store, saves } = setup(null);
    await store.load(new URLSearchParams());
    expect(store.range).toEqual({ startDate: back(6), endDate: today });
    store.setRange({ startDate: back(31), endDate: today });
    expect(store.problem).toEqual({ key: 'range', values: { maxRange: 31 } });
    expect(store.shownRange).toEqual({ startDate: back(31), endDate: today });
    expect(store.range).toEqual({ startDate: back(6), endDate: today });
    store.setRange({ startDate: back(30), endDate: today });
    expect(store.problem).toBeUndefined();
    expect(saves()).toEqual([{ startDate: back(30), endDate: today }]);
  });

  it('FB-02, FB-15: URL filters apply temporarily; changes, dates included, are not saved; saving stores the filter without marks', async () => {
    const { store, saves } = setup({ domain: 'news.example.com', terms: [{ field: 'page', value: '/old' }] });
    await store.load(new URLSearchParams('page=/sport&audienceId=12'));
    expect(store.mode).toBe('temporary');
    expect(store.filter.terms).toEqual([
      { field: 'page', value: '/sport', isTemporary: true },
      { field: 'audience', value: 12, isTemporary: true },
    ]);
    store.setRange({ startDate: back(3), endDate: today });
    store.toggleTerm({ field: 'channel', value: 3 });
    expect(saves()).toEqual([]);
    store.saveTemporary();
    expect(store.mode).toBe('normal');
    expect(saves()).toEqual([
      {
        domain: 'news.example.com',
        terms: [
          { field: 'page', value: '/sport' },
          { field: 'audience', value: 12 },
          { field: 'channel', value: 3 },
        ],
        startDate: back(3),
        endDate: today,
      },
    ]);
  });

  it('FB-18, FB-19: exiting temporary mode, or removing its last temporary part, restores the stored filter', async () => {
    const { store } = setup({ domain: 'news.example.com' });
    await store.load(new URLSearchParams('page=/sport'));
    store.toggleTerm({ field: 'page', value: '/sport' });
    expect(store.mode).toBe('normal');
    expect(store.filter).toEqual({ domain: 'news.example.com', ...store.range });
  });

  it('IC-03: a page toggles: the same page again removes it, another page replaces it when exclusive', async () => {
    const { store } = setup(null);
    await store.load(new URLSearchParams());
    store.toggleTerm({ field: 'page', value: '/a' }, true);
    expect(store.selectedPage).toBe('/a');
    store.toggleTerm({ field: 'page', value: '/b' }, true);
    expect(store.filter.terms).toEqual([{ field: 'page', value: '/b' }]);
    store.toggleTerm({ field: 'page', value: '/b' }, true);
    expect(store.filter.terms).toEqual([]);
    expect(store.selectedPage).toBeUndefined();
  });

  it('sends the monitoring filter with from/to of the range, the time zone and the audience source', async () => {
    const { store } = setup({ domain: 'news.example.com', startDate: back(2), endDate: today }, 31, { usePinpollAudiences: false });
    await store.load(new URLSearchParams());
    expect(store.resourceFilter).toEqual({ domain: 'news.example.com', usePinpollAudiences: false, timezone: 'Europe/Vienna', ...dateRangeInstants({ startDate: back(2), endDate: today }) });
  });

  it('IC-05: ranges under 9 days are hourly, longer ones daily', () => {
    expect(insightsInterval({ startDate: back(7), endDate: today })).toBe('1h');
    expect(insightsInterval({ startDate: back(8), endDate: today })).toBe('1d');
    expect(insightsInterval({ startDate: back(9), endDate: today })).toBe('1d');
  });

  it('a stored setting of the wrong shape reads as an empty filter, part by part', () => {
    expect(readInsightsFilter('nonsense')).toEqual({});
    expect(readInsightsFilter({ domain: 3, terms: [{ field: 'x', value: 1 }, { field: 'page', value: '/a', isTemporary: true }], startDate: '2026-13-01', endDate: '2026-11-01' })).toEqual({
      terms: [{ field: 'page', value: '/a' }],
      endDate: '2026-11-01',
    });
  });

  it('ER-05: a page toggled on, off and on again while the first save runs is saved in order, the last state last, none refused as a duplicate', async () => {
    const { api, store, saves } = setup(null);
    await store.load(new URLSearchParams());
    let finish = () => {};
    api.post.mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve(null))));
    const page = { field: 'page', value: '/a' } as const;
    store.toggleTerm(page, true);
    store.toggleTerm(page, true);
    store.toggleTerm(page, true);
    expect(saves()).toHaveLength(1);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saves().map((s) => (s as { terms?: unknown[] }).terms)).toEqual([[page], [page]]);
  });
});
