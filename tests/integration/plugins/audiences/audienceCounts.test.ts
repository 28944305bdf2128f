import type { EventRow } from '../../../../core/server/events/EventRow';
import type { Audience } from '../../../../plugins/audiences/common/Audience';
import { startTestServer, type TestServer } from '../../../support/startTestServer';
import { eventRow } from '../../monitoring/craftedEvents';

const DAY = 86_400_000;
const flatten = (nodes: Audience[]): Audience[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('POST getVisitorCount and getLeadsCount (management §7)', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  let sports: number;
  let football: number;
  let cycling: number;
  const now = Date.now();
  const midnight = Math.floor(now / DAY) * DAY;
  /** Moments of the crafted set, each inside exactly the timeframes its name says. */
  const at = {
    today: midnight + Math.floor((now - midnight) / 2),
    yesterday: midnight - 12 * 3600_000,
    threeDaysAgo: midnight - 3 * DAY + 3600_000,
    tenDaysAgo: now - 10 * DAY,
    fortyDaysAgo: now - 40 * DAY,
  };
  const lead = { kind: 'event', event: 'lead_form_submit', label: 'newsletter' } as const;

  beforeAll(async () => {
    t = await startTestServer();
    for (const email of ['admin@demo.test', 'analyst@demo.test', 'marketer@demo.test', 'viewer@demo.test']) tokens[email.split('@')[0]] = (await t.login(email)).token;
    const all = flatten((await t.request('GET', '/v1/audiences/getAudiences', { token: tokens.admin })).body.data);
    const id = (english: string) => all.find((a) => a.english === english)!.id;
    [sports, football, cycling] = [id('Sports'), id('Football'), id('Cycling')];
    const rows: EventRow[] = [
      // Sports: a today, b yesterday (twice), c three days ago on the blog (not an analyst's domain), d ten days ago, e forty days ago.
      eventRow(at.today, { visitorId: 'a', lists: { audience: [sports, football] } }),
      eventRow(at.today + 1, { visitorId: 'a', lists: { audience: [sports, football] } }),
      eventRow(at.yesterday, { visitorId: 'b', lists: { audience: [sports] } }),
      eventRow(at.yesterday + 1000, { visitorId: 'b', lists: { audience: [sports] }, ...lead }),
      eventRow(at.threeDaysAgo, { visitorId: 'c', domain: 'blog.example.org', lists: { audience: [sports, football] } }),
      eventRow(at.threeDaysAgo + 1000, { visitorId: 'c', domain: 'blog.example.org', lists: { audience: [sports, football] }, ...lead }),
      eventRow(at.tenDaysAgo, { visitorId: 'd', domain: 'sport.example.com', lists: { audience: [football] } }),
      eventRow(at.tenDaysAgo + 1000, { visitorId: 'd', domain: 'sport.example.com', lists: { audience: [football] }, ...lead }),
      eventRow(at.fortyDaysAgo, { visitorId: 'e', lists: { audience: [sports] }, ...lead }),
      // A vote is no lead.
      eventRow(at.today + 2, { visitorId: 'a', lists: { audience: [sports] }, kind: 'event', event: 'vote', label: 'yes' }),
    ];
    t.server.services.events.append(rows);
    await t.server.services.events.flush();
  });
  afterAll(() => t?.close());

  const post = (call: 'getVisitorCount' | 'getLeadsCount', body: unknown, token = tokens.admin) => t.request('POST', `/v1/audiences/${call}`, { token, body });
  const counts = async (call: 'getVisitorCount' | 'getLeadsCount', body: Record<string, unknown>, token = tokens.admin) => {
    const res = await post(call, { missingAudienceIds: [sports, football, cycling], refreshCache: true, ...body }, token);
    if (res.status !== 200) throw new Error(`${call}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const byName = (data: Record<string, number>) => ({ sports: data[sports], football: data[football], cycling: data[cycling] });

  it('API-48: getVisitorCount counts distinct visitors per audience in each timeframe', async () => {
    expect(byName(await counts('getVisitorCount', { timeframe: 'today' }))).toEqual({ sports: 1, football: 1, cycling: 0 });
    expect(byName(await counts('getVisitorCount', { timeframe: 'yesterday' }))).toEqual({ sports: 1, football: 0, cycling: 0 });
    expect(byName(await counts('getVisitorCount', { timeframe: 'last7Days' }))).toEqual({ sports: 3, football: 2, cycling: 0 });
    expect(byName(await counts('getVisitorCount', { timeframe: 'last30Days' }))).toEqual({ sports: 3, football: 3, cycling: 0 });
  });

  it('API-49: getLeadsCount counts distinct visitors with a lead form submission per audience', async () => {
    expect(byName(await counts('getLeadsCount', { timeframe: 'today' }))).toEqual({ sports: 0, football: 0, cycling: 0 });
    expect(byName(await counts('getLeadsCount', { timeframe: 'last7Days' }))).toEqual({ sports: 2, football: 1, cycling: 0 });
    expect(byName(await counts('getLeadsCount', { timeframe: 'last30Days' }))).toEqual({ sports: 2, football: 2, cycling: 0 });
  });

  it('API-41: the timeframe may also come inside filters (the management overview keeps it there)', async () => {
    expect(byName(await counts('getVisitorCount', { filters: { timeframe: 'last30Days' } }))).toEqual({ sports: 3, football: 3, cycling: 0 });
  });

  it('filters.domain narrows the counts; a user without all domains counts only their analytics domains', async () => {
    expect(byName(await counts('getVisitorCount', { timeframe: 'last30Days', filters: { domain: 'sport.example.com' } }))).toEqual({ sports: 0, football: 1, cycling: 0 });
    // The analyst sees news and sport, not the blog where c was.
    expect(byName(await counts('getVisitorCount', { timeframe: 'last30Days' }, tokens.analyst))).toEqual({ sports: 2, football: 2, cycling: 0 });
    expect((await post('getVisitorCount', { timeframe: 'last30Days', filters: { domain: 'blog.example.org' } }, tokens.analyst)).status).toBe(403);
  });

  it('without missingAudienceIds every audience the caller sees is answered', async () => {
    const res = await post('getVisitorCount', { timeframe: 'last30Days' });
    expect(res.status).toBe(200);
    const all = flatten((await t.request('GET', '/v1/audiences/getAudiences', { token: tokens.admin })).body.data);
    expect(Object.keys(res.body.data).sort()).toEqual(all.map((a) => String(a.id)).sort());
    expect(res.body.data[sports]).toBe(3);
  });

  it('IA-10: the analytics audience — id, type_id, filename, children, text from the list; visitorCount and leadCount from the count calls', async () => {
    const list = flatten((await t.request('GET', '/v1/audiences/getAllAudiences?locale=en', { token: tokens.analyst })).body.data);
    const sportsRow = list.find((a) => a.id === sports)!;
    expect(Object.keys(sportsRow)).toEqual(expect.arrayContaining(['id', 'type_id', 'filename', 'children', 'text']));
    expect(sportsRow).toMatchObject({ type_id: 1, text: 'Sports' });
    const body = { timeframe: 'last30Days', missingAudienceIds: [sports] };
    expect((await post('getVisitorCount', body, tokens.analyst)).body.data).toEqual({ [sports]: 2 });
    expect((await post('getLeadsCount', body, tokens.analyst)).body.data).toEqual({ [sports]: 1 });
  });

  it('OP-46: answers come from a short-lived cache until refreshCache asks for a recount', async () => {
    const body = { timeframe: 'today', missingAudienceIds: [cycling] };
    expect((await post('getVisitorCount', body)).body.data).toEqual({ [cycling]: 0 });
    // A visit arriving now (rows carry their arrival time; settled hours are never rewritten).
    t.server.services.events.append([eventRow(Date.now(), { visitorId: 'f', lists: { audience: [cycling] } })]);
    await t.server.services.events.flush();
    expect((await post('getVisitorCount', body)).body.data).toEqual({ [cycling]: 0 });
    expect((await post('getVisitorCount', { ...body, refreshCache: true })).body.data).toEqual({ [cycling]: 1 });
    expect((await post('getVisitorCount', body)).body.data).toEqual({ [cycling]: 1 });
  });

  it('OP-08: bad input is refused with 422 naming the field', async () => {
    const errors = async (body: unknown) => {
      const res = await post('getVisitorCount', body);
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('validation_failed');
      return res.body.errors;
    };
    expect(await errors({})).toEqual({ timeframe: ['timeframe is required.'] });
    expect(await errors({ timeframe: 'lastYear' })).toEqual({ timeframe: ['timeframe must be one of today, yesterday, last7Days, last30Days.'] });
    expect(Object.keys(await errors({ timeframe: 'today', missingAudienceIds: 'all' }))).toEqual(['missingAudienceIds']);
    expect(Object.keys(await errors({ timeframe: 'today', missingAudienceIds: [-1] }))).toEqual(['missingAudienceIds[0]']);
    expect(await errors({ timeframe: 'today', missingAudienceIds: [sports, 999999] })).toEqual({ missingAudienceIds: ['Unknown audience ids: 999999.'] });
    expect(Object.keys(await errors({ timeframe: 'today', refreshCache: 'yes please' }))).toEqual(['refreshCache']);
  });

  it('both calls need the getAudiences rule (AUDIENCES.VIEW): the viewer gets 403, no token 401', async () => {
    expect((await post('getVisitorCount', { timeframe: 'today' }, tokens.viewer)).status).toBe(403);
    expect((await post('getLeadsCount', { timeframe: 'today' }, tokens.viewer)).status).toBe(403);
    expect((await t.request('POST', '/v1/audiences/getLeadsCount', { body: { timeframe: 'today' } })).status).toBe(401);
  });
});
