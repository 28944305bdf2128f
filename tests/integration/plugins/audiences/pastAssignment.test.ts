import type { Kysely } from 'kysely';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import type { AssignReply, PastAssignment } from '../../../../plugins/audiences/common/Mapping';
import { metaTagId } from '../../../../plugins/audiences/server/metaTagId';
import { storedAssignments, storedRows, visitorsCarrying } from '../../../support/storeRows';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';
import { collectHits, MAPPING_MEMBER_ACCESS, sectionPageview, trackedEvent } from '../../../support/trackerHits';

const NEWS = 'news.example.com';
const SPORT = 'sport.example.com';
const RIVAL = 'rival.example';
const Q1 = { id: 7501, text: 'Do you garden?', answers: [{ id: 1, answer: 'Yes' }, { id: 2, answer: 'No' }] };
const F1 = { id: 8501, title: 'Newsletter' };

/**
 * Issue 16's "apply to the past" on the real server: a new rule's preview counts the visitors of
 * the last 30 days it matched, exactly as the event store holds them; applying it assigns them in
 * the background, as of their first match, and the audience counts follow; a second run adds
 * nothing. Behaviour, question and form rules; tenancy. One server for the suite.
 */
describe('rules applied to the last 30 days (issue 16)', () => {
  let t: TestServer;
  let db: Kysely<any>;
  const tokens: Record<string, string> = {};
  const audiences: Record<string, number> = {};

  const collect = async (hits: object[]) => expect(await collectHits(t.url, hits)).toEqual({ status: 202, body: undefined });
  const [page, event] = [sectionPageview, trackedEvent];
  const api = (method: string, path: string, token: string, body?: unknown) => t.request(method, `/v1${path}`, { token, body });
  const ok = async <T>(method: string, path: string, body?: unknown, token = tokens.member): Promise<T> => {
    const res = await api(method, path, token, body);
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as T;
  };
  const preview = (body: object, token = tokens.member) => ok<{ visitors: number }>('POST', '/audiences/previewAssignment', body, token);
  /** Assigns with applyToPast and waits for the past assignment to end. */
  const applyToPast = async (body: object, token = tokens.member): Promise<PastAssignment> => {
    const reply = await ok<AssignReply>('POST', '/audiences/assignAudience', { ...body, applyToPast: true }, token);
    expect(reply.pastAssignment).toMatchObject({ state: 'running', audienceId: (body as { audienceId: number }).audienceId });
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      const job = await ok<PastAssignment>('GET', `/audiences/getPastAssignment?id=${reply.pastAssignment!.id}`, undefined, token);
      if (job.state !== 'running') return job;
    }
    throw new Error('The past assignment did not end within 20 s.');
  };
  /** Straight from the events: visitors whose rows carry the audience. */
  const holders = async (audienceId: number) => {
    return visitorsCarrying(t.server.services.events, 'audience', [audienceId]);
  };
  const assignedTo = async (audienceId: number) =>
    (await storedAssignments(t.server.services.events, 'audience', { id: audienceId })).map((r) => r.visitorId);
  /** The overview's count, as the admin (who sees every domain) asks it: from its answer cache unless that was dropped. */
  const visitorCount = async (audienceId: number) => (await ok<Record<string, number>>('POST', '/audiences/getVisitorCount', { timeframe: 'last30Days' }, tokens.admin))[audienceId];

  const behaviour = (value: string, logic = 'contains') => ({ mode: 'behaviour', selectedField: 'og:section', modeParams: { value, logic } });

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    const rival = (await db.insertInto('organisations').values({ name: 'Rival Media' }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('domains').values({ title: RIVAL, organisation_id: rival }).execute();
    const demo = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    tokens.admin = (await t.login('admin@demo.test')).token;
    tokens.member = (await organisationMember(t, 'past@demo.test', demo, MAPPING_MEMBER_ACCESS)).token;
    tokens.other = (await organisationMember(t, 'other@demo.test', demo, MAPPING_MEMBER_ACCESS)).token;
    tokens.reader = (await organisationMember(t, 'reader@demo.test', demo, ['AUDIENCES.VIEW', 'MODULE_DMP.VIEW'])).token;
    tokens.rival = (await organisationMember(t, 'past@rival.test', rival, MAPPING_MEMBER_ACCESS)).token;
    const create = async (name: string, token = tokens.member) => (await ok<{ id: number }>('POST', '/audiences', { german: name, english: name, type_id: 1, parent_id: null }, token)).id;
    for (const name of ['gardeners', 'voters', 'teachers', 'again']) audiences[name] = await create(name);
    audiences.rival = await create('rival gardeners', tokens.rival);

    // Before any rule: gardening readers on two of our sites (one of them twice), sport readers, a rival's gardening reader; voters; leads.
    await collect([
      ...Array.from({ length: 6 }, (_, i) => page(i % 2 ? SPORT : NEWS, `gardener-${i}`, 'Home & Gardening')),
      page(NEWS, 'gardener-0', 'Gardening tips'),
      ...Array.from({ length: 4 }, (_, i) => page(NEWS, `sport-reader-${i}`, 'Football')),
      page(RIVAL, 'rival-garden', 'Gardening'),
      ...Array.from({ length: 3 }, (_, i) => event(NEWS, `q1-voter-${i}`, { event: 'vote', question: Q1, answerId: 1 })),
      event(NEWS, 'q1-voter-no', { event: 'vote', question: Q1, answerId: 2 }),
      ...Array.from({ length: 2 }, (_, i) => event(SPORT, `f1-lead-${i}`, { event: 'lead_form_submit', form: { ...F1, fields: { email: `l${i}@example.com`, occupation: 'Teacher' } } })),
      event(SPORT, 'f1-lead-other', { event: 'lead_form_submit', form: { ...F1, fields: { email: 'x@example.com', occupation: 'Baker' } } }),
    ]);
    await t.server.services.events.flush();
  }, 120_000);
  afterAll(() => t?.close());

  it('issue 16: the preview counts the visitors of the last 30 days a behaviour rule matched on the organisation\'s sites, as a direct query does; with an audience, those not in it yet', async () => {
    const gardening = [metaTagId('og:section', 'Home & Gardening'), metaTagId('og:section', 'Gardening tips')];
    expect(await visitorsCarrying(t.server.services.events, 'meta_tag', gardening, [NEWS, SPORT])).toHaveLength(6);
    expect(await preview(behaviour('garden'))).toEqual({ visitors: 6 });
    expect(await preview(behaviour('Home & Gardening', 'equals'))).toEqual({ visitors: 6 });
    expect(await preview(behaviour('tips', 'endsWith'))).toEqual({ visitors: 1 });
    expect(await preview({ ...behaviour('garden'), audienceId: audiences.gardeners })).toEqual({ visitors: 6 });
    // The rival's reader is theirs alone.
    expect(await preview(behaviour('garden'), tokens.rival)).toEqual({ visitors: 1 });
    expect(await preview(behaviour('nothing like it'))).toEqual({ visitors: 0 });
  });

  it('issue 16: applied to the past, a behaviour rule assigns what the preview counted, in the background, as of each first match; the audience counts follow at once', async () => {
    const rule = { ...behaviour('garden'), audienceId: audiences.gardeners, affinityScore: 8 };
    expect(await visitorCount(audiences.gardeners)).toBe(0);
    const job = await applyToPast(rule);
    expect(job).toMatchObject({ state: 'done', progress: 1, added: 6 });
    const expected = Array.from({ length: 6 }, (_, i) => `gardener-${i}`).sort();
    expect(await assignedTo(audiences.gardeners)).toEqual(expected);
    expect(await holders(audiences.gardeners)).toEqual(expected);
    // The overview's count (cached before the job) and the realtime audiences resource count them.
    expect(await visitorCount(audiences.gardeners)).toBe(6);
    const tree = await ok<{ key: number; users: number; children: unknown[] }[]>('GET', '/monitoring/audiences', undefined, tokens.admin);
    expect(tree.find((node) => node.key === audiences.gardeners)).toMatchObject({ users: 6 });
    const first = (await storedAssignments(t.server.services.events, 'audience', { visitorId: 'gardener-0' })).find((a) => a.id === audiences.gardeners);
    const [firstRow] = await storedRows<{ ts: number }>(t.server.services.events, { visitorId: 'gardener-0' }, ['ts']);
    expect(first).toMatchObject({ ts: firstRow.ts, score: 0.8 });
  });

  it('issue 16: run twice, the past assignment adds nothing; the preview then counts no one', async () => {
    expect(await preview({ ...behaviour('garden'), audienceId: audiences.gardeners })).toEqual({ visitors: 0 });
    const job = await applyToPast({ ...behaviour('garden'), audienceId: audiences.gardeners, affinityScore: 8 });
    expect(job).toMatchObject({ state: 'done', added: 0 });
    expect(await assignedTo(audiences.gardeners)).toHaveLength(6);
  });

  it('issue 16: a question rule applied to the past assigns the voters of the answer; a form rule the leads whose field matches', async () => {
    const question = { mode: 'question', selectedField: 1, modeParams: { questionId: Q1.id, domain: NEWS } };
    expect(await preview(question)).toEqual({ visitors: 3 });
    expect(await applyToPast({ ...question, audienceId: audiences.voters })).toMatchObject({ state: 'done', added: 3 });
    expect(await assignedTo(audiences.voters)).toEqual(['q1-voter-0', 'q1-voter-1', 'q1-voter-2']);

    const form = { mode: 'form', selectedField: 'occupation', modeParams: { formId: F1.id, domain: SPORT, value: 'teach', logic: 'beginsWith' } };
    expect(await preview(form)).toEqual({ visitors: 2 });
    expect(await applyToPast({ ...form, audienceId: audiences.teachers })).toMatchObject({ state: 'done', added: 2 });
    expect(await holders(audiences.teachers)).toEqual(['f1-lead-0', 'f1-lead-1']);
    expect(await visitorCount(audiences.teachers)).toBe(2);
  });

  it('issue 16: a visitor assigned in the past carries the audience on the next hit', async () => {
    await collect([page(NEWS, 'q1-voter-0', 'Politics')]);
    const rows = await storedRows<{ audience_ids: number[] }>(t.server.services.events, { visitorId: 'q1-voter-0' }, ['audience_ids']);
    expect(rows[rows.length - 1].audience_ids).toContain(audiences.voters);
  });

  it('issue 16: a past assignment is reported to its starter only; bad input is refused with the field and stores nothing; readers may not preview', async () => {
    const reply = await ok<AssignReply>('POST', '/audiences/assignAudience', { ...behaviour('football'), audienceId: audiences.again, applyToPast: true });
    const id = reply.pastAssignment!.id;
    expect((await api('GET', `/audiences/getPastAssignment?id=${id}`, tokens.other)).status).toBe(404);
    expect((await api('GET', '/audiences/getPastAssignment?id=unknown', tokens.member)).status).toBe(404);
    const bad = await api('POST', '/audiences/previewAssignment', tokens.member, { mode: 'behaviour', selectedField: 'og:section', modeParams: { value: '***', logic: 'contains' } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('modeParams.value');
    const before = await db.selectFrom('audience_surf_rules').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const refused = await api('POST', '/audiences/assignAudience', tokens.member, { ...behaviour('tennis'), audienceId: audiences.again, applyToPast: 'sometimes' });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('applyToPast');
    expect(await db.selectFrom('audience_surf_rules').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(before);
    expect((await api('POST', '/audiences/previewAssignment', tokens.reader, behaviour('garden'))).status).toBe(403);
    // Another organisation's audience is not ours to preview for.
    expect((await api('POST', '/audiences/previewAssignment', tokens.member, { ...behaviour('garden'), audienceId: audiences.rival })).status).toBe(422);
  });
});
