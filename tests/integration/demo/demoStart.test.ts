import { loadEnabledManifests } from '../../../core/server/plugins/pluginCatalogue';
import type { Audience } from '../../../plugins/audiences/common/Audience';
import { startTestServer, type TestServer } from '../../support/startTestServer';

/** A fresh `npm start` shows data at once: no seeded history here, only the simulator through the real collect endpoint. */
const WITHIN_MS = 30_000;

/** Whether a reply counts something: a users, views or doc_count above zero anywhere in it. */
function hasData(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasData);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, v]) => (['users', 'views', 'doc_count'].includes(key) && typeof v === 'number' && v > 0) || (typeof v === 'object' && hasData(v)));
}

interface AudienceNode {
  type_id: number;
  english: string;
  users: number;
  children: AudienceNode[];
}

describe('a fresh demo start', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({ simulate: true });
    token = (await t.login('analyst@demo.test')).token;
  }, 30_000);
  afterAll(() => t?.close());

  it(
    'RG-12, RG-01, CI-01, CI-02, MT-01, IA-06: within 30 s every resource of the six default cards has data, interests and visitor properties assigned by the real mapping rules, also in the insights audience counts',
    async () => {
      const cards = (await loadEnabledManifests()).flatMap((m) => m.cards ?? []).filter((c) => c.default);
      expect(cards.map((c) => c.component).sort()).toEqual(['DevicesCard', 'DomainPageCard', 'InterestsCard', 'ReferrerTypeCard', 'UsersCard', 'VisitorPropertiesCard']);
      const resources = [...new Set(cards.flatMap((c) => c.resources ?? []))];
      const get = async (name: string) => {
        const res = await t.request('GET', `/v1/monitoring/${name}`, { token });
        expect(res.status).toBe(200);
        return res.body.data as unknown;
      };
      const audienceTypes = (tree: AudienceNode[]) => new Set(tree.filter((a) => a.users > 0).map((a) => a.type_id));

      const started = Date.now();
      let empty = resources;
      let types = new Set<number>();
      while (Date.now() - started < WITHIN_MS) {
        const replies = await Promise.all(empty.map(async (name) => [name, await get(name)] as const));
        empty = replies.filter(([, data]) => !hasData(data)).map(([name]) => name);
        types = audienceTypes((await get('audiences')) as AudienceNode[]);
        if (!empty.length && types.has(1) && types.has(2)) break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      expect(empty).toEqual([]);
      // InterestsCard shows type 1, VisitorPropertiesCard type 2: both trees have visitors.
      expect([...types].sort()).toEqual([1, 2]);

      // The insights audiences page counts visitors per audience of the taxonomy (IA-06). Looked up in the
      // whole taxonomy: the simulator keeps assigning, so an audience may get its first visitor between two calls.
      const all = new Map<number, Audience>();
      const walk = (nodes: Audience[]) => nodes.forEach((n) => (all.set(n.id, n), walk(n.children)));
      walk((await t.request<{ data: Audience[] }>('GET', '/v1/audiences/getAllAudiences?locale=en', { token })).body.data);
      const counts = await t.request<{ data: Record<string, number> }>('POST', '/v1/audiences/getVisitorCount', { token, body: { timeframe: 'last30Days', refreshCache: true } });
      expect(counts.status).toBe(200);
      const counted = Object.entries(counts.body.data)
        .filter(([, n]) => n > 0)
        .map(([id]) => all.get(Number(id)));
      expect(counted).not.toContain(undefined);
      expect(new Set(counted.filter((a) => !a!.is_aitopic).map((a) => a!.type_id))).toEqual(new Set([1, 2]));
    },
    WITHIN_MS + 15_000,
  );
});
