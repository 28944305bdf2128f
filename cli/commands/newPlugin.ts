import type { Command } from 'commander';
import { PRODUCTS } from '../../core/common/products';
import { askMissing, isInteractive, type Question } from '../scaffold/askMissing';
import { assertPluginId, constantCase, pascalCase } from '../scaffold/names';
import { ProblemList } from '../scaffold/ProblemList';
import { ProjectFacts } from '../scaffold/ProjectFacts';
import { renderTemplate } from '../scaffold/renderTemplate';
import { screenData } from '../scaffold/screenData';
import type { Output } from './Output';

const questionsFor = (id: string): Question[] => [
  { key: 'product', flag: '--product <product>', message: `Product (${PRODUCTS.join(', ')})`, kind: 'text', default: 'tools' },
  { key: 'path', flag: '--path <path>', message: 'Route path of its page', kind: 'text', default: `/${id}` },
  { key: 'permission', flag: '--permission <rule>', message: 'Permission rule (an existing one, or the new rule it defines)', kind: 'text', default: `view${pascalCase(id)}` },
  { key: 'icon', flag: '--icon <name>', message: 'Blueprint icon of the nav entry', kind: 'text', default: 'cube' },
];

/** `new-plugin <id>`: both halves — page, nav entry and rule; API route, migration — with tests. */
export function registerNewPluginCommand(program: Command, out: Output): Command {
  return program
    .command('new-plugin')
    .description('scaffold a plugin with a server half: rule, route, nav entry, page, API route, migration, texts, tests')
    .argument('<id>', 'plugin id in kebab-case, e.g. pixel-report')
    .option('--product <product>', `product: ${PRODUCTS.join(', ')} (default tools)`)
    .option('--path <path>', 'route path of its page (default /<id>)')
    .option('--permission <rule>', 'an existing rule, or a new one the plugin defines as <ID>.VIEW + product (default view<Id>)')
    .option('--icon <name>', 'Blueprint icon of the nav entry (default cube)')
    .option('-y, --yes', 'never prompt: take defaults, fail on missing required values (CI)')
    .action(async (id: string, opts: Record<string, string | boolean | undefined>) => {
      const problems = new ProblemList();
      problems.check(() => assertPluginId(id));
      problems.throwIfAny();
      const facts = await ProjectFacts.load();
      const answers = await askMissing(questionsFor(id), opts, { interactive: isInteractive(Boolean(opts.yes)) });
      const permission = String(answers.permission);
      const ownRule = facts.hasRule(permission) ? undefined : { permissionString: `${constantCase(id)}.VIEW` };
      const page = screenData({ name: id, path: String(answers.path), product: String(answers.product), icon: String(answers.icon), permission, ownRule }, facts, problems);
      const data = { ...page, ownRule: Boolean(ownRule), permissionString: ownRule?.permissionString ?? '', table: `${constantCase(id).toLowerCase()}_items`, tablesType: `${pascalCase(id)}Tables` };
      const files = await renderTemplate('plugin', data);
      out.print(`Created plugin ${data.id} (page ${data.path}, API GET /api/v1/${data.id}/items, rule ${permission}):`);
      for (const file of files) out.print(`  ${file}`);
      out.print(`Next: npx jest tests/unit/plugins/${data.id} tests/integration/plugins/${data.id} && npm run cli -- doctor && npm run build, then restart the server.`);
    });
}

