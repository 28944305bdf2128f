import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../support/startTestServer';

/** Security headers on the console, the API, and the two routes tracked sites use from their own origins. */
describe('security headers', () => {
  let t: TestServer;
  const distDir = mkdtempSync(path.join(tmpdir(), 'ac-dist-'));

  beforeAll(async () => {
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>console</title>');
    t = await startTestServer({ distDir, seed: 'none' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const directives = (headers: Headers) =>
    Object.fromEntries(
      (headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...values]) => [name, values]),
    );

  it('the console page: no inline or eval script, same-origin connections, any https image, never framed', async () => {
    const res = await fetch(`${t.url}/realtime`);
    expect(res.status).toBe(200);
    expect(directives(res.headers)).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'connect-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(res.headers.get('content-security-policy')).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(Object.fromEntries(['x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy'].map((h) => [h, res.headers.get(h)]))).toEqual({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('cross-origin-embedder-policy')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('connections may also go to the API hosts a deployment configures (fetch and socket)', async () => {
    const other = await startTestServer({ distDir, seed: 'none', consoleConfig: { apiHosts: { analytics: 'https://analytics.example.com/api', auth: '/api' } } });
    try {
      expect(directives((await fetch(`${other.url}/realtime`)).headers)['connect-src']).toEqual(["'self'", 'https://analytics.example.com', 'wss://analytics.example.com']);
    } finally {
      await other.close();
    }
  });

  it('the API: the same headers on a reply and on an error', async () => {
    for (const res of [await t.request('POST', '/v1/login', { body: { email: 'nobody@example.com', password: 'wrong-pass' } }), await t.request('GET', '/v2/whatever')]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(directives(res.headers)['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });

  it('the tracker script and the collect endpoint stay loadable from other origins', async () => {
    const origin = 'https://news.example.com';
    const tracker = await fetch(`${t.url}/t.js`, { headers: { origin } });
    expect(tracker.status).toBe(200);
    expect(tracker.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const collect = await fetch(`${t.url}/api/v1/collect`, { method: 'POST', headers: { origin, 'content-type': 'text/plain' }, body: '{}' });
    expect(collect.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(collect.headers.get('access-control-allow-origin')).toBe(origin);
    expect(collect.headers.get('cross-origin-embedder-policy')).toBeNull();
  });

  it("the collect endpoint's JSON reply carries the API set only: nosniff, a policy allowing nothing, no referrer, HSTS", async () => {
    const collect = await fetch(`${t.url}/api/v1/collect`, { method: 'POST', headers: { origin: 'https://news.example.com', 'content-type': 'text/plain' }, body: '{}' });
    expect(directives(collect.headers)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    expect(collect.headers.get('x-content-type-options')).toBe('nosniff');
    expect(collect.headers.get('referrer-policy')).toBe('no-referrer');
    expect(collect.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(collect.headers.get('x-frame-options')).toBeNull();
  });
});
