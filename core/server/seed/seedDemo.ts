import type { Kysely } from 'kysely';
import type { PluginRegistry } from '../../common/plugin/PluginRegistry';
import { hashPassword } from '../auth/passwordHash';
import type { Database } from '../db/Database';
import { createUser } from '../users/userRepository';
import { DEMO_DOMAINS, DEMO_ORGANISATION, demoAccounts } from './demoAccounts';

/** Seeds the demo organisation, domains and accounts into an empty database. Returns whether it did. */
export async function seedDemo(db: Kysely<Database>, registry: PluginRegistry, password: string): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const organisation = await db.insertInto('organisations').values({ name: DEMO_ORGANISATION }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('domains')
    .values(DEMO_DOMAINS.map((title) => ({ title, organisation_id: organisation.id })))
    .onConflict((oc) => oc.column('title').doNothing())
    .execute();
  const passwordHash = await hashPassword(password);
  for (const account of demoAccounts) {
    await createUser(db, {
      email: account.email,
      passwordHash,
      firstname: account.firstname,
      lastname: account.lastname,
      access: account.access(registry),
      domains: account.domains,
      organisationId: organisation.id,
      trialEndsAt: account.trialDays ? new Date(Date.now() + account.trialDays * 86400000) : null,
      trials: account.trials,
    });
  }
  return true;
}
