import type { Kysely } from 'kysely';
import type { CronJob, CronJobs } from '../../../../core/common/jobs';
import { answerListId } from '../../../../plugins/audiences/server/answerEventList';
import { eventRow } from '../../monitoring/craftedEvents';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

const NEWS = 'news.example.com';
const HOUR_MS = 3_600_000;

/**
 * The DMP's scheduled jobs (issue 19, management §9 names) on the real stores: the sync jobs
 * re-apply question and form rules to recent votes and leads as "apply to the past" does,
 * removeDeletedAudiences drops the memberships of audiences deleted since, refreshCache reloads.
 */
describe('audience jobs', () => {
  let t: TestServer;
  let db: Kysely<any>;
  let admin: string;
  let organisationId: number;

  /** Runs the job now and resolves with its finished run. */
  async function runJob(name: string) {
    const before = ((await t.request('GET', '/v1/elastic/getCronJobs', { token: admin })).body.data as CronJobs)[name].runs.length;
    expect((await t.request('POST', '/v1/elastic/runCronJob', { token: admin, body: { name } })).status).toBe(200);
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      const job = ((await t.request('GET', '/v1/elastic/getCronJobs', { token: admin })).body.data as CronJobs)[name] as CronJob;
      if (job.runs.length > before && job.runs[0].outcome !== 'running') return job.runs[0];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${name} did not finish`);
  }
  const audience = async (name: string) =>
    (await db.insertInto('audiences').values({ type_id: 1, german: name, english: name, organisation_id: organisationId }).returning('id').executeTakeFirstOrThrow()).id as number;
  const held = async (visitorId: string) => ((await t.server.services.events.visitorAssignments('audience', [visitorId])).get(visitorId) ?? []).map((h) => h.id);

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    organisationId = (await db.selectFrom('domains').select('organisation_id').where('title', '=', NEWS).executeTakeFirstOrThrow()).organisation_id;
  });
  afterAll(() => t?.close());

  it('syncAudiencesOfVotes assigns the visitors whose recent vote a question rule matches but the ingest missed, with the rule\'s affinity, once', async () => {
    const voters = await audience('Voters of 9001/3');
    await db.insertInto('audience_question_rules').values({ audience_id: voters, poll_id: 9001, answer_id: 3, domain: NEWS, affinity_score: 5 }).execute();
    const now = Date.now();
    t.server.services.events.append([
      eventRow(now - 2 * HOUR_MS, { kind: 'event', event: 'vote', visitorId: 'voter-yes', lists: { answer: [answerListId(9001, 3)] } }),
      eventRow(now - 2 * HOUR_MS, { kind: 'event', event: 'vote', visitorId: 'voter-no', lists: { answer: [answerListId(9001, 4)] } }),
      eventRow(now - HOUR_MS, { kind: 'event', event: 'vote', domain: 'sport.example.com', visitorId: 'voter-elsewhere', lists: { answer: [answerListId(9001, 3)] } }),
    ]);
    await t.server.services.events.flush();

    const run = await runJob('syncAudiencesOfVotes');
    expect(run).toMatchObject({ outcome: 'succeeded', result: { visitorsAdded: 1 } });
    expect(await held('voter-yes')).toContain(voters);
    const [assignment] = (await t.server.services.events.visitorAssignments('audience', ['voter-yes'])).get('voter-yes')!.filter((h) => h.id === voters);
    expect(assignment.score).toBeCloseTo(0.5);
    expect(await held('voter-no')).not.toContain(voters);
    expect(await held('voter-elsewhere')).not.toContain(voters);
    // Idempotent: the next run adds nobody.
    expect(await runJob('syncAudiencesOfVotes')).toMatchObject({ outcome: 'succeeded', result: { visitorsAdded: 0 } });
  });

  it('syncAudiencesOfFormData assigns the visitors whose recent lead a form rule matches', async () => {
    const berliners = await audience('Berliners');
    await db.insertInto('audience_form_rules').values({ audience_id: berliners, form_id: 77, field_name: 'city', value: 'Berlin', domain: NEWS, affinity_score: 10 }).execute();
    await db
      .insertInto('leads')
      .values([
        { form_id: 77, visitor_id: 'lead-berlin', domain: NEWS, data: JSON.stringify({ city: 'Berlin' }), created_at: new Date(Date.now() - HOUR_MS) },
        { form_id: 77, visitor_id: 'lead-vienna', domain: NEWS, data: JSON.stringify({ city: 'Vienna' }), created_at: new Date(Date.now() - HOUR_MS) },
      ])
      .execute();
    expect(await runJob('syncAudiencesOfFormData')).toMatchObject({ outcome: 'succeeded', result: { visitorsAdded: 1 } });
    expect(await held('lead-berlin')).toContain(berliners);
    expect(await held('lead-vienna')).not.toContain(berliners);
  });

  it('removeDeletedAudiences removes the memberships of an audience deleted since, and no other', async () => {
    const doomed = await audience('Doomed');
    const kept = await audience('Kept');
    const now = Date.now();
    t.server.services.events.appendAssignments([
      { ts: now - HOUR_MS, list: 'audience', id: doomed, visitorId: 'member-1', domain: NEWS, score: 1 },
      { ts: now - HOUR_MS, list: 'audience', id: doomed, visitorId: 'member-2', domain: NEWS, score: 1 },
      { ts: now - HOUR_MS, list: 'audience', id: kept, visitorId: 'member-1', domain: NEWS, score: 1 },
    ]);
    await t.server.services.events.flush();
    await db.deleteFrom('audiences').where('id', '=', doomed).execute();

    expect(await runJob('removeDeletedAudiences')).toMatchObject({ outcome: 'succeeded', result: { audiences: 1, assignmentsDeleted: 2 } });
    expect(await held('member-1')).toEqual([kept]);
    expect(await held('member-2')).toEqual([]);
    expect(await t.server.services.events.heldIds('audience')).not.toContain(doomed);
  });

  it('refreshCache clears the audience counts kept for five minutes (and reloads the mapping rules)', async () => {
    const counted = await audience('Counted');
    const count = async () => {
      const res = await t.request('POST', '/v1/audiences/getVisitorCount', { token: admin, body: { missingAudienceIds: [counted], timeframe: 'last7Days' } });
      return res.body.data[counted] as number;
    };
    expect(await count()).toBe(0);
    t.server.services.events.append([eventRow(Date.now() - 60_000, { visitorId: 'counted-1', lists: { audience: [counted] } })]);
    await t.server.services.events.flush();
    // The counts answered a moment ago are given again …
    expect(await count()).toBe(0);
    expect(await runJob('refreshCache')).toMatchObject({ outcome: 'succeeded', result: { countsCleared: true, rulesReloaded: true } });
    // … until the job clears them.
    expect(await count()).toBe(1);
  });
});
