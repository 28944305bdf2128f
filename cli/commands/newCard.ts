import type { Command } from 'commander';
import { cardSizeProblems, MIN_CARD_WIDTH } from '../../core/common/plugin/cardGrid';
import { isProduct, PRODUCTS } from '../../core/common/products';
import { askMissing, isInteractive, type Question } from '../scaffold/askMissing';
import { assertName, camelCase, kebabCase, parseList, parseWholeNumber, pascalCase, sentenceCase } from '../scaffold/names';
import { ProblemList } from '../scaffold/ProblemList';
import { ProjectFacts, type RefLocation } from '../scaffold/ProjectFacts';
import { renderTemplate } from '../scaffold/renderTemplate';
import type { Output } from './Output';

/** The analytics data plane every card reads through. */
const DATA_PLANE = 'monitoring';

const questions: Question[] = [
  { key: 'name', flag: '<name>', message: 'Card name (PascalCase, e.g. PageViews)', kind: 'text' },
  { key: 'product', flag: '--product <product>', message: `Product (${PRODUCTS.join(', ')})`, kind: 'text', default: 'analytics' },
  { key: 'resources', flag: '--resources <names>', message: 'Resources it reads (comma-separated, e.g. users,devices)', kind: 'text' },
  { key: 'size', flag: '--size <WxH>', message: 'Size in grid units (width x height)', kind: 'text', default: '4x3' },
  { key: 'minWidth', flag: '--min-width <n>', message: 'Minimum width in grid units', kind: 'text', default: String(MIN_CARD_WIDTH) },
  { key: 'permission', flag: '--permission <rule>', message: 'Permission rule that shows it', kind: 'text', default: 'viewRealtime' },
  { key: 'default', flag: '--default', message: 'Part of the default dashboard?', kind: 'confirm', default: false },
  { key: 'multiple', flag: '--multiple', message: 'May be added to a dashboard several times?', kind: 'confirm', default: false },
];

interface NewCardOptions {
  product?: string;
  resources?: string;
  size?: string;
  minWidth?: string;
  permission?: string;
  default?: boolean;
  multiple?: boolean;
  yes?: boolean;
}

/** `new-card <Name>`: a complete card plugin in plugins/<name>-card/ that builds, tests and shows up in the card list. */
export function registerNewCardCommand(program: Command, out: Output): Command {
  return program
    .command('new-card')
    .description('scaffold a realtime-dashboard card plugin: manifest, component, settings, en/de texts, a test')
    .argument('[name]', 'card name in PascalCase: PageViews → component PageViewsCard in plugins/page-views-card/')
    .option('--product <product>', `product: ${PRODUCTS.join(', ')} (default analytics)`)
    .option('--resources <names>', 'comma-separated resources the card reads, e.g. users,devices (required)')
    .option('--size <WxH>', 'size in grid units, e.g. 4x3 (default 4x3; the grid has 12 columns)')
    .option('--min-width <n>', `minimum width in grid units (default ${MIN_CARD_WIDTH}, at least ${MIN_CARD_WIDTH})`)
    .option('--permission <rule>', 'permission rule that shows the card (default viewRealtime)')
    .option('--default', 'part of the default dashboard')
    .option('--no-default', 'not part of the default dashboard (the default)')
    .option('--multiple', 'may be added to one dashboard several times')
    .option('--no-multiple', 'at most once per dashboard (the default)')
    .option('-y, --yes', 'never prompt: take defaults, fail on missing required values (CI)')
    .action(async (name: string | undefined, opts: NewCardOptions) => {
      const facts = await ProjectFacts.load();
      const answers = await askMissing(questions, { ...opts, name }, { interactive: isInteractive(opts.yes) });
      const data = cardData(answers, facts);
      const files = await renderTemplate('card', data);
      out.print(`Created card ${data.component} (plugin ${data.id}):`);
      for (const file of files) out.print(`  ${file}`);
      out.print(`Next: npx jest tests/unit/plugins/${data.id} && npm run cli -- doctor && npm run build, then restart the server.`);
    });
}

/** Validates every answer up front (all problems at once) and derives the template's variables. */
function cardData(answers: Record<string, string | boolean>, facts: ProjectFacts) {
  const problems = new ProblemList();
  const base = pascalCase(problems.check(() => assertName(String(answers.name), 'Card name')) ?? 'Card').replace(/Card$/, '') || 'Card';
  const component = `${base}Card`;
  const id = kebabCase(component);
  if (facts.idTaken(id)) problems.add(`Plugin "${id}" already exists.`);

  const product = String(answers.product);
  if (!isProduct(product)) problems.add(`Unknown product "${product}"; use one of ${PRODUCTS.join(', ')}.`);

  const permission = String(answers.permission);
  if (!facts.hasRule(permission)) problems.add(`Unknown permission rule "${permission}": no enabled plugin or core defines it.`);

  const resources = problems.check(() => parseList(String(answers.resources), 'Resource'));
  if (resources?.length === 0) problems.add('--resources needs at least one resource name.');
  // The card reads each resource through its ref, so its reply is typed: a name without one cannot be read.
  for (const r of resources ?? []) if (!facts.resourceRef(r)) problems.add(`Resource "${r}": no enabled plugin declares its ref (a resourceRef in its common/*Resources.ts).`);

  const sizeMatch = /^(\d+)x(\d+)$/.exec(String(answers.size).trim());
  if (!sizeMatch) problems.add(`--size must look like 4x3 (width x height in grid units), got "${answers.size}".`);
  const minW = problems.check(() => parseWholeNumber(String(answers.minWidth), '--min-width'));
  if (sizeMatch && minW !== undefined) {
    for (const p of cardSizeProblems({ w: Number(sizeMatch[1]), h: Number(sizeMatch[2]), minW }, 'Card size')) problems.add(p);
  }
  problems.throwIfAny();

  const providers = resources!.map((r) => facts.resourceProvider(r));
  const ruleOwner = facts.ruleOwner(permission);
  const requires = [...new Set([DATA_PLANE, ...providers.filter((p): p is string => Boolean(p)), ...(ruleOwner ? [ruleOwner] : [])])];
  const title = sentenceCase(base);
  return {
    id,
    component,
    settingsName: camelCase(`${component}Settings`),
    settingsType: `${component}Settings`,
    product,
    requires: requires.map((r) => `'${r}'`).join(', '),
    permission,
    w: Number(sizeMatch![1]),
    h: Number(sizeMatch![2]),
    minW: minW!,
    isDefault: Boolean(answers.default),
    multiple: Boolean(answers.multiple),
    resources: resources!.map((name) => ({ name, variable: camelCase(name), ref: refExpression(facts.resourceRef(name)!), titleEn: sentenceCase(name), titleDe: sentenceCase(name) })),
    refImports: [...new Map(resources!.map((name) => facts.resourceRef(name)!).map(({ module, exportName }) => [`${module}#${exportName}`, { from: `../../${module.replace(/^plugins\//, '')}`, exportName }])).values()],
    resourceList: resources!.map((r) => `'${r}'`).join(', '),
    titleEn: title,
    titleDe: title,
  };
}

const refExpression = ({ exportName, key }: RefLocation) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `${exportName}.${key}` : `${exportName}[${JSON.stringify(key)}]`);
