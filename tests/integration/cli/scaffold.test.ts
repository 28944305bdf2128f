import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { copyRepo, ensureResourcesProvided, REPO_DIR, type RepoCopy } from './support/repoCopy';

/** The ```sh blocks of one docs/plugins.md section, one command per line. */
function shellCommands(section: string): string[] {
  const doc = readFileSync(path.join(REPO_DIR, 'docs/plugins.md'), 'utf8');
  const start = doc.indexOf(`## ${section}\n`);
  if (start < 0) throw new Error(`docs/plugins.md has no section "${section}".`);
  const end = doc.indexOf('\n## ', start + 1);
  return [...doc.slice(start, end < 0 ? undefined : end).matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) => m[1].split('\n').filter((line) => line.trim()));
}

/**
 * Issue 3: scaffolding runs unattended (no terminal, --yes) in a temp copy of the repository;
 * what it writes type-checks, passes its own tests, passes doctor, builds and is listed; the
 * docs' walk-through runs as written. One copy, one build for all of it.
 */
describe('cli scaffolding in a copy of the repository', () => {
  let copy: RepoCopy;
  const generated = ['plugins/sessions-card', 'plugins/prompted-card', 'plugins/page-views-card', 'plugins/pixel-report', 'plugins/notes-board', 'plugins/campaigns'];
  const inCopy = (command: string) => {
    const res = copy.run('bash', ['-c', command]);
    if (res.status !== 0) throw new Error(`"${command}" failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
    return res;
  };

  beforeAll(() => {
    copy = copyRepo();
    ensureResourcesProvided(copy, ['users', 'devices']);
  });
  afterAll(() => copy.remove());

  it('new-card with every option as a flag writes a complete card plugin without prompting', () => {
    const res = copy.cli('new-card', 'Sessions', '--product', 'analytics', '--resources', 'users,devices', '--size', '6x4', '--min-width', '4', '--permission', 'viewRealtime', '--default', '--multiple', '--yes');
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    for (const file of [
      'plugins/sessions-card/index.ts',
      'plugins/sessions-card/common/sessionsCardSettings.ts',
      'plugins/sessions-card/client/SessionsCard.tsx',
      'locales/en/sessions-card.json',
      'locales/de/sessions-card.json',
      'tests/unit/plugins/sessions-card/SessionsCard.test.tsx',
    ]) {
      expect(res.stdout).toContain(file);
      expect(existsSync(path.join(copy.dir, file))).toBe(true);
    }
    const manifest = copy.read('plugins/sessions-card/index.ts');
    expect(manifest).toMatch(/requires: \['monitoring'(, 'fixture-resources')?\]/);
    expect(manifest).toContain('size: { w: 6, h: 4, minW: 4 }');
    expect(manifest).toContain('default: true');
    expect(manifest).toContain('multiple: true');
    expect(manifest).toContain("resources: ['users', 'devices']");
    expect(JSON.parse(copy.read('locales/de/sessions-card.json'))).toMatchObject({ title: 'Sessions', resources: { users: 'Users', devices: 'Devices' } });
  });

  it('without a terminal a missing required value is an error naming the flag, never a prompt', () => {
    const res = copy.cli('new-card', 'Lonely');
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Missing --resources <names> (required; no prompts with --yes or without a terminal).');
    expect(existsSync(path.join(copy.dir, 'plugins/lonely-card'))).toBe(false);
  });

  // util-linux `script` gives the CLI a real terminal; the answers wait in its line buffer.
  const onTerminal = existsSync('/usr/bin/script') ? it : it.skip;
  const inTerminal = (command: string, answers: string) => copy.run('/usr/bin/script', ['-qec', `node_modules/.bin/tsx cli/index.ts ${command}`, '/dev/null'], { input: answers });

  onTerminal('on a terminal it prompts only for what the flags left open', () => {
    const res = inTerminal('new-card Prompted --size 5x3', '\nusers\n\n\ny\n\n');
    expect(res.stdout).toContain('Resources it reads (comma-separated, e.g. users,devices):');
    expect(res.stdout).toContain('Part of the default dashboard? (y/N)');
    expect(res.stdout).not.toContain('Size in grid units');
    expect(res.stdout).toContain('Created card PromptedCard');
    const manifest = copy.read('plugins/prompted-card/index.ts');
    expect(manifest).toContain('size: { w: 5, h: 3, minW: 3 }');
    expect(manifest).toContain('default: true');
    expect(manifest).toContain("resources: ['users']");
  });

  onTerminal('with --yes it never prompts, even on a terminal', () => {
    const res = inTerminal('new-card Never --yes', '');
    expect(res.stdout).not.toContain('Resources it reads');
    expect(res.stdout).toContain('Missing --resources <names>');
    expect(existsSync(path.join(copy.dir, 'plugins/never-card'))).toBe(false);
  });

  it('--version prints this project\'s version', () => {
    expect(copy.cli('--version').stdout.trim()).toBe(JSON.parse(copy.read('package.json')).version);
  });

  it('validates names, sizes, rules, products and ids up front, all at once, and writes nothing', () => {
    const res = copy.cli('new-card', 'Wide', '--resources', 'users', '--size', '13x3', '--min-width', '2', '--permission', 'noSuchRule', '--product', 'space', '--yes');
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Unknown product "space"');
    expect(res.stderr).toContain('Unknown permission rule "noSuchRule"');
    expect(res.stderr).toContain("width 13 is wider than the grid's 12 columns");
    expect(res.stderr).toContain("min width 2 is below the grid's minimum of 3");
    expect(existsSync(path.join(copy.dir, 'plugins/wide-card'))).toBe(false);

    expect(copy.cli('new-card', 'SessionsCard', '--resources', 'users', '--yes').stderr).toContain('Plugin "sessions-card" already exists.');
    expect(copy.cli('new-card', 'Bad Name!', '--resources', 'users', '--yes').stderr).toContain('Card name "Bad Name!" must start with a letter');
    expect(copy.cli('new-card', 'Tall', '--resources', 'users', '--size', 'big', '--yes').stderr).toContain('--size must look like 4x3');
    expect(copy.cli('new-screen', 'Clash', '--path', '/account/settings', '--permission', 'isLoggedIn', '--product', 'account', '--yes').stderr).toContain('Route path "/account/settings" is already used.');
    expect(copy.cli('new-plugin', 'Not_Kebab', '--yes').stderr).toContain('Plugin id "Not_Kebab" must be lower-case kebab-case');
  });

  it('new-screen and new-plugin write route, nav entry, page, texts, tests (and a server half with a migration)', () => {
    const screen = copy.cli('new-screen', 'PixelReport', '--path', '/pixels/report', '--permission', 'viewPixels', '--product', 'dmp', '--yes');
    expect(screen.stderr).toBe('');
    expect(copy.read('plugins/pixel-report/index.ts')).toContain("nav: [{ route: 'pixelReport', icon: 'document', label: 'title' }]");
    const plugin = copy.cli('new-plugin', 'notes-board', '--yes');
    expect(plugin.stderr).toBe('');
    expect(copy.read('plugins/notes-board/index.ts')).toContain("viewNotesBoard: all('NOTES_BOARD.VIEW', productModule('tools'))");
    expect(copy.read('plugins/notes-board/server/index.ts')).toContain("'0001_notes_board_items'");
    expect(existsSync(path.join(copy.dir, 'tests/integration/plugins/notes-board/server.test.ts'))).toBe(true);
  });

  it('issue 14: new-screen --crud checks the entity and every field up front, all at once, and writes nothing', () => {
    const res = copy.cli('new-screen', 'Vouchers', '--crud', 'Voucher', '--fields', 'code:text,id:string,size:number:9-1,code:path', '--path', '/tools/vouchers', '--product', 'tools', '--yes');
    expect(res.status).toBe(1);
    expect(res.stderr.trim().split('\n')).toEqual([
      'Error: Field "code:text": unknown type "text"; use string[:min-max], path, boolean or number[:min-max].',
      'Field "id:string": "id" is a column every entity has already.',
      'Field "size:number:9-1": the range must look like min-max with min ≤ max, e.g. 3-50.',
    ]);
    expect(copy.cli('new-screen', 'Vouchers', '--crud', 'Voucher', '--fields', 'used:boolean', '--path', '/tools/vouchers', '--product', 'tools', '--yes').stderr).toContain(
      '--fields needs a string or path field: it names an item and is searched.',
    );
    expect(copy.cli('new-screen', 'Vouchers', '--crud', 'Voucher', '--path', '/tools/vouchers', '--product', 'tools', '--yes').stderr).toContain('Missing --fields <list>');
    expect(copy.cli('new-screen', 'Vouchers', '--crud', 'Channel', '--fields', 'title:string', '--path', '/tools/vouchers', '--product', 'tools', '--yes').stderr).toContain(
      'Entity type "channel" is already declared by plugin "channels".',
    );
    expect(copy.cli('new-screen', 'Vouchers', '--fields', 'code:string', '--path', '/tools/vouchers', '--permission', 'isLoggedIn', '--product', 'tools', '--yes').stderr).toContain('--fields needs --crud <Entity>.');
    expect(existsSync(path.join(copy.dir, 'plugins/vouchers'))).toBe(false);
  });

  /**
   * Both walk-throughs run as written, with one build for both (the slow step): each one's
   * commands before its build, the build once, then what follows it (the screen's browser test,
   * which starts one server and one Chromium on that build). The build serves every scaffold so far.
   */
  it('docs/plugins.md "Your first card in five minutes" and "A management screen in five minutes" (issue 14) work as written: scaffold, test, doctor, build, browser create/edit/delete', () => {
    const card = shellCommands('Your first card in five minutes');
    expect(card).toEqual(['npm run cli -- new-card PageViews --resources users,devices --yes', 'npx jest tests/unit/plugins/page-views-card', 'npm run cli -- doctor', 'npm run build']);
    const screen = shellCommands('A management screen in five minutes');
    expect(screen).toEqual([
      'npm run cli -- new-screen Campaigns --crud Campaign --fields title:string:3-50,path:path,active:boolean,priority:number:0-100 --product tools --path /tools/campaigns --yes',
      'npx jest tests/unit/plugins/campaigns tests/integration/plugins/campaigns',
      'npm run cli -- doctor',
      'npm run build',
      'npx jest tests/e2e/plugins/campaigns',
    ]);
    const build = 'npm run build';
    const before = (commands: string[]) => commands.slice(0, commands.indexOf(build));
    const after = (commands: string[]) => commands.slice(commands.indexOf(build) + 1);
    const outputs = new Map<string, string>();
    for (const command of [...before(card), ...before(screen), build, ...after(card), ...after(screen)]) outputs.set(command, inCopy(command).stdout);

    // The doctor run last, after every scaffold.
    expect(outputs.get('npm run cli -- doctor')).toMatch(/^No problems in \d+ plugins\.$/m);
    const registry = copy.read('core/client/generated/pluginRegistry.ts');
    for (const dir of generated) expect(registry).toContain(`from '../../../${dir}'`);
  }, 300_000);

  it('what was generated type-checks, passes its own tests and the linter (knip included); plugins list shows what each contributes', () => {
    // The generated plugins and their tests (the repository's own are type-checked by npm run typecheck), with the
    // project's ambient declarations (SVG imports, libraries without types), which the plugin tests' imports need.
    const generatedTests = generated.flatMap((dir) => ['unit', 'integration', 'e2e'].map((kind) => `tests/${kind}/${dir}`));
    copy.write('tsconfig.scaffold.json', JSON.stringify({ extends: './tsconfig.json', include: [...generated, ...generatedTests, 'core/**/*.d.ts', 'plugins/**/*.d.ts'] }));
    const tsc = copy.run('node_modules/.bin/tsc', ['--noEmit', '-p', 'tsconfig.scaffold.json']);
    expect(tsc.stdout + tsc.stderr).toBe('');

    const jest = copy.run('node_modules/.bin/jest', ['tests/unit/plugins/sessions-card', 'tests/unit/plugins/prompted-card', 'tests/unit/plugins/pixel-report', 'tests/unit/plugins/notes-board', 'tests/integration/plugins/notes-board']);
    expect(jest.stderr).toMatch(/Tests:\s+\d+ passed, \d+ total/);
    expect(jest.status).toBe(0);

    const list = copy.cli('plugins', 'list');
    expect(list.stdout).toMatch(/^page-views-card\tanalytics\tenabled\trequires: monitoring(, fixture-resources)?; cards: PageViewsCard$/m);
    expect(list.stdout).toMatch(/^notes-board\ttools\tenabled\t.*routes: \/notes-board; nav: notesBoard; .*permissions: viewNotesBoard; server: yes$/m);
    expect(list.stdout).toMatch(/^campaigns\ttools\tenabled\t.*routes: \/tools\/campaigns; nav: campaigns; .*permissions: manageCampaigns; server: yes$/m);
    // The management screen passes the linter's plugin boundaries and house rules, and knip finds nothing unused in what was generated.
    const eslint = copy.run('node_modules/.bin/eslint', ['--max-warnings', '0', 'plugins/campaigns', 'tests/unit/plugins/campaigns', 'tests/integration/plugins/campaigns', 'tests/e2e/plugins/campaigns']);
    expect(eslint.stdout + eslint.stderr).toBe('');
    const knip = copy.run('node_modules/.bin/knip', []);
    expect(knip.stdout + knip.stderr).toBe('');
  }, 120_000);

  it('doctor lists every problem, one line each, and exits 1 (card settings: a schema whose defaults pass it, a version, migrate past version 1; issue 14: a datatable sort key without a column, an entity field without its de label)', () => {
    copy.write(
      'plugins/broken-card/index.ts',
      `import { number, object } from 'yup';
import { definePlugin } from '../../core/common/plugin/definePlugin';
export default definePlugin({
  id: 'broken-card',
  product: 'analytics',
  requires: ['monitoring'],
  routes: [{ path: '/account/settings', name: 'settings', permission: 'noSuchRule', title: 'title' }],
  cards: [
    // Settings in the shape before schemas: defaults only.
    { component: 'BrokenCard', load: () => import('./BrokenCard'), permission: 'viewRealtime', size: { w: 13, h: 3, minW: 2 }, settings: { limit: 5 } as never, resources: ['nobodyHasThis'], title: 'title' },
    { component: 'StaleCard', load: () => import('./BrokenCard'), permission: 'viewRealtime', size: { w: 4, h: 3 }, settings: { schema: object({ limit: number().min(1).default(0) }), version: 2 }, title: 'title' },
  ],
});
`,
    );
    copy.write('plugins/broken-card/BrokenCard.tsx', 'export default function BrokenCard() {\n  return null;\n}\n');
    copy.write('locales/en/broken-card.json', '{ "title": "Broken" }\n');
    // A management entity's server half: a sort map cast past its type, a field labelled in en only.
    copy.write('plugins/broken-table/index.ts', "import { definePlugin } from '../../core/common/plugin';\nexport default definePlugin({ id: 'broken-table', product: 'tools', server: true });\n");
    copy.write(
      'plugins/broken-table/server/index.ts',
      `import * as yup from 'yup';
import { datatableRef } from '../../../core/common/datatable';
import { defineDatatable } from '../../../core/server/datatable';
import { defineEntity } from '../../../core/server/entities';
import { defineRoute, defineServerPlugin } from '../../../core/server/plugin';
const items = datatableRef<{ id: number }>()({ path: '/v1/broken-table/datatable', permission: 'isLoggedIn', sortKeys: ['id', 'title'], defaultSort: { key: 'id', desc: true }, filters: yup.object({}) });
export default defineServerPlugin({
  routes: [
    defineDatatable(items, { rows: () => { throw new Error('never asked'); }, sort: { id: 'broken_items.id' } as never, search: [], filters: {}, toItem: (row) => row }),
    defineRoute({ method: 'POST', url: '/v1/broken-table/create', permission: 'isLoggedIn', schema: { body: yup.object({ title: yup.string().required(), version: yup.number() }) }, handler: () => ({}) }),
  ],
  entities: [defineEntity({ type: 'brokenItem', table: 'broken_items', permission: 'isLoggedIn', notFound: 'Not found.' })],
});
`,
    );
    copy.write('locales/en/broken-table.json', '{ "fields": { "title": "Title" } }\n');
    const res = copy.cli('doctor');
    expect(res.status).toBe(1);
    expect(res.stdout.trim().split('\n')).toEqual([
      'Duplicate route name "settings" across plugins.',
      'Duplicate route path "/account/settings" across plugins.',
      'Plugin "broken-card": route "settings" uses unknown permission rule "noSuchRule".',
      "Plugin \"broken-card\": card BrokenCard does not fit the grid: width 13 is wider than the grid's 12 columns.",
      "Plugin \"broken-card\": card BrokenCard does not fit the grid: min width 2 is below the grid's minimum of 3.",
      'Plugin "broken-card": card BrokenCard settings have no yup object schema.',
      'Plugin "broken-card": card BrokenCard settings have no version (a whole number from 1).',
      'Plugin "broken-card": card StaleCard settings are at version 2 but have no migrate function.',
      "Plugin \"broken-card\": card StaleCard settings' defaults fail their own schema: limit must be greater than or equal to 1",
      'Plugin "broken-card": card BrokenCard reads resource "nobodyHasThis", which no enabled plugin provides.',
      'Plugin "broken-card": locales/de/broken-card.json is missing (keys title).',
      'Plugin "broken-table": datatable /v1/broken-table/datatable admits sort key "title", which its server source sorts by no column.',
      'Plugin "broken-table": field "title" has no label "fields.title" in locales/de/broken-table.json.',
    ]);
    expect(res.stderr).toContain('Error: doctor found 13 problem(s).');
  });
});
