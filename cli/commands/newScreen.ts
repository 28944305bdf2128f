import type { Command } from 'commander';
import { CliError } from '../CliError';
import { loadServerHalves } from '../doctor/serverHalfProblems';
import { PRODUCTS } from '../../core/common/products';
import { askMissing, isInteractive, type Question } from '../scaffold/askMissing';
import { crudData } from '../scaffold/crudData';
import { pascalCase } from '../scaffold/names';
import { ProjectFacts } from '../scaffold/ProjectFacts';
import { renderTemplate } from '../scaffold/renderTemplate';
import { screenData } from '../scaffold/screenData';
import type { Output } from './Output';

const questions: Question[] = [
  { key: 'name', flag: '<name>', message: 'Screen name (PascalCase, e.g. PixelReport)', kind: 'text' },
  { key: 'path', flag: '--path <path>', message: 'Route path (e.g. /pixels/report)', kind: 'text' },
  { key: 'permission', flag: '--permission <rule>', message: 'Permission rule that guards it', kind: 'text' },
  { key: 'product', flag: '--product <product>', message: `Product (${PRODUCTS.join(', ')})`, kind: 'text' },
  { key: 'icon', flag: '--icon <name>', message: 'Blueprint icon of the nav entry', kind: 'text', default: 'document' },
];

/** With `--crud`: the entity's fields, and a permission that defaults to a rule of the plugin's own. */
const crudQuestions = (name: string | undefined): Question[] => [
  ...questions.filter((q) => q.key !== 'permission'),
  { key: 'fields', flag: '--fields <list>', message: 'Fields (name:type[:min-max], types string, path, boolean, number; e.g. title:string:3-50,active:boolean)', kind: 'text' },
  {
    key: 'permission',
    flag: '--permission <rule>',
    message: 'Permission rule (an existing one, or the new rule it defines)',
    kind: 'text',
    default: name === undefined ? undefined : `manage${pascalCase(name)}`,
  },
];

/** `new-screen <Name>`: a page plugin with route, nav entry, page, en/de texts and a test; with `--crud <Entity>` a whole management screen. */
export function registerNewScreenCommand(program: Command, out: Output): Command {
  return program
    .command('new-screen')
    .description('scaffold a screen plugin: route, nav entry, page, en/de texts, a test; with --crud a whole management screen of one entity')
    .argument('[name]', 'screen name in PascalCase: PixelReport → PixelReportPage in plugins/pixel-report/')
    .option('--path <path>', 'route path, e.g. /pixels/report (required)')
    .option('--permission <rule>', 'permission rule that guards the route and shows the nav entry (required; with --crud default manage<Name>, defined by the plugin)')
    .option('--product <product>', `product: ${PRODUCTS.join(', ')} (required)`)
    .option('--icon <name>', 'Blueprint icon of the nav entry (default document)')
    .option('--crud <entity>', 'a management screen of this entity (singular, e.g. Campaign): migration, schema, routes, table, dialogs, tests')
    .option('--fields <list>', 'with --crud: name:type[:min-max], comma-separated; types string (default 1-255), path, boolean, number (default 0-1000000)')
    .option('-y, --yes', 'never prompt: take defaults, fail on missing required values (CI)')
    .action(async (name: string | undefined, opts: Record<string, string | boolean | undefined>) => {
      const facts = await ProjectFacts.load();
      const interactive = isInteractive(Boolean(opts.yes));
      if (typeof opts.crud === 'string') {
        const answers = await askMissing(crudQuestions(name), { ...opts, name }, { interactive });
        // Entity types live in the server halves; a second one of a type fails start-up.
        const halves = await loadServerHalves(facts.registry.plugins);
        const entityTypes = new Map(halves.flatMap(({ manifest, definition }) => (definition.entities ?? []).map((e) => [e.type, manifest.id] as const)));
        const data = crudData({ ...(answers as unknown as Parameters<typeof crudData>[0]), entity: opts.crud }, facts, entityTypes);
        const files = await renderTemplate('crud', data);
        out.print(`Created management screen ${data.page} for ${data.entity} at ${data.path} (plugin ${data.id}, rule ${data.permission}):`);
        for (const file of files) out.print(`  ${file}`);
        out.print(`Next: npx jest tests/unit/plugins/${data.id} tests/integration/plugins/${data.id} && npm run cli -- doctor && npm run build && npx jest tests/e2e/plugins/${data.id}, then restart the server.`);
        return;
      }
      if (opts.fields !== undefined) throw new CliError('--fields needs --crud <Entity>.');
      const answers = await askMissing(questions, { ...opts, name }, { interactive });
      const data = screenData(answers as unknown as Parameters<typeof screenData>[0], facts);
      const files = await renderTemplate('screen', data);
      out.print(`Created screen ${data.page} at ${data.path} (plugin ${data.id}):`);
      for (const file of files) out.print(`  ${file}`);
      out.print(`Next: npx jest tests/unit/plugins/${data.id} && npm run cli -- doctor && npm run build, then restart the server.`);
    });
}
