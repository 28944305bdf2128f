/** @jest-environment node */
import { noServerContracts } from '../../../../../core/server/plugin/ServerContracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../../core/server/db/Database';
import { DuckDbEventStore } from '../../../../../core/server/events/duckdb/DuckDbEventStore';
import { seedHistory } from '../../../../../core/server/events/seed/seedHistory';
import { PerDatabaseCache, type IngestHit, type IngestStep } from '../../../../../core/server/ingest';
import type { DemoTraffic } from '../../../../../core/server/plugin';
import { AUDIENCE_TYPES } from '../../../../../plugins/audiences/common/Audience';
import { assignIngestStep } from '../../../../../plugins/audiences/server/assignIngestStep';
import { demoToolTraffic } from '../../../../../plugins/audiences/server/demoTools';
import { CHANNEL_EVENT_LIST } from '../../../../../plugins/channels/server/channelEventList';
import { demoAudienceRules } from '../../../../support/demoAudienceRules';
import { TEST_EVENT_LISTS } from '../../../../support/eventLists';

const DOMAINS = [
  { title: 'news.example.com', organisationId: 1 },
  { title: 'sport.example.com', organisationId: 1 },
];
const DAY_MS = 86_400_000;
const until = Date.parse('2026-06-10T00:00:00Z');
/** The ingest steps read rules through the database; the steps here hold theirs in memory. */
const db = {} as Kysely<Database>;

/** A plugin's step that tags /football pages with list id 9, as the channels plugin tags its paths. */
const footballStep: IngestStep = {
  name: 'football',
  async enrich(hits) {
    for (const h of hits) h.row.lists[CHANNEL_EVENT_LIST.name] = h.row.path.startsWith('/football') ? [9] : [];
  },
};

function audienceStep() {
  const demo = demoAudienceRules();
  return { step: assignIngestStep(new PerDatabaseCache('mappingRules', () => Promise.resolve(demo.rules))), ...demo };
}

async function openStore() {
  return DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file: ':memory:' });
}

