import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { configFromEnv } from '../core/server/config/configFromEnv';
import { resolveServerConfig } from '../core/server/config/ServerConfig';
import { CliError } from './CliError';
import { registerApiKeyCommands } from './commands/apikey';
import { registerDoctorCommand } from './commands/doctor';
import { registerNewCardCommand } from './commands/newCard';
import { registerNewPluginCommand } from './commands/newPlugin';
import { registerNewScreenCommand } from './commands/newScreen';
import { registerPluginsCommands } from './commands/plugins';
import { registerSeedCommand } from './commands/seed';
import { registerSimulateCommand } from './commands/simulate';
import { registerUserCommands } from './commands/user';
import type { DatabaseCommandDeps } from './commands/withDatabase';

/** `npm run cli -- …`: a thin entry; each command group registers itself. */
const { version } = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };

const program = new Command('audience-console').description('Audience Console command line').version(version);

const out = { print: (line: string) => console.log(line) };
registerNewCardCommand(program, out);
registerNewScreenCommand(program, out);
registerNewPluginCommand(program, out);
registerPluginsCommands(program, out);
registerDoctorCommand(program, out);
registerSeedCommand(program, out);
registerSimulateCommand(program, out);
const deployment: DatabaseCommandDeps = {
  async open() {
    // Loaded on use: the database stack is most of the CLI's start-up, and --help needs none of it.
    const { openMigratedDatabase } = await import('../core/server/db/openMigratedDatabase');
    const database = await openMigratedDatabase(resolveServerConfig({ ...configFromEnv(), logger: false }));
    return { db: database.db, registry: database.plugins.registry, close: () => database.db.destroy() };
  },
  print: (line) => console.log(line),
};
registerUserCommands(program, deployment);
registerApiKeyCommands(program, deployment);

program.parseAsync(process.argv).catch((err: unknown) => {
  if (err instanceof CommanderError) process.exit(err.exitCode);
  console.error(err instanceof CliError ? `Error: ${err.message}` : err);
  process.exit(1);
});
