import type { Kysely } from 'kysely';
import { hashPassword } from '../../../../core/server/auth/passwordHash';
import { createUser } from '../../../../core/server/users/userRepository';
import type { Audience } from '../../../../plugins/audiences/common/Audience';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../../support/startTestServer';

const flatten = (nodes: Audience[]): Audience[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('audiences list calls (management §7)', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestServer();
    const db = t.server.db;
    const organisation = await db.selectFrom('organisations').select('id').executeTakeFirstOrThrow();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await createUser(db, { email: 'topics@demo.test', passwordHash, firstname: 'Tia', lastname: 'Topics', access: ['AUDIENCES.VIEW', 'AITOPICS.VIEW'], organisationId: organisation.id });
    await createUser(db, { email: 'plainadmin@demo.test', passwordHash, firstname: 'Paul', lastname: 'Admin', access: ['AUDIENCES.VIEW', 'MODULE_ADMIN.VIEW'], organisationId: organisation.id });
    const other = await db.insertInto('organisations').values({ name: 'Other Media' }).returning('id').executeTakeFirstOrThrow();
    const audiences = db as unknown as Kysely<any>;
    await audiences.insertInto('audiences').values([
      { type_id: 1, german: 'Fremd', english: 'Foreign', organisation_id: other.id },
      { type_id: 1, german: 'Fremd geteilt', english: 'Foreign shared', organisation_id: other.id, is_pinpoll: true },
    ]).execute();
    for (const email of ['admin@demo.test', 'analyst@demo.test', 'marketer@demo.test', 'viewer@demo.test', 'topics@demo.test', 'plainadmin@demo.test']) tokens[email.split('@')[0]] = (await t.login(email)).token;
  });
  afterAll(() => t?.close());

  const get = async (role: string, path: string) => t.request('GET', `/v1/audiences/${path}`, { token: tokens[role] });

  it('API-46: getAudiences returns the taxonomy as a tree of Audience objects (interests type 1, properties type 2)', async () => {
    const res = await get('marketer', 'getAudiences');
    expect(res.status).toBe(200);
    const roots: Audience[] = res.body.data;
    const sport = roots.find((a) => a.english === 'Sports')!;
    expect(sport).toMatchObject({ text: 'Sports', german: 'Sport', type_id: 1, parent_id: null, is_pinpoll: true, is_aitopic: false, hide_analytics: false, hide_dmp: false, filename: null });
    expect(sport.translations).toEqual([
      { locale: 'de', text: 'Sport' },
      { locale: 'en', text: 'Sports' },
    ]);
    expect(sport.children.map((c) => c.text)).toEqual(['Football', 'Winter sports', 'Cycling']);
    expect(sport.children.every((c) => c.parent_id === sport.id)).toBe(true);
    expect(roots.filter((a) => a.type_id === 2).length).toBeGreaterThanOrEqual(6);
    expect(roots.filter((a) => a.type_id === 1).length).toBeGreaterThanOrEqual(10);
  });

  it('API-47, IN-10: getAllAudiences takes a locale: de gives German texts, en English', async () => {
    const de = await get('marketer', 'getAllAudiences?locale=de');
    expect(de.status).toBe(200);
    expect(flatten(de.body.data).find((a) => a.english === 'Football')!.text).toBe('Fußball');
    const en = await get('marketer', 'getAllAudiences?locale=en');
    expect(flatten(en.body.data).find((a) => a.english === 'Football')!.text).toBe('Football');
    expect((await get('marketer', 'getAllAudiences?locale=<b>')).status).toBe(422);
  });

  it('PM-35: is_pinpoll audiences are available to everyone — also those of another organisation; its other audiences are not', async () => {
    const texts = flatten((await get('analyst', 'getAudiences')).body.data).map((a) => a.english);
    expect(texts).toContain('Foreign shared');
    expect(texts).not.toContain('Foreign');
  });

  it('PM-32: an admin (MODULE_ADMIN.VIEW) sees AI topics (is_aitopic) without AITOPICS.VIEW', async () => {
    const ai = flatten((await get('plainadmin', 'getAudiences')).body.data).find((a) => a.is_aitopic);
    expect(ai?.english).toBe('Artificial intelligence');
  });

  it('PM-34: a non-admin sees AI topics only with AITOPICS.VIEW', async () => {
    expect(flatten((await get('topics', 'getAllAudiences?locale=en')).body.data).some((a) => a.is_aitopic)).toBe(true);
    expect(flatten((await get('analyst', 'getAllAudiences?locale=en')).body.data).some((a) => a.is_aitopic)).toBe(false);
    expect(flatten((await get('marketer', 'getAudiences')).body.data).some((a) => a.is_aitopic)).toBe(false);
  });

  it('both calls need AUDIENCES.VIEW (getAudiences rule): the viewer gets 403', async () => {
    expect((await get('viewer', 'getAudiences')).status).toBe(403);
    expect((await get('viewer', 'getAllAudiences')).status).toBe(403);
  });
});
