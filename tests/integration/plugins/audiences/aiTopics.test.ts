import type { Kysely } from 'kysely';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import type { Classification } from '../../../../plugins/audiences/common/Classification';
import { labelledTopicPages } from '../../../../plugins/audiences/server/labelledTopicPages';
import { topicAccuracy } from '../../../../plugins/audiences/server/topicAccuracy';
import { LOAD_USER_AGENT } from '../../../support/collectLoad';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';
import { storedRows } from '../../../support/storeRows';
import { eventRow } from '../../monitoring/craftedEvents';

/** The AI page's data: viewAudiences (AUDIENCES.VIEW and the DMP module), with or without AITOPICS.VIEW. */
const AI_VIEWER = ['AUDIENCES.VIEW', 'MODULE_DMP.VIEW', 'AITOPICS.VIEW'];
const NO_TOPICS_VIEWER = ['AUDIENCES.VIEW', 'MODULE_DMP.VIEW'];

/** Pages of the synthetic traffic (texts not in the labelled set) with the topic each must get. */
const PAGES = {
  derby: { url: 'https://news.example.com/sport/derby', title: 'Striker scores twice in the derby', meta: { description: 'The league leaders won the football match with a late goal.', 'og:section': 'football' } },
  wahl: { url: 'https://news.example.com/politik/wahl', title: 'Wahlkampf: Kandidaten werben um Stimmen', meta: { description: 'Vor der Wahl treffen sich die Spitzenkandidaten zum TV-Duell.' } },
  home: { url: 'https://news.example.com/', title: 'news.example.com', meta: {} },
  sportDerby: { url: 'https://sport.example.com/football/derby', title: 'Derby: goalkeeper saves penalty', meta: { 'og:section': 'football' } },
};

/**
 * AI topics on the real server and database (issue 15): pages collected through the ingest are
 * classified, GET classifications counts them exactly as the event store holds them, scoped to
 * the caller's domains and visible topics; aiDomains; the classifier's held-out accuracy.
 */
