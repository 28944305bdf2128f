import { AUDIENCE_TYPES } from '../../../plugins/audiences/common/Audience';
import { audiencesDb } from '../../../plugins/audiences/server/AudiencesTables';
import { DEMO_LEAD_FORM, DEMO_QUESTIONS } from '../../../plugins/audiences/server/demoTools';
import type { MetaTagRow } from '../../../plugins/audiences/common/Mapping';
import { mappingPaths } from '../../../plugins/audiences/common/mappingPaths';
import { channelsDb } from '../../../plugins/channels/server/ChannelsTables';
import { duckDbStore } from '../../support/duckDbStore';
import { startTestServer, type TestServer } from '../../support/startTestServer';

/** SEED=demo with history: the plugins' demo traffic and ingest steps shape the seeded days. */
describe('the seeded demo history', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ demoHistoryDays: 2 });
  }, 60_000);
  afterAll(() => t?.close());

  it('MT-01: assigns interests and visitor properties through the audiences plugin\'s demo rules, and every audience a row carries was assigned before', async () => {
    const store = duckDbStore(t.server.services.events);
    const db = audiencesDb(t.server.db);
    const types = new Map((await db.selectFrom('audiences').select(['id', 'type_id']).execute()).map((a) => [a.id, a.type_id]));
    const assigned = await store.query<{ id: number; visitors: number }>("SELECT id, count(DISTINCT visitor_id) AS visitors FROM list_assignments WHERE list = 'audience' GROUP BY id");
    expect(new Set(assigned.map((a) => types.get(a.id)))).toEqual(new Set([AUDIENCE_TYPES.interest, AUDIENCE_TYPES.property]));
    const [stray] = await store.query<{ n: number }>(
      "SELECT count(*) AS n FROM events e, unnest(e.audience_ids) AS u(id) WHERE NOT EXISTS (SELECT 1 FROM list_assignments a WHERE a.list = 'audience' AND a.visitor_id = e.visitor_id AND a.id = u.id AND a.ts <= e.ts)",
    );
    expect(stray.n).toBe(0);
  });

  it('tags pages with the demo channels by their paths, as the channels plugin\'s ingest step does', async () => {
    const channels = await channelsDb(t.server.db).selectFrom('channels').select(['id', 'path']).execute();
    expect(channels.length).toBeGreaterThan(0);
    const store = duckDbStore(t.server.services.events);
    for (const c of channels) {
      const [rows] = await store.query<{ tagged: number; wrong: number }>(
        'SELECT count(*) FILTER (WHERE list_contains(channel_ids, ?)) AS tagged, count(*) FILTER (WHERE list_contains(channel_ids, ?) AND NOT starts_with(path, ?)) AS wrong FROM events',
        [c.id, c.id, c.path],
      );
      expect(rows.wrong).toBe(0);
      expect(rows.tagged).toBeGreaterThan(0);
    }
  });

  it('catalogues the demo polls and stores the newsletter sign-ups as leads, as live votes and submissions are', async () => {
    const db = audiencesDb(t.server.db);
    const questions = await db.selectFrom('questions').select('id').distinct().orderBy('id').execute(); // one row per (domain, id)
    expect(questions.map((q) => q.id)).toEqual(Object.values(DEMO_QUESTIONS).map((q) => q.id).sort((a, b) => a - b));
    const leads = await db.selectFrom('leads').select(['form_id']).execute();
    expect(leads.length).toBeGreaterThan(0);
    expect(new Set(leads.map((l) => l.form_id))).toEqual(new Set([DEMO_LEAD_FORM.id]));
  });

  it("MT-09, MT-10: catalogues the demo pages' meta tags, and the behaviour table counts each value's visitors as the events hold them", async () => {
    const admin = (await t.login('admin@demo.test')).token;
    const fields = await t.request('GET', mappingPaths.metaTags.availableFields, { token: admin });
    expect(fields.body.data[0]).toBe('og:title');
    expect(fields.body.data).toEqual(expect.arrayContaining(['og:section', 'og:site_name', 'og:type']));
    const filters = encodeURIComponent(JSON.stringify({ timeframe: 'last7Days' }));
    const rows: MetaTagRow[] = (await t.request('GET', `${mappingPaths.metaTags.list}?key=og:section&top=100&filters=${filters}`, { token: admin })).body.data;
    expect(rows.length).toBeGreaterThan(1);
    const ids = await audiencesDb(t.server.db).selectFrom('meta_tags').select(['id', 'value']).where('key', '=', 'og:section').execute();
    const store = duckDbStore(t.server.services.events);
    for (const row of rows) {
      const id = ids.find((tag) => tag.value === row.value)!.id;
      const [direct] = await store.query<{ visitors: number }>('SELECT count(DISTINCT visitor_id) AS visitors FROM events WHERE list_contains(meta_tag_ids, $1::BIGINT)', [BigInt(id)]);
      expect([row.value, row.visitors]).toEqual([row.value, direct.visitors]);
    }
    expect(rows.some((row) => row.mappings > 0)).toBe(true);
  });
});
