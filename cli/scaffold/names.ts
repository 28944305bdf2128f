import { CliError } from '../CliError';

/** Splits `PageViews`, `page-views`, `page_views`, `pageViews` or `users/histogram` into lower-case words. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_/-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

export const pascalCase = (name: string) => words(name).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
export const camelCase = (name: string) => pascalCase(name).replace(/^./, (c) => c.toLowerCase());
export const kebabCase = (name: string) => words(name).join('-');
export const constantCase = (name: string) => words(name).join('_').toUpperCase();
/** `PageViews` → `Page views`: the English starting text of a title. */
export const sentenceCase = (name: string) => words(name).join(' ').replace(/^./, (c) => c.toUpperCase());

/** A component or screen name: letters and digits, starting with a letter (any casing, dashes allowed). */
export function assertName(name: string, what: string): string {
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(name)) throw new CliError(`${what} "${name}" must start with a letter and use only letters, digits, "-" or "_".`);
  return name;
}

/** Plugin ids are folder names, i18n namespaces and config keys: lower-case kebab. */
export function assertPluginId(id: string): string {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) throw new CliError(`Plugin id "${id}" must be lower-case kebab-case, e.g. "pixel-report".`);
  return id;
}

/** Route paths as in the spec's route table: `/a/b/:id`. */
export function assertRoutePath(path: string): string {
  if (!/^(\/(:?[a-zA-Z0-9_-]+))+$/.test(path)) throw new CliError(`Path "${path}" must look like /section/page (letters, digits, "-", "_", ":param").`);
  return path;
}

/** `users,devices` → ['users', 'devices']; resource names as the spec spells them (`histogram_compare`, `users/histogram`). */
export function parseList(value: string, what: string): string[] {
  const items = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const item of items) {
    if (!/^[a-zA-Z][a-zA-Z0-9_]*(\/[a-zA-Z][a-zA-Z0-9_]*)*$/.test(item)) throw new CliError(`${what} "${item}" must start with a letter and use only letters, digits, "_" or "/" between parts.`);
  }
  return [...new Set(items)];
}

/** A whole number flag such as `--min-width 3`. */
export function parseWholeNumber(value: string, flag: string): number {
  if (!/^\d+$/.test(value.trim())) throw new CliError(`${flag} must be a whole number, got "${value}".`);
  return Number(value);
}
