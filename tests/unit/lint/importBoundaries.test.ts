/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { importBoundaries } from '../../../tools/eslint/importBoundaries';

// A small repository of its own: core with public entries and a private db, and plugins alpha
// (requires beta), beta and gamma, with one deliberate violation of each boundary.
const root = path.resolve(__dirname, '../../fixtures/lint');

// Linter rather than ESLint: it reads no files itself, so it needs none of the dynamic imports Jest's VM lacks.
function lintFixtures() {
  const linter = new Linter({ cwd: root });
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { boundaries: { rules: { 'import-boundaries': importBoundaries } } },
      rules: { 'boundaries/import-boundaries': ['error', { root, publicCore: ['core/client/widgets', 'core/common/format'] }] },
    },
  ] as Linter.Config[];
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  const reports = files.flatMap((file) =>
    linter
      .verify(readFileSync(path.join(root, file), 'utf8'), config, path.join(root, file))
      .map((message) => ({ file: file.split(path.sep).join('/'), line: message.line, severity: message.severity, message: message.message })),
  );
  return { reports, errorCount: reports.filter((report) => report.severity === 2).length };
}

describe('importBoundaries', () => {
  let lint: ReturnType<typeof lintFixtures>;
  beforeAll(() => {
    lint = lintFixtures();
  });

  const reportsOf = (file: string) => lint.reports.filter((report) => report.file === file).map(({ line, message }) => ({ line, message }));

  it('fails the lint step on the fixtures: every violation is an error', () => {
    expect(lint.errorCount).toBeGreaterThan(0);
    expect(lint.errorCount).toBe(lint.reports.length);
  });

  it("reports a plugin's deep core import, a private core module, another plugin's client/ and a plugin missing from requires", () => {
    expect(reportsOf('plugins/alpha/client/alphaCard.ts')).toEqual([
      { line: 6, message: "Plugins reach core through 'core/client/widgets', not the deep path 'core/client/widgets/NoData'." },
      { line: 7, message: "'core/server/db/Database' is not part of core's public surface for plugins (see PUBLIC_CORE_ENTRIES)." },
      { line: 8, message: "Plugin 'alpha' may use plugin 'beta' only through plugins/beta/common/, not 'plugins/beta/client/betaStore'." },
      { line: 9, message: "Plugin 'alpha' imports plugin 'gamma' but its manifest does not list 'gamma' in requires." },
    ]);
  });

  it('reports common code that imports values from a client half, not types', () => {
    expect(reportsOf('plugins/alpha/common/alphaSettings.ts')).toEqual([
      {
        line: 2,
        message: "'plugins/alpha/common/alphaSettings' is common code and must not import values from a client/ or server/ half ('plugins/alpha/client/alphaCard'); types may be imported with import type.",
      },
    ]);
  });

  it('reports core importing a plugin, except from the generated registry', () => {
    expect(reportsOf('core/client/app/App.ts')).toEqual([
      { line: 2, message: "Core must not import from plugins ('plugins/beta/client/betaStore'); only core/client/generated names plugins." },
    ]);
    expect(reportsOf('core/client/generated/pluginRegistry.ts')).toEqual([]);
  });

  it('allows public core entries, own files and a required plugin’s common/', () => {
    const reported = new Set(lint.reports.map((report) => report.file));
    expect([...reported].sort()).toEqual(['core/client/app/App.ts', 'plugins/alpha/client/alphaCard.ts', 'plugins/alpha/common/alphaSettings.ts']);
    const allowedLines = [2, 3, 4];
    expect(reportsOf('plugins/alpha/client/alphaCard.ts').filter((report) => allowedLines.includes(report.line))).toEqual([]);
  });
});
