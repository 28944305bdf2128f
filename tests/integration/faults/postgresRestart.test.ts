import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CollectLoad, Load, requestOutcome } from '../../support/collectLoad';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../../support/serverProcess';
import { hasPostgresBinaries, ThrowawayPostgres } from '../../support/throwawayPostgres';

const DEMO_PASSWORD = 'demo-fault-1234';

async function login(url: string): Promise<{ status: number; token?: string }> {
  const res = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data?: { token: string } };
  return { status: res.status, token: body.data?.token };
}

// CI installs the binaries (.ci/run); without them there is no PostgreSQL to restart.
(hasPostgresBinaries ? describe : describe.skip)('fault: PostgreSQL restarted under load', () => {
  let pg: ThrowawayPostgres | undefined;
  let server: ServerProcess | undefined;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ac-pgfault-'));
    pg = await ThrowawayPostgres.create();
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: pg.url, DEMO_PASSWORD });
  }, 60_000);
  afterAll(async () => {
    if (server) await stopServerProcess(server).catch(() => server!.child.kill('SIGKILL'));
    await pg?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 database_unavailable while PostgreSQL is away — no 500, no hang — and serves again once it is back, without a restart of its own', async () => {
    const { url, child } = server!;
    const { token } = await login(url);
    // Every authenticated request reads the session from PostgreSQL; collect serves from its caches.
    const api = new Load(4, () => requestOutcome(`${url}/api/v1/account/me`, { headers: { authorization: `Bearer ${token}` } }));
    const collect = new CollectLoad(url, 2);
    await api.waitFor('200', 20);

    await pg!.stop();
    await api.waitFor('503 database_unavailable', 5, 20_000);
    const okWhileDown = api.count('200');
    await pg!.start();
    // Back without a restart: the pool replaces its broken connections by itself.
    await api.waitFor('200', okWhileDown + 20, 30_000);
    expect((await login(url)).status).toBe(200);
    await Promise.all([api.stop(), collect.stop()]);

    expect(child.exitCode).toBeNull();
    const outcomes = { api: Object.fromEntries(api.outcomes), collect: Object.fromEntries(collect.outcomes) };
    console.info(`PostgreSQL restart: ${JSON.stringify(outcomes)}`);
    expect(Object.keys(outcomes.api).filter((o) => !['200', '503 database_unavailable'].includes(o))).toEqual([]);
    expect(Object.keys(outcomes.collect).filter((o) => !['202', '503 database_unavailable'].includes(o))).toEqual([]);
    expect(server!.output()).not.toMatch(/unhandled error/);
  }, 60_000);
});
