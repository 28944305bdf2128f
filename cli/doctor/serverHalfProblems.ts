import { existsSync } from 'node:fs';
import path from 'node:path';
import { isSchema, type AnyObject, type ObjectSchema } from 'yup';
import type { PluginManifest } from '../../core/common/plugin/definePlugin';
import { servedDatatable } from '../../core/server/datatable';
import type { ServerPluginDefinition } from '../../core/server/plugin';
import { PLUGINS_DIR } from '../../core/server/plugins/pluginCatalogue';
import { lookup, REQUIRED_LANGUAGES, type LocaleReader } from './doctorProblems';

/** Body keys that are no field of the entity: the version an update was edited from. */
const NOT_FIELDS = new Set(['version']);

export interface ServerHalf {
  manifest: PluginManifest;
  definition: ServerPluginDefinition;
}

/** The server halves of the manifests with `server: true` that have one (a missing one is start-up's refusal, not doctor's). */
export async function loadServerHalves(manifests: readonly PluginManifest[], pluginsDir = PLUGINS_DIR): Promise<ServerHalf[]> {
  const halves: ServerHalf[] = [];
  for (const manifest of manifests.filter((m) => m.server)) {
    const file = path.join(pluginsDir, manifest.id, 'server', 'index.ts');
    if (!existsSync(file)) continue;
    const mod = await import(file);
    halves.push({ manifest, definition: (mod.default?.default ?? mod.default) as ServerPluginDefinition });
  }
  return halves;
}

/**
 * What only the server halves show: a datatable whose ref admits a sort key its source maps to no
 * column (a 500 on asking for it), and a field of a management entity — a key of a body its routes
 * validate — without its label `fields.<name>` in en and de (the form and the table show it).
 */
export function serverHalfProblems(halves: readonly ServerHalf[], readLocale: LocaleReader): string[] {
  return halves.flatMap(({ manifest, definition }) => [...unsortedKeys(manifest, definition), ...unlabelledFields(manifest, definition, readLocale)]);
}

function unsortedKeys(m: PluginManifest, definition: ServerPluginDefinition): string[] {
  return (definition.routes ?? []).flatMap((route) => {
    const table = servedDatatable(route);
    if (!table) return [];
    return table.sortKeys
      .filter((key) => !table.sortedBy.includes(key))
      .map((key) => `Plugin "${m.id}": datatable ${table.path} admits sort key "${key}", which its server source sorts by no column.`);
  });
}

function unlabelledFields(m: PluginManifest, definition: ServerPluginDefinition, readLocale: LocaleReader): string[] {
  if (!definition.entities?.length) return [];
  const bodies = (definition.routes ?? []).map((route) => route.schema?.body).filter((body): body is ObjectSchema<AnyObject> => isSchema(body) && body.describe().type === 'object');
  return REQUIRED_LANGUAGES.flatMap((language) => {
    const texts = readLocale(language, m.id) ?? {};
    const unlabelled = [...new Set(bodies.flatMap((body) => unlabelledPaths(body, texts)))].filter((name) => !NOT_FIELDS.has(name.split('.')[0]));
    return unlabelled.map((name) => `Plugin "${m.id}": field "${name}" has no label "fields.${name}" in locales/${language}/${m.id}.json.`);
  });
}

/**
 * The fields of a body without a label: a nested object (`modeParams`) may instead label each of
 * its fields (`fields.modeParams.value`), which its messages name.
 */
function unlabelledPaths(body: ObjectSchema<AnyObject>, texts: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(body.fields).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const label = lookup(texts, `fields.${path}`);
    if (typeof label === 'string') return [];
    const nested = isSchema(field) && field.describe().type === 'object' ? Object.keys((field as ObjectSchema<AnyObject>).fields) : [];
    return label && typeof label === 'object' && nested.length ? unlabelledPaths(field as ObjectSchema<AnyObject>, texts, `${path}.`) : [path];
  });
}
