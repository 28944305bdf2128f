import { isProduct, PRODUCT_MODULE, PRODUCTS, type Product } from '../../core/common/products';
import { assertName, assertRoutePath, camelCase, kebabCase, pascalCase, sentenceCase } from './names';
import { ProblemList } from './ProblemList';
import type { ProjectFacts } from './ProjectFacts';

/** Access of the user a generated test expects to be refused: signed in, nothing more. */
const BARE_ACCESS = ['MODULE_DASHBOARD.VIEW'];

export interface ScreenAnswers {
  /** PascalCase or kebab-case; the page component is `<Name>Page`, the plugin id kebab-case. */
  name: string;
  path: string;
  product: string;
  icon: string;
  /** An existing rule, or — for `new-plugin` — the rule the plugin will define. */
  permission: string;
  ownRule?: { permissionString: string };
}

/**
 * Validates a page plugin's answers against the project (id, route name and path free,
 * product and rule known) and derives the variables of the screen template, which the
 * plugin template reuses.
 */
export function screenData(answers: ScreenAnswers, facts: ProjectFacts, problems = new ProblemList()) {
  const base = pascalCase(problems.check(() => assertName(answers.name, 'Name')) ?? 'Screen').replace(/(Page|Screen)$/, '') || 'Screen';
  const id = kebabCase(base);
  const routeName = camelCase(base);
  if (facts.idTaken(id)) problems.add(`Plugin "${id}" already exists.`);
  if (facts.routeNameTaken(routeName)) problems.add(`Route name "${routeName}" is already used by plugin "${facts.registry.route(routeName)!.pluginId}".`);
  const path = problems.check(() => assertRoutePath(answers.path));
  if (path && facts.routePathTaken(path)) problems.add(`Route path "${path}" is already used.`);
  if (!isProduct(answers.product)) problems.add(`Unknown product "${answers.product}"; use one of ${PRODUCTS.join(', ')}.`);
  if (!/^[a-z][a-z0-9-]*$/.test(answers.icon)) problems.add(`Icon "${answers.icon}" must be a Blueprint icon name such as "document".`);
  if (answers.ownRule && facts.hasRule(answers.permission)) problems.add(`Permission rule "${answers.permission}" is already defined; pass it with --permission to use it.`);
  if (!answers.ownRule && !facts.hasRule(answers.permission)) problems.add(`Unknown permission rule "${answers.permission}": no enabled plugin or core defines it.`);
  problems.throwIfAny();

  const owner = answers.ownRule ? undefined : facts.ruleOwner(answers.permission);
  const requires = owner ? [owner] : [];
  const access = answers.ownRule ? ['MODULE_DASHBOARD.VIEW', answers.ownRule.permissionString, PRODUCT_MODULE[answers.product as Product]] : facts.accessFor(answers.permission);
  const title = sentenceCase(base);
  return {
    id,
    page: `${base}Page`,
    routeName,
    path: path!,
    permission: answers.permission,
    product: answers.product,
    requires: requires.map((r) => `'${r}'`).join(', '),
    icon: answers.icon,
    guarded: Boolean(answers.ownRule) || !facts.registry.permissions.can(answers.permission, ['AUTHENTICATED', ...BARE_ACCESS]),
    access: [...new Set(access)].map((a) => `'${a}'`).join(', '),
    testPlugins: requires.map((r) => ({ id: r, variable: camelCase(r) })),
    titleEn: title,
    titleDe: title,
  };
}
