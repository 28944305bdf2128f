import type { Kysely } from 'kysely';
import { castPlainHit } from '../../../../core/common/ingest';
import type { IngestHit } from '../../../../core/server/ingest';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import type { MetaTagRow } from '../../../../plugins/audiences/common/Mapping';
import { mappingPaths } from '../../../../plugins/audiences/common/mappingPaths';
import { metaKeyClass, metaTagId } from '../../../../plugins/audiences/server/metaTagId';
import { metaTagIngestStep } from '../../../../plugins/audiences/server/metaTagIngestStep';
import { LOAD_USER_AGENT } from '../../../support/collectLoad';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';
import { storedRows } from '../../../support/storeRows';

const DAY = 86_400_000;
/** viewSurfBehaviour: SURF_BEHAVIOURS.VIEW and the DMP module. */
const BEHAVIOUR_VIEWER = ['SURF_BEHAVIOURS.VIEW', 'MODULE_DMP.VIEW'];
const OTHER_SITE = 'other-meta.example';

type Meta = Record<string, string>;

/**
 * The behaviour table's data on the real server (issue 16): meta tags collected through the
 * ingest are catalogued per domain, their visitors counted exactly per value and timeframe from
 * the event store's per-tag roll-up, only on the caller's domains.
 */
describe('meta tags: getMetaTags, getDistinctVisitors, getAvailableFields (issue 16)', () => {
  let t: TestServer;
  let db: Kysely<any>;
  let admin: string;
  let member: { id: number; token: string };
  let other: { id: number; token: string };
  let noBehaviour: { id: number; token: string };
  const audience: Record<string, number> = {};
  const midnight = Math.floor(Date.now() / DAY) * DAY;
  const yesterday = midnight - DAY / 2;

  const collect = async (domain: string, path: string, visitorId: string, meta: Meta) => {
    const res = await fetch(`${t.url}/api/v1/collect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': LOAD_USER_AGENT },
      body: JSON.stringify({ type: 'pageview', domain, url: `https://${domain}${path}`, title: path, referrer: '', visitorId, meta }),
    });
    expect(res.status).toBe(202);
  };
  /** A page view of the past through the ingest step itself (collect stamps the present): as the demo history is seeded. */
  const ingestedAt = async (ts: number, domain: string, path: string, visitorId: string, meta: Meta) => {
    const hit = castPlainHit({ type: 'pageview', domain, url: `https://${domain}${path}`, title: path, referrer: '', visitorId, meta })!;
    const row = { ts, kind: 'pageview' as const, event: '', label: '', domain, path, url: hit.url, title: path, image: '', visitorId, device: 'Desktop' as const, browser: 'Chrome', os: 'Windows', referrer: '', referrerType: 'Direct' as const, lists: {} };
    const hits: IngestHit[] = [{ hit, row, organisationId: null }];
    await metaTagIngestStep.enrich(hits, { db: t.server.db, events: t.server.services.events, contract: t.server.services.contract, assignments: [], directives: [] });
    t.server.services.events.append([row]);
  };
  const get = async <T>(token: string, path: string, query: Record<string, unknown> = {}) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]));
    return t.request<{ data: T }>('GET', `${path}?${qs}`, { token });
  };
  const metaTags = async (token: string, query: Record<string, unknown> = {}) => {
    const res = await get<MetaTagRow[]>(token, mappingPaths.metaTags.list, query);
    if (res.status !== 200) throw new Error(`getMetaTags ${JSON.stringify(query)}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const visitors = async (token: string, query: Record<string, unknown>) => {
    const res = await get<{ visitors: number }>(token, mappingPaths.metaTags.distinctVisitors, query);
    if (res.status !== 200) throw new Error(`getDistinctVisitors ${JSON.stringify(query)}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.visitors;
  };
  const valuesAndVisitors = (rows: MetaTagRow[]) => rows.map((r) => [r.value, r.visitors]);
  /** Distinct visitors per og:title value straight from the stored rows, on `domains` from `from` on: what the routes must equal. */
  const direct = async (domains: string[], from: number) => {
    const titles = new Map((await db.selectFrom('meta_tags').select(['id', 'value']).where('key', '=', 'og:title').execute()).map((r: { id: string | number; value: string }) => [Number(r.id), r.value]));
    const rows = await storedRows<{ ts: number; domain: string; visitor_id: string; meta_tag_ids: number[] }>(t.server.services.events, {}, ['ts', 'domain', 'visitor_id', 'meta_tag_ids']);
    const readers = new Map<string, Set<string>>();
    for (const row of rows.filter((r) => r.ts >= from && domains.includes(r.domain))) {
      for (const value of row.meta_tag_ids.flatMap((id) => titles.get(id) ?? [])) readers.set(value, (readers.get(value) ?? new Set()).add(row.visitor_id));
    }
    // Most visitors first (no two values counted here tie).
    return [...readers].map(([value, visitors]) => ({ value, visitors: visitors.size })).sort((a, b) => b.visitors - a.visitors || (a.value < b.value ? -1 : 1));
  };

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    for (const row of await db.selectFrom('audiences').select(['id', 'english']).where('english', 'in', ['Sports', 'Football']).execute()) audience[row.english] = row.id;
    const demo = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    const otherOrganisation = (await db.insertInto('organisations').values({ name: 'Other Meta Media' }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('domains').values({ title: OTHER_SITE, organisation_id: otherOrganisation }).execute();
    member = await organisationMember(t, 'behaviour@demo.test', demo, BEHAVIOUR_VIEWER);
    other = await organisationMember(t, 'behaviour@other.test', otherOrganisation, BEHAVIOUR_VIEWER);
    noBehaviour = await organisationMember(t, 'no-behaviour@demo.test', demo, ['AUDIENCES.VIEW', 'MODULE_DMP.VIEW']);
    const addDomains = async (userId: number, titles: string[]) => {
      const domains = await db.selectFrom('domains').select('id').where('title', 'in', titles).execute();
      await db.insertInto('user_domains').values(domains.map((d: { id: number }) => ({ user_id: userId, domain_id: d.id, analytics: true }))).execute();
    };
    await addDomains(member.id, ['news.example.com', 'sport.example.com']);
    await addDomains(other.id, [OTHER_SITE]);
    // A session carries the domains it was given at login.
    member.token = (await t.login('behaviour@demo.test')).token;
    other.token = (await t.login('behaviour@other.test')).token;

    // Two days ago and yesterday, through the ingest step: Alpha first seen two days ago; y1 and a1 read it yesterday.
    await ingestedAt(midnight - 2 * DAY + 3_600_000, 'news.example.com', '/alpha', 'visitor-old', { 'og:title': 'Alpha' });
    await ingestedAt(yesterday, 'news.example.com', '/alpha', 'visitor-y1', { 'og:title': 'Alpha', 'og:section': 'Sport Football' });
    await ingestedAt(yesterday + 60_000, 'news.example.com', '/alpha', 'visitor-a1', { 'og:title': 'Alpha' });
    // Today, collected. news: Alpha by a1 … a5 (a1 twice), Beta by b1 … b3 and a1, Gamma by g1.
    for (const visitor of ['visitor-a1', 'visitor-a1', 'visitor-a2', 'visitor-a3', 'visitor-a4', 'visitor-a5']) {
      await collect('news.example.com', '/alpha', visitor, { 'og:title': 'Alpha', 'og:section': 'Sport Football', keywords: 'alpha, greek', 'csrf-token': `secret-${visitor}` });
    }
    for (const visitor of ['visitor-b1', 'visitor-b2', 'visitor-b3', 'visitor-a1']) await collect('news.example.com', '/beta', visitor, { 'og:title': 'Beta', 'og:section': 'Weather', Description: '  About beta  ' });
    await collect('news.example.com', '/gamma', 'visitor-g1', { 'og:title': 'Gamma 100%_off', 'og:section': 'Weather' });
    // sport: Alpha again, by a1 (already counted on news) and s1, s2.
    for (const visitor of ['visitor-a1', 'visitor-s1', 'visitor-s2']) await collect('sport.example.com', '/alpha', visitor, { 'og:title': 'Alpha' });
    // The other organisation's site: Alpha by ten of its visitors, and a title and key of its own.
    for (let i = 0; i < 10; i++) await collect(OTHER_SITE, '/alpha', `visitor-o${i}`, { 'og:title': 'Alpha', 'other:only': 'x' });
    await collect(OTHER_SITE, '/secret', 'visitor-o0', { 'og:title': 'Secret' });
    await t.server.services.events.flush();
    // The catalogue is written off the collect path: its writes done.
    await metaTagIngestStep.drain!(t.server.db);
  });
  afterAll(() => t?.close());

  it('catalogues each (key, value) once with the domains it was seen on and when first; keys in lower case, values trimmed, secrets left out', async () => {
    const keys = (await db.selectFrom('meta_keys').select('key').orderBy('key').execute()).map((r: { key: string }) => r.key);
    expect(keys).toEqual(['description', 'keywords', 'og:section', 'og:title', 'other:only']);
    const alpha = await db
      .selectFrom('meta_tags as t')
      .innerJoin('meta_tag_domains as d', 'd.meta_tag_id', 't.id')
      .select(['t.id', 'd.domain', 'd.created_at'])
      .where('t.value', '=', 'Alpha')
      .orderBy('d.domain')
      .execute();
    expect(new Set(alpha.map((r: { id: string | number }) => Number(r.id)))).toEqual(new Set([metaTagId('og:title', 'Alpha')]));
    expect(alpha.map((r: { domain: string }) => r.domain)).toEqual(['news.example.com', OTHER_SITE, 'sport.example.com']);
    expect(new Date(alpha[0].created_at).getTime()).toBe(midnight - 2 * DAY + 3_600_000);
    expect(await db.selectFrom('meta_tags').select('value').where('value', 'like', '%beta%').execute()).toEqual([{ value: 'About beta' }]);
    // A page view carries its tags' ids and, position by position, their keys' classes; the catalogue names the ids.
    const [row] = await storedRows<{ meta_tag_ids: number[]; meta_key_ids: number[] }>(t.server.services.events, { path: '/beta' }, ['meta_tag_ids', 'meta_key_ids']);
    const expected = [
      ['og:title', 'Beta'],
      ['og:section', 'Weather'],
      ['description', 'About beta'],
    ]
      .map(([key, value]) => ({ id: metaTagId(key, value), key, value }))
      .sort((a, b) => a.id - b.id);
    expect(row.meta_tag_ids).toEqual(expected.map((tag) => tag.id));
    expect(row.meta_key_ids).toEqual(expected.map((tag) => metaKeyClass(tag.key)));
    const named = await db.selectFrom('meta_tags').select(['id', 'key', 'value']).where('id', 'in', expected.map((tag) => tag.id)).execute();
    expect(named.map((r: { id: string | number; key: string; value: string }) => ({ id: Number(r.id), key: r.key, value: r.value })).sort((a: { id: number }, b: { id: number }) => a.id - b.id)).toEqual(expected);
  });

  it("MT-09: getAvailableFields lists the keys seen on the caller's domains, og:title first, then by name", async () => {
    expect((await get<string[]>(member.token, mappingPaths.metaTags.availableFields)).body.data).toEqual(['og:title', 'description', 'keywords', 'og:section']);
    expect((await get<string[]>(other.token, mappingPaths.metaTags.availableFields)).body.data).toEqual(['og:title', 'other:only']);
    expect((await get<string[]>(admin, mappingPaths.metaTags.availableFields)).body.data).toEqual(['og:title', 'description', 'keywords', 'og:section', 'other:only']);
  });

  it('MT-10, MT-15: getMetaTags defaults to og:title, top 10, today: the values by distinct visitors across the caller\'s domains; top cuts; search finds values containing it', async () => {
    const rows = await metaTags(member.token);
    // Alpha: a1 … a5 on news, a1, s1, s2 on sport: 7 (a1 once); Beta: b1 … b3 and a1.
    expect(valuesAndVisitors(rows)).toEqual([
      ['Alpha', 7],
      ['Beta', 4],
      ['Gamma 100%_off', 1],
    ]);
    expect(valuesAndVisitors(rows)).toEqual((await direct(['news.example.com', 'sport.example.com'], midnight)).map((r) => [r.value, r.visitors]));
    expect(valuesAndVisitors(await metaTags(member.token, { top: 2 }))).toEqual([
      ['Alpha', 7],
      ['Beta', 4],
    ]);
    expect(valuesAndVisitors(await metaTags(member.token, { search: 'ALP' }))).toEqual([['Alpha', 7]]);
    // LIKE's own wildcards are plain text in a search.
    expect(valuesAndVisitors(await metaTags(member.token, { search: '%_o' }))).toEqual([['Gamma 100%_off', 1]]);
    expect(valuesAndVisitors(await metaTags(member.token, { search: 'a_p' }))).toEqual([]);
    expect(valuesAndVisitors(await metaTags(member.token, { key: 'DESCRIPTION' }))).toEqual([['About beta', 4]]);
    expect(await metaTags(member.token, { key: 'no:such:key' })).toEqual([]);
    expect(valuesAndVisitors(await metaTags(member.token, { filters: { domain: 'sport.example.com' } }))).toEqual([['Alpha', 3]]);
  });

  it('MT-11: the timeframe counts whole UTC days exactly (a visitor of several days once); min visitors and the mappings filter', async () => {
    // last7Days: Alpha also by meta-old, y1 (a1 already counted).
    expect(valuesAndVisitors(await metaTags(member.token, { filters: { timeframe: 'last7Days' } }))).toEqual([
      ['Alpha', 9],
      ['Beta', 4],
      ['Gamma 100%_off', 1],
    ]);
    expect(valuesAndVisitors(await metaTags(member.token, { filters: { timeframe: 'last30Days' } }))).toEqual((await direct(['news.example.com', 'sport.example.com'], midnight - 29 * DAY)).map((r) => [r.value, r.visitors]));
    expect(valuesAndVisitors(await metaTags(member.token, { filters: { timeframe: 'yesterday' } }))).toEqual([['Alpha', 2]]);
    expect(await metaTags(member.token, { filters: { minVisitors: 10000 } })).toEqual([]);
    const sections = (mappings: string) => metaTags(member.token, { key: 'og:section', filters: { mappings } }).then(valuesAndVisitors);
    // As many visitors: the one seen first comes first.
    expect(await sections('all')).toEqual([
      ['Sport Football', 5],
      ['Weather', 5],
    ]);
    expect(await sections('mapped')).toEqual([['Sport Football', 5]]);
    expect(await sections('unmapped')).toEqual([['Weather', 5]]);
  });

  it('MT-14: a row carries key, value, visitors, the highest affinity and the audiences of the rules matching it, how many, and when first seen', async () => {
    const [row] = await metaTags(member.token, { key: 'og:section', filters: { mappings: 'mapped', timeframe: 'last7Days' } });
    // The demo rules: Sports "sport*" (affinity 6), Football "*football*" (8).
    expect(row).toEqual({
      key: 'og:section',
      value: 'Sport Football',
      visitors: 6,
      affinity_score: 8,
      audiences: [
        { id: audience.Sports, text: 'Sports' },
        { id: audience.Football, text: 'Football' },
      ].sort((a, b) => a.id - b.id),
      mappings: 2,
      created_at: new Date(yesterday).toISOString(),
    });
    const [alpha] = await metaTags(member.token);
    expect(alpha).toMatchObject({ key: 'og:title', value: 'Alpha', affinity_score: null, audiences: [], mappings: 0, created_at: new Date(midnight - 2 * DAY + 3_600_000).toISOString() });
  });

  it('MT-13: getDistinctVisitors counts the visitors of every value a rule of that value and logic matches, each visitor once', async () => {
    const count = (value: string, logic?: string, filters: object = {}) => visitors(member.token, { key: 'og:title', value, ...(logic ? { logic } : {}), filters });
    expect(await count('Alpha')).toBe(7);
    expect(await count('alpha')).toBe(7);
    expect(await count('Alpha', 'equals', { timeframe: 'last7Days' })).toBe(9);
    expect(await count('Alpha', 'equals', { timeframe: 'yesterday' })).toBe(2);
    // Alpha and Beta both contain "a" …: a1 read both, and Gamma too; 7 + b1 … b3 + g1.
    expect(await count('a', 'contains')).toBe(11);
    expect(await count('*ETA')).toBe(4);
    expect(await count('Al', 'beginsWith')).toBe(7);
    expect(await count('%', 'contains')).toBe(1);
    expect(await count('Zeta', 'contains')).toBe(0);
    expect(await count('Alpha', 'equals', { domain: 'sport.example.com' })).toBe(3);
    expect(await visitors(member.token, { key: 'no:such:key', value: 'x' })).toBe(0);
  });

  it("tenancy: another organisation's site is never counted or listed; a domain outside the caller's is refused; an admin sees every domain", async () => {
    expect(valuesAndVisitors(await metaTags(other.token))).toEqual([
      ['Alpha', 10],
      ['Secret', 1],
    ]);
    expect((await metaTags(member.token)).some((r) => r.value === 'Secret')).toBe(false);
    expect(await visitors(member.token, { key: 'og:title', value: 'Secret' })).toBe(0);
    expect(await visitors(other.token, { key: 'og:title', value: 'Alpha' })).toBe(10);
    expect((await get(member.token, mappingPaths.metaTags.list, { filters: { domain: OTHER_SITE } })).status).toBe(403);
    expect((await get(other.token, mappingPaths.metaTags.distinctVisitors, { key: 'og:title', value: 'Alpha', filters: { domain: 'news.example.com' } })).status).toBe(403);
    expect(valuesAndVisitors(await metaTags(admin, { top: 2 }))).toEqual([
      ['Alpha', 17],
      ['Beta', 4],
    ]);
  });

  it('422 on bad input, naming the field; 403 without viewSurfBehaviour', async () => {
    for (const [query, field] of [
      [{ top: 0 }, 'top'],
      [{ top: 101 }, 'top'],
      [{ filters: { timeframe: 'lastYear' } }, 'filters.timeframe'],
      [{ filters: { minVisitors: 5 } }, 'filters.minVisitors'],
      [{ filters: { mappings: 'some' } }, 'filters.mappings'],
      [{ filters: '{not json' }, 'filters'],
    ] as const) {
      const res = await get(member.token, mappingPaths.metaTags.list, query);
      expect([res.status, JSON.stringify(res.body)]).toEqual([422, expect.stringContaining(field)]);
    }
    for (const [query, field] of [
      [{ value: 'Alpha' }, 'key'],
      [{ key: 'og:title' }, 'value'],
      [{ key: 'og:title', value: 'Alpha', logic: 'near' }, 'logic'],
    ] as const) {
      const res = await get(member.token, mappingPaths.metaTags.distinctVisitors, query);
      expect([res.status, JSON.stringify(res.body)]).toEqual([422, expect.stringContaining(field)]);
    }
    for (const path of [mappingPaths.metaTags.list, mappingPaths.metaTags.availableFields]) expect((await get(noBehaviour.token, path)).status).toBe(403);
    expect((await get(noBehaviour.token, mappingPaths.metaTags.distinctVisitors, { key: 'og:title', value: 'Alpha' })).status).toBe(403);
    const exact = await get(member.token, mappingPaths.metaTags.distinctVisitors, { key: 'og:title', value: 'Alpha', exact: 'maybe' });
    expect([exact.status, JSON.stringify(exact.body)]).toEqual([422, expect.stringContaining('exact')]);
  });

  it('MT-13, OP-68: with exact, getDistinctVisitors counts the one tag of that value, a value beginning with a star included, as the row lists it', async () => {
    // Titles of their own (last: the tests above count the others): "*Starred" by st1, "Starred" by st2 and st3, "Lone starred" by st4.
    await collect('news.example.com', '/star-1', 'visitor-st1', { 'og:title': '*Starred' });
    for (const visitor of ['visitor-st2', 'visitor-st3']) await collect('news.example.com', '/star-2', visitor, { 'og:title': 'Starred' });
    await collect('sport.example.com', '/star-3', 'visitor-st4', { 'og:title': 'Lone starred' });
    await t.server.services.events.flush();
    await metaTagIngestStep.drain!(t.server.db);
    const count = (value: string, query: object = {}) => visitors(member.token, { key: 'og:title', value, ...query });
    expect(valuesAndVisitors(await metaTags(member.token, { search: 'starred' }))).toEqual([
      ['Starred', 2],
      ['*Starred', 1],
      ['Lone starred', 1],
    ]);
    expect(await count('*Starred', { exact: true })).toBe(1);
    // Without exact its star is a wildcard: every title ending in "starred".
    expect(await count('*Starred')).toBe(4);
    expect(await count('*Starred', { exact: true, logic: 'contains' })).toBe(1);
    expect(await count('Starred', { exact: true })).toBe(2);
    expect(await count('Alpha', { exact: true })).toBe(7);
    expect(await count('Alpha', { exact: true, filters: { timeframe: 'last7Days' } })).toBe(9);
    // The other organisation's ten Alpha readers are not the member's.
    expect(await visitors(other.token, { key: 'og:title', value: 'Alpha', exact: true })).toBe(10);
    expect(await count('Starr', { exact: true })).toBe(0);
  });
});
