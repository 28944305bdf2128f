import { crud } from '../../core/common/permissions';
import { PRODUCT_MODULE, type Product } from '../../core/common/products';
import { parseFields } from './crudFields';
import { assertName, camelCase, constantCase, pascalCase, sentenceCase } from './names';
import { ProblemList } from './ProblemList';
import type { ProjectFacts } from './ProjectFacts';
import { screenData } from './screenData';

/** Six words in alphabetical order, each a prefix of none of the others. */
const SAMPLE_WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];

export interface CrudAnswers {
  /** The screen: plugin id, route and page are named after it (Campaigns → plugins/campaigns, CampaignsPage). */
  name: string;
  /** The entity in the singular (Campaign): its type, schema, table row and dialog. */
  entity: string;
  fields: string;
  path: string;
  product: string;
  icon: string;
  /** An existing rule, or the one the plugin defines (crud of its id + product). */
  permission: string;
}

/**
 * Validates a management screen's answers (the screen's, the entity name — a type no plugin
 * declares yet, `entityTypes` maps each to its plugin — and its fields, all problems at once)
 * and derives the variables of the crud template.
 */
export function crudData(answers: CrudAnswers, facts: ProjectFacts, entityTypes: ReadonlyMap<string, string>) {
  const problems = new ProblemList();
  const entity = pascalCase(problems.check(() => assertName(answers.entity, 'Entity name')) ?? 'Item');
  const fields = problems.check(() => parseFields(answers.fields));
  // The permission strings of its own rule: the screen's name in constant case (CAMPAIGNS.VIEW, …).
  const prefix = constantCase(pascalCase(answers.name).replace(/(Page|Screen)$/, '')) || 'SCREEN';
  const ownRule = facts.hasRule(answers.permission) ? undefined : { permissionString: `${prefix}.VIEW` };
  const page = screenData({ ...answers, ownRule }, facts, problems);
  const owner = entityTypes.get(camelCase(entity));
  if (owner) problems.add(`Entity type "${camelCase(entity)}" is already declared by plugin "${owner}".`);
  if (entity === pascalCase(page.id)) problems.add(`Entity name "${entity}" must differ from the screen's "${page.page.replace(/Page$/, '')}" (e.g. Campaign for Campaigns).`);
  problems.throwIfAny();

  const access = ownRule ? ['MODULE_DASHBOARD.VIEW', ...crud(prefix), PRODUCT_MODULE[answers.product as Product]] : facts.accessFor(answers.permission);
  const table = constantCase(page.id).toLowerCase();
  const title = fields!.find((f) => f.searchable)!;
  return {
    ...page,
    ownRule: Boolean(ownRule),
    crudPrefix: prefix,
    access: [...new Set(access)].map((a) => `'${a}'`).join(', '),
    entity,
    entityVar: camelCase(entity),
    entityConst: constantCase(entity),
    screen: pascalCase(page.id),
    table,
    tablesType: `${pascalCase(page.id)}Tables`,
    fields: fields!.map((f, i) => ({
      ...f,
      // What the browser test types: a number as text.
      input: f.kind === 'number' ? `'${f.valid}'` : f.valid,
      // The dialog opens with the cursor in its first field when that is a text (as the channel dialog's title).
      control: i === 0 && f.control.startsWith('<TextField') ? f.control.replace(/ \/>$/, ' autoFocus />') : f.control,
    })),
    newValues: fields!
      .filter((f) => f.initial !== undefined)
      .map((f) => `${f.name}: ${f.initial}`)
      .join(', '),
    titleValid: title.valid,
    titleOther: title.sample!('bravo'),
    titleThird: title.sample!('charlie'),
    titleField: title.name,
    /** Valid values of the title field, in ascending order (the tests sort, page and search by them). */
    samples: SAMPLE_WORDS.map((word) => title.sample!(word)),
    entityLabel: sentenceCase(entity),
    entityWords: sentenceCase(entity).toLowerCase(),
    sortKeys: ['id', ...fields!.map((f) => f.name), 'created_at'].map((k) => `'${k}'`).join(', '),
    searchColumns: fields!
      .filter((f) => f.searchable)
      .map((f) => `'${table}.${f.name}'`)
      .join(', '),
    // The dialog's kit imports: its controls beside the form and the stale-update callout, in import order.
    dialogWidgets: [...new Set(['FormDialog', 'StaleUpdateCallout', ...fields!.map((f) => /^<(\w+)/.exec(f.control)![1])])].sort().concat('staleUpdateMessage', 'useManagementSnackbar').join(', '),
    hasBoolean: fields!.some((f) => f.kind === 'boolean'),
    usesLazyMessage: fields!.some((f) => f.kind === 'boolean' || f.kind === 'number'),
    usesValidators: fields!.some((f) => f.kind !== 'boolean'),
    invalidField: fields!.find((f) => f.invalid)!,
  };
}
