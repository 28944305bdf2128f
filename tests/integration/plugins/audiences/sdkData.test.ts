import type { Kysely } from 'kysely';
import { crud } from '../../../../core/common/permissions';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import type { AudienceRulesReply, SdkAssignReply } from '../../../../plugins/audiences/common/Mapping';
import { SDK_VISITORS_MAX } from '../../../../plugins/audiences/common/mappingSchemas';
import { audiencesDb } from '../../../../plugins/audiences/server/AudiencesTables';
import { createSdkApiKey, revokeSdkApiKey } from '../../../../plugins/audiences/server/sdkApiKeys';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';
import { storedAssignments, storedCounts, storedRows } from '../../../support/storeRows';
import { collectHits } from '../../../support/trackerHits';

const NEWS = 'news.example.com';
const MEMBER_ACCESS = [...crud('AUDIENCES'), 'MODULE_DMP.VIEW'];

/**
 * Issue 16's SDK data rules on the real server: an organisation's server assigns visitor ids to
 * an audience with one of its API keys (sdk/assign); the visitors' next collects carry the
 * audience; the rules dialog lists and removes the organisation's SDK rules. One server for the suite.
 */
describe('SDK data rules (issue 16)', () => {
  let t: TestServer;
  let db: Kysely<any>;
  const tokens: Record<string, string> = {};
  const keys: Record<string, { id: number; key: string }> = {};
  const audiences: Record<string, number> = {};

  /** One SDK call with our key, another (`null`: none). */
  const sdk = async (body: unknown, key: string | null = keys.ours.key) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (key !== null) headers.authorization = `Bearer ${key}`;
    const res = await fetch(`${t.url}/api/v1/audiences/sdk/assign`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };
  const assigned = async (body: unknown, key?: string): Promise<SdkAssignReply> => {
    const res = await sdk(body, key);
    if (res.status !== 200) throw new Error(`sdk/assign: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const api = (method: string, path: string, token: string, body?: unknown) => t.request(method, `/v1${path}`, { token, body });
  const rulesOf = async (id: number, token: string): Promise<AudienceRulesReply> => (await api('GET', `/audiences/getAssignedRules?id=${id}`, token)).body.data;
  const collect = async (visitorId: string) => expect(await collectHits(t.url, { type: 'pageview', domain: NEWS, url: `https://${NEWS}/article`, visitorId })).toEqual({ status: 202, body: undefined });
  /** The audiences the visitor entered with their score (0..1), as the event store holds them. */
  const membership = async (visitorId: string) => Object.fromEntries((await storedAssignments(t.server.services.events, 'audience', { visitorId })).map((r) => [r.id, r.score]));
  /** What an SDK call may store: rules and assignments. */
  const stored = async () => {
    const { assignments } = await storedCounts(t.server.services.events);
    const { n: rules } = await db.selectFrom('audience_sdk_rules').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rules: Number(rules), assignments };
  };

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    const rival = (await db.insertInto('organisations').values({ name: 'Rival Media' }).returning('id').executeTakeFirstOrThrow()).id;
    const demo = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    tokens.admin = (await t.login('admin@demo.test')).token;
    tokens.member = (await organisationMember(t, 'sdk@demo.test', demo, MEMBER_ACCESS)).token;
    tokens.reader = (await organisationMember(t, 'reader@demo.test', demo, ['AUDIENCES.VIEW', 'MODULE_DMP.VIEW'])).token;
    tokens.rival = (await organisationMember(t, 'sdk@rival.test', rival, MEMBER_ACCESS)).token;
    keys.ours = await createSdkApiKey(audiencesDb(t.server.db), demo, 'CRM export');
    keys.rival = await createSdkApiKey(audiencesDb(t.server.db), rival, '');
    const create = async (token: string, name: string) => (await api('POST', '/audiences', token, { german: name, english: name, type_id: 1, parent_id: null })).body.data.id as number;
    audiences.buyers = await create(tokens.member, 'Buyers');
    audiences.subscribers = await create(tokens.member, 'Subscribers');
    audiences.rivals = await create(tokens.rival, 'Rival buyers');
    audiences.sports = (await db.selectFrom('audiences').select('id').where('english', '=', 'Sports').executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(() => t?.close());

  it("issue 16: an SDK assignment puts the visitors in the audience at once: the next collect of one carries it, and the audience's count shows it", async () => {
    expect(await assigned({ audienceId: audiences.buyers, visitorIds: ['sdk-visitor-1', 'sdk-visitor-2', 'sdk-visitor-1'], affinity_score: 7 })).toEqual({ ruleId: expect.any(Number), assigned: 2 });
    expect(await membership('sdk-visitor-1')).toEqual({ [audiences.buyers]: 0.7 });
    await collect('sdk-visitor-1');
    await t.server.services.events.flush();
    const counts = await api('POST', '/audiences/getVisitorCount', tokens.admin, { missingAudienceIds: [audiences.buyers, audiences.subscribers], refreshCache: true, timeframe: 'today' });
    expect(counts.body.data).toEqual({ [audiences.buyers]: 1, [audiences.subscribers]: 0 });
    const [hit] = await storedRows<{ audience_ids: number[] }>(t.server.services.events, { visitorId: 'sdk-visitor-1' }, ['audience_ids']);
    expect(hit.audience_ids).toEqual([audiences.buyers]);
  });

  it('issue 16: visitors already in the audience are not assigned again (nor their score changed); the shared taxonomy takes SDK data too', async () => {
    expect(await assigned({ audienceId: audiences.buyers, visitorIds: ['sdk-visitor-2', 'sdk-visitor-3'], affinity_score: 2 })).toMatchObject({ assigned: 1 });
    expect([await membership('sdk-visitor-2'), await membership('sdk-visitor-3')]).toEqual([{ [audiences.buyers]: 0.7 }, { [audiences.buyers]: 0.2 }]);
    expect(await assigned({ audienceId: audiences.sports, visitorIds: ['sdk-visitor-3'], affinity_score: 10 })).toMatchObject({ assigned: 1 });
    expect(await membership('sdk-visitor-3')).toEqual({ [audiences.buyers]: 0.2, [audiences.sports]: 1 });
  });

  it('issue 16: no key, an unknown key or a session token is refused with 401 and stores nothing', async () => {
    const before = await stored();
    const body = { audienceId: audiences.buyers, visitorIds: ['sdk-refused-1'], affinity_score: 5 };
    for (const key of [null, 'acsdk_not-a-key', keys.ours.key.slice(0, -1), tokens.admin]) {
      const res = await sdk(body, key);
      expect({ key: key?.slice(0, 12), status: res.status, error: res.body.error }).toEqual({ key: key?.slice(0, 12), status: 401, error: 'invalid_api_key' });
    }
    expect(await stored()).toEqual(before);
  });

  it("issue 16: another organisation's audience (or none) is a 404 and stores nothing", async () => {
    const before = await stored();
    for (const audienceId of [audiences.rivals, 2_000_000]) {
      const res = await sdk({ audienceId, visitorIds: ['sdk-refused-2'], affinity_score: 5 });
      expect([res.status, res.body.error]).toEqual([404, 'audience_not_found']);
    }
    expect(await stored()).toEqual(before);
  });

  it('issue 16: missing or invalid fields are a 422 naming each field, and nothing is stored', async () => {
    const before = await stored();
    const refused = async (body: unknown) => {
      const res = await sdk(body);
      expect([res.status, res.body.error]).toEqual([422, 'validation_failed']);
      return res.body.errors;
    };
    expect(await refused({})).toEqual({ audienceId: ['audienceId is required.'], visitorIds: ['visitorIds is required.'], affinity_score: ['affinity_score is required.'] });
    expect(await refused({ audienceId: audiences.buyers, visitorIds: ['ok-visitor-1', 'short', 'has space!', 12345678], affinity_score: 11 })).toEqual({
      'visitorIds[1]': ['visitorIds[1] must be 8 to 64 letters, digits, "-" or "_".'],
      'visitorIds[2]': ['visitorIds[2] must be 8 to 64 letters, digits, "-" or "_".'],
      'visitorIds[3]': ['visitorIds[3] must be a text.'],
      affinity_score: ['affinity_score may not be greater than 10.'],
    });
    expect(await refused({ audienceId: audiences.buyers, visitorIds: [], affinity_score: 0 })).toEqual({ visitorIds: ['visitorIds is required.'], affinity_score: ['affinity_score must be at least 1.'] });
    expect(await refused({ audienceId: audiences.buyers, visitorIds: 'sdk-visitor-9', affinity_score: 1 })).toEqual({ visitorIds: ['visitorIds must be a list of visitor ids.'] });
    const tooMany = Array.from({ length: SDK_VISITORS_MAX + 1 }, (_, i) => `sdk-many-${i}`);
    expect(await refused({ audienceId: audiences.buyers, visitorIds: tooMany, affinity_score: 1 })).toEqual({ visitorIds: [`visitorIds may hold at most ${SDK_VISITORS_MAX} items.`] });
    expect(await stored()).toEqual(before);
    // The most one call may name fits the route's body limit.
    expect(await assigned({ audienceId: audiences.subscribers, visitorIds: tooMany.slice(1), affinity_score: 1 })).toMatchObject({ assigned: SDK_VISITORS_MAX });
  });

  it("RU-03, RU-07: getAssignedRules lists the organisation's SDK data rules with created_at, visitors and affinity — never another organisation's, on a shared audience too", async () => {
    await assigned({ audienceId: audiences.sports, visitorIds: ['rival-visitor-1', 'rival-visitor-2'], affinity_score: 4 }, keys.rival.key);
    const ours = (await rulesOf(audiences.buyers, tokens.member)).sdkData;
    expect(ours).toEqual([
      { id: expect.any(Number), created_at: expect.any(String), visitors: 2, affinity_score: 7 },
      { id: expect.any(Number), created_at: expect.any(String), visitors: 2, affinity_score: 2 },
    ]);
    expect(Date.now() - Date.parse(ours[0].created_at)).toBeLessThan(120_000);
    expect((await rulesOf(audiences.sports, tokens.member)).sdkData.map((r) => [r.visitors, r.affinity_score])).toEqual([[1, 10]]);
    expect((await rulesOf(audiences.sports, tokens.rival)).sdkData.map((r) => [r.visitors, r.affinity_score])).toEqual([[2, 4]]);
    // Admins see every organisation's.
    expect((await rulesOf(audiences.sports, tokens.admin)).sdkData).toHaveLength(2);
  });

  it("RU-02, OP-10: removeRule removes an SDK data rule of the caller's organisation; its visitors stay in the audience; another organisation's is a 404, a reader's call a 403", async () => {
    const [theirs] = (await rulesOf(audiences.sports, tokens.rival)).sdkData;
    const [ours] = (await rulesOf(audiences.sports, tokens.member)).sdkData;
    const foreign = await api('POST', '/audiences/removeRule', tokens.member, { id: theirs.id, type: 'sdkData' });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'mapping_rule_not_found']);
    expect((await api('POST', '/audiences/removeRule', tokens.reader, { id: ours.id, type: 'sdkData' })).status).toBe(403);
    expect((await api('POST', '/audiences/removeRule', tokens.member, { id: ours.id, type: 'sdkData' })).body.data).toEqual({ id: ours.id, type: 'sdkData' });
    expect((await rulesOf(audiences.sports, tokens.member)).sdkData).toEqual([]);
    expect((await rulesOf(audiences.sports, tokens.rival)).sdkData).toEqual([theirs]);
    expect(await membership('sdk-visitor-3')).toEqual({ [audiences.buyers]: 0.2, [audiences.sports]: 1 });
  });

  it('issue 16: a revoked key is refused with 401; the rules it made stay', async () => {
    const before = (await rulesOf(audiences.sports, tokens.rival)).sdkData;
    expect(await revokeSdkApiKey(audiencesDb(t.server.db), keys.rival.id)).toBe('revoked');
    const res = await sdk({ audienceId: audiences.sports, visitorIds: ['rival-visitor-3'], affinity_score: 4 }, keys.rival.key);
    expect([res.status, res.body.error]).toEqual([401, 'invalid_api_key']);
    expect((await rulesOf(audiences.sports, tokens.rival)).sdkData).toEqual(before);
    // Our key still works.
    expect((await sdk({ audienceId: audiences.sports, visitorIds: ['sdk-visitor-4'], affinity_score: 4 })).status).toBe(200);
  });
});
