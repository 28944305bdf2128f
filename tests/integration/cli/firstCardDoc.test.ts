import path from 'node:path';
import { readFileSync } from 'node:fs';
import { copyRepo, ensureResourcesProvided, REPO_DIR, type RepoCopy } from './support/repoCopy';

/** The ```sh blocks of one docs/plugins.md section, one command per line. */
function shellCommands(section: string): string[] {
  const doc = readFileSync(path.join(REPO_DIR, 'docs/plugins.md'), 'utf8');
  const start = doc.indexOf(`## ${section}\n`);
  if (start < 0) throw new Error(`docs/plugins.md has no section "${section}".`);
  const end = doc.indexOf('\n## ', start + 1);
  const text = doc.slice(start, end < 0 ? undefined : end);
  return [...text.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) => m[1].split('\n').filter((line) => line.trim()));
}

/** Issue 3: the walk-through in docs/plugins.md works as written, in a copy of the repository, without a terminal. */
describe('docs/plugins.md "Your first card in five minutes"', () => {
  let copy: RepoCopy;
  beforeAll(() => {
    copy = copyRepo();
    ensureResourcesProvided(copy, ['users', 'devices']);
  });
  afterAll(() => copy.remove());

  it('every command of the walk-through succeeds as written', () => {
    const commands = shellCommands('Your first card in five minutes');
    expect(commands).toEqual([
      'npm run cli -- new-card PageViews --resources users,devices --yes',
      'npx jest tests/unit/plugins/page-views-card',
      'npm run cli -- doctor',
      'npm run build',
    ]);
    for (const command of commands) {
      const res = copy.run('bash', ['-c', command]);
      if (res.status !== 0) throw new Error(`"${command}" failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
    }
    expect(copy.read('core/client/generated/pluginRegistry.ts')).toContain("from '../../../plugins/page-views-card'");
  }, 120_000);
});
