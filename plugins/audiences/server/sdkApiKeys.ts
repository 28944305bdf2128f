import { createHash, randomBytes } from 'node:crypto';
import type { AudiencesDatabase } from './AudiencesTables';

/** Marks a secret as ours in logs and secret scanners; the 32 random bytes after it are the key. */
const KEY_PREFIX = 'acsdk_';

/** What is stored of a key: its SHA-256 (hex). A random 32-byte key cannot be guessed from it, so no slow hash is needed. */
const sdkApiKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new API key of the organisation: the key itself is returned once and never stored. */
export async function createSdkApiKey(db: AudiencesDatabase, organisationId: number, name: string): Promise<{ id: number; key: string }> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const { id } = await db.insertInto('sdk_api_keys').values({ organisation_id: organisationId, name, key_hash: sdkApiKeyHash(key) }).returning('id').executeTakeFirstOrThrow();
  return { id, key };
}

/** Every key with its organisation, oldest first. */
export function listSdkApiKeys(db: AudiencesDatabase) {
  return db
    .selectFrom('sdk_api_keys as k')
    .innerJoin('organisations as o', 'o.id', 'k.organisation_id')
    .select(['k.id', 'k.organisation_id', 'o.name as organisation', 'k.name', 'k.created_at', 'k.revoked_at'])
    .orderBy('k.id')
    .execute();
}

/** Revokes a key: its next call is refused. Its rules stay. */
export async function revokeSdkApiKey(db: AudiencesDatabase, id: number): Promise<'revoked' | 'alreadyRevoked' | 'notFound'> {
  const revoked = await db.updateTable('sdk_api_keys').set({ revoked_at: new Date() }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  if (revoked.numUpdatedRows > 0n) return 'revoked';
  const exists = await db.selectFrom('sdk_api_keys').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? 'alreadyRevoked' : 'notFound';
}

/** The key a caller sent, if it is one of ours and not revoked. */
export function liveSdkApiKey(db: AudiencesDatabase, key: string) {
  return db.selectFrom('sdk_api_keys').select(['id', 'organisation_id']).where('key_hash', '=', sdkApiKeyHash(key)).where('revoked_at', 'is', null).executeTakeFirst();
}
