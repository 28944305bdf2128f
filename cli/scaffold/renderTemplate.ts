import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../core/server/plugins/pluginCatalogue';
import { CliError } from '../CliError';

const TEMPLATES_DIR = path.join(__dirname, '..', 'templates');

/** `cli/templates/<kind>/template.json`: which `*.hbs` files go where, and which variables they use. */
export interface TemplateDescriptor {
  description: string;
  /** Variable name → what it holds; every one must be supplied. */
  variables: Record<string, string>;
  /** `to` is relative to the repository root and may use variables, e.g. `plugins/{{id}}/index.ts`. */
  files: { template: string; to: string }[];
}

function readDescriptor(kind: string): TemplateDescriptor {
  return JSON.parse(readFileSync(path.join(TEMPLATES_DIR, kind, 'template.json'), 'utf8')) as TemplateDescriptor;
}

/**
 * Writes a template's files with node-plop, then the client registry. Nothing is written when
 * any target exists or a variable is missing. node-plop (inquirer, handlebars) is imported here, on first use only,
 * so `--help` and the other commands stay fast.
 */
export async function renderTemplate(kind: string, data: Record<string, unknown>, root = ROOT_DIR): Promise<string[]> {
  const descriptor = readDescriptor(kind);
  const missing = Object.keys(descriptor.variables).filter((v) => data[v] === undefined);
  if (missing.length) throw new Error(`Template "${kind}" needs ${missing.join(', ')}.`);

  const { default: nodePlop } = await import('node-plop');
  const plop = await nodePlop(undefined, { destBasePath: root, force: false });
  const targets = descriptor.files.map((f) => path.join(root, plop.renderString(f.to, data)));
  const existing = targets.filter((t) => existsSync(t));
  if (existing.length) throw new CliError(`Refusing to overwrite ${existing.map((t) => path.relative(root, t)).join(', ')}.`);

  plop.setGenerator(kind, {
    description: descriptor.description,
    prompts: [],
    actions: descriptor.files.map((f, i) => ({ type: 'add', path: targets[i], templateFile: path.join(TEMPLATES_DIR, kind, f.template), abortOnFail: true })),
  });
  const { failures } = await plop.getGenerator(kind).runActions(data);
  if (failures.length) throw new CliError(failures.map((f) => `${f.path}: ${f.error}`).join('\n'));
  // Texts load through the generated client registry: regenerate it so the new plugin's own
  // test passes right away, before the next build (docs/plugins.md runs the test first).
  if (root === ROOT_DIR) {
    const { generateClientRegistry } = await import('../../core/server/plugins/generateClientRegistry');
    await generateClientRegistry();
  }
  return targets.map((t) => path.relative(root, t));
}
