import path from 'node:path';
import type { Command } from 'commander';
import { loadAllManifests, readConsoleConfig, ROOT_DIR } from '../../core/server/plugins/pluginCatalogue';
import { CliError } from '../CliError';
import { doctorProblems, localesIn } from '../doctor/doctorProblems';
import { loadServerHalves, serverHalfProblems } from '../doctor/serverHalfProblems';
import type { Output } from './Output';

/** `doctor`: validates every manifest against the deployment; exit 1 with one line per problem. */
export function registerDoctorCommand(program: Command, out: Output): Command {
  return program
    .command('doctor')
    .description('check every plugin manifest: ids, route clashes, permission rules, card sizes and settings schemas, resources, en/de texts; datatable sort whitelists and entity field labels')
    .action(async () => {
      const manifests = await loadAllManifests().catch((err: Error) => {
        throw new CliError(err.message);
      });
      const readLocale = localesIn(path.join(ROOT_DIR, 'locales'));
      const halves = await loadServerHalves(manifests).catch((err: Error) => {
        throw new CliError(err.message);
      });
      const problems = [...doctorProblems(manifests, readConsoleConfig(), readLocale), ...serverHalfProblems(halves, readLocale)];
      for (const problem of problems) out.print(problem);
      if (problems.length) throw new CliError(`doctor found ${problems.length} problem(s).`);
      out.print(`No problems in ${manifests.length} plugins.`);
    });
}
