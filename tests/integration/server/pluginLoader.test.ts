import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from '../../../core/server/createServer';
import { everyPermission } from '../../../core/server/seed/demoAccounts';
import { FIXTURE_PLUGINS_DIR, startTestServer, type TestServer } from '../../support/startTestServer';

const BAD_PLUGINS = path.join(__dirname, '../../fixtures/bad-plugins');

describe('server plugin loader', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ac-loader-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start when a route names an unknown permission rule, naming the route', async () => {
    await expect(createServer({ dataDir, logger: false, extraPluginsDir: path.join(BAD_PLUGINS, 'unknown-rule') })).rejects.toThrow(
      'Route GET /v1/fixture/unknown-rule of plugin "fixture-unknown-rule" declares unknown permission rule "noSuchRule".',
    );
  });

  it('refuses to start when a route declares no permission rule (deny by default)', async () => {
    await expect(createServer({ dataDir, logger: false, extraPluginsDir: path.join(BAD_PLUGINS, 'no-rule') })).rejects.toThrow(
      'Route GET /v1/fixture/no-rule of plugin "fixture-no-rule" declares no permission rule.',
    );
  });

  it('issue 14: refuses to start when an entity names an unknown permission rule or a type another plugin declares', async () => {
    const start = createServer({ dataDir, logger: false, extraPluginsDir: path.join(BAD_PLUGINS, 'entity') });
    await expect(start).rejects.toThrow('Entity "channel" of plugin "fixture-entity" declares unknown permission rule "noSuchRule".');
    await expect(start).rejects.toThrow('Duplicate entity type "channel".');
  });

  describe('with a fixture plugin that has a server half', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer({ extraPluginsDir: FIXTURE_PLUGINS_DIR });
    }, 60000);
    afterAll(() => t?.close());

    it('mounts its routes, runs its namespaced migrations and validates input (422, nothing stored)', async () => {
      const { token } = await t.login('analyst@demo.test');
      const invalid = await t.request('POST', '/v1/fixture-feed/notes', { token, body: { title: 'x' } });
      expect(invalid.status).toBe(422);
      expect(invalid.body).toEqual({
        status: 'error',
        error: 'validation_failed',
        message: 'Invalid value',
        errors: { title: ['Title must be at least 3 characters.'] },
      });
      expect((await t.request('GET', '/v1/fixture-feed/notes', { token })).body.data).toEqual([]);
      const created = await t.request('POST', '/v1/fixture-feed/notes', { token, body: { title: '  First note ' } });
      expect(created.body.data).toMatchObject({ title: 'First note' });
      expect((await t.request('GET', '/v1/fixture-feed/notes', { token })).body.data).toHaveLength(1);
      const migrations = await t.server.db
        .selectFrom('kysely_migration' as any)
        .select('name' as any)
        .orderBy('name' as any)
        .execute();
      const names = migrations.map((m: any) => m.name as string);
      expect(names[0]).toBe('core:0001_initial');
      expect(names).toContain('plugin:fixture-feed:0001_notes');
      expect(names.filter((n) => !n.startsWith('core:')).every((n) => n.startsWith('plugin:'))).toBe(true);
    });

    it('seeds the admin with every permission string named by any registry rule', async () => {
      const { response } = await t.login('admin@demo.test');
      const adminAccess: string[] = response.body.data.user.access;
      expect(adminAccess).toEqual(everyPermission(t.server.registry));
      for (const p of ['CRON_JOBS.EDIT', 'CHANNELS.DELETE', 'ORGANISATION_ADS.DELETE', 'GLOBAL_MONITORING.VIEW', 'MODULE_ADMIN.VIEW', 'ALL_ENTITIES.VIEW']) {
        expect(adminAccess).toContain(p);
      }
    });
  });
});
