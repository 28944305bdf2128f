import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyRepo, ensureResourcesProvided, type RepoCopy } from './support/repoCopy';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * Issue 3: `plugins disable` makes a plugin absent everywhere — bundle chunks, client registry
 * (routes, nav), API routes — after a rebuild and restart; `plugins enable` brings it back;
 * a plugin another enabled plugin requires cannot be disabled.
 */
describe('cli plugins disable / enable in a copy of the repository', () => {
  let copy: RepoCopy;
  let server: ChildProcess | undefined;
  /** Data directories of the servers started, removed afterwards. */
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ac-switch-data-'));
    dataDirs.push(dir);
    return dir;
  };
  /** `npm run serve` of the copy on a free port, without demo data; resolves once the API answers. */
  const startServer = async (dataDir = newDataDir()) => {
    const port = await freePort();
    server = spawn(path.join(copy.dir, 'node_modules/.bin/tsx'), ['core/server/main.ts'], {
      cwd: copy.dir,
      // SEED=none is a real deployment: it needs a JWT_SECRET of its own.
      env: { ...process.env, CONSOLE_CONFIG: path.join(copy.dir, 'console.config.json'), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'none', JWT_SECRET: randomBytes(32).toString('hex') },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 300; i++) {
      if (await fetch(`${url}/api/v1/account/me`).then(() => true, () => false)) return url;
      if (server.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The server of the copy did not start:\n${stderr}`);
  };
  const stopServer = async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  /** Built JavaScript that contains `text` (chunk names are numbers; content tells them apart). */
  const bundlesWith = (text: string) =>
    readdirSync(path.join(copy.dir, 'dist/assets'))
      .filter((f) => f.endsWith('.js'))
      .filter((f) => readFileSync(path.join(copy.dir, 'dist/assets', f), 'utf8').includes(text));

  /** The en and de text chunks of a namespace (named by the generated registry's loaders). */
  const localeChunks = (namespace: string) =>
    readdirSync(path.join(copy.dir, 'dist/assets')).filter((f) => new RegExp(`^locale-[a-z]+-${namespace}\\.`).test(f));

  const firstDataDir = newDataDir();

  /** What the repository's config disables anyway (e.g. insights-overview, OP-13). */
  let disabledByDefault: string[];

  beforeAll(() => {
    copy = copyRepo();
    disabledByDefault = JSON.parse(copy.read('console.config.json')).disabledPlugins;
    ensureResourcesProvided(copy, ['users']);
    expect(copy.cli('new-plugin', 'notes-board', '--yes').status).toBe(0);
    expect(copy.cli('new-card', 'Visitors', '--resources', 'users', '--yes').status).toBe(0);
  });
  afterAll(async () => {
    await stopServer();
    copy.remove();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a disabled plugin is gone from the chunks, the client registry, the routes, the nav and the API; enable brings it back', async () => {
    expect(copy.run('npm', ['run', 'build']).status).toBe(0);
    expect(bundlesWith('notes-board-page')).toHaveLength(1);
    expect(bundlesWith("'/notes-board'").length + bundlesWith('"/notes-board"').length).toBeGreaterThan(0);
    expect(copy.read('core/client/generated/pluginRegistry.ts')).toContain("plugins/notes-board'");
    expect(localeChunks('notes-board')).toHaveLength(2);
    let url = await startServer(firstDataDir);
    expect((await fetch(`${url}/api/v1/notes-board/items`)).status).toBe(401);
    await stopServer();

    const disable = copy.cli('plugins', 'disable', 'notes-board');
    expect(disable.stdout).toContain('Disabled "notes-board"');
    expect(JSON.parse(copy.read('console.config.json')).disabledPlugins).toEqual([...disabledByDefault, 'notes-board'].sort());
    expect(copy.cli('plugins', 'list').stdout).toMatch(/^notes-board\ttools\tdisabled\t/m);
    expect(copy.run('npm', ['run', 'build']).status).toBe(0);
    expect(bundlesWith('notes-board-page')).toEqual([]);
    expect(bundlesWith("'/notes-board'")).toEqual([]);
    expect(bundlesWith('"/notes-board"')).toEqual([]);
    expect(bundlesWith('notesBoard')).toEqual([]);
    expect(copy.read('core/client/generated/pluginRegistry.ts')).not.toContain('notes-board');
    expect(localeChunks('notes-board')).toEqual([]);
    url = await startServer();
    const gone = await fetch(`${url}/api/v1/notes-board/items`);
    expect(gone.status).toBe(404);
    await stopServer();

    expect(copy.cli('plugins', 'enable', 'notes-board').stdout).toContain('Enabled "notes-board"');
    expect(JSON.parse(copy.read('console.config.json')).disabledPlugins).toEqual(disabledByDefault);
    expect(JSON.parse(copy.read('console.config.json')).links).toBeDefined();
  }, 120_000);

  it('a server restarts on its old DATA_DIR after a plugin whose migrations ran was disabled', async () => {
    copy.cli('plugins', 'disable', 'notes-board');
    try {
      const url = await startServer(firstDataDir);
      expect((await fetch(`${url}/api/v1/notes-board/items`)).status).toBe(404);
    } finally {
      await stopServer();
      copy.cli('plugins', 'enable', 'notes-board');
    }
  }, 60_000);

  it('disabling a plugin an enabled plugin requires is refused, naming both, and the config is left alone', () => {
    const before = copy.read('console.config.json');
    const res = copy.cli('plugins', 'disable', 'monitoring');
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Error: Cannot disable "monitoring":');
    expect(res.stderr).toContain('Plugin "visitors-card" requires "monitoring", which is disabled in console.config.json.');
    expect(copy.read('console.config.json')).toBe(before);
    expect(copy.cli('plugins', 'disable', 'nope').stderr).toContain('No plugin "nope"');
  });
});
