import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../support/startTestServer';

/** The built console next to the API: assets as files, every other page GET gets index.html. */
describe('console hosting', () => {
  let t: TestServer;
  const distDir = mkdtempSync(path.join(tmpdir(), 'ac-dist-'));

  beforeAll(async () => {
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>console</title>');
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'assets', 'main.123.js'), 'console.log(1)');
    t = await startTestServer({ distDir, seed: 'none' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (p: string) => fetch(`${t.url}${p}`);

  it('RT-01: browser-history routes load index.html; assets are served as files', async () => {
    for (const route of ['/', '/realtime', '/insights/content?domain=x', '/audiences/transfer/12']) {
      const res = await get(route);
      expect([route, res.status, await res.text()]).toEqual([route, 200, '<!doctype html><title>console</title>']);
    }
    const asset = await get('/assets/main.123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('a missing asset is a 404, not index.html; unknown /api paths get the JSON 404', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
    const api = await get('/api/v2/whatever');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ status: 'error', error: 'not_found', message: 'View not found!' });
  });

  it('the socket path is served by socket.io, not by the console fallback', async () => {
    const res = await get('/socket/?EIO=4&transport=polling');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^0\{"sid"/);
  });
});
