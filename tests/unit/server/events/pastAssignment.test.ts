/** @jest-environment node */
import { DuckDbEventStore } from '../../../../core/server/events/duckdb/DuckDbEventStore';
import { DAY_MS, HOUR_MS } from '../../../../core/server/events/rollups';
import type { EventListDeclaration, PastAssignmentQuery, PastMatchQuery } from '../../../../core/server/events/EventQuery';
import type { EventRow } from '../../../../core/server/events/EventRow';
import { eventRow } from '../../../integration/monitoring/craftedEvents';

/** A wide tag list in classes kept per id (as meta tags are), the audience list rolled up, and a list scored from it (data quality). */
const LISTS: EventListDeclaration[] = [
  { name: 'tag', terms: [], wideIds: true, visitorsPerId: true, classedBy: 'tag_class' },
  { name: 'tag_class', terms: [] },
  { name: 'audience', terms: ['audience'], rolledUp: true },
  { name: 'audience_high', terms: ['audienceHigh'], rolledUp: true, scoredFrom: { list: 'audience', minScore: 0.7 } },
];
const TAG = 2 ** 40 + 7;
const OTHER_TAG = 2 ** 40 + 8;
const AUDIENCE = 42;
const classOf = (tag: number) => (tag === TAG ? 1 : 2);
const DOMAINS = ['news.example.com', 'sport.example.com'];
const now = Date.now();
const START = Math.floor(now / DAY_MS) * DAY_MS - 10 * DAY_MS;
const V1_ASSIGNED = START + 3 * DAY_MS;

/** Deterministic page views over ten days and today: 60 visitors, a fifth of the rows carrying TAG. */
function rows(count: number, from: number, to: number, seed: number): EventRow[] {
  let state = seed;
  const next = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31), state % n);
  return Array.from({ length: count }, (_, i) => {
    const tags = next(5) === 0 ? [TAG] : next(3) === 0 ? [OTHER_TAG] : [];
    const ts = Math.floor(from + (i / count) * (to - from));
    const visitorId = `v${next(60)}`;
    // v1 entered the audience through the ingest (score 0.5, below the scored list's level).
    const audience = visitorId === 'v1' && ts >= V1_ASSIGNED ? [AUDIENCE] : [];
    return eventRow(ts, { domain: DOMAINS[next(2)], visitorId, lists: { tag: tags, tag_class: tags.map(classOf), audience, audience_high: [] } });
  });
}

/** Straight from the events: visitors with a TAG row in the range on the domain, first match each. */
async function directFirstMatches(store: DuckDbEventStore, query: { from: number; to: number; domain: string }) {
  const found = await store.query<{ visitor_id: string; first: number }>(
    `SELECT visitor_id, min(ts) AS first FROM events WHERE ts >= $1 AND ts < $2 AND list_contains(tag_ids, $3::BIGINT) AND domain = $4 GROUP BY visitor_id ORDER BY visitor_id`,
    [BigInt(query.from), BigInt(query.to), BigInt(TAG), query.domain],
  );
  return new Map(found.map((r) => [r.visitor_id, r.first]));
}

