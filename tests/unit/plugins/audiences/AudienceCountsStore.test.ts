import type { ApiError } from '../../../../core/client/api';
import { AUDIENCE_COUNTS_TTL_MS, AudienceCountsCache } from '../../../../plugins/audiences/client/AudienceCountsCache';
import { AudienceCountsStore, type CountQuery } from '../../../../plugins/audiences/client/AudienceCountsStore';
import type { AudienceCounts } from '../../../../plugins/audiences/common/audienceCounts';

type Call = { path: string; body: Record<string, unknown> };

/** A count API answering from `reply(path, body)`, recording each call; a clock the test moves. */
function setUp(reply: (path: string, body: Record<string, unknown>) => AudienceCounts = (path) => (path.endsWith('getVisitorCount') ? { 1: 2000, 2: 10 } : { 1: 20, 2: 1 })) {
  const calls: Call[] = [];
  let now = Date.parse('2026-03-01T08:00:00Z');
  const api = {
    post: async <T>(path: string, body?: unknown) => {
      calls.push({ path: path.replace('/v1/audiences/', ''), body: body as Record<string, unknown> });
      return reply(path, body as Record<string, unknown>) as T;
    },
  };
  const errors: ApiError[] = [];
  const cache = new AudienceCountsCache(() => now);
  const store = new AudienceCountsStore(api, cache, (error) => errors.push(error));
  return { store, calls, errors, cache, advance: (ms: number) => (now += ms) };
}

const week: CountQuery = { timeframe: 'last7Days', quality: 'low' };

describe('AudienceCountsStore', () => {
  afterEach(() => jest.useRealTimers());

  it('AO-17: for today only visitors are asked for, no getLeadsCount', async () => {
    const { store, calls } = setUp();
    await store.load({ timeframe: 'today', quality: 'low' }, [1, 2]);
    expect(calls).toEqual([{ path: 'getVisitorCount', body: { timeframe: 'today' } }]);
    expect([store.visitors, store.leads, store.loading]).toEqual([{ 1: 2000, 2: 10 }, undefined, false]);
    store.dispose();
  });

  it('AO-10, AO-19: another timeframe or quality asks again with it; quality is sent only when it narrows (not low)', async () => {
    const { store, calls } = setUp();
    await store.load(week, [1, 2]);
    await store.load({ timeframe: 'last30Days', quality: 'medium' }, [1, 2]);
    expect(calls).toEqual([
      { path: 'getVisitorCount', body: { timeframe: 'last7Days' } },
      { path: 'getLeadsCount', body: { timeframe: 'last7Days' } },
      { path: 'getVisitorCount', body: { timeframe: 'last30Days', quality: 'medium' } },
      { path: 'getLeadsCount', body: { timeframe: 'last30Days', quality: 'medium' } },
    ]);
    store.dispose();
  });

  it('AO-18, OP-47: leads the reply leaves out are asked for once more with refreshCache and missingAudienceIds, once per load', async () => {
    const { store, calls } = setUp((path, body): AudienceCounts => (path.endsWith('getVisitorCount') ? { 1: 50, 2: 40, 3: 30 } : body.missingAudienceIds ? { 2: 4 } : { 1: 5 }));
    await store.load(week, [1, 2, 3]);
    expect(calls.filter((c) => c.path === 'getLeadsCount').map((c) => c.body)).toEqual([{ timeframe: 'last7Days' }, { timeframe: 'last7Days', refreshCache: true, missingAudienceIds: [2, 3] }]);
    // Audience 3 is still missing: no third call; its leads stay unknown.
    expect(store.leads).toEqual({ 1: 5, 2: 4 });
    expect(calls.filter((c) => c.path === 'getVisitorCount')).toHaveLength(1);
    store.dispose();
  });

  it('AO-16, OP-46: counts younger than 24 h come from the cache; once 24 h old they are asked for with refreshCache', async () => {
    const { store, calls, advance } = setUp();
    await store.load(week, [1, 2]);
    expect(calls).toHaveLength(2);
    advance(AUDIENCE_COUNTS_TTL_MS - 1);
    await store.load(week, [1, 2]);
    expect(calls).toHaveLength(2);
    expect(store.visitors).toEqual({ 1: 2000, 2: 10 });
    advance(1);
    await store.load(week, [1, 2]);
    expect(calls.slice(2)).toEqual([
      { path: 'getVisitorCount', body: { timeframe: 'last7Days', refreshCache: true } },
      { path: 'getLeadsCount', body: { timeframe: 'last7Days', refreshCache: true } },
    ]);
    // Fresh again: the next load asks nothing.
    await store.load(week, [1, 2]);
    expect(calls).toHaveLength(4);
    store.dispose();
  });

  it('AO-16: while the page stays open, counts are asked for again with refreshCache when they turn 24 h old', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-03-01T08:00:00Z') });
    const { store, calls, advance } = setUp();
    await store.load(week, [1, 2]);
    advance(AUDIENCE_COUNTS_TTL_MS);
    await jest.advanceTimersByTimeAsync(AUDIENCE_COUNTS_TTL_MS);
    expect(calls.slice(2).map((c) => c.body)).toEqual([
      { timeframe: 'last7Days', refreshCache: true },
      { timeframe: 'last7Days', refreshCache: true },
    ]);
    store.dispose();
  });

  it('AO-15: a refresh asks for every count with refreshCache, cached or not', async () => {
    const { store, calls } = setUp();
    await store.load(week, [1, 2]);
    await store.load(week, [1, 2], { refresh: true });
    expect(calls.slice(2)).toEqual([
      { path: 'getVisitorCount', body: { timeframe: 'last7Days', refreshCache: true } },
      { path: 'getLeadsCount', body: { timeframe: 'last7Days', refreshCache: true } },
    ]);
    store.dispose();
  });

  it('AO-01: an audience the cached counts do not have yet (just created) asks again; a failed load is reported', async () => {
    const { store, calls, errors } = setUp();
    await store.load(week, [1, 2]);
    await store.load(week, [1, 2, 7]);
    expect(calls.slice(2)).toEqual([
      { path: 'getVisitorCount', body: { timeframe: 'last7Days' } },
      { path: 'getLeadsCount', body: { timeframe: 'last7Days' } },
      { path: 'getLeadsCount', body: { timeframe: 'last7Days', refreshCache: true, missingAudienceIds: [7] } },
    ]);

    const failing = new AudienceCountsStore({ post: () => Promise.reject(Object.assign(new Error('Server error'), { cancelled: false })) }, new AudienceCountsCache(), (error) => errors.push(error));
    await failing.load(week, [1]);
    expect(errors.map((e) => e.message)).toEqual(['Server error']);
    expect([failing.visitors, failing.loading]).toEqual([undefined, false]);
    store.dispose();
  });
});
