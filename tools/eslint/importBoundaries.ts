import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Rule } from 'eslint';
import ts from 'typescript';

/**
 * Core's public surface for plugins: each entry is a module whose `index.ts` only re-exports
 * what plugins may use (`core/products` is a single module). Everything else in core — the
 * database, the server's assembly, the app shell, the router — is core's own business.
 */
export const PUBLIC_CORE_ENTRIES = [
  'core/common/api',
  'core/common/collections',
  'core/common/datatable',
  'core/common/dateRange',
  'core/common/entities',
  'core/common/events',
  'core/common/filter',
  'core/common/format',
  'core/common/ingest',
  'core/common/jobs',
  'core/common/media',
  'core/common/permissions',
  'core/common/plugin',
  'core/common/products',
  'core/common/resources',
  'core/common/validation',
  'core/client/api',
  'core/client/app',
  'core/client/contracts',
  'core/client/filter',
  'core/client/grid',
  'core/client/i18n',
  'core/client/resources',
  'core/client/router',
  'core/client/shell',
  'core/client/socket',
  'core/client/widgets',
  'core/server/datatable',
  'core/server/entities',
  'core/server/events',
  'core/server/http',
  'core/server/ingest',
  'core/server/jobs',
  'core/server/media',
  'core/server/plugin',
  'core/server/resources',
];

/** The registry core generates from console.config.json: the one place core names plugins. */
const GENERATED = 'core/client/generated';
const HALVES = new Set(['client', 'server']);

type Place =
  | { kind: 'core'; half: string; path: string }
  | { kind: 'plugin'; id: string; half: string; path: string }
  | { kind: 'other'; path: string };

/** Where a file sits, from its path relative to the repository root without extension. */
function placeOf(relative: string): Place {
  const parts = relative.split('/');
  if (parts[0] === 'core' && parts.length > 1) return { kind: 'core', half: parts[1], path: relative };
  if (parts[0] === 'plugins' && parts.length > 2) return { kind: 'plugin', id: parts[1], half: parts[2], path: relative };
  return { kind: 'other', path: relative };
}

function withoutExtension(file: string): string {
  return file.replace(/\.(d\.ts|tsx?|jsx?|mjs|cjs)$/, '');
}

const manifests = new Map<string, { mtimeMs: number; requires: string[] }>();

/** The ids in a manifest's `requires: [...]` and `optional: [...]`, read from its syntax tree (manifests are data). */
function requiresOf(manifestFile: string): string[] {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(manifestFile).mtimeMs;
  } catch {
    return [];
  }
  const cached = manifests.get(manifestFile);
  if (cached?.mtimeMs === mtimeMs) return cached.requires;
  const source = ts.createSourceFile(manifestFile, readFileSync(manifestFile, 'utf8'), ts.ScriptTarget.Latest);
  let requires: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && (node.name.text === 'requires' || node.name.text === 'optional') && ts.isArrayLiteralExpression(node.initializer)) {
      requires = [...requires, ...node.initializer.elements.filter(ts.isStringLiteralLike).map((element) => element.text)];
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  manifests.set(manifestFile, { mtimeMs, requires });
  return requires;
}

/** The public entry a deep core path belongs to, if its area is public. */
function entryOf(target: string, entries: string[]): string | undefined {
  return entries.find((entry) => target.startsWith(`${entry}/`));
}

type Options = { root?: string; publicCore?: string[] };
type ImportDeclaration = Parameters<NonNullable<Rule.RuleListener['ImportDeclaration']>>[0];

/** typescript-eslint's `importKind`/`exportKind` ('type' | 'value'), absent from ESTree's types. */
function kindOf(node: object, key: 'importKind' | 'exportKind'): unknown {
  return (node as Record<string, unknown>)[key];
}

/** `import type { A }`, or `import { type A, type B }` (every name a type). */
function isTypeOnlyImport(node: ImportDeclaration): boolean {
  if (kindOf(node, 'importKind') === 'type') return true;
  return node.specifiers.length > 0 && node.specifiers.every((specifier) => kindOf(specifier, 'importKind') === 'type');
}

export const importBoundaries: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Plugins reach core only through its public entries and another plugin only through its common/ when requires names it' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, publicCore: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      coreImportsPlugin: "Core must not import from plugins ('{{target}}'); only core/client/generated names plugins.",
      commonImportsHalf: "'{{source}}' is common code and must not import values from a client/ or server/ half ('{{target}}'); types may be imported with import type.",
      pluginInternals: "Plugin '{{plugin}}' may use plugin '{{other}}' only through plugins/{{other}}/common/, not '{{target}}'.",
      notRequired: "Plugin '{{plugin}}' imports plugin '{{other}}' but its manifest does not list '{{other}}' in requires.",
      deepCore: "Plugins reach core through '{{entry}}', not the deep path '{{target}}'.",
      privateCore: "'{{target}}' is not part of core's public surface for plugins (see PUBLIC_CORE_ENTRIES).",
    },
  },
  create(context) {
    const options = (context.options[0] ?? {}) as Options;
    const root = options.root ?? context.cwd;
    const entries = options.publicCore ?? PUBLIC_CORE_ENTRIES;
    const toRelative = (file: string) => withoutExtension(path.relative(root, file).split(path.sep).join('/'));
    const source = placeOf(toRelative(context.filename));
    if (source.kind === 'other' || source.path.startsWith(`${GENERATED}/`)) return {};

    const check = (node: Rule.Node, specifier: unknown, typeOnly = false) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = placeOf(toRelative(path.resolve(path.dirname(context.filename), specifier)));
      const report = (messageId: string, data: Record<string, string> = {}) =>
        context.report({ node, messageId, data: { source: source.path, target: target.path, ...data } });

      // Types vanish at build time: common/ may describe a half's shapes (a contract's components) without running its code.
      if (source.half === 'common' && !typeOnly && (target.kind === 'core' || target.kind === 'plugin') && HALVES.has(target.half)) report('commonImportsHalf');
      if (source.kind === 'core' && target.kind === 'plugin') report('coreImportsPlugin');
      if (source.kind !== 'plugin') return;
      if (target.kind === 'plugin' && target.id !== source.id) {
        if (target.half !== 'common') report('pluginInternals', { plugin: source.id, other: target.id });
        if (!requiresOf(path.join(root, 'plugins', source.id, 'index.ts')).includes(target.id)) report('notRequired', { plugin: source.id, other: target.id });
      }
      if (target.kind === 'core') {
        const entryPath = target.path.replace(/\/index$/, '');
        if (entries.includes(entryPath)) return;
        const entry = entryOf(entryPath, entries);
        if (entry) report('deepCore', { entry });
        else report('privateCore');
      }
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value, isTypeOnlyImport(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, kindOf(node, 'exportKind') === 'type'),
      ExportNamedDeclaration: (node) => check(node, node.source?.value, kindOf(node, 'exportKind') === 'type'),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};
