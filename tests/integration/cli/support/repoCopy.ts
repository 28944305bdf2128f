import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_DIR = path.resolve(__dirname, '../../../..');

export interface RepoCopy {
  dir: string;
  /** Runs a command in the copy without a terminal (stdin closed): what CI sees. */
  run(command: string, args: string[], options?: { env?: Record<string, string>; input?: string }): SpawnSyncReturns<string>;
  /** `npm run cli -- …` in the copy, via tsx directly (same entry, no npm start-up). */
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
    cli: (...args) => run(path.join(dir, 'node_modules/.bin/tsx'), ['cli/index.ts', ...args]),
    read: (file) => readFileSync(path.join(dir, file), 'utf8'),
    write: (file, text) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Makes sure some enabled plugin lists these resources: another plugin (the data plane) is
 * adding them, and these tests must not depend on when it lands.
 */
export function ensureResourcesProvided(copy: RepoCopy, resources: string[]): void {
  copy.write(
    'plugins/fixture-resources/index.ts',
    [
      "import { definePlugin } from '../../core/common/plugin/definePlugin';",
      '',
      '/** Test fixture: lists resources so cards that read them pass doctor. */',
      `export default definePlugin({ id: 'fixture-resources', product: 'analytics', resources: [${resources.map((r) => `'${r}'`).join(', ')}] });`,
      '',
    ].join('\n'),
  );
}
