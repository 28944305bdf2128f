import type { Command } from 'commander';
import type { Kysely } from 'kysely';
import * as yup from 'yup';
import type { PluginRegistry } from '../../core/common/plugin/PluginRegistry';
import { newPassword, PASSWORD_LENGTH } from '../../core/common/validation/passwordRules';
import { validators } from '../../core/common/validation/validators';
import { hashPassword } from '../../core/server/auth/passwordHash';
import type { Database } from '../../core/server/db/Database';
import { everyPermission } from '../../core/server/seed/demoAccounts';
import { createUser, ensureOrganisation, findUserForLogin, listUsers, setUserAccess } from '../../core/server/users/userRepository';
import { CliError } from '../CliError';
import { withDatabase, type DatabaseCommandDeps } from './withDatabase';

const list = (value: string): string[] =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** `user add | list | set-access`: manage accounts of a deployment (docs/deployment.md). */
export function registerUserCommands(program: Command, deps: DatabaseCommandDeps): Command {
  const user = program.command('user').description('manage user accounts (same database as the server: DATA_DIR or DATABASE_URL)');

  user
    .command('add')
    .description('create a user with an argon2id-hashed password')
    .requiredOption('--email <email>', 'e-mail address (login name)')
    .requiredOption('--password <password>', `password, ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`)
    .option('--access <permissions>', 'comma-separated permission strings, e.g. REALTIME.VIEW,MODULE_ANALYTICS.VIEW', '')
    .option('--firstname <name>', 'first name', '')
    .option('--lastname <name>', 'last name', '')
    .option('--domains <titles>', "comma-separated analytics domains (created when missing; never another organisation's)", '')
    .option('--organisation <name>', 'organisation (created when missing)')
    .action(async (opts: { email: string; password: string; access: string; firstname: string; lastname: string; domains: string; organisation?: string }) => {
      const email = (await valid(validators.email('E-mail'), opts.email)).toLowerCase();
      // The bounds of the server's login schema: a longer password could never log in.
      const password = await valid(newPassword('Password'), opts.password);
      await withDatabase(deps, async (db, registry) => {
        if (await findUserForLogin(db, email)) throw new CliError(`A user with e-mail ${email} already exists.`);
        const access = list(opts.access);
        const domains = list(opts.domains);
        await refuseForeignDomains(db, domains, opts.organisation);
        warnUnknown(deps, registry, access);
        const organisationId = opts.organisation ? await ensureOrganisation(db, opts.organisation) : null;
        const id = await createUser(db, {
          email,
          passwordHash: await hashPassword(password),
          firstname: opts.firstname,
          lastname: opts.lastname,
          access,
          domains,
          organisationId,
        });
        deps.print(`Created user ${id} <${email}> with ${access.length} permission(s).`);
      });
    });

  user
    .command('list')
    .description('list users with their permissions and analytics domains')
    .action(async () => {
      await withDatabase(deps, async (db) => {
        const users = await listUsers(db);
        if (!users.length) deps.print('No users.');
        for (const u of users) {
          deps.print(`${u.id}\t${u.email}\t${`${u.firstname} ${u.lastname}`.trim()}\taccess: ${u.access.join(',') || '-'}\tdomains: ${u.domains.join(',') || '-'}`);
        }
      });
    });

  user
    .command('set-access')
    .description("replace a user's permission list")
    .requiredOption('--email <email>', 'e-mail address of the user')
    .requiredOption('--access <permissions>', 'comma-separated permission strings (empty string: none)')
    .action(async (opts: { email: string; access: string }) => {
      await withDatabase(deps, async (db, registry) => {
        const access = list(opts.access);
        warnUnknown(deps, registry, access);
        if (!(await setUserAccess(db, opts.email, access))) throw new CliError(`No user with e-mail ${opts.email}.`);
        deps.print(`Set ${access.length} permission(s) for ${opts.email.trim().toLowerCase()}.`);
      });
    });

  return user;
}

/** The value as the shared schema casts it, or the schema's message as the CLI's error. */
async function valid(schema: yup.StringSchema<string>, value: string): Promise<string> {
  try {
    return await schema.validate(value);
  } catch (err) {
    throw new CliError(err instanceof yup.ValidationError ? err.message : String(err));
  }
}

/**
 * A domain is its organisation's data: a user of another organisation (or of none) must not get
 * it as an analytics domain by naming it. Checked before anything is created. Domains without
 * an organisation, and new ones (created in the user's), may be given.
 */
async function refuseForeignDomains(db: Kysely<Database>, titles: string[], organisation: string | undefined) {
  if (!titles.length) return;
  const owned = await db
    .selectFrom('domains')
    .innerJoin('organisations', 'organisations.id', 'domains.organisation_id')
    .select(['domains.title', 'organisations.name'])
    .where('domains.title', 'in', titles)
    .orderBy('domains.title')
    .execute();
  const foreign = owned.filter((d) => d.name !== organisation);
  if (!foreign.length) return;
  const named = foreign.map((d) => `${d.title} (organisation "${d.name}")`).join(', ');
  throw new CliError(`Refused: ${named} ${foreign.length > 1 ? 'belong' : 'belongs'} to another organisation than the user's (${organisation ? `"${organisation}"` : 'none; pass --organisation'}). Nothing was created.`);
}

/** A typo in a permission string would silently grant nothing: say so, but allow it (rules may come later). */
function warnUnknown(deps: DatabaseCommandDeps, registry: PluginRegistry, access: string[]) {
  const known = new Set(everyPermission(registry));
  const unknown = access.filter((a) => !known.has(a));
  if (unknown.length) deps.print(`Warning: no permission rule of the enabled plugins names ${unknown.join(', ')}.`);
}