describe('seedHistory', () => {
  it('writes days of demo traffic in time order with daily curves, device and referrer mixes, and the plugins\' lists and assignments', async () => {
    const store = await openStore();
    const rows = await seedHistory(store, { domains: DOMAINS, days: 2, visitsPerDay: 2000, until, tools: [demoToolTraffic], ingest: { steps: [footballStep, audienceStep().step], db, contract: noServerContracts } });
    const [totals] = await store.query<{ n: number; first: number; last: number; users: number }>('SELECT count(*) AS n, min(ts) AS first, max(ts) AS last, count(DISTINCT visitor_id) AS users FROM events');
    expect(totals.n).toBe(rows);
    expect(rows).toBeGreaterThan(4000);
    expect(totals.first).toBeGreaterThanOrEqual(until - 2 * DAY_MS);
    expect(totals.last).toBeLessThan(until);
    expect(totals.users).toBeLessThan(rows / 2); // visitors return and read several pages

    const hours = await store.query<{ h: number; n: number }>("SELECT (ts // 3600000) % 24 AS h, count(*) AS n FROM events WHERE kind = 'pageview' GROUP BY h");
    const byHour = new Map(hours.map((r) => [r.h, r.n]));
    expect(byHour.get(20)!).toBeGreaterThan(4 * byHour.get(3)!); // evening peak, quiet night

    const devices = await store.query<{ device: string; share: number }>('SELECT device, count(*) / sum(count(*)) OVER () AS share FROM events GROUP BY device');
    for (const d of devices) expect(d.share).toBeGreaterThan(d.device === 'Tablet' ? 0.03 : 0.3);
    const types = (await store.query<{ t: string }>('SELECT DISTINCT referrer_type AS t FROM events ORDER BY t')).map((r) => r.t);
    expect(types).toEqual(['Direct', 'Other', 'Paid_Search', 'Search', 'Self', 'Social']);

    const [football] = await store.query<{ wrong: number; tagged: number }>(
      "SELECT count(*) FILTER (WHERE list_contains(channel_ids, 9) AND NOT starts_with(path, '/football')) AS wrong, count(*) FILTER (WHERE list_contains(channel_ids, 9)) AS tagged FROM events",
    );
    expect(football).toEqual({ wrong: 0, tagged: expect.any(Number) });
    expect(football.tagged).toBeGreaterThan(0);
    const [growth] = await store.query<{ n: number; dupes: number }>("SELECT count(*) AS n, count(*) - count(DISTINCT (visitor_id, id)) AS dupes FROM list_assignments WHERE list = 'audience'");
    expect(growth.n).toBeGreaterThan(0);
    expect(growth.dupes).toBe(0);
    const [pages] = await store.query<{ top: number; median: number }>(
      "SELECT max(n) AS top, median(n) AS median FROM (SELECT count(*) AS n FROM events WHERE kind = 'pageview' GROUP BY domain, path)",
    );
    expect(pages.top).toBeGreaterThan(10 * pages.median); // Zipf: a few pages take most views
    await store.close();
  });

  it('MT-01: seeded visitors earn audiences by the audiences plugin\'s own mapping rules, as live ingest assigns them', async () => {
    const store = await openStore();
    const { step, rules, names } = audienceStep();
    const seen: IngestHit[] = [];
    const recorder: IngestStep = { name: 'recorder', enrich: async (hits) => void seen.push(...hits) };
    await seedHistory(store, { domains: DOMAINS, days: 2, visitsPerDay: 1000, until, tools: [demoToolTraffic], ingest: { steps: [step, recorder], db, contract: noServerContracts } });

    // Every assignment is what one of the visitor's hits at that moment earns, the first time.
    const assignments = await store.query<{ ts: number; id: number; visitor_id: string }>("SELECT ts, id, visitor_id FROM list_assignments WHERE list = 'audience'");
    const earnedAt = new Map<string, Set<number>>();
    for (const h of seen) {
      const key = `${h.row.visitorId}@${h.row.ts}`;
      earnedAt.set(key, new Set([...(earnedAt.get(key) ?? []), ...rules.match(h.hit, h.organisationId, h.row.domain).map((a) => a.audienceId)]));
    }
    for (const a of assignments) expect(earnedAt.get(`${a.visitor_id}@${a.ts}`)).toContain(a.id);
    const first = new Map<string, number>();
    for (const h of seen) for (const id of earnedAt.get(`${h.row.visitorId}@${h.row.ts}`)!) if (!first.has(`${h.row.visitorId}:${id}`)) first.set(`${h.row.visitorId}:${id}`, h.row.ts);
    expect(new Set(assignments.map((a) => `${a.visitor_id}:${a.id}@${a.ts}`))).toEqual(new Set([...first].map(([key, ts]) => `${key}@${ts}`)));

    // A row carries exactly the audiences its visitor held by then.
    const [stray] = await store.query<{ n: number }>(
      "SELECT count(*) AS n FROM events e, unnest(e.audience_ids) AS u(id) WHERE NOT EXISTS (SELECT 1 FROM list_assignments a WHERE a.list = 'audience' AND a.visitor_id = e.visitor_id AND a.id = u.id AND a.ts <= e.ts)",
    );
    expect(stray.n).toBe(0);

    // Interests come from page sections, visitor properties only from votes and form submissions.
    const types = new Set(assignments.map((a) => names.get(a.id)!.typeId));
    expect(types).toEqual(new Set([AUDIENCE_TYPES.interest, AUDIENCE_TYPES.property]));
    const eventAt = new Map(seen.filter((h) => h.row.kind === 'event').map((h) => [`${h.row.visitorId}@${h.row.ts}`, h.row.event]));
    for (const a of assignments.filter((x) => names.get(x.id)!.typeId === AUDIENCE_TYPES.property)) expect(['vote', 'lead_form_submit']).toContain(eventAt.get(`${a.visitor_id}@${a.ts}`));
    await store.close();
  });

  it('sends each plugin\'s tool events with their details through the ingest steps, and writes no list without a step', async () => {
    const store = await openStore();
    const tool: DemoTraffic = { pageEvents: (page) => (page.section === 'football' ? [{ afterMs: 1000, event: 'quiz_view', label: page.path, details: { question: { id: 7, text: 'Who wins?', answers: [] } } }] : []) };
    const seen: IngestHit[] = [];
    const recorder: IngestStep = { name: 'recorder', enrich: async (hits) => void seen.push(...hits) };
    const rows = await seedHistory(store, { domains: DOMAINS, days: 2, visitsPerDay: 500, until, tools: [tool], ingest: { steps: [recorder], db, contract: noServerContracts } });

    expect(seen).toHaveLength(rows);
    expect(seen.map((h) => h.row.ts)).toEqual(seen.map((h) => h.row.ts).sort((a, b) => a - b));
    const quizzes = seen.filter((h) => h.row.event === 'quiz_view');
    expect(quizzes.length).toBeGreaterThan(0);
    for (const q of quizzes) {
      expect(q.hit).toMatchObject({ type: 'event', question: { id: 7, text: 'Who wins?' }, label: q.row.path });
      expect(q.row.path.startsWith('/football/')).toBe(true);
      expect(q.organisationId).toBe(1);
    }
    const [lists] = await store.query<{ n: number }>('SELECT count(*) FILTER (WHERE len(audience_ids) > 0 OR len(channel_ids) > 0) AS n FROM events');
    expect(lists.n).toBe(0);
    const [growth] = await store.query<{ n: number }>('SELECT count(*) AS n FROM list_assignments');
    expect(growth.n).toBe(0);
    await store.close();
  });
});
