import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_DIR = path.resolve(__dirname, '../../../..');

export interface RepoCopy {
  dir: string;
  /** Runs a command in the copy without a terminal (stdin closed): what CI sees. */
  run(command: string, args: string[], options?: { env?: Record<string, string>; input?: string }): SpawnSyncReturns<string>;
  /** `npm run cli -- …` in the copy, via tsx's loader directly (same entry; no npm, and no second Node process as the tsx binary starts). */
  cli(...args: string[]): SpawnSyncReturns<string>;
  read(file: string): string;
  write(file: string, text: string): void;
  remove(): void;
}

/**
 * The repository as it is (tracked and untracked files, without node_modules, dist, data or
 * .git) in a temp dir, with node_modules linked: scaffolding, builds and config edits there
 * never touch the working tree.
 */
export function copyRepo(): RepoCopy {
  const dir = mkdtempSync(path.join(tmpdir(), 'ac-repo-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: REPO_DIR, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(REPO_DIR, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(from, path.join(dir, file));
  }
  symlinkSync(path.join(REPO_DIR, 'node_modules'), path.join(dir, 'node_modules'));
  // The copy's own config only: a CONSOLE_CONFIG of the caller would point back at the real repository.
  const env = { ...process.env, CONSOLE_CONFIG: '', FORCE_COLOR: '0' } as Record<string, string>;
  delete env.CONSOLE_CONFIG;
  const run: RepoCopy['run'] = (command, args, options = {}) =>
    spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: { ...env, ...options.env }, input: options.input ?? '', timeout: 120_000 });
  return {
    dir,
    run,
    cli: (...args) => run(process.execPath, ['--import', 'tsx', 'cli/index.ts', ...args]),
    read: (file) => readFileSync(path.join(dir, file), 'utf8'),
    write: (file, text) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Makes sure some plugin lists these resources: the data plane (monitoring) provides them,
 * and these tests must not depend on when it does. Adds a manifest-only fixture plugin for
 * the ones no manifest of the copy lists yet.
 */
export function ensureResourcesProvided(copy: RepoCopy, resources: string[]): void {
  const listed = copy.run(path.join(copy.dir, 'node_modules/.bin/tsx'), [
    '-e',
    "require('./core/server/plugins/pluginCatalogue').loadAllManifests().then((all) => console.log(JSON.stringify(all.flatMap((m) => m.resources ?? []))))",
  ]);
  if (listed.status !== 0) throw new Error(`Could not read the copy's manifests:\n${listed.stderr}`);
  const missing = resources.filter((r) => !(JSON.parse(listed.stdout) as string[]).includes(r));
  if (!missing.length) return;
  copy.write(
    'plugins/fixture-resources/index.ts',
    [
      "import { definePlugin } from '../../core/common/plugin/definePlugin';",
      '',
      '/** Test fixture: lists resources the data plane does not provide yet, so cards reading them pass doctor. */',
      `export default definePlugin({ id: 'fixture-resources', product: 'analytics', resources: [${missing.map((r) => `'${r}'`).join(', ')}] });`,
      '',
    ].join('\n'),
  );
}
