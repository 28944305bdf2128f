import { crud } from '../../../../core/common/permissions';
import { hashPassword } from '../../../../core/server/auth/passwordHash';
import type { EventRow, ListAssignment } from '../../../../core/server/events/EventRow';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import { createUser } from '../../../../core/server/users/userRepository';
import type { Audience } from '../../../../plugins/audiences/common/Audience';
import { audiencesDb } from '../../../../plugins/audiences/server/AudiencesTables';
import { timeframeRange } from '../../../../plugins/audiences/server/timeframeRange';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../../support/startTestServer';
import { storedAssignments, storedRows } from '../../../support/storeRows';
import { eventRow } from '../../monitoring/craftedEvents';

const DAY = 86_400_000;
const flatten = (nodes: Audience[]): Audience[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
/** An audience manager who may read leads, of one organisation, with analytics domains. */
const MEMBER_ACCESS = [...crud('AUDIENCES'), 'LEAD_DATA.VIEW', 'MODULE_DMP.VIEW'];

/** A CSV reply as rows of cells (the crafted values hold no comma, quote or line break), after its byte order mark. */
async function cells(res: Response): Promise<string[][]> {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).split('\r\n').filter(Boolean).map((line) => line.split(','));
}

/**
 * The overview's server calls beyond the counts (issue 15): the data-quality filter (AO-19),
 * the CSV downloads (AO-12, AO-13) and the audience lists across two organisations, on the
 * real server, database and event store.
 */
