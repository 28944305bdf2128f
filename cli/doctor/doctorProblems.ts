import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isSchema } from 'yup';
import { coreRules } from '../../core/common/permissions/coreRules';
import { cardSizeProblems } from '../../core/common/plugin/cardGrid';
import { cardSettingEntries, type CardSettingsDefinition } from '../../core/common/plugin/cardSettings';
import type { PluginManifest } from '../../core/common/plugin/definePlugin';
import { registryProblems } from '../../core/common/plugin/PluginRegistry';
import { resolutionProblems, type ConsoleConfig } from '../../core/common/plugin/resolvePlugins';

/** Languages whose texts must be complete (fr may fall back to en). */
export const REQUIRED_LANGUAGES = ['en', 'de'] as const;

/** Reads `locales/<lang>/<namespace>.json`; undefined when the file does not exist. */
export type LocaleReader = (language: string, namespace: string) => Record<string, unknown> | undefined;

export function localesIn(dir: string): LocaleReader {
  return (language, namespace) => {
    const file = path.join(dir, language, `${namespace}.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
  };
}

/**
 * Everything wrong with a deployment's manifests, one line each: the build's own refusals
 * (resolution and registry rules, reused) plus what only shows at run time — unknown
 * permission rules, card sizes that break the grid, card settings without a sound schema and
 * version, resources nobody provides, missing texts.
 */
export function doctorProblems(all: readonly PluginManifest[], config: ConsoleConfig, readLocale: LocaleReader): string[] {
  const disabled = new Set(config.disabledPlugins ?? []);
  const enabled = all.filter((m) => !disabled.has(m.id));
  // A plugin whose requirement is disabled is already a resolution problem; the registry's rules apply to the rest.
  const resolvable = enabled.filter((m) => (m.requires ?? []).every((id) => !disabled.has(id)));
  return [
    ...resolutionProblems(all, config),
    ...registryProblems(resolvable),
    ...unknownRules(enabled),
    ...all.flatMap(cardSizes),
    ...all.flatMap(settingsProblems),
    ...unprovidedResources(enabled),
    ...all.flatMap((m) => missingTexts(m, readLocale)),
  ];
}

function unknownRules(enabled: readonly PluginManifest[]): string[] {
  const known = new Set([...Object.keys(coreRules), ...enabled.flatMap((m) => Object.keys(m.permissions ?? {}))]);
  const uses = enabled.flatMap((m) => [
    ...(m.routes ?? []).map((r) => ({ m, what: `route "${r.name}"`, rule: r.permission })),
    ...(m.cards ?? []).map((c) => ({ m, what: `card ${c.component}`, rule: c.permission })),
  ]);
  return uses.filter((u) => !known.has(u.rule)).map((u) => `Plugin "${u.m.id}": ${u.what} uses unknown permission rule "${u.rule}".`);
}

function cardSizes(m: PluginManifest): string[] {
  return (m.cards ?? []).flatMap((c) => cardSizeProblems(c.size, `Plugin "${m.id}": card ${c.component} does not fit the grid`));
}

/**
 * A card's settings as core reads them (cardSettings.ts): a yup object schema whose defaults
 * pass it, a version from 1, and a migrate function once saved settings can be older.
 */
function settingsProblems(m: PluginManifest): string[] {
  return (m.cards ?? []).flatMap((c) => {
    if (c.settings === undefined) return [];
    const { schema, version, migrate } = c.settings as Partial<CardSettingsDefinition>;
    const problem = (text: string) => `Plugin "${m.id}": card ${c.component} ${text}`;
    const problems: string[] = [];
    const objectSchema = isSchema(schema) && schema.describe().type === 'object' ? schema : undefined;
    if (!objectSchema) problems.push(problem('settings have no yup object schema.'));
    if (!Number.isInteger(version) || version! < 1) problems.push(problem('settings have no version (a whole number from 1).'));
    else if (version! > 1 && typeof migrate !== 'function') problems.push(problem(`settings are at version ${version} but have no migrate function.`));
    if (objectSchema) {
      try {
        objectSchema.validateSync(objectSchema.getDefault(), { strict: true, abortEarly: false });
      } catch (err) {
        problems.push(problem(`settings' defaults fail their own schema: ${(err as Error).message}`));
      }
    }
    return problems;
  });
}

function unprovidedResources(enabled: readonly PluginManifest[]): string[] {
  const provided = new Set(enabled.flatMap((m) => m.resources ?? []));
  return enabled.flatMap((m) =>
    (m.cards ?? []).flatMap((c) =>
      (c.resources ?? []).filter((r) => !provided.has(r)).map((r) => `Plugin "${m.id}": card ${c.component} reads resource "${r}", which no enabled plugin provides.`),
    ),
  );
}

/** The i18n keys a manifest names: route titles, nav labels, card titles and setting labels (dotted keys reach into nested objects). */
function textKeys(m: PluginManifest): string[] {
  const settingLabels = (m.cards ?? []).flatMap((c) => (isSchema(c.settings?.schema) ? cardSettingEntries(c.settings).map((entry) => entry.label) : []));
  return [...new Set([...(m.routes ?? []).map((r) => r.title), ...(m.nav ?? []).map((n) => n.label), ...(m.cards ?? []).map((c) => c.title), ...settingLabels])];
}

function missingTexts(m: PluginManifest, readLocale: LocaleReader): string[] {
  const keys = textKeys(m);
  if (!keys.length) return [];
  return REQUIRED_LANGUAGES.flatMap((language) => {
    const texts = readLocale(language, m.id);
    if (!texts) return [`Plugin "${m.id}": locales/${language}/${m.id}.json is missing (keys ${keys.join(', ')}).`];
    return keys.filter((k) => typeof lookup(texts, k) !== 'string').map((k) => `Plugin "${m.id}": locales/${language}/${m.id}.json lacks key "${k}".`);
  });
}

export function lookup(texts: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
}
