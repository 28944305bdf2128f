import type { Command } from 'commander';
import { audiencesDb, type AudiencesDatabase } from '../../plugins/audiences/server/AudiencesTables';
import { createSdkApiKey, listSdkApiKeys, revokeSdkApiKey } from '../../plugins/audiences/server/sdkApiKeys';
import { CliError } from '../CliError';
import { positiveNumber } from './positiveNumber';
import { withDatabase, type DatabaseCommandDeps } from './withDatabase';

const NAME_MAX = 200;

/**
 * `apikey create | list | revoke`: an organisation's API keys for the SDK's server-to-server
 * calls (docs/api.md "SDK data"). The audiences plugin keeps them (its sdk_api_keys table): the
 * key is printed once on creation and stored only as its SHA-256.
 */
export function registerApiKeyCommands(program: Command, deps: DatabaseCommandDeps): Command {
  const apikey = program.command('apikey').description("manage organisations' API keys for the SDK calls (same database as the server)");

  apikey
    .command('create')
    .description('create an API key of an organisation and print it once')
    .requiredOption('--organisation <id or name>', 'the organisation the key acts for: its id, or its name as user add took it')
    .option('--name <text>', 'what the key is for, shown by apikey list', '')
    .action(async (opts: { organisation: string; name: string }) => {
      const name = opts.name.trim();
      if (name.length > NAME_MAX) throw new CliError(`--name may not be longer than ${NAME_MAX} characters.`);
      await withSdkKeys(deps, async (db) => {
        const byId = /^\d+$/.test(opts.organisation);
        const organisation = await db
          .selectFrom('organisations')
          .select(['id', 'name'])
          .where(byId ? 'id' : 'name', '=', byId ? Number(opts.organisation) : opts.organisation)
          .executeTakeFirst();
        if (!organisation) throw new CliError(byId ? `No organisation with id ${opts.organisation}.` : `No organisation named "${opts.organisation}".`);
        const { id, key } = await createSdkApiKey(db, organisation.id, name);
        deps.print(`Created API key ${id} of organisation ${organisation.id} (${organisation.name}). It is shown only now; send it as "Authorization: Bearer <key>":`);
        deps.print(key);
      });
    });

  apikey
    .command('list')
    .description('list the API keys (never the keys themselves)')
    .action(async () => {
      await withSdkKeys(deps, async (db) => {
        const keys = await listSdkApiKeys(db);
        if (!keys.length) deps.print('No API keys.');
        for (const k of keys) {
          const state = k.revoked_at ? `revoked ${new Date(k.revoked_at).toISOString()}` : 'active';
          deps.print(`${k.id}\torganisation ${k.organisation_id} (${k.organisation})\t${k.name || '-'}\tcreated ${new Date(k.created_at).toISOString()}\t${state}`);
        }
      });
    });

  apikey
    .command('revoke')
    .description('revoke an API key: its calls are refused from now on (the rules it made stay)')
    .argument('<id>', 'id of the key, as apikey list shows it', positiveNumber('<id>', { integer: true }))
    .action(async (keyId: number) => {
      await withSdkKeys(deps, async (db) => {
        const result = await revokeSdkApiKey(db, keyId);
        if (result === 'notFound') throw new CliError(`No API key with id ${keyId}.`);
        if (result === 'alreadyRevoked') throw new CliError(`API key ${keyId} is already revoked.`);
        deps.print(`Revoked API key ${keyId}.`);
      });
    });

  return apikey;
}

/** The keys are the audiences plugin's: without it enabled there is no table and no route that takes them. */
function withSdkKeys(deps: DatabaseCommandDeps, run: (db: AudiencesDatabase) => Promise<void>) {
  return withDatabase(deps, async (db, registry) => {
    if (!registry.plugins.some((p) => p.id === 'audiences')) throw new CliError('The audiences plugin is disabled: its SDK calls and their API keys are not available.');
    await run(audiencesDb(db));
  });
}
