import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { User, UserDetails, UserSearchResult } from '../../common/api/User';
import type { SessionEvents } from '../auth/SessionEvents';
import type { Database } from '../db/Database';

/** Queries on users, shared by the API, the seed and the CLI. Same SQL on PGlite and PostgreSQL. */

export interface NewUser {
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  access: string[];
  /** Domain titles (created when missing); each becomes an analytics domain of the user. */
  domains?: string[];
  organisationId?: number | null;
  language?: string;
  image?: string | null;
  trialEndsAt?: Date | null;
  trials?: { analytics?: boolean; dmp?: boolean; tools?: boolean };
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserForLogin(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export async function createUser(db: Kysely<Database>, user: NewUser): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        email: normaliseEmail(user.email),
        password_hash: user.passwordHash,
        firstname: user.firstname,
        lastname: user.lastname,
        image: user.image ?? null,
        language: user.language ?? 'en',
        trial_ends_at: user.trialEndsAt ?? null,
        has_analytics_trial: user.trials?.analytics ?? false,
        has_dmp_trial: user.trials?.dmp ?? false,
        has_tools_trial: user.trials?.tools ?? false,
        default_organisation_id: user.organisationId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (user.organisationId) await trx.insertInto('user_organisations').values({ user_id: id, organisation_id: user.organisationId }).execute();
    await replaceAccess(trx, id, user.access);
    if (user.domains?.length) {
      // A deployment started with SEED=none has no domains yet: naming one creates it.
      await trx
        .insertInto('domains')
        .values(user.domains.map((title) => ({ title, organisation_id: user.organisationId ?? null })))
        .onConflict((oc) => oc.column('title').doNothing())
        .execute();
      const domains = await trx.selectFrom('domains').select('id').where('title', 'in', user.domains).execute();
      await trx.insertInto('user_domains').values(domains.map((d) => ({ user_id: id, domain_id: d.id, analytics: true }))).execute();
    }
    return id;
  });
}

/**
 * Replaces a user's permission list. `events` tells the user's open sockets to re-check their
 * feeds; a process without the server's events (the CLI, until issue 20's bus) reaches them at
 * their next re-authentication instead, within one access-token lifetime.
 */
export async function setUserAccess(db: Kysely<Database>, email: string, access: string[], events?: SessionEvents): Promise<boolean> {
  const userId = await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('email', '=', normaliseEmail(email)).executeTakeFirst();
    if (user) await replaceAccess(trx, user.id, access);
    return user?.id;
  });
  if (userId === undefined) return false;
  events?.publish({ kind: 'accessChanged', userId });
  return true;
}

async function replaceAccess(db: Kysely<Database>, userId: number, access: string[]) {
  await db.deleteFrom('user_permissions').where('user_id', '=', userId).execute();
  const unique = [...new Set(access.map((a) => a.trim()).filter(Boolean))];
  if (unique.length) await db.insertInto('user_permissions').values(unique.map((permission) => ({ user_id: userId, permission }))).execute();
}

async function accessOf(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('user_permissions').select('permission').where('user_id', '=', userId).orderBy('permission').execute();
  return rows.map((r) => r.permission);
}

/** id, e-mail and the pieces the guard needs, or undefined for a deleted user. */
export async function loadSessionBasics(db: Kysely<Database>, userId: number) {
  const user = await db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const [access, domains] = await Promise.all([accessOf(db, userId), domainsOf(db, userId)]);
  return { ...user, access, analyticsDomains: domains.filter((d) => d.analytics).map((d) => d.title) };
}

async function domainsOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('user_domains')
    .innerJoin('domains', 'domains.id', 'user_domains.domain_id')
    .select(['domains.id', 'domains.title', 'user_domains.analytics'])
    .where('user_domains.user_id', '=', userId)
    .orderBy('domains.title')
    .execute();
}

