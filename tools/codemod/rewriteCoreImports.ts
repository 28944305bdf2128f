import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { PUBLIC_CORE_ENTRIES } from '../eslint/importBoundaries';

/**
 * Rewrites plugins' deep core imports to core's public entries (`core/client/widgets/NoData` →
 * `core/client/widgets`), where the entry's index.ts re-exports the module (or the imported
 * names), and merges the imports a file then has from one entry. What no entry offers is listed,
 * not rewritten: it is either missing from an index.ts or not meant for plugins.
 *
 *   npx tsx tools/codemod/rewriteCoreImports.ts [--dry-run] [plugins/<id> | <file> …]
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

type Offer = { entry: string; names: Set<string> | 'all' };

/** Longer merged imports are written one name a line, as the code's long imports are. */
const MAX_LINE = 160;

const withoutExtension = (file: string) => file.replace(/\.(tsx?|jsx?)$/, '');
const repoPath = (absolute: string) => withoutExtension(path.relative(ROOT, absolute).split(path.sep).join('/'));
const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** Module (repository path) → the public entry that re-exports it, read from each entry's index.ts. */
function offersOfEntries(): Map<string, Offer> {
  const offers = new Map<string, Offer>();
  for (const entry of PUBLIC_CORE_ENTRIES) {
    const index = path.join(ROOT, entry, 'index.ts');
    let source: ts.SourceFile;
    try {
      source = parse(index);
    } catch {
      continue;
    }
    for (const statement of source.statements) {
      if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const module = repoPath(path.resolve(path.dirname(index), statement.moduleSpecifier.text));
      const clause = statement.exportClause;
      if (!clause) offers.set(module, { entry, names: 'all' });
      else if (ts.isNamedExports(clause)) {
        // Only names exported under their own name: a renamed re-export would need the import renamed too.
        const names = clause.elements.filter((element) => !element.propertyName).map((element) => element.name.text);
        offers.set(module, { entry, names: new Set(names) });
      }
    }
  }
  return offers;
}

function sourceFiles(dirOrFile: string): string[] {
  if (!statSync(dirOrFile).isDirectory()) return [dirOrFile];
  return readdirSync(dirOrFile, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dirOrFile, file));
}

type Edit = { start: number; end: number; text: string };

function importedNames(declaration: ts.ImportDeclaration | ts.ExportDeclaration): string[] | undefined {
  if (ts.isExportDeclaration(declaration)) {
    const clause = declaration.exportClause;
    return clause && ts.isNamedExports(clause) ? clause.elements.map((element) => (element.propertyName ?? element.name).text) : undefined;
  }
  const clause = declaration.importClause;
  if (!clause || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) return undefined;
  return clause.namedBindings.elements.map((element) => (element.propertyName ?? element.name).text);
}

/** One plugin file: the edits that point its deep core imports at entries, and what stays deep. */
function rewriteFile(file: string, offers: Map<string, Offer>) {
  const source = parse(file);
  const text = source.getFullText();
  const edits: Edit[] = [];
  const leftDeep: string[] = [];
  const byEntry = new Map<string, ts.ImportDeclaration[]>();

  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = repoPath(path.resolve(path.dirname(file), specifier.text));
    if (!target.startsWith('core/')) continue;
    const entryPath = target.replace(/\/index$/, '');
    if (PUBLIC_CORE_ENTRIES.includes(entryPath)) {
      if (ts.isImportDeclaration(statement)) byEntry.set(entryPath, [...(byEntry.get(entryPath) ?? []), statement]);
      continue;
    }
    const offer = offers.get(target);
    const names = importedNames(statement);
    const offered = offer && names && (offer.names === 'all' || names.every((name) => (offer.names as Set<string>).has(name)));
    if (!offered) {
      leftDeep.push(`${path.relative(ROOT, file)}: '${target}'${names ? ` { ${names.join(', ')} }` : ''}`);
      continue;
    }
    let relative = path.relative(path.dirname(file), path.join(ROOT, offer!.entry)).split(path.sep).join('/');
    if (!relative.startsWith('.')) relative = `./${relative}`;
    edits.push({ start: specifier.getStart(source), end: specifier.getEnd(), text: `'${relative}'` });
    if (ts.isImportDeclaration(statement)) byEntry.set(offer!.entry, [...(byEntry.get(offer!.entry) ?? []), statement]);
  }

  // One import per entry: the first declaration takes the others' names, the others go.
  for (const declarations of byEntry.values()) {
    if (declarations.length < 2) continue;
    const specifierText = edits.find((edit) => edit.start === declarations[0].moduleSpecifier.getStart(source))?.text ?? declarations[0].moduleSpecifier.getText(source);
    const allTypeOnly = declarations.every((declaration) => declaration.importClause?.isTypeOnly);
    const elements = declarations.flatMap((declaration) => {
      const bindings = declaration.importClause!.namedBindings as ts.NamedImports;
      return bindings.elements.map((element) => {
        const written = element.getText(source);
        return declaration.importClause!.isTypeOnly && !allTypeOnly && !element.isTypeOnly ? `type ${written}` : written;
      });
    });
    const names = [...new Set(elements)];
    const head = `import ${allTypeOnly ? 'type ' : ''}`;
    const oneLine = `${head}{ ${names.join(', ')} } from ${specifierText};`;
    const merged = oneLine.length <= MAX_LINE ? oneLine : `${head}{\n${names.map((name) => `  ${name},\n`).join('')}} from ${specifierText};`;
    const [first, ...rest] = declarations;
    const covered = (edit: Edit, node: ts.Node) => edit.start >= node.getStart(source) && edit.end <= node.getEnd();
    for (const node of declarations) for (let i = edits.length - 1; i >= 0; i--) if (covered(edits[i], node)) edits.splice(i, 1);
    edits.push({ start: first.getStart(source), end: first.getEnd(), text: merged });
    for (const node of rest) edits.push({ start: node.getStart(source), end: text[node.getEnd()] === '\n' ? node.getEnd() + 1 : node.getEnd(), text: '' });
  }
  let rewritten = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) rewritten = rewritten.slice(0, edit.start) + edit.text + rewritten.slice(edit.end);
  return { rewritten: rewritten === text ? undefined : rewritten, leftDeep };
}

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const dirs = args.filter((arg) => !arg.startsWith('--'));
const offers = offersOfEntries();
let changed = 0;
const leftDeep: string[] = [];
for (const dir of dirs.length ? dirs : ['plugins']) {
  for (const file of sourceFiles(path.resolve(ROOT, dir))) {
    const result = rewriteFile(file, offers);
    leftDeep.push(...result.leftDeep);
    if (!result.rewritten) continue;
    changed++;
    if (dryRun) console.log(`would rewrite ${path.relative(ROOT, file)}`);
    else writeFileSync(file, result.rewritten);
  }
}
console.log(`${dryRun ? 'would rewrite' : 'rewrote'} ${changed} files`);
if (leftDeep.length) console.log(`left deep (no public entry offers them):\n  ${leftDeep.join('\n  ')}`);
