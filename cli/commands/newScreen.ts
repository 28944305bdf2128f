import type { Command } from 'commander';
import { PRODUCTS } from '../../core/common/products';
import { askMissing, isInteractive, type Question } from '../scaffold/askMissing';
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

/** `new-screen <Name>`: a page plugin with route, nav entry, page, en/de texts and a test. */
export function registerNewScreenCommand(program: Command, out: Output): Command {
  return program
    .command('new-screen')
    .description('scaffold a management screen plugin: route, nav entry, page, en/de texts, a test')
    .argument('[name]', 'screen name in PascalCase: PixelReport → PixelReportPage in plugins/pixel-report/')
    .option('--path <path>', 'route path, e.g. /pixels/report (required)')
    .option('--permission <rule>', 'permission rule that guards the route and shows the nav entry (required)')
    .option('--product <product>', `product: ${PRODUCTS.join(', ')} (required)`)
    .option('--icon <name>', 'Blueprint icon of the nav entry (default document)')
    .option('-y, --yes', 'never prompt: take defaults, fail on missing required values (CI)')
    .action(async (name: string | undefined, opts: Record<string, string | boolean | undefined>) => {
      const facts = await ProjectFacts.load();
      const answers = await askMissing(questions, { ...opts, name }, { interactive: isInteractive(Boolean(opts.yes)) });
      const data = screenData(answers as unknown as Parameters<typeof screenData>[0], facts);
      const files = await renderTemplate('screen', data);
      out.print(`Created screen ${data.page} at ${data.path} (plugin ${data.id}):`);
      for (const file of files) out.print(`  ${file}`);
      out.print(`Next: npx jest tests/unit/plugins/${data.id} && npm run cli -- doctor && npm run build, then restart the server.`);
    });
}
