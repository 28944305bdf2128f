/** @jest-environment node */
import { DuckDbEventStore } from '../../../../../core/server/events/duckdb/DuckDbEventStore';
import type { ResourceContext, ResourceDefinition } from '../../../../../core/server/resources/defineResource';
import { devicesResource, referrerByTypeResource, referrerTypesResource } from '../../../../../plugins/monitoring/server/resources/breakdowns';
import { usersDomainsResource, usersPagesResource, viewsDomainsResource, viewsPagesResource } from '../../../../../plugins/monitoring/server/resources/lists';
import { usersResource } from '../../../../../plugins/monitoring/server/resources/totals';
import { eventRow, realtimeRows, T } from '../../../../integration/monitoring/craftedEvents';
import { TEST_EVENT_LISTS } from '../../../../support/eventLists';

const HOUR = 3_600_000;
/** A long range around the crafted window: several hours before it, the window's end after. */
const RANGE = { from: T - 3 * HOUR - 17 * 60_000, to: T + 5 * 60_000 };

/** Visitors of the window seen hours earlier too, in other groups and the same ones, so merging parts must not count them twice. */
const earlier = [
  eventRow(T - 2 * HOUR, { visitorId: 'v1', path: '/a', title: 'Old A', device: 'Desktop', referrer: 'google.com', referrerType: 'Search', lists: { audience: [1] } }),
  eventRow(T - 2 * HOUR + 1, { visitorId: 'v2', path: '/b', device: 'Tablet', referrer: 'bing.com', referrerType: 'Search', lists: { audience: [2] } }),
  eventRow(T - 90 * 60_000, { visitorId: 'v9', domain: 'sport.example.com', path: '/x', device: 'Phone', referrer: 'facebook.com', referrerType: 'Social' }),
  eventRow(T - 30 * 60_000, { visitorId: 'v3', domain: 'sport.example.com', path: '/x', device: 'Tablet', lists: { audience: [1, 2] } }),
];

const RESOURCES: ResourceDefinition<any>[] = [usersResource, devicesResource, referrerTypesResource, referrerByTypeResource, usersPagesResource, viewsPagesResource, usersDomainsResource, viewsDomainsResource];
const FILTERS = [{}, { domain: 'news.example.com' }, { domain: ['news.example.com', 'sport.example.com'] }, { terms: [{ field: 'audience', value: 1 }] }, { page: '/a' }];

describe('monitoring resources over long ranges (settled hours cached, then extended)', () => {
  let store: DuckDbEventStore;
  beforeAll(async () => {
    store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file: ':memory:' });
    store.append([...earlier, ...realtimeRows]);
    await store.flush();
  });
  afterAll(() => store.close());
  afterEach(() => jest.restoreAllMocks());

  const run = (resource: ResourceDefinition<any>, filter: object, now: number) => {
    jest.spyOn(Date, 'now').mockReturnValue(now);
    return resource.query({ ...filter, ...RANGE }, { events: store } as unknown as ResourceContext);
  };

  it('API-21, API-22, API-35: one scan, a cached settled part with an open part, and settled parts extended hour by hour give the same exact rows', async () => {
    for (const resource of RESOURCES) {
      for (const filter of FILTERS) {
        // Before a settled hour lies in the range: one scan over all of it — the reference.
        const reference = await run(resource, filter, RANGE.from + 30 * 60_000);
        // The clock moves on: the settled part grows hour by hour (extended, not recounted), the rest is the open part.
        for (const now of [T - 2 * HOUR + 5 * 60_000, T - HOUR + 60_000, T + 2 * 60_000, T + 3 * HOUR]) {
          expect({ resource: resource.name, filter, now: new Date(now).toISOString(), rows: await run(resource, filter, now) }).toEqual({
            resource: resource.name, filter, now: new Date(now).toISOString(), rows: reference,
          });
        }
      }
    }
  });

  it('API-26: pages over a long range keep the latest title in the range and exact users', async () => {
    const pages = (await run(viewsPagesResource, {}, T + 2 * 60_000)) as { key: string; domain: string; title: string; users: number; doc_count: number }[];
    expect(pages.find((p) => p.key === '/a' && p.domain === 'news.example.com')).toMatchObject({ title: 'Page A', users: 4, doc_count: 5 }); // not 'Old A' of two hours earlier
  });
});
