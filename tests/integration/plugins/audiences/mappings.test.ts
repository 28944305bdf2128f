import type { Kysely } from 'kysely';
import { datatableQueryString, type DatatableRequest } from '../../../../core/common/datatable';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import type { AssignedAudience, AudienceRulesReply, Form, Question } from '../../../../plugins/audiences/common/Mapping';
import { storedAssignments, storedRows } from '../../../support/storeRows';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';
import { collectHits, leadHit, MAPPING_MEMBER_ACCESS, sectionPageview, trackedEvent, voteHit } from '../../../support/trackerHits';

const NEWS = 'news.example.com';
const SPORT = 'sport.example.com';
const BLOG = 'blog.example.org';
const RIVAL = 'rival.example';
const DAY = 86_400_000;

const Q1 = { id: 7001, text: 'Do you garden?', answers: [{ id: 1, answer: 'Yes' }, { id: 2, answer: 'No' }, { id: 3, answer: 'Sometimes' }], categoryId: 4, title: 'Garden', language: 'en' };
const Q2 = { id: 7002, text: 'Which sport do you like most?', answers: [{ id: 1, answer: 'Football' }, { id: 2, answer: 'Tennis' }], language: 'de' };
const Q3 = { id: 7003, text: 'Children at home?', answers: [{ id: 1, answer: 'Yes' }, { id: 2, answer: 'No' }] };
/** Another organisation's question with the same id as Q1 (ids are the sites' own). */
const RIVAL_Q = { id: 7001, text: 'Rival question', answers: [{ id: 1, answer: 'A' }, { id: 2, answer: 'B' }] };
const F1 = { id: 8001, title: 'Newsletter', email: 'news@news.example.com' };
const F2 = { id: 8002, title: 'Contest' };

/**
 * Issue 16's server half on the real server: the question and form tables over what real
 * collects catalogued, the assign calls storing mapping rules that the next collect applies,
 * the rules dialog's calls, and tenancy across two organisations. One server for the suite.
 */
