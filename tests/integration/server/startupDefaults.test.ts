import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ConsoleServer } from '../../../core/server/createServer';

const ROOT = path.join(__dirname, '../../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = netServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run serve` (tsx core/server/main.ts) with `env`, on PGlite in `dataDir`: resolves when
 * it exits, or — once it printed `until` — after stopping it with SIGTERM. Through tsx's loader
 * in one Node process (the tsx binary starts a second one).
 */
async function serve(dataDir: string, env: Record<string, string>, until?: RegExp): Promise<Run> {
  const base = { ...process.env };
  for (const name of ['DATABASE_URL', 'NODE_ENV', 'SEED', 'JWT_SECRET', 'HOST', 'DEMO_PASSWORD']) delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'core/server/main.ts'], {
    cwd: ROOT,
    env: { ...base, DATA_DIR: dataDir, PORT: String(await freePort()), SIMULATE: '0', DEMO_HISTORY_DAYS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  const seen = () => until?.test(run.stdout + run.stderr);
  child.stdout.on('data', (chunk: Buffer) => {
    run.stdout += chunk.toString();
    if (seen()) child.kill('SIGTERM');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    run.stderr += chunk.toString();
    if (seen()) child.kill('SIGTERM');
  });
  run.code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return run;
}

describe('start-up defaults', () => {
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ac-defaults-'));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a demo start prints its URL on 127.0.0.1 and warns about the published demo password', async () => {
    const run = await serve(newDataDir(), {}, /WARNING: the demo accounts/);
    expect(run.stdout).toMatch(/^Audience Console demo: http:\/\/127\.0\.0\.1:\d+$/m);
    expect(run.stdout).toContain('Sign in as admin@demo.test');
    expect(run.stderr).toContain('WARNING: the demo accounts use the published password "demo1234"');
  }, 120_000);

  it('NODE_ENV=production refuses the demo seed and a generated JWT secret (exit code 1, each problem named)', async () => {
    const run = await serve(newDataDir(), { NODE_ENV: 'production' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Refusing to start (NODE_ENV=production or SEED=none is a real deployment)');
    expect(run.stderr).toContain('SEED=demo would seed the demo accounts');
    expect(run.stderr).toContain('JWT_SECRET is not set');
    expect(run.stdout).not.toContain('Audience Console demo');
  }, 120_000);

  it('SEED=none refuses a database that holds demo accounts, and starts on a fresh one with JWT_SECRET', async () => {
    const demoDir = newDataDir();
    const secret = 'k'.repeat(40);
    // The fresh database's start does not wait for the demo database's two.
    const [refused, started] = await Promise.all([
      serve(demoDir, {}, /Audience Console demo/).then(() => serve(demoDir, { SEED: 'none', JWT_SECRET: secret })),
      serve(newDataDir(), { SEED: 'none', NODE_ENV: 'production', JWT_SECRET: secret }, /listening on/),
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The database holds demo accounts (admin@demo.test, analyst@demo.test, marketer@demo.test, viewer@demo.test)');

    expect(started.stderr).not.toContain('Refusing');
    expect(started.stdout).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(started.stdout).not.toContain('Audience Console demo');
  }, 180_000);

  describe('the listening interface', () => {
    let server: ConsoleServer | undefined;
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });

    it('is 127.0.0.1 unless HOST says otherwise', async () => {
      const dataDir = newDataDir();
      server = await createServer({ port: 0, dataDir, distDir: path.join(dataDir, 'no-dist'), logger: false, demoHistoryDays: 0, simulate: false });
      const url = await server.listen();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.app.server.address()).toMatchObject({ address: '127.0.0.1' });
    }, 60_000);
  });
});