describe('AI topics: classifications and aiDomains (issue 15)', () => {
  let t: TestServer;
  let db: Kysely<any>;
  let admin: string;
  let member: { id: number; token: string };
  let plain: { id: number; token: string };
  let other: { id: number; token: string };
  const id: Record<string, number> = {};

  const collect = async (page: (typeof PAGES)[keyof typeof PAGES], visitorId: string) => {
    const res = await fetch(`${t.url}/api/v1/collect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': LOAD_USER_AGENT },
      body: JSON.stringify({ type: 'pageview', domain: new URL(page.url).hostname, referrer: '', visitorId, ...page }),
    });
    expect(res.status).toBe(202);
  };
  type Row = { kind: string; domain: string; path: string; visitor_id: string; topic_ids: number[] };
  /** Every stored row, with what the suite counts by. */
  const rows = () => storedRows<Row>(t.server.services.events, {}, ['kind', 'domain', 'path', 'visitor_id', 'topic_ids']);
  /** Waits until the ingest (which runs after collect answers) stored `n` page views. */
  const stored = async (n: number) => {
    for (let waited = 0; waited < 10000; waited += 50) {
      if ((await rows()).filter((r) => r.kind === 'pageview').length >= n) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${n} page views stored`);
  };
  const classifications = async (token: string, query: string): Promise<Classification[]> => {
    const res = await t.request('GET', `/v1/classifications${query}`, { token });
    if (res.status !== 200) throw new Error(`classifications${query}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const addDomains = async (userId: number, titles: string[]) => {
    const domains = await db.selectFrom('domains').select(['id', 'title']).where('title', 'in', titles).execute();
    await db.insertInto('user_domains').values(domains.map((d: { id: number }) => ({ user_id: userId, domain_id: d.id, analytics: true }))).execute();
  };

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    for (const row of await db.selectFrom('audiences').select(['id', 'english']).where('is_aitopic', '=', true).execute()) id[row.english] = row.id;
    const demo = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    const otherOrganisation = (await db.insertInto('organisations').values({ name: 'Other Org' }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('domains').values({ title: 'other.example.net', organisation_id: otherOrganisation }).execute();
    member = await organisationMember(t, 'topics-member@demo.test', demo, AI_VIEWER);
    plain = await organisationMember(t, 'no-topics@demo.test', demo, NO_TOPICS_VIEWER);
    other = await organisationMember(t, 'topics@other.test', otherOrganisation, AI_VIEWER);
    await addDomains(member.id, ['news.example.com', 'sport.example.com']);
    await addDomains(plain.id, ['news.example.com']);
    await addDomains(other.id, ['other.example.net']);
    // Logged in again: a session carries the domains it was given at login.
    member.token = (await t.login('topics-member@demo.test')).token;
    plain.token = (await t.login('no-topics@demo.test')).token;
    other.token = (await t.login('topics@other.test')).token;

    // news: v1 reads the derby twice and the election page; v2 the derby; v3 the election page; v4 only the home page. sport: v5 the derby.
    for (const [page, visitor] of [['derby', 'visitor-1'], ['derby', 'visitor-1'], ['wahl', 'visitor-1'], ['derby', 'visitor-2'], ['wahl', 'visitor-3'], ['home', 'visitor-4'], ['sportDerby', 'visitor-5']] as const) {
      await collect(PAGES[page], visitor);
    }
    await stored(7);
    // The other organisation's site, crafted: one view of an election page.
    t.server.services.events.append([eventRow(Date.now() - 60_000, { domain: 'other.example.net', path: '/vote', visitorId: 'visitor-9', lists: { topic: [id.Elections, id['Politics & society']] } })]);
    await t.server.services.events.flush();
  });
  afterAll(() => t?.close());

  it('AI-08: the ingest tags each page view with its page\'s topic and the topic\'s ancestors; a page of no topic gets none', async () => {
    const byPath = Object.fromEntries((await storedRows<Pick<Row, 'path' | 'topic_ids'>>(t.server.services.events, { domain: 'news.example.com' }, ['path', 'topic_ids'])).map((r) => [r.path, r.topic_ids]));
    expect(byPath['/sport/derby']).toEqual([id['Football news'], id['Sports news']]);
    expect(byPath['/politik/wahl']).toEqual([id.Elections, id['Politics & society']]);
    expect(byPath['/']).toEqual([]);
  });

  it('AI-04, AI-08: classifications count page views, readers and users exactly as the event store holds them', async () => {
    const items = await classifications(admin, '?domain=news.example.com&days=1');
    // Straight from the stored rows: page views, readers per topic, and users of news.
    const views = (await rows()).filter((r) => r.domain === 'news.example.com' && r.kind === 'pageview');
    const direct = [...new Set(views.flatMap((r) => r.topic_ids))].map((key) => {
      const of = views.filter((r) => r.topic_ids.includes(key));
      return { key, doc_count: of.length, visitors: new Set(of.map((r) => r.visitor_id)).size };
    });
    const users = new Set(views.map((r) => r.visitor_id)).size;
    expect(items).toHaveLength(direct.length);
    for (const row of direct) {
      expect(items.find((i) => i.key === row.key)).toEqual({ key: row.key, doc_count: row.doc_count, counts: { visitors: { value: row.visitors }, users: { value: users } } });
    }
    // By hand: the derby 3 views by v1 and v2; the election page 2 views by v1 and v3; 4 users of news.
    expect(items.find((i) => i.key === id['Football news'])).toEqual({ key: id['Football news'], doc_count: 3, counts: { visitors: { value: 2 }, users: { value: 4 } } });
    expect(items.find((i) => i.key === id.Elections)?.doc_count).toBe(2);
    expect(items[0].doc_count).toBeGreaterThanOrEqual(items[items.length - 1].doc_count);
  });

  it('AI-01: all domains (no domain) counts every domain of the caller; days must be 1, 7 or 30', async () => {
    const all = await classifications(member.token, '?days=7');
    expect(all.find((i) => i.key === id['Football news'])).toEqual({ key: id['Football news'], doc_count: 4, counts: { visitors: { value: 3 }, users: { value: 5 } } });
    expect((await t.request('GET', '/v1/classifications?days=3', { token: member.token })).status).toBe(422);
  });

  it('issue 15 tenancy: another organisation counts only its own domains; a domain of another organisation is refused', async () => {
    const items = await classifications(other.token, '?days=7');
    expect(items.map((i) => [i.key, i.doc_count])).toEqual(expect.arrayContaining([[id.Elections, 1], [id['Politics & society'], 1]]));
    expect(items.find((i) => i.key === id['Football news'])).toBeUndefined();
    expect((await t.request('GET', '/v1/classifications?domain=news.example.com&days=7', { token: other.token })).status).toBe(403);
    expect((await t.request('GET', '/v1/classifications?domain=other.example.net&days=7', { token: member.token })).status).toBe(403);
  });

  it('AI-06, AI-07: without AITOPICS.VIEW no AI topic is counted, but a provider (is_pinpoll) topic is', async () => {
    expect(await classifications(plain.token, '?domain=news.example.com&days=7')).toEqual([]);
    await db.updateTable('audiences').set({ is_pinpoll: true }).where('id', '=', id.Elections).execute();
    try {
      expect((await classifications(plain.token, '?domain=news.example.com&days=7')).map((i) => i.key)).toEqual([id.Elections]);
    } finally {
      await db.updateTable('audiences').set({ is_pinpoll: false }).where('id', '=', id.Elections).execute();
    }
  });

  it('OP-43: the calls ask viewAudiences: without it 403', async () => {
    const analyst = (await t.login('analyst@demo.test')).token;
    expect((await t.request('GET', '/v1/classifications', { token: analyst })).status).toBe(403);
    expect((await t.request('GET', '/v1/account/aiDomains', { token: analyst })).status).toBe(403);
  });

  it('AI-01: aiDomains lists the caller\'s domains, those with classified pages first', async () => {
    expect((await t.request('GET', '/v1/account/aiDomains', { token: member.token })).body.data).toEqual(['news.example.com', 'sport.example.com']);
    expect((await t.request('GET', '/v1/account/aiDomains', { token: other.token })).body.data).toEqual(['other.example.net']);
    // The admin sees every domain: news has the most classified views, blog none.
    const adminDomains: string[] = (await t.request('GET', '/v1/account/aiDomains', { token: admin })).body.data;
    expect(adminDomains[0]).toBe('news.example.com');
    expect(adminDomains).toEqual(expect.arrayContaining(['blog.example.org', 'other.example.net', 'sport.example.com']));
  });

  it('issue 15: a topic created with keywords is learned at once: the next new page about it is classified into it', async () => {
    const res = await t.request('POST', '/v1/audiences', { token: admin, body: { german: 'Quantenphysik', english: 'Quantum physics', type_id: 1, is_aitopic: true, keywords: 'quantum, qubit, Quanten, Quantencomputer' } });
    expect(res.status).toBe(200);
    expect(res.body.data.keywords).toBe('quantum, qubit, Quanten, Quantencomputer');
    await collect({ url: 'https://news.example.com/science/qubits', title: 'New qubit record for quantum computers', meta: {} }, 'visitor-6');
    await stored(8);
    const [row] = await storedRows<Pick<Row, 'topic_ids'>>(t.server.services.events, { path: '/science/qubits' }, ['topic_ids']);
    expect(row.topic_ids).toEqual([res.body.data.id]);
  });

  it('AI-08: the classifier trained on the labelled pages\' training split classifies at least 75 % of the held-out pages right', async () => {
    const topics = await db.selectFrom('audiences').select(['id', 'parent_id', 'german', 'english', 'keywords', 'organisation_id']).where('is_aitopic', '=', true).where('english', '!=', 'Quantum physics').execute();
    const measured = topicAccuracy(topics, labelledTopicPages());
    expect(measured.total).toBe(56);
    expect(measured.accuracy).toBeGreaterThanOrEqual(0.75);
  });
});