describe('question, behaviour and form mappings (issue 16)', () => {
  let t: TestServer;
  let db: Kysely<any>;
  const tokens: Record<string, string> = {};
  const audiences: Record<string, number> = {};
  let sports: number;

  const collect = async (body: unknown) => expect(await collectHits(t.url, body)).toEqual({ status: 202, body: undefined });
  const [event, vote, submit, page] = [trackedEvent, voteHit, leadHit, sectionPageview];
  /** Sends hits 50 at a time (the collect limit per request). */
  const collectAll = async (hits: object[]) => {
    for (let i = 0; i < hits.length; i += 50) await collect(hits.slice(i, i + 50));
  };
  /** The audiences the visitor entered, with the affinity recorded (score 0..1), as the event store holds them. */
  const membership = async (visitorId: string) => {
    const rows = await storedAssignments(t.server.services.events, 'audience', { visitorId });
    return Object.fromEntries(rows.map((r) => [r.id, r.score]));
  };
  const api = (method: string, path: string, token: string, body?: unknown) => t.request(method, `/v1${path}`, { token, body });
  const ok = async <T>(method: string, path: string, token: string, body?: unknown): Promise<T> => {
    const res = await api(method, path, token, body);
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as T;
  };
  const questions = (request: DatatableRequest, token = tokens.member) => ok<{ items: Question[]; total: number }>('GET', `/questions/datatable?${datatableQueryString(request)}`, token);
  const forms = (request: DatatableRequest, token = tokens.member) => ok<{ items: Form[]; total: number }>('GET', `/forms/datatable?${datatableQueryString(request)}`, token);
  const assign = (body: object, token = tokens.member) => ok<AssignedAudience>('POST', '/audiences/assignAudience', token, body);
  const rulesOf = (id: number, token = tokens.member) => ok<AudienceRulesReply>('GET', `/audiences/getAssignedRules?id=${id}`, token);
  const ruleCount = async () => {
    let n = 0;
    for (const table of ['audiences', 'audience_surf_rules', 'audience_question_rules', 'audience_form_rules']) n += Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return n;
  };

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    // Another organisation with a site of its own, before the first hit (known domains are cached from it on).
    const rival = (await db.insertInto('organisations').values({ name: 'Rival Media' }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('domains').values({ title: RIVAL, organisation_id: rival }).execute();
    const demo = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    tokens.admin = (await t.login('admin@demo.test')).token;
    tokens.analyst = (await t.login('analyst@demo.test')).token;
    tokens.member = (await organisationMember(t, 'mapper@demo.test', demo, MAPPING_MEMBER_ACCESS)).token;
    tokens.reader = (await organisationMember(t, 'reader@demo.test', demo, ['AUDIENCES.VIEW', 'MODULE_DMP.VIEW'])).token;
    tokens.rival = (await organisationMember(t, 'mapper@rival.test', rival, MAPPING_MEMBER_ACCESS)).token;

    const create = async (token: string, name: string, type_id: number, parent_id: number | null = null) => (await ok<{ id: number }>('POST', '/audiences', token, { german: name, english: name, type_id, parent_id })).id;
    audiences.gardeners = await create(tokens.member, 'Gardeners', 1);
    audiences.flowers = await create(tokens.member, 'Flowers', 1);
    audiences.hobbies = await create(tokens.member, 'Hobbies', 1);
    audiences.voters = await create(tokens.member, 'Non-gardeners', 2);
    audiences.students = await create(tokens.member, 'Students', 2);
    audiences.rivalGardeners = await create(tokens.rival, 'Rival gardeners', 1);
    sports = (await db.selectFrom('audiences').select('id').where('english', '=', 'Sports').executeTakeFirstOrThrow()).id;

    // The catalogue from real collects: votes per answer, question views, lead form submissions.
    await collectAll([
      ...[1, 1, 1, 2].map((answer, i) => vote(NEWS, `q1-voter-${i}`, Q1, answer)),
      ...Array.from({ length: 120 }, (_, i) => vote(SPORT, `q2-voter-${i}`, Q2, i < 70 ? 1 : 2)),
      event(NEWS, 'q3-viewer', { event: 'question_view', question: Q3 }),
      ...Array.from({ length: 26 }, (_, i) => event(BLOG, 'filler-viewer', { event: 'question_view', question: { id: 7100 + i, text: `Filler question ${i}`, answers: [{ id: 1, answer: 'A' }] } })),
      ...Array.from({ length: 5 }, (_, i) => vote(RIVAL, `rival-voter-${i}`, RIVAL_Q, 2)),
      ...Array.from({ length: 3 }, (_, i) => submit(NEWS, `f1-lead-${i}`, F1, { email: `f1-${i}@example.com`, occupation: 'Teacher' })),
      ...Array.from({ length: 100 }, (_, i) => submit(SPORT, `f2-lead-${i}`, F2, { email: `f2-${i}@example.com`, team: 'Rapid' })),
      submit(RIVAL, 'rival-lead', { id: 8001, title: 'Rival form', email: 'rival@rival.example' }, { email: 'r@example.com' }),
    ]);
    // What a seeded history left ten days ago: votes for Q1's third answer and one lead of F1.
    const tenDaysAgo = new Date(Date.now() - 10 * DAY);
    await db.insertInto('question_votes').values({ domain: NEWS, question_id: Q1.id, answer_id: 3, day: tenDaysAgo.toISOString().slice(0, 10), votes: 7 }).execute();
    await db.insertInto('leads').values({ form_id: F1.id, visitor_id: 'f1-old-lead', domain: NEWS, data: JSON.stringify({ email: 'old@example.com' }), created_at: tenDaysAgo }).execute();
  }, 120_000);
  afterAll(() => t?.close());

  describe('the question table (MT-02 … MT-08)', () => {
    it('MT-03, MT-05, MT-07, MT-08: by default last30Days, 25 rows, id descending; a row has the spec\'s fields with votes summed per answer', async () => {
      const page = await questions({});
      expect(page.total).toBe(29);
      expect(page.items).toHaveLength(25);
      expect(page.items.map((q) => q.id)).toEqual([...Array.from({ length: 26 }, (_, i) => 7125 - i).slice(0, 25)]);
      const q1 = (await questions({ search: 'garden' })).items[0];
      expect(Object.keys(q1).sort()).toEqual(['answers', 'audiences', 'category_id', 'domain', 'id', 'language', 'mappings', 'question', 'question_created_at', 'title', 'votes']);
      expect(q1).toEqual({
        id: Q1.id,
        question: Q1.text,
        answers: [{ id: 1, answer: 'Yes', votes: 3 }, { id: 2, answer: 'No', votes: 1 }, { id: 3, answer: 'Sometimes', votes: 7 }],
        votes: 11,
        category_id: 4,
        title: 'Garden',
        domain: NEWS,
        audiences: [],
        mappings: 0,
        language: 'en',
        question_created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const q2 = (await questions({ search: String(Q2.id) })).items[0];
      expect([q2.votes, q2.answers.map((a) => a.votes), q2.category_id, q2.title, q2.language]).toEqual([120, [70, 50], null, null, 'de']);
    });

    it('MT-02, MT-03: the timeframe counts the votes of its UTC days', async () => {
      const votesOf = async (timeframe: string) => (await questions({ search: 'garden', filters: { timeframe } as never })).items[0].answers.map((a) => a.votes);
      expect(await votesOf('today')).toEqual([3, 1, 0]);
      expect(await votesOf('yesterday')).toEqual([0, 0, 0]);
      expect(await votesOf('last7Days')).toEqual([3, 1, 0]);
      expect(await votesOf('last30Days')).toEqual([3, 1, 7]);
    });

    it('MT-02, MT-04: min votes 100, 500, 1000 keep the questions with at least that many votes; other values are refused', async () => {
      expect((await questions({ filters: { minVotes: 100 } })).items.map((q) => q.id)).toEqual([Q2.id]);
      expect((await questions({ filters: { minVotes: 500 } })).total).toBe(0);
      const bad = await api('GET', `/questions/datatable?${datatableQueryString({ filters: { minVotes: 50 } })}`, tokens.member);
      expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['filters.minVotes']]);
    });

    it('MT-02: search finds the question text, the id and the domain; sorting by votes', async () => {
      expect((await questions({ search: 'sport most' })).items.map((q) => q.id)).toEqual([Q2.id]);
      expect((await questions({ search: '7003' })).items.map((q) => q.id)).toEqual([Q3.id]);
      expect((await questions({ search: 'blog.example' })).total).toBe(26);
      const byVotes = await questions({ options: { sortBy: ['votes'], sortDesc: [true], itemsPerPage: 5 } });
      expect(byVotes.items.map((q) => [q.id, q.votes])).toEqual([[Q2.id, 120], [Q1.id, 11], [7125, 0], [7124, 0], [7123, 0]]);
    });

    it("MT-08, issue 16: another organisation's questions are never listed, shown or offered; admins see every domain's", async () => {
      expect((await questions({ search: 'rival' })).total).toBe(0);
      expect((await ok<{ id: number; domain: string }[]>('GET', '/questions/getQuestions?search=7001', tokens.member)).map((q) => [q.id, q.domain])).toEqual([[Q1.id, NEWS]]);
      expect((await ok<Question>('GET', `/questions/${Q1.id}`, tokens.member)).question).toBe(Q1.text);
      expect((await api('GET', `/questions/${Q1.id}?domain=${RIVAL}`, tokens.member)).status).toBe(404);
      expect((await questions({ search: '7001' }, tokens.rival)).items.map((q) => [q.question, q.votes])).toEqual([[RIVAL_Q.text, 5]]);

      expect((await questions({}, tokens.admin)).total).toBeGreaterThanOrEqual(30);
      expect((await ok<{ id: number; domain: string }[]>('GET', '/questions/getQuestions?search=7001', tokens.admin)).map((q) => q.domain)).toEqual([NEWS, RIVAL]);
      // The same id on two of the admin's domains: show needs the domain.
      const ambiguous = await api('GET', `/questions/${Q1.id}`, tokens.admin);
      expect([ambiguous.status, ambiguous.body.errors]).toEqual([422, { domain: ['domain is required.'] }]);
      expect((await ok<Question>('GET', `/questions/${Q1.id}?domain=${RIVAL}`, tokens.admin)).question).toBe(RIVAL_Q.text);
    });
  });

  describe('the lead form table (MT-19 … MT-22)', () => {
    it('MT-19, MT-20, MT-21, MT-22: last30Days by default, lead data counted from the leads of the timeframe, the spec\'s fields', async () => {
      const page = await forms({});
      expect(page.items.map((f) => [f.id, f.lead_data_count])).toEqual([[F2.id, 100], [F1.id, 4]]);
      const f1 = page.items[1];
      expect(Object.keys(f1).sort()).toEqual(['audiences', 'created_at', 'domain', 'email', 'fields', 'id', 'lead_data_count', 'mappings', 'title']);
      expect(f1).toEqual({ id: F1.id, domain: NEWS, title: F1.title, email: F1.email, lead_data_count: 4, fields: ['email', 'occupation'], audiences: [], mappings: 0, created_at: expect.any(String) });
      expect((await forms({ filters: { timeframe: 'today' } as never })).items.map((f) => f.lead_data_count)).toEqual([100, 3]);
      expect(page.items[0].email).toBeNull();
    });

    it('MT-19: min lead data, search in title, id and e-mail, sorting; another organisation\'s form is never listed', async () => {
      expect((await forms({ filters: { minLeadData: 100 } })).items.map((f) => f.id)).toEqual([F2.id]);
      expect((await forms({ search: 'news@' })).items.map((f) => f.id)).toEqual([F1.id]);
      expect((await forms({ search: 'contest' })).items.map((f) => f.id)).toEqual([F2.id]);
      expect((await forms({ options: { sortBy: ['lead_data_count'], sortDesc: [false] } })).items.map((f) => f.id)).toEqual([F1.id, F2.id]);
      expect((await forms({ search: 'rival' })).total).toBe(0);
      expect((await ok<{ id: number; title: string; domain: string }[]>('GET', '/forms/getForms', tokens.member)).map((f) => [f.id, f.title, f.domain])).toEqual([[F2.id, F2.title, SPORT], [F1.id, F1.title, NEWS]]);
      expect((await ok<Form>('GET', `/forms/${F1.id}?timeframe=today`, tokens.member)).lead_data_count).toBe(3);
      expect((await forms({}, tokens.rival)).items.map((f) => f.title)).toEqual(['Rival form']);
    });
  });

  describe('assigning audiences (AS-08 … AS-17) and what the next collect does with it', () => {
    let gardenRule: AssignedAudience;
    let voteRule: AssignedAudience;
    let formRule: AssignedAudience;
    let sharedRule: AssignedAudience;

    it('AS-08, MT-01: a meta-tag rule made through assignAudience puts the next visitor with that meta tag into the audience with its affinity', async () => {
      gardenRule = await assign({ mode: 'behaviour', audienceId: audiences.gardeners, selectedField: 'og:section', affinityScore: 6, modeParams: { value: 'garden', logic: 'contains' } });
      expect(gardenRule).toEqual({ mappedAudienceId: expect.any(Number), selectedField: 'og:section', audience_id: audiences.gardeners, text: 'Gardeners', type_id: 1, affinity_score: 6, form_data: null });
      await collect(page(NEWS, 'garden-visitor-1', 'Urban Gardening'));
      expect(await membership('garden-visitor-1')).toEqual({ [audiences.gardeners]: 0.6 });
      await collect(page(NEWS, 'garden-visitor-2', 'Weather'));
      expect(await membership('garden-visitor-2')).toEqual({});
      const [row] = await storedRows<{ audience_ids: number[] }>(t.server.services.events, { visitorId: 'garden-visitor-1' }, ['audience_ids']);
      expect([...row.audience_ids]).toEqual([audiences.gardeners]);
      // AS-17: the dialog reads it back by the meta tag as typed with its logic.
      expect(await ok('GET', '/audiences/getAssignedAudiences?mode=behaviour&key=og:section&value=garden&logic=contains', tokens.member)).toEqual([gardenRule]);
    });

    it('AS-15, AS-16: equals, beginsWith and endsWith store the value with its stars (^ * $ stripped) and match accordingly', async () => {
      const flowers = (value: string, logic: string) => assign({ mode: 'behaviour', audienceId: audiences.flowers, selectedField: 'og:section', modeParams: { value, logic } });
      await flowers('roses', 'equals');
      await flowers('^tul*ip$', 'beginsWith');
      await flowers('orchid', 'endsWith');
      expect((await rulesOf(audiences.flowers)).surfBehaviour.map((r) => r.value)).toEqual(['roses', 'tulip*', '*orchid']);
      const visits: [string, boolean][] = [['Roses', true], ['Red roses', false], ['Tulips in spring', true], ['Red tulip', false], ['Wild orchid', true], ['Orchids', false]];
      for (const [section, member] of visits) {
        const visitor = `flower-${section.replace(/\s/g, '-')}`;
        await collect(page(SPORT, visitor, section));
        expect({ section, member: audiences.flowers in (await membership(visitor)) }).toEqual({ section, member });
      }
    });

    it('AS-08: assigning the same audience to the same target again updates its affinity instead of adding a rule', async () => {
      const again = await assign({ mode: 'behaviour', audienceId: audiences.flowers, selectedField: 'og:section', affinityScore: 3, modeParams: { value: 'roses', logic: 'equals' } });
      const rows = await db.selectFrom('audience_surf_rules').select(['id', 'affinity_score']).where('audience_id', '=', audiences.flowers).where('value', '=', 'roses').execute();
      expect(rows).toEqual([{ id: again.mappedAudienceId, affinity_score: 3 }]);
    });

    it('MT-01, AS-02: a vote rule on an answer of one of the caller\'s questions assigns its voters there, and only there', async () => {
      // Question ids are the sites' own: Q1's id is also the rival's question, which the member does not manage, so the domain is Q1's.
      voteRule = await assign({ mode: 'question', audienceId: audiences.voters, selectedField: 2, affinityScore: 8, modeParams: { questionId: Q1.id } });
      expect(voteRule).toMatchObject({ selectedField: 2, audience_id: audiences.voters, type_id: 2, affinity_score: 8, form_data: null });
      expect(await db.selectFrom('audience_question_rules').select(['poll_id', 'answer_id', 'domain']).where('id', '=', voteRule.mappedAudienceId).executeTakeFirst()).toEqual({ poll_id: Q1.id, answer_id: 2, domain: NEWS });
      await collect(vote(NEWS, 'voter-no', Q1, 2));
      await collect(vote(NEWS, 'voter-yes', Q1, 1));
      await collect(vote(RIVAL, 'rival-voter-no', RIVAL_Q, 2));
      expect(await membership('voter-no')).toEqual({ [audiences.voters]: 0.8 });
      expect(await membership('voter-yes')).toEqual({});
      expect(await membership('rival-voter-no')).toEqual({});
      expect(await ok('GET', `/audiences/getAssignedAudiences?mode=question&questionId=${Q1.id}`, tokens.member)).toEqual([voteRule]);
    });

    it("issue 16: an admin's rule on the shared taxonomy names the question's domain, so the same id on another organisation's site does not match", async () => {
      const body = { mode: 'question', audienceId: sports, selectedField: 1, affinityScore: 5, modeParams: { questionId: Q1.id } };
      const ambiguous = await api('POST', '/audiences/assignAudience', tokens.admin, body);
      expect([ambiguous.status, ambiguous.body.errors]).toEqual([422, { 'modeParams.domain': ['modeParams.domain is required.'] }]);
      sharedRule = await assign({ ...body, modeParams: { questionId: Q1.id, domain: NEWS } }, tokens.admin);
      await collect(vote(NEWS, 'shared-voter', Q1, 1));
      await collect(vote(RIVAL, 'rival-shared-voter', RIVAL_Q, 1));
      expect(await membership('shared-voter')).toEqual({ [sports]: 0.5 });
      expect(await membership('rival-shared-voter')).toEqual({});
    });

    it('MT-01, AS-04: a form rule on a field of one of the caller\'s forms assigns the visitors whose submission matches', async () => {
      formRule = await assign({ mode: 'form', audienceId: audiences.students, selectedField: 'occupation', affinityScore: 10, modeParams: { formId: F1.id, value: 'student', logic: 'beginsWith' } });
      expect(formRule).toMatchObject({ selectedField: 'occupation', audience_id: audiences.students, affinity_score: 10, form_data: 'occupation: student*' });
      await collect(submit(NEWS, 'lead-student', F1, { email: 's@example.com', occupation: 'Student at TU' }));
      await collect(submit(NEWS, 'lead-phd', F1, { email: 'p@example.com', occupation: 'PhD student' }));
      expect(await membership('lead-student')).toEqual({ [audiences.students]: 1 });
      expect(await membership('lead-phd')).toEqual({});
      expect(await ok('GET', `/audiences/getAssignedAudiences?mode=form&formId=${F1.id}`, tokens.member)).toEqual([formRule]);
    });

    it('MT-05, MT-20, OP-50: the tables show the audiences of the rules that apply and filter by mappings', async () => {
      const q1 = (await questions({ search: 'garden' })).items[0];
      expect([q1.mappings, q1.audiences]).toEqual([2, [{ id: audiences.voters, text: 'Non-gardeners' }, { id: sports, text: 'Sports' }]]);
      expect((await questions({ filters: { mappings: 'mapped' } })).items.map((q) => q.id)).toEqual([Q1.id]);
      expect((await questions({ filters: { mappings: 'unmapped' } })).total).toBe(28);
      expect((await questions({ options: { sortBy: ['mappings'], sortDesc: [true] }, filters: {} })).items[0].id).toBe(Q1.id);
      // The rival's question of the same id carries none of them.
      expect((await questions({ search: '7001' }, tokens.rival)).items.map((q) => q.mappings)).toEqual([0]);
      const f1 = (await forms({ filters: { mappings: 'mapped' } })).items;
      expect(f1.map((f) => [f.id, f.mappings, f.audiences])).toEqual([[F1.id, 1, [{ id: audiences.students, text: 'Students' }]]]);
    });

    it('RU-01, RU-03 … RU-07: getAssignedRules answers an audience\'s rules by source', async () => {
      expect(await rulesOf(audiences.gardeners)).toEqual({
        surfBehaviour: [{ id: gardenRule.mappedAudienceId, key: 'og:section', value: '*garden*', affinity_score: 6, audience: 'Gardeners' }],
        questionData: [],
        formData: [],
        sdkData: [],
      });
      expect((await rulesOf(audiences.voters)).questionData).toEqual([{ id: voteRule.mappedAudienceId, answer: 'No', question: Q1.text, poll_id: Q1.id, affinity_score: 8 }]);
      expect((await rulesOf(audiences.students)).formData).toEqual([{ id: formRule.mappedAudienceId, title: F1.title, form_data: 'student*', field_name: 'occupation', form_id: F1.id, affinity_score: 10 }]);
    });

    it('AS-13: updateAffinityScore gives new members the new score; members so far keep theirs', async () => {
      const updated = await ok<AssignedAudience[]>('POST', '/audiences/updateAffinityScore', tokens.member, { mode: 'behaviour', mappedAudienceIds: [gardenRule.mappedAudienceId], affinityScore: 9 });
      expect(updated).toEqual([{ ...gardenRule, affinity_score: 9 }]);
      await collect(page(NEWS, 'garden-visitor-3', 'Gardening'));
      expect(await membership('garden-visitor-3')).toEqual({ [audiences.gardeners]: 0.9 });
      expect(await membership('garden-visitor-1')).toEqual({ [audiences.gardeners]: 0.6 });
    });

    it("issue 16: another organisation's rules never match our sites, and ours never theirs; their calls do not reach our rules", async () => {
      await assign({ mode: 'behaviour', audienceId: audiences.rivalGardeners, selectedField: 'og:section', modeParams: { value: 'garden', logic: 'contains' } }, tokens.rival);
      await collect(page(NEWS, 'ours-in-garden', 'Garden party'));
      await collect(page(RIVAL, 'theirs-in-garden', 'Garden party'));
      expect(await membership('ours-in-garden')).toEqual({ [audiences.gardeners]: 0.9 });
      expect(await membership('theirs-in-garden')).toEqual({ [audiences.rivalGardeners]: 0.1 });
      // Our question is not theirs to map, our audience's rules not theirs to read or change.
      const foreignQuestion = await api('POST', '/audiences/assignAudience', tokens.rival, { mode: 'question', audienceId: audiences.rivalGardeners, selectedField: 1, modeParams: { questionId: Q3.id } });
      expect([foreignQuestion.status, foreignQuestion.body.errors]).toEqual([422, { 'modeParams.questionId': ['modeParams.questionId must be one of the allowed values.'] }]);
      expect((await api('GET', `/audiences/getAssignedRules?id=${audiences.gardeners}`, tokens.rival)).status).toBe(404);
      const unassign = await api('POST', '/audiences/unassignAudience', tokens.rival, { mode: 'behaviour', mappedAudienceId: gardenRule.mappedAudienceId });
      expect([unassign.status, unassign.body.error]).toEqual([404, 'mapping_rule_not_found']);
      expect((await api('POST', '/audiences/removeRule', tokens.rival, { id: voteRule.mappedAudienceId, type: 'questionData' })).status).toBe(404);
      // Nor do they see our rules in the dialog.
      expect(await ok('GET', '/audiences/getAssignedAudiences?mode=behaviour&key=og:section&value=garden&logic=contains', tokens.rival)).toEqual([expect.objectContaining({ audience_id: audiences.rivalGardeners })]);
    });

    it('AS-11: unassignAudience removes the rule: later voters are not assigned', async () => {
      expect(await ok('POST', '/audiences/unassignAudience', tokens.member, { mode: 'question', mappedAudienceId: voteRule.mappedAudienceId })).toEqual({ mappedAudienceId: voteRule.mappedAudienceId });
      await collect(vote(NEWS, 'voter-no-later', Q1, 2));
      expect(await membership('voter-no-later')).toEqual({});
      expect(await ok('GET', `/audiences/getAssignedAudiences?mode=question&questionId=${Q1.id}`, tokens.member)).toEqual([sharedRule]);
    });

    it('RU-02, OP-10: removeRule removes a rule by id and type: it no longer assigns', async () => {
      const tulip = (await rulesOf(audiences.flowers)).surfBehaviour.find((r) => r.value === 'tulip*')!;
      expect(await ok('POST', '/audiences/removeRule', tokens.member, { id: tulip.id, type: 'surfBehaviour' })).toEqual({ id: tulip.id, type: 'surfBehaviour' });
      await collect(page(SPORT, 'tulip-later', 'Tulips'));
      expect(await membership('tulip-later')).toEqual({});
      expect((await rulesOf(audiences.flowers)).surfBehaviour.map((r) => r.value)).toEqual(['roses', '*orchid']);
      // The id of a rule of another type is no rule of this one.
      expect((await api('POST', '/audiences/removeRule', tokens.member, { id: gardenRule.mappedAudienceId, type: 'formData' })).status).toBe(404);
      // No SDK data rule has that id (sdkData.test.ts removes real ones).
      const sdk = await api('POST', '/audiences/removeRule', tokens.member, { id: tulip.id, type: 'sdkData' });
      expect([sdk.status, sdk.body.error]).toEqual([404, 'mapping_rule_not_found']);
    });

    it('AS-09, AS-10: assignNewAudience creates the tag under its parent and assigns it at once; a parent of another type stores nothing', async () => {
      const body = { mode: 'behaviour', selectedField: 'og:section', modeParams: { value: 'knitting', logic: 'contains' }, audience: 'Knitters', parent_id: audiences.hobbies, type_id: 1, affinityScore: 4 };
      const assigned = await ok<AssignedAudience>('POST', '/audiences/assignNewAudience', tokens.member, body);
      expect(assigned).toMatchObject({ selectedField: 'og:section', text: 'Knitters', type_id: 1, affinity_score: 4 });
      const created = await db.selectFrom('audiences').select(['parent_id', 'german', 'english', 'organisation_id']).where('id', '=', assigned.audience_id).executeTakeFirstOrThrow();
      const hobbies = await db.selectFrom('audiences').select('organisation_id').where('id', '=', audiences.hobbies).executeTakeFirstOrThrow();
      expect(created).toEqual({ parent_id: audiences.hobbies, german: 'Knitters', english: 'Knitters', organisation_id: hobbies.organisation_id });
      await collect(page(BLOG, 'knitting-visitor', 'Knitting club'));
      expect(await membership('knitting-visitor')).toEqual({ [assigned.audience_id]: 0.4 });

      const before = await ruleCount();
      const wrongType = await api('POST', '/audiences/assignNewAudience', tokens.member, { ...body, audience: 'Purlers', type_id: 2, modeParams: { value: 'purl', logic: 'contains' } });
      expect([wrongType.status, Object.keys(wrongType.body.errors)]).toEqual([422, ['parent_id']]);
      const noParent = await api('POST', '/audiences/assignNewAudience', tokens.member, { ...body, audience: 'Purlers', parent_id: undefined });
      expect([noParent.status, noParent.body.errors]).toEqual([422, { parent_id: ['parent_id is required.'] }]);
      expect(await ruleCount()).toBe(before);
    });
  });

  describe('permissions and refusals', () => {
    it('PM-10, PM-12, PM-13: reads take viewAudiences (the tables viewPolls and viewForms), writes defineAudiences', async () => {
      for (const path of ['/questions/datatable', '/forms/datatable', '/questions/getQuestions', `/audiences/getAssignedRules?id=${audiences.gardeners}`]) expect({ path, status: (await api('GET', path, tokens.analyst)).status }).toEqual({ path, status: 403 });
      expect((await api('GET', `/audiences/getAssignedRules?id=${audiences.gardeners}`, tokens.reader)).status).toBe(200);
      expect((await api('GET', '/questions/getQuestions', tokens.reader)).status).toBe(200);
      expect((await api('GET', '/questions/datatable', tokens.reader)).status).toBe(403);
      expect((await api('GET', '/forms/datatable', tokens.reader)).status).toBe(403);
      const write = { mode: 'behaviour', audienceId: audiences.gardeners, selectedField: 'og:section', modeParams: { value: 'x' } };
      expect((await api('POST', '/audiences/assignAudience', tokens.reader, write)).status).toBe(403);
      expect((await api('POST', '/audiences/removeRule', tokens.reader, { id: 1, type: 'surfBehaviour' })).status).toBe(403);
      expect((await t.request('POST', '/v1/audiences/assignAudience', { body: write })).status).toBe(401);
    });

    it('issue 16: a member maps only audiences they may change: the shared taxonomy and its rules are the admins\' (403)', async () => {
      const shared = await api('POST', '/audiences/assignAudience', tokens.member, { mode: 'behaviour', audienceId: sports, selectedField: 'og:section', modeParams: { value: 'x' } });
      expect([shared.status, shared.body.error]).toEqual([403, 'audience_read_only']);
      const sharedRule = (await ok<AssignedAudience[]>('GET', `/audiences/getAssignedAudiences?mode=question&questionId=${Q1.id}`, tokens.member))[0];
      expect((await api('POST', '/audiences/unassignAudience', tokens.member, { mode: 'question', mappedAudienceId: sharedRule.mappedAudienceId })).status).toBe(403);
      expect((await api('POST', '/audiences/updateAffinityScore', tokens.member, { mode: 'question', mappedAudienceIds: [sharedRule.mappedAudienceId], affinityScore: 2 })).status).toBe(403);
    });

    it('AS-07, AS-15: bad input is a 422 naming the field, and stores nothing', async () => {
      const before = await ruleCount();
      const base = { audienceId: audiences.gardeners, affinityScore: 2 };
      const refusals: [object, Record<string, string[]>][] = [
        [{ ...base, mode: 'behaviour', modeParams: { value: 'x' } }, { selectedField: ['selectedField is required.'] }],
        [{ ...base, mode: 'behaviour', selectedField: 'og:section', modeParams: { value: '^*$' } }, { 'modeParams.value': ['modeParams.value is required.'] }],
        [{ ...base, mode: 'behaviour', selectedField: 5, modeParams: { value: 'x' } }, { selectedField: ['selectedField must be a text.'] }],
        [{ ...base, mode: 'behaviour', selectedField: 'og:section', modeParams: { value: 'x', logic: 'like' } }, { 'modeParams.logic': ['logic must be one of equals, beginsWith, contains, endsWith.'] }],
        [{ ...base, mode: 'question', selectedField: 1, modeParams: {} }, { 'modeParams.questionId': ['modeParams.questionId is required.'] }],
        [{ ...base, mode: 'question', selectedField: 9, modeParams: { questionId: Q1.id } }, { selectedField: ['selectedField must be one of 1, 2, 3.'] }],
        [{ ...base, mode: 'question', selectedField: 1, modeParams: { questionId: 424242 } }, { 'modeParams.questionId': ['modeParams.questionId must be one of the allowed values.'] }],
        [{ ...base, mode: 'form', selectedField: 'age', modeParams: { formId: F1.id, value: 'x' } }, { selectedField: ['selectedField must be one of email, occupation.'] }],
        [{ ...base, mode: 'form', selectedField: 'email', modeParams: { formId: F1.id } }, { 'modeParams.value': ['modeParams.value is required.'] }],
        [{ ...base, audienceId: 999999, mode: 'behaviour', selectedField: 'og:section', modeParams: { value: 'x' } }, { audienceId: ['audienceId must be one of the allowed values.'] }],
        [{ ...base, audienceId: audiences.rivalGardeners, mode: 'behaviour', selectedField: 'og:section', modeParams: { value: 'x' } }, { audienceId: ['audienceId must be one of the allowed values.'] }],
        [{ ...base, affinityScore: 11, mode: 'behaviour', selectedField: 'og:section', modeParams: { value: 'x' } }, { affinityScore: ['affinityScore may not be greater than 10.'] }],
      ];
      for (const [body, errors] of refusals) {
        const res = await api('POST', '/audiences/assignAudience', tokens.member, body);
        expect({ body, status: res.status, errors: res.body.errors }).toEqual({ body, status: 422, errors });
      }
      const affinity = await api('POST', '/audiences/updateAffinityScore', tokens.member, { mode: 'behaviour', mappedAudienceIds: [], affinityScore: 0 });
      expect([affinity.status, Object.keys(affinity.body.errors).sort()]).toEqual([422, ['affinityScore', 'mappedAudienceIds']]);
      const query = await api('GET', '/audiences/getAssignedAudiences?mode=question', tokens.member);
      expect([query.status, query.body.errors]).toEqual([422, { questionId: ['questionId is required.'] }]);
      expect(await ruleCount()).toBe(before);
    });
  });
});