describe('audience data quality, downloads and tenancy (issue 15)', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  let sports: number;
  let football: number;
  let ownA: number;
  let ownB: number;
  const now = Date.now();
  const midnight = Math.floor(now / DAY) * DAY;
  const today = midnight + Math.floor((now - midnight) / 2);
  const threeDaysAgo = midnight - 3 * DAY + 3600_000;
  const lead = { kind: 'event', event: 'lead_form_submit', label: 'newsletter' } as const;

  const user = async (name: string, organisationId: number, access: string[], domains: string[]) => {
    const email = `${name}@downloads.test`;
    await createUser(t.server.db, { email, passwordHash: await hashPassword(DEMO_PASSWORD), firstname: 'Download', lastname: name, access, domains, organisationId });
    tokens[name] = (await t.login(email)).token;
  };

  beforeAll(async () => {
    t = await startTestServer();
    const db = t.server.db;
    for (const email of ['admin@demo.test', 'viewer@demo.test']) tokens[email.split('@')[0]] = (await t.login(email)).token;
    const demo = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    const other = (await db.insertInto('organisations').values({ name: 'Other Org' }).returning('id').executeTakeFirstOrThrow()).id;
    await user('a', demo, MEMBER_ACCESS, ['news.example.com', 'sport.example.com']);
    await user('b', other, MEMBER_ACCESS, ['news.example.com']);
    await user('noLeads', demo, ['AUDIENCES.VIEW', 'MODULE_DMP.VIEW'], ['news.example.com']);
    const create = async (token: string, german: string, english: string) => (await t.request('POST', '/v1/audiences', { token, body: { german, english, type_id: 1 } })).body.data.id as number;
    ownA = await create(tokens.a, '=Eigene A', 'Own A');
    ownB = await create(tokens.b, 'Eigene B', 'Own B');
    const all = flatten((await t.request('GET', '/v1/audiences/getAudiences', { token: tokens.admin })).body.data);
    [sports, football] = [all.find((a) => a.english === 'Sports')!.id, all.find((a) => a.english === 'Football')!.id];

    const visits: [string, number, string, number[], boolean][] = [
      // visitor, when, domain, audiences, submitted a lead
      ['p1', today, 'news.example.com', [sports, ownA], true],
      ['p2', today, 'news.example.com', [sports], true],
      ['p3', today, 'sport.example.com', [sports], false],
      ['p4', today, 'blog.example.org', [sports, ownA], true],
      ['p5', today, 'news.example.com', [sports], false],
      ['p6', today, 'news.example.com', [ownB], true],
      ['p7', threeDaysAgo, 'news.example.com', [sports], true],
    ];
    // Affinities (score = affinity ÷ 10 as the ingest stores them); p5 carries Sports without an assignment.
    const scores: [string, number, number][] = [
      ['p1', sports, 0.3], ['p1', ownA, 0.8], ['p2', sports, 0.5], ['p3', sports, 0.9], ['p4', sports, 0.7], ['p4', ownA, 0.4], ['p6', ownB, 1], ['p7', sports, 1],
    ];
    // The rows as the assign step writes them: the audiences, and those held with affinity ≥ 4 resp. ≥ 7.
    const scoreOf = (visitorId: string, id: number) => scores.find(([v, a]) => v === visitorId && a === id)?.[2] ?? 0;
    const lists = (visitorId: string, audience: number[]) => ({ audience, audience_medium: audience.filter((id) => scoreOf(visitorId, id) >= 0.4), audience_high: audience.filter((id) => scoreOf(visitorId, id) >= 0.7) });
    const rows: EventRow[] = visits.flatMap(([visitorId, ts, domain, audience, submitted]) => [
      eventRow(ts, { visitorId, domain, lists: lists(visitorId, audience) }),
      ...(submitted ? [eventRow(ts + 1000, { visitorId, domain, lists: lists(visitorId, audience), ...lead })] : []),
    ]);
    const assignments: ListAssignment[] = scores.map(([visitorId, id, score]) => ({ ts: today - 60_000, list: 'audience', id, visitorId, domain: 'news.example.com', score }));
    t.server.services.events.append(rows);
    t.server.services.events.appendAssignments(assignments);
    await t.server.services.events.flush();
    const leadRow = (visitor_id: string, ts: number, domain: string, data: object) => ({ form_id: 42, visitor_id, domain, data: JSON.stringify(data), created_at: new Date(ts + 1000) });
    await audiencesDb(db).insertInto('forms').values({ id: 42, domain: 'news.example.com', title: 'Newsletter', fields: JSON.stringify(['email', 'name']) }).execute();
    await audiencesDb(db)
      .insertInto('leads')
      .values([
        leadRow('p1', today, 'news.example.com', { email: 'p1@example.test', name: '=cmd|calc' }),
        leadRow('p2', today, 'news.example.com', { email: 'p2@example.test', name: 'Anna' }),
        leadRow('p4', today, 'blog.example.org', { email: 'p4@example.test', name: 'Blog' }),
        leadRow('p6', today, 'news.example.com', { email: 'p6@example.test', name: 'Other' }),
        leadRow('p7', threeDaysAgo, 'news.example.com', { email: 'p7@example.test', name: 'Early' }),
      ])
      .execute();
  }, 60_000);
  afterAll(() => t?.close());

  const counts = async (call: 'getVisitorCount' | 'getLeadsCount', body: Record<string, unknown>, token = tokens.admin) => {
    const res = await t.request('POST', `/v1/audiences/${call}`, { token, body: { missingAudienceIds: [sports, ownA], refreshCache: true, ...body } });
    if (res.status !== 200) throw new Error(`${call}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as Record<string, number>;
  };

  /** The same count straight from the stored rows: distinct visitors whose rows carried the audience, with an assignment of the score. */
  const direct = async (kind: 'visitors' | 'leads', id: number, minScore: number | undefined, domains?: string[]) => {
    const { from, to } = timeframeRange('today', Date.now());
    const events = t.server.services.events;
    const rows = await storedRows<{ ts: number; domain: string; event: string; visitor_id: string; audience_ids: number[] }>(events, {}, ['ts', 'domain', 'event', 'visitor_id', 'audience_ids']);
    const scored = minScore === undefined ? undefined : new Set((await storedAssignments(events, 'audience', { id })).filter((a) => a.score >= minScore).map((a) => a.visitorId));
    const counted = rows.filter(
      (r) =>
        r.ts >= from &&
        r.ts < to &&
        (!domains || domains.includes(r.domain)) &&
        (kind === 'visitors' || r.event === 'lead_form_submit') &&
        r.audience_ids.includes(id) &&
        (!scored || scored.has(r.visitor_id)),
    );
    return new Set(counted.map((r) => r.visitor_id)).size;
  };

  it('AO-19, OP-38: quality low counts every membership, medium affinity 4 and more, high 7 and more — equal to direct counts in the store', async () => {
    for (const [quality, minScore] of [['low', undefined], ['medium', 0.4], ['high', 0.7]] as const) {
      const visitors = await counts('getVisitorCount', { timeframe: 'today', quality });
      const leads = await counts('getLeadsCount', { timeframe: 'today', quality });
      expect({ quality, visitors, leads }).toEqual({
        quality,
        visitors: { [sports]: await direct('visitors', sports, minScore), [ownA]: await direct('visitors', ownA, minScore) },
        leads: { [sports]: await direct('leads', sports, minScore), [ownA]: await direct('leads', ownA, minScore) },
      });
    }
    // By hand: Sports p1–p5 (p5 has no assignment: low only), p2 0.5, p3 0.9, p4 0.7; leads p1, p2, p4.
    expect(await counts('getVisitorCount', { timeframe: 'today', quality: 'low' })).toEqual({ [sports]: 5, [ownA]: 2 });
    expect(await counts('getVisitorCount', { timeframe: 'today', quality: 'medium' })).toEqual({ [sports]: 3, [ownA]: 2 });
    expect(await counts('getVisitorCount', { timeframe: 'today', quality: 'high' })).toEqual({ [sports]: 2, [ownA]: 1 });
    expect(await counts('getLeadsCount', { timeframe: 'today', quality: 'high' })).toEqual({ [sports]: 1, [ownA]: 1 });
    // Without quality: low.
    expect(await counts('getVisitorCount', { timeframe: 'today' })).toEqual({ [sports]: 5, [ownA]: 2 });
    // Over the member's domains only (news and sport: not p4's blog): Sports p2, p3; their own audience p1.
    const domains = ['news.example.com', 'sport.example.com'];
    expect(await counts('getVisitorCount', { timeframe: 'today', quality: 'medium' }, tokens.a)).toEqual({ [sports]: await direct('visitors', sports, 0.4, domains), [ownA]: await direct('visitors', ownA, 0.4, domains) });
    expect(await counts('getVisitorCount', { timeframe: 'today', quality: 'medium' }, tokens.a)).toEqual({ [sports]: 2, [ownA]: 1 });
  });

  it('AO-19, OP-46: the quality is part of the cache key: a cached low answer is not given for high', async () => {
    const body = { timeframe: 'today', missingAudienceIds: [sports] };
    expect((await t.request('POST', '/v1/audiences/getVisitorCount', { token: tokens.admin, body: { ...body, quality: 'low' } })).body.data).toEqual({ [sports]: 5 });
    expect((await t.request('POST', '/v1/audiences/getVisitorCount', { token: tokens.admin, body: { ...body, quality: 'high' } })).body.data).toEqual({ [sports]: 2 });
    const bad = await t.request('POST', '/v1/audiences/getVisitorCount', { token: tokens.admin, body: { ...body, quality: 'best' } });
    expect([bad.status, bad.body.errors]).toEqual([422, { quality: ['quality must be one of low, medium, high.'] }]);
  });

  const download = (path: string, token?: string) => fetch(`${t.url}/api/v1/audiences/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('AO-12: GET download answers the caller\'s audiences as a CSV attachment in the locale, with visitors, leads and leads % over their domains', async () => {
    const res = await download('download?locale=de&timeframe=today&quality=low', tokens.a);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audiences-today-low-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = await cells(res);
    expect(header).toEqual(['ID', 'Name', 'Typ', 'Übergeordnete Zielgruppe', 'Besucher', 'Leads', 'Leads (% der Besucher)']);
    const byId = new Map(rows.map((row) => [Number(row[0]), row]));
    // Member a reads news and sport: Sports p1, p2, p3, p5 with leads p1, p2; its own audience p1 (p4 is on the blog).
    expect(byId.get(sports)).toEqual([String(sports), 'Sport', 'Interesse', '', '4', '2', '50']);
    expect(byId.get(football)).toEqual([String(football), 'Fußball', 'Interesse', 'Sport', '0', '0', '']);
    // A name starting like a formula is text.
    expect(byId.get(ownA)).toEqual([String(ownA), "'=Eigene A", 'Interesse', '', '1', '1', '100']);
    expect(byId.has(ownB)).toBe(false);

    const english = (await cells(await download('download?locale=en&quality=medium', tokens.admin)));
    expect(english[0]).toEqual(['ID', 'Name', 'Type', 'Parent audience', 'Visitors', 'Leads', 'Leads (% of visitors)']);
    const admin = new Map(english.slice(1).map((row) => [Number(row[0]), row]));
    expect(admin.get(sports)).toEqual([String(sports), 'Sports', 'Interest', '', '3', '2', '66.67']);
    // Admins see every organisation's audiences.
    expect([admin.has(ownA), admin.has(ownB)]).toEqual([true, true]);
    expect([...admin.values()].some((row) => row[2] === 'Property')).toBe(true);
  });

  it('AO-13: GET downloadLeadsOfAudience answers the leads of the audience\'s members in the timeframe on the caller\'s domains, with their form fields', async () => {
    const res = await download(`downloadLeadsOfAudience?id=${sports}&affinityScore=1&timeframe=today&type=csv`, tokens.a);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="leads-${sports}-today-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    const [header, ...rows] = await cells(res);
    expect(header).toEqual(['Lead ID', 'Submitted at (UTC)', 'Domain', 'Form ID', 'Form', 'Visitor ID', 'Affinity score', 'email', 'name']);
    expect(rows.map((row) => row.slice(2))).toEqual([
      ['news.example.com', '42', 'Newsletter', 'p1', '3', 'p1@example.test', "'=cmd|calc"],
      ['news.example.com', '42', 'Newsletter', 'p2', '5', 'p2@example.test', 'Anna'],
    ]);
    expect(rows[0][1]).toBe(new Date(today + 1000).toISOString());
    // affinityScore as a level or a number: the quality rule; the admin sees every domain; last7Days takes p7 too.
    const visitorsOf = async (query: string, token = tokens.admin) => (await cells(await download(`downloadLeadsOfAudience?id=${sports}&${query}`, token))).slice(1).map((row) => row[5]);
    expect(await visitorsOf('affinityScore=medium&timeframe=today')).toEqual(['p2', 'p4']);
    expect(await visitorsOf('affinityScore=7&timeframe=today')).toEqual(['p4']);
    expect(await visitorsOf('timeframe=last7Days')).toEqual(['p1', 'p2', 'p4', 'p7']);
    // As many leads' visitors as getLeadsCount counts for the same audience, timeframe and quality.
    for (const [affinityScore, quality] of [['1', 'low'], ['4', 'medium'], ['7', 'high']] as const) {
      expect(new Set(await visitorsOf(`affinityScore=${affinityScore}&timeframe=today`)).size).toBe((await counts('getLeadsCount', { timeframe: 'today', quality, missingAudienceIds: [sports] }))[sports]);
    }
  });

  it("issue 15: another organisation's audience is not found for the leads download, and its counts are refused; admins reach it", async () => {
    const foreign = await download(`downloadLeadsOfAudience?id=${ownB}`, tokens.a);
    expect([foreign.status, (await foreign.json()).error]).toEqual([404, 'audience_not_found']);
    expect((await t.request('POST', '/v1/audiences/getVisitorCount', { token: tokens.a, body: { timeframe: 'today', missingAudienceIds: [ownB] } })).status).toBe(422);
    const admin = (await cells(await download(`downloadLeadsOfAudience?id=${ownB}`, tokens.admin)));
    expect(admin.slice(1).map((row) => row[5])).toEqual(['p6']);
    expect((await cells(await download(`downloadLeadsOfAudience?id=${ownB}`, tokens.b))).slice(1).map((row) => row[5])).toEqual(['p6']);
  });

  it('OP-08: bad query values get 422 naming each field', async () => {
    const errors = async (path: string) => {
      const res = await download(path, tokens.admin);
      expect(res.status).toBe(422);
      return Object.keys((await res.json()).errors).sort();
    };
    expect(await errors('download?locale=fr&timeframe=lastYear&quality=best')).toEqual(['locale', 'quality', 'timeframe']);
    expect(await errors('downloadLeadsOfAudience?affinityScore=11&type=xlsx')).toEqual(['affinityScore', 'id', 'type']);
    expect(await errors(`downloadLeadsOfAudience?id=${sports}&affinityScore=0&timeframe=ever`)).toEqual(['affinityScore', 'timeframe']);
  });

  it('AO-12, AO-13: the audiences download takes viewAudiences, the leads download downloadAudienceLeads (LEAD_DATA.VIEW too); no token 401', async () => {
    expect((await download('download', tokens.viewer)).status).toBe(403);
    expect((await download(`downloadLeadsOfAudience?id=${sports}`, tokens.viewer)).status).toBe(403);
    expect((await download('download', tokens.noLeads)).status).toBe(200);
    expect((await download(`downloadLeadsOfAudience?id=${sports}`, tokens.noLeads)).status).toBe(403);
    expect((await download('download')).status).toBe(401);
    expect((await download(`downloadLeadsOfAudience?id=${sports}`)).status).toBe(401);
  });

  it('issue 15, PM-35: getAudiences and getAllAudiences give admins every organisation\'s audiences, members their organisation\'s and the shared taxonomy', async () => {
    for (const call of ['getAudiences', 'getAllAudiences?locale=en']) {
      const ids = async (token: string) => new Set(flatten((await t.request('GET', `/v1/audiences/${call}`, { token })).body.data).map((a) => a.id));
      const [admin, a, b] = [await ids(tokens.admin), await ids(tokens.a), await ids(tokens.b)];
      expect({ call, admin: [admin.has(ownA), admin.has(ownB), admin.has(sports)], a: [a.has(ownA), a.has(ownB), a.has(sports)], b: [b.has(ownA), b.has(ownB), b.has(sports)] }).toEqual({
        call,
        admin: [true, true, true],
        a: [true, false, true],
        b: [false, true, true],
      });
    }
  });
});