describe('assigning in the past (EventStore.countPastMatches, assignPast)', () => {
  let store: DuckDbEventStore;
  const range = { from: START + 2 * DAY_MS + 5 * HOUR_MS, to: now + 1 };
  const query = (over: Partial<PastAssignmentQuery> = {}): PastAssignmentQuery => ({
    list: 'audience',
    id: AUDIENCE,
    score: 0.8,
    range,
    matching: { list: 'tag', ids: [TAG], domains: [DOMAINS[0]] },
    ...over,
  });

  /** What the preview of `assign` counts: its matches not yet holding its audience. */
  const preview = (assign: PastAssignmentQuery): PastMatchQuery => ({ range: assign.range, matching: assign.matching, notHolding: { list: assign.list, id: assign.id } });

  beforeAll(async () => {
    store = await DuckDbEventStore.open({ lists: LISTS, file: ':memory:' });
    store.append(rows(4000, START, now - 2000, 3));
    // The visitor the ingest assigned already: never assigned again.
    store.appendAssignments([{ ts: V1_ASSIGNED, list: 'audience', id: AUDIENCE, visitorId: 'v1', domain: DOMAINS[0], score: 0.5 }]);
    await store.flush();
    for (const deadline = Date.now() + 20_000; Date.now() < deadline && store.rolledUntil() < now - 2 * HOUR_MS; ) await new Promise((r) => setTimeout(r, 20));
  });
  afterAll(() => store.close());

  it('issue 16: the preview counts the visitors with a matching row in the range on the domains, less those who hold the audience, and reads whole days from the per-id roll-up', async () => {
    const direct = await directFirstMatches(store, { ...range, domain: DOMAINS[0] });
    direct.delete('v1');
    expect(direct.size).toBeGreaterThan(10);
    const spy = jest.spyOn(store, 'query');
    expect(await store.countPastMatches(preview(query()))).toBe(direct.size);
    expect(spy.mock.calls.some(([sql]) => sql.includes('rollup_tag_visitors_day'))).toBe(true);
    // Ids of one class: the roll-up's other classes are not read.
    expect(await store.countPastMatches(preview(query({ matching: { list: 'tag', ids: [TAG], class: 1, domains: [DOMAINS[0]] } })))).toBe(direct.size);
    expect(spy.mock.calls.at(-1)![0]).toContain('class = ');
    spy.mockRestore();
    // Without an audience: every matching visitor, v1 too if it matched.
    expect(await store.countPastMatches({ range, matching: query().matching })).toBe((await directFirstMatches(store, { ...range, domain: DOMAINS[0] })).size);
    expect(await store.countPastMatches(preview(query({ matching: { list: 'tag', ids: [] } })))).toBe(0);
  });

  it('issue 16: the past assignment adds what the preview counted, as of each first match; its rows from then on carry the audience, and the scored list where the score reaches it', async () => {
    const expected = await directFirstMatches(store, { ...range, domain: DOMAINS[0] });
    expected.delete('v1');
    const previewed = await store.countPastMatches(preview(query()));
    const shares: number[] = [];
    expect(await store.assignPast(query(), (share) => shares.push(share))).toBe(previewed);
    expect(shares.at(-1)).toBe(1);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));

    const assigned = await store.query<{ visitor_id: string; ts: number }>('SELECT visitor_id, ts FROM list_assignments WHERE id = $1 AND visitor_id <> $2 ORDER BY visitor_id', [AUDIENCE, 'v1']);
    expect(new Map(assigned.map((a) => [a.visitor_id, a.ts]))).toEqual(expected);
    // Every row of an assigned visitor from the first match on carries the audience (both lists: 0.8 ≥ 0.7), none before.
    const wrong = await store.query<{ n: number }>(
      `SELECT count(*) AS n FROM events e JOIN (SELECT visitor_id, min(ts) AS since FROM list_assignments WHERE id = ${AUDIENCE} AND visitor_id <> 'v1' GROUP BY ALL) a USING (visitor_id)
       WHERE (e.ts >= a.since) <> list_contains(e.audience_ids, ${AUDIENCE}) OR (e.ts >= a.since) <> list_contains(e.audience_high_ids, ${AUDIENCE})`,
    );
    expect(wrong[0].n).toBe(0);
    const sorted = await store.query<{ n: number }>('SELECT count(*) AS n FROM events WHERE audience_ids <> list_sort(audience_ids)');
    expect(sorted[0].n).toBe(0);
    // Ingest asks the store: the audience is held now.
    const held = await store.visitorAssignments('audience', [...expected.keys()].slice(0, 3));
    expect([...held.values()].every((ids) => ids.some((h) => h.id === AUDIENCE && h.score === 0.8))).toBe(true);
  });

  it('issue 16: counts over the days (roll-ups, kept settled parts) reflect the past assignment at once', async () => {
    const countRange = { from: START, to: now + 1 };
    const counted = async (id: number) =>
      (await store.count({ name: 'past', range: countRange, filter: {}, groupBy: [{ list: 'audience' }], measures: { users: 'users' } })).find((r) => Number(r.groups[0]) === id)?.users ?? 0;
    const direct = async (id: number) => (await store.query<{ n: number }>(`SELECT count(DISTINCT visitor_id) AS n FROM events WHERE list_contains(audience_ids, ${id})`))[0].n;
    const other = AUDIENCE + 1;
    expect(await counted(other)).toBe(0);
    expect(await store.assignPast(query({ id: other, matching: { list: 'tag', ids: [OTHER_TAG] } }))).toBeGreaterThan(0);
    expect(await direct(other)).toBeGreaterThan(0);
    expect(await counted(other)).toBe(await direct(other));
    expect(await counted(AUDIENCE)).toBe(await direct(AUDIENCE));
  });

  it('issue 16: run twice, the past assignment adds nothing and changes no row', async () => {
    const snapshot = () => store.query<{ n: number; s: number }>('SELECT count(*) AS n, sum(len(audience_ids)) AS s FROM events');
    const before = await snapshot();
    expect(await store.countPastMatches(preview(query()))).toBe(0);
    expect(await store.assignPast(query())).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('issue 16: known visitors (a plugin keeping the matches itself) are assigned at their first match in the range, below the scored level only in the list itself', async () => {
    const visitors = [
      { visitorId: 'v5', ts: START + 6 * DAY_MS, domain: DOMAINS[1] },
      { visitorId: 'v5', ts: START + 4 * DAY_MS, domain: DOMAINS[1] },
      { visitorId: 'v6', ts: START - DAY_MS, domain: DOMAINS[1] },
    ];
    const known = query({ id: 77, score: 0.3, matching: { visitors } });
    expect(await store.countPastMatches(preview(known))).toBe(1);
    expect(await store.assignPast(known)).toBe(1);
    const [assigned] = await store.query<{ visitor_id: string; ts: number }>('SELECT visitor_id, ts FROM list_assignments WHERE id = 77');
    expect(assigned).toEqual({ visitor_id: 'v5', ts: START + 4 * DAY_MS });
    const rowsOf = await store.query<{ ts: number; a: boolean; h: boolean }>("SELECT ts, list_contains(audience_ids, 77) AS a, list_contains(audience_high_ids, 77) AS h FROM events WHERE visitor_id = 'v5'");
    expect(rowsOf.every((r) => r.a === r.ts >= START + 4 * DAY_MS && !r.h)).toBe(true);
    expect(await store.assignPast(known)).toBe(0);
  });
});
