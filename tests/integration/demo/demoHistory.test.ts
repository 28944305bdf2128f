import { AUDIENCE_TYPES } from '../../../plugins/audiences/common/Audience';
import { audiencesDb } from '../../../plugins/audiences/server/AudiencesTables';
import { DEMO_LEAD_FORM, DEMO_QUESTIONS } from '../../../plugins/audiences/server/demoTools';
import type { MetaTagRow } from '../../../plugins/audiences/common/Mapping';
import { mappingPaths } from '../../../plugins/audiences/common/mappingPaths';
import { channelsDb } from '../../../plugins/channels/server/ChannelsTables';
import { startTestServer, type TestServer } from '../../support/startTestServer';
import { storedAssignments, storedRows, visitorsCarrying } from '../../support/storeRows';

/** SEED=demo with history: the plugins' demo traffic and ingest steps shape the seeded days. */
describe('the seeded demo history', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ demoHistoryDays: 2 });
  }, 60_000);
  afterAll(() => t?.close());

  it('MT-01: assigns interests and visitor properties through the audiences plugin\'s demo rules, and every audience a row carries was assigned before', async () => {
    const events = t.server.services.events;
    const db = audiencesDb(t.server.db);
    const types = new Map((await db.selectFrom('audiences').select(['id', 'type_id']).execute()).map((a) => [a.id, a.type_id]));
    const assignments = await storedAssignments(events, 'audience', {});
    expect(new Set(assignments.map((a) => types.get(a.id)))).toEqual(new Set([AUDIENCE_TYPES.interest, AUDIENCE_TYPES.property]));
    // When each visitor was first assigned each audience: no row may carry one before.
    const assignedAt = new Map<string, number>();
    for (const a of assignments) assignedAt.set(`${a.visitorId} ${a.id}`, Math.min(a.ts, assignedAt.get(`${a.visitorId} ${a.id}`) ?? Infinity));
    const rows = await storedRows<{ ts: number; visitor_id: string; audience_ids: number[] }>(events, {}, ['ts', 'visitor_id', 'audience_ids']);
    const stray = rows.flatMap((r) => r.audience_ids.filter((id) => (assignedAt.get(`${r.visitor_id} ${id}`) ?? Infinity) > r.ts).map((id) => ({ visitor: r.visitor_id, ts: r.ts, id })));
    expect(stray).toEqual([]);
  });

  it('tags pages with the demo channels by their paths, as the channels plugin\'s ingest step does', async () => {
    const channels = await channelsDb(t.server.db).selectFrom('channels').select(['id', 'path']).execute();
    expect(channels.length).toBeGreaterThan(0);
    const rows = await storedRows<{ path: string; channel_ids: number[] }>(t.server.services.events, {}, ['path', 'channel_ids']);
    for (const c of channels) {
      const tagged = rows.filter((r) => r.channel_ids.includes(c.id));
      expect(tagged.filter((r) => !r.path.startsWith(c.path))).toEqual([]);
      expect(tagged.length).toBeGreaterThan(0);
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
    for (const row of rows) {
      const id = ids.find((tag) => tag.value === row.value)!.id;
      const direct = await visitorsCarrying(t.server.services.events, 'meta_tag', [Number(id)]);
      expect([row.value, row.visitors]).toEqual([row.value, direct.length]);
    }
    expect(rows.some((row) => row.mappings > 0)).toBe(true);
  });
});
