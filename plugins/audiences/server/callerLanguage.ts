import type { Kysely } from 'kysely';
import type { Database } from '../../../core/server/plugin';

/** The caller's interface language (users.language), for texts when no locale is asked for. */
export async function callerLanguage(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return row?.language ?? 'en';
}
