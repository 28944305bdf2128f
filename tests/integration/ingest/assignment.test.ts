import { sql, type Kysely } from 'kysely';
import { startTestServer, type TestServer } from '../../support/startTestServer';
import { storedAssignments, storedRows } from '../../support/storeRows';
import { testDatabaseUrl } from '../../support/testDatabaseUrl';

const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

describe('ingest → audience assignment end to end', () => {
  let t: TestServer;
  let db: Kysely<any>;
  const audienceId = async (english: string) => (await db.selectFrom('audiences').select('id').where('english', '=', english).executeTakeFirstOrThrow()).id as number;
  const collect = async (body: unknown) => {
    const res = await fetch(`${t.url}/api/v1/collect`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': UA }, body: JSON.stringify(body) });
    expect(res.status).toBe(202);
  };
  const rowsOf = async (visitorId: string) => {
    return storedRows<{ path: string; audience_ids: number[] }>(t.server.services.events, { visitorId }, ['path', 'audience_ids']);
  };
  const growthOf = async (visitorId: string) => {
    return (await storedAssignments(t.server.services.events, 'audience', { visitorId })).map((r) => ({ audience_id: r.id, affinity: r.score }));
  };

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    // A second organisation with a site of its own (known domains are cached from the first hit on).
    const other = await db.insertInto('organisations').values({ name: 'Other Media' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('domains').values({ title: 'other-media.example', organisation_id: other.id }).execute();
    // The test's rules, made as the assign dialog makes them (the rules are cached from start-up on; the call drops them) on a question and a form the catalogue knows.
    await collect({ type: 'event', event: 'question_view', domain: 'news.example.com', url: 'https://news.example.com/poll', visitorId: 'catalogue-viewer', question: { id: 501, text: 'Do you have children?', answers: [{ id: 1, answer: 'No' }, { id: 2, answer: 'Yes' }] } });
    await collect({ type: 'event', event: 'form_view', domain: 'sport.example.com', url: 'https://sport.example.com/win', visitorId: 'catalogue-viewer', form: { id: 77, title: 'Win a ball', fields: { email: '', occupation: '' } } });
    const token = (await t.login('admin@demo.test')).token;
    const assign = async (body: object) => expect((await t.request('POST', '/v1/audiences/assignAudience', { token, body })).status).toBe(200);
    await assign({ mode: 'question', audienceId: await audienceId('Parents'), selectedField: 2, affinityScore: 9, modeParams: { questionId: 501 } });
    await assign({ mode: 'form', audienceId: await audienceId('Students'), selectedField: 'occupation', affinityScore: 10, modeParams: { formId: 77, value: 'student', logic: 'contains' } });
  });
  afterAll(() => t?.close());

  it('a page view with a mapped meta tag assigns the visitor; later hits carry the audience id; the growth row is written once', async () => {
    const sports = await audienceId('Sports');
    const football = await audienceId('Football');
    const page = { type: 'pageview', domain: 'news.example.com', visitorId: 'assign-visitor-1' };
    await collect({ ...page, url: 'https://news.example.com/sport/1', meta: { 'og:section': 'Sport Football' } });
    await collect({ ...page, url: 'https://news.example.com/home', meta: { 'og:section': 'Home' } });
    await collect({ ...page, url: 'https://news.example.com/sport/2', meta: { 'og:section': 'Sport' } });
    const rows = await rowsOf('assign-visitor-1');
    expect(rows.map((r) => [r.path, [...r.audience_ids]])).toEqual([
      ['/sport/1', [sports, football].sort((a, b) => a - b)],
      ['/home', [sports, football].sort((a, b) => a - b)],
      ['/sport/2', [sports, football].sort((a, b) => a - b)],
    ]);
    // AO-19: the data-quality lists by affinity: Sports (6) is medium, Football (8) medium and high.
    const [quality] = await storedRows(t.server.services.events, { visitorId: 'assign-visitor-1' }, ['audience_medium_ids', 'audience_high_ids']);
    expect(quality).toEqual({ audience_medium_ids: [sports, football].sort((a, b) => a - b), audience_high_ids: [football] });
    // Sports: "sport*" with affinity 6; Football: "*football*" with 8 — as 0..1.
    expect(await growthOf('assign-visitor-1')).toEqual([
      { audience_id: sports, affinity: 0.6 },
      { audience_id: football, affinity: 0.8 },
    ].sort((a, b) => a.audience_id - b.audience_id));
  });

  it('a page view without a matching tag assigns nothing', async () => {
    await collect({ type: 'pageview', domain: 'news.example.com', url: 'https://news.example.com/x', visitorId: 'assign-visitor-2', meta: { 'og:section': 'Weather' } });
    expect((await rowsOf('assign-visitor-2'))[0].audience_ids).toEqual([]);
    expect(await growthOf('assign-visitor-2')).toEqual([]);
  });

  it('a vote on a mapped answer assigns by the question rule; the question lands in the catalogue', async () => {
    const parents = await audienceId('Parents');
    const vote = (visitorId: string, answerId: number) => ({
      type: 'event',
      event: 'vote',
      domain: 'news.example.com',
      url: 'https://news.example.com/poll',
      visitorId,
      label: 'Yes',
      question: { id: 501, text: 'Do you have children?', answers: [{ id: 1, answer: 'No' }, { id: 2, answer: 'Yes' }] },
      answerId,
    });
    await collect(vote('assign-voter-yes', 2));
    await collect(vote('assign-voter-no', 1));
    expect(await growthOf('assign-voter-yes')).toEqual([{ audience_id: parents, affinity: 0.9 }]);
    expect(await growthOf('assign-voter-no')).toEqual([]);
    const question = await db.selectFrom('questions').selectAll().where('id', '=', 501).executeTakeFirstOrThrow();
    expect(question).toMatchObject({ question: 'Do you have children?', domain: 'news.example.com', answers: [{ id: 1, answer: 'No' }, { id: 2, answer: 'Yes' }] });
  });

  it('a lead form submission assigns by the form-field rule (contains logic) and is stored as a lead', async () => {
    const students = await audienceId('Students');
    const submit = (visitorId: string, occupation: string) => ({
      type: 'event',
      event: 'lead_form_submit',
      domain: 'sport.example.com',
      url: 'https://sport.example.com/win',
      visitorId,
      form: { id: 77, title: 'Win a ball', fields: { email: `${visitorId}@example.com`, occupation } },
    });
    await collect(submit('assign-lead-1', 'PhD Student at TU'));
    await collect(submit('assign-lead-2', 'Engineer'));
    expect(await growthOf('assign-lead-1')).toEqual([{ audience_id: students, affinity: 1 }]);
    expect(await growthOf('assign-lead-2')).toEqual([]);
    const leads = await db.selectFrom('leads').select(['visitor_id', 'data']).where('form_id', '=', 77).orderBy('visitor_id').execute();
    expect(leads.map((l) => l.visitor_id)).toEqual(['assign-lead-1', 'assign-lead-2']);
    expect(leads[0].data).toEqual({ email: 'assign-lead-1@example.com', occupation: 'PhD Student at TU' });
    expect(await db.selectFrom('forms').select(['title', 'fields']).where('id', '=', 77).executeTakeFirst()).toEqual({ title: 'Win a ball', fields: ['email', 'occupation'] });
  });

  it('the catalogue keeps the latest question text when votes repeat it, change it and change it back', async () => {
    const vote = (visitorId: string, text: string) => ({
      type: 'event', event: 'vote', domain: 'news.example.com', url: 'https://news.example.com/poll', visitorId, question: { id: 502, text, answers: [{ id: 1, answer: 'A' }] }, answerId: 1,
    });
    const stored = async () => (await db.selectFrom('questions').select('question').where('id', '=', 502).executeTakeFirstOrThrow()).question;
    await collect(vote('catalogue-voter-1', 'First wording'));
    await collect(vote('catalogue-voter-2', 'First wording'));
    expect(await stored()).toBe('First wording');
    await collect(vote('catalogue-voter-3', 'Second wording'));
    expect(await stored()).toBe('Second wording');
    await collect(vote('catalogue-voter-4', 'First wording'));
    expect(await stored()).toBe('First wording');
  });

  it("the catalogue is keyed by (domain, id): a hit on another organisation's domain cannot change this organisation's question or form text", async () => {
    const event = (domain: string, visitorId: string, extra: object) => ({ type: 'event', domain, url: `https://${domain}/poll`, visitorId, ...extra });
    const vote = (domain: string, visitorId: string, text: string) => event(domain, visitorId, { event: 'vote', question: { id: 503, text, answers: [{ id: 1, answer: 'Yes' }] }, answerId: 1 });
    const submit = (domain: string, visitorId: string, title: string) => event(domain, visitorId, { event: 'lead_form_submit', form: { id: 78, title, fields: { email: `${visitorId}@example.com` } } });
    await collect(vote('news.example.com', 'tenant-a-voter', 'Our own question'));
    await collect(submit('news.example.com', 'tenant-a-lead', 'Our own form'));
    await collect(vote('other-media.example', 'tenant-b-voter', 'Overwritten by B'));
    await collect(submit('other-media.example', 'tenant-b-lead', 'Overwritten by B'));

    const questions = await db.selectFrom('questions').select(['domain', 'question']).where('id', '=', 503).orderBy('domain').execute();
    expect(questions).toEqual([
      { domain: 'news.example.com', question: 'Our own question' },
      { domain: 'other-media.example', question: 'Overwritten by B' },
    ]);
    const forms = await db.selectFrom('forms').select(['domain', 'title']).where('id', '=', 78).orderBy('domain').execute();
    expect(forms).toEqual([
      { domain: 'news.example.com', title: 'Our own form' },
      { domain: 'other-media.example', title: 'Overwritten by B' },
    ]);
  });

  it('batches voting on the same questions at once, each in its own order, are all counted', async () => {
    // On PostgreSQL each vote row waits a moment before it is written, so the batches' upserts overlap row by row: in the
    // batches' own orders they deadlock (as the two-process bench found), in key order they queue. PGlite runs one statement at a time.
    if (testDatabaseUrl()) {
      await sql`CREATE FUNCTION slow_vote() RETURNS trigger AS $$ BEGIN PERFORM pg_sleep(0.005); RETURN NEW; END $$ LANGUAGE plpgsql`.execute(db);
      await sql`CREATE TRIGGER slow_vote BEFORE INSERT ON question_votes FOR EACH ROW EXECUTE FUNCTION slow_vote()`.execute(db);
    }
    const questions = Array.from({ length: 20 }, (_, i) => 611 + i);
    // Each batch in its own order — starting at a question of its own, every other one backwards (batches that all
    // began with one question would queue behind it and never deadlock) — and worded its own way: every batch upserts
    // every question and its votes.
    const orderOf = (n: number) => {
      const rotated = [...questions.slice(n % questions.length), ...questions.slice(0, n % questions.length)];
      return n % 2 ? rotated.reverse() : rotated;
    };
    const batch = (n: number) =>
      orderOf(n).map((id) => ({
        type: 'event', event: 'vote', domain: 'news.example.com', url: 'https://news.example.com/poll', visitorId: `racing-voter-${n}`, question: { id, text: `Question ${id} (${n})`, answers: [{ id: 1, answer: 'Yes' }] }, answerId: 1,
      }));
    try {
      await Promise.all(Array.from({ length: 16 }, (_, n) => collect(batch(n))));
    } finally {
      if (testDatabaseUrl()) await sql`DROP FUNCTION slow_vote() CASCADE`.execute(db);
    }
    const votes = await db.selectFrom('question_votes').select(['question_id', (eb) => eb.fn.sum<string>('votes').as('votes')]).where('question_id', 'in', questions).groupBy('question_id').orderBy('question_id').execute();
    expect(votes.map((v) => [v.question_id, Number(v.votes)])).toEqual(questions.map((id) => [id, 16]));
  });
});