async function organisationsOf(db: Kysely<Database>, userId: number, defaultId: number | null) {
  const rows = await db
    .selectFrom('user_organisations')
    .innerJoin('organisations', 'organisations.id', 'user_organisations.organisation_id')
    .select(['organisations.id', 'organisations.name'])
    .where('user_organisations.user_id', '=', userId)
    .orderBy('organisations.id')
    .execute();
  return rows.map((o) => ({ id: o.id, name: o.name, default: o.id === defaultId }));
}

/** Access, organisations and domains: what both the profile and an admin's view of a user show. */
async function userFacts(db: Kysely<Database>, userId: number, defaultOrganisationId: number | null) {
  const [access, domains, organisations] = await Promise.all([accessOf(db, userId), domainsOf(db, userId), organisationsOf(db, userId, defaultOrganisationId)]);
  return { access, organisations, domains: domains.map((d) => ({ id: d.id, title: d.title, analytics: d.analytics })) };
}

/** The User entity of spec §3 (GET account/me). Product flags follow the use-product permissions. */
export async function loadUserProfile(db: Kysely<Database>, userId: number, hashKey: Uint8Array): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const facts = await userFacts(db, userId, row.default_organisation_id);
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    image: row.image,
    language: row.language,
    created_at: row.created_at.toISOString(),
    trial_ends_at: row.trial_ends_at ? row.trial_ends_at.toISOString() : null,
    userHash: createHmac('sha256', hashKey).update(`user:${row.id}`).digest('hex'),
    hasAnalyticsProduct: facts.access.includes('MODULE_ANALYTICS.VIEW'),
    hasDMPProduct: facts.access.includes('MODULE_DMP.VIEW'),
    hasToolsProduct: facts.access.includes('MODULE_TOOLS.VIEW'),
    hasAnalyticsTrial: row.has_analytics_trial,
    hasDMPTrial: row.has_dmp_trial,
    hasToolsTrial: row.has_tools_trial,
    ...facts,
    default_organisation_id: row.default_organisation_id,
  };
}

/** One user for an admin (GET user/:id, OP-19), or undefined when there is no such user. */
export async function loadUserDetails(db: Kysely<Database>, userId: number): Promise<UserDetails | undefined> {
  const row = await db.selectFrom('users').select(['id', 'firstname', 'lastname', 'email', 'image', 'default_organisation_id']).where('id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const { default_organisation_id, ...user } = row;
  return { ...user, ...(await userFacts(db, userId, default_organisation_id)) };
}

const USER_SEARCH_LIMIT = 20;

/** Spec §2/§7: by user id, e-mail or first/last name; at most 20 rows. */
export async function searchUsers(db: Kysely<Database>, search: string): Promise<UserSearchResult[]> {
  const term = search.trim();
  if (!term) return [];
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const id = /^\d+$/.test(term) && Number(term) <= 2147483647 ? Number(term) : undefined;
  return db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'email', 'image'])
    .where((eb) =>
      eb.or([
        ...(id !== undefined ? [eb('id', '=', id)] : []),
        eb('email', 'ilike', pattern),
        eb('firstname', 'ilike', pattern),
        eb('lastname', 'ilike', pattern),
        eb(sql<string>`firstname || ' ' || lastname`, 'ilike', pattern),
      ]),
    )
    .orderBy('id')
    .limit(USER_SEARCH_LIMIT)
    .execute();
}

export async function listUsers(db: Kysely<Database>) {
  const users = await db.selectFrom('users').select(['id', 'email', 'firstname', 'lastname']).orderBy('id').execute();
  return Promise.all(users.map(async (u) => ({ ...u, access: await accessOf(db, u.id), domains: (await domainsOf(db, u.id)).map((d) => d.title) })));
}

/** The id of the organisation with this name, created when missing. */
export async function ensureOrganisation(db: Kysely<Database>, name: string): Promise<number> {
  const existing = await db.selectFrom('organisations').select('id').where('name', '=', name).orderBy('id').executeTakeFirst();
  if (existing) return existing.id;
  return (await db.insertInto('organisations').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}
