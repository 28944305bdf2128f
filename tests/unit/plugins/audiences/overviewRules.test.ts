import { everyAudience, levelCards, overviewTree, pathTo } from '../../../../plugins/audiences/client/overviewLevel';
import { readOverviewState, withFilter, writeOverviewState, type OverviewState } from '../../../../plugins/audiences/client/overviewState';
import type { Audience } from '../../../../plugins/audiences/common/Audience';
import { leadsPercent } from '../../../../plugins/audiences/common/leadsPercent';

const node = (id: number, english: string, type_id: 1 | 2, children: Audience[] = [], over: Partial<Audience> = {}): Audience => ({
  id, text: english, english, german: `${english} (de)`, parent_id: null, type_id, is_pinpoll: false, is_aitopic: false, hide_analytics: false, hide_dmp: false, filename: null,
  translations: [], children, ...over,
});

const football = node(11, 'Football', 1);
const cycling = node(12, 'Cycling', 1);
const sports = node(1, 'Sports', 1, [football, cycling]);
const politics = node(2, 'Politics', 1, [node(21, 'Foreign affairs', 1)]);
const hidden = node(3, 'Internal', 1, [], { hide_dmp: true });
const gender = node(5, 'Gender', 2, [node(51, 'Female', 2)]);
const forest = [sports, politics, hidden, gender];

const state = (over: Partial<OverviewState> = {}): OverviewState => readOverviewState(new URLSearchParams(writeOverviewState(new URLSearchParams(), { ...readOverviewState(new URLSearchParams()), ...over })));

describe('audience overview rules', () => {
  it('AO-04, AO-05: a fresh overview shows interests for today; type and timeframe cannot be cleared, min visitors and leads can', () => {
    const fresh = readOverviewState(new URLSearchParams());
    expect(fresh).toEqual({ filters: { type: 1, timeframe: 'today' }, search: [], quality: 'low' });
    expect(withFilter(fresh, 'type', undefined)).toBe(fresh);
    expect(withFilter(fresh, 'timeframe', undefined)).toBe(fresh);
    const narrowed = withFilter(withFilter(fresh, 'minVisitors', 10_000), 'leads', 500);
    expect(narrowed.filters).toEqual({ type: 1, timeframe: 'today', minVisitors: 10_000, leads: 500 });
    expect(withFilter(narrowed, 'minVisitors', undefined).filters).toEqual({ type: 1, timeframe: 'today', leads: 500 });
  });

  it('AO-04, AO-06, OP-48: the URL keeps the state without defaults and drops what the overview does not offer', () => {
    const chosen = state({ filters: { type: 2, timeframe: 'last7Days', minVisitors: 100_000, leads: 1000 }, search: ['foot', 'ball'], quality: 'high', audienceId: 5 });
    const written = writeOverviewState(new URLSearchParams('other=1'), chosen).toString();
    expect(written).toBe('other=1&type=2&timeframe=last7Days&minVisitors=100000&leads=1000&search=foot&search=ball&quality=high&audience=5');
    expect(readOverviewState(new URLSearchParams(written))).toEqual(chosen);
    expect(writeOverviewState(new URLSearchParams(), readOverviewState(new URLSearchParams())).toString()).toBe('');
    // A hand-edited link: a type, timeframe, minimum or quality the overview does not offer is left out.
    expect(readOverviewState(new URLSearchParams('type=3&timeframe=lastYear&minVisitors=5&leads=abc&quality=best&audience=-1'))).toEqual(readOverviewState(new URLSearchParams()));
  });

  it('AO-09: another type starts at its top level; the same type or another filter keeps the level', () => {
    const deep = state({ audienceId: 11 });
    expect(withFilter(deep, 'type', 2)).toMatchObject({ filters: { type: 2 }, audienceId: undefined });
    expect(withFilter(deep, 'type', 1).audienceId).toBe(11);
    expect(withFilter(deep, 'timeframe', 'yesterday').audienceId).toBe(11);
  });

  it('AO-01, AO-07: the tree of one type without hidden-from-DMP audiences; the breadcrumb path down to an audience', () => {
    const interests = overviewTree(forest, 1);
    expect(interests.map((a) => a.id)).toEqual([1, 2]);
    expect(overviewTree(forest, 2).map((a) => a.id)).toEqual([5]);
    expect(pathTo(interests, 11).map((a) => a.id)).toEqual([1, 11]);
    expect(pathTo(interests, 51)).toEqual([]);
    expect(pathTo(interests, undefined)).toEqual([]);
    expect(everyAudience(interests).map((a) => a.id)).toEqual([1, 11, 12, 2, 21]);
  });

  it('AO-02: search chips find audiences below the level by German or English name, each chip must match', () => {
    const interests = overviewTree(forest, 1);
    const filters = { type: 1 as const, timeframe: 'today' as const };
    expect(levelCards(interests, [], filters, {}).map((a) => a.id)).toEqual([1, 2]);
    expect(levelCards(interests, ['ball'], filters, {}).map((a) => a.id)).toEqual([11]);
    expect(levelCards(interests, ['AFFAIRS', '(de)'], filters, {}).map((a) => a.id)).toEqual([21]);
    expect(levelCards(sports.children, ['politics'], filters, {})).toEqual([]);
  });

  it('AO-06, OP-48: min visitors and leads narrow the cards; a count not known (leads of today) holds none back', () => {
    const filters = { type: 1 as const, timeframe: 'last7Days' as const, minVisitors: 10_000, leads: 100 };
    const visitors = { 11: 25_000, 12: 9_999 };
    expect(levelCards(sports.children, [], filters, { visitors, leads: { 11: 100, 12: 500 } }).map((a) => a.id)).toEqual([11]);
    expect(levelCards(sports.children, [], filters, { visitors, leads: { 11: 99, 12: 500 } })).toEqual([]);
    expect(levelCards(sports.children, [], filters, { visitors }).map((a) => a.id)).toEqual([11]);
  });

  it('OP-41: leads in percent of visitors with two decimals, a dash without visitors', () => {
    expect(leadsPercent(1, 3)).toBe('33.33%');
    expect(leadsPercent(1, 8, 'de').replace(/\s/g, ' ')).toBe('12,50 %');
    expect(leadsPercent(0, 0)).toBe('–');
    expect(leadsPercent(5, 0)).toBe('–');
  });
});
