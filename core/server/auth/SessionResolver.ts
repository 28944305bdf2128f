import type { Kysely } from 'kysely';
import { AUTHENTICATED } from '../../common/permissions/coreRules';
import type { Database } from '../db/Database';
import type { SessionUser } from '../users/SessionUser';
import { loadSessionBasics } from '../users/userRepository';
import type { AccessTokens } from './AccessTokens';

export type SessionResult = { ok: true; user: SessionUser; expiresAt: number } | { ok: false; reason: 'missing' | 'expired' | 'invalid' };

/**
 * Turns an access token into the caller, for HTTP and socket alike. Access and domains are
 * read fresh from the database, so `cli user set-access` applies on the next request, and a
 * token whose login was ended (logout, reuse detection) is refused at once.
 */
export class SessionResolver {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tokens: AccessTokens,
  ) {}

  async resolve(token: string | undefined): Promise<SessionResult> {
    if (!token) return { ok: false, reason: 'missing' };
    const verified = await this.tokens.verify(token);
    if (!verified.ok) return verified;
    const [basics, live] = await Promise.all([loadSessionBasics(this.db, verified.claims.userId), this.familyIsLive(verified.claims.family)]);
    if (!basics || !live) return { ok: false, reason: 'invalid' };
    return { ok: true, user: { ...basics, family: verified.claims.family }, expiresAt: verified.expiresAt };
  }

  /** Logout and refresh-token reuse revoke a family; its access tokens die with it, not 15 minutes later. */
  private async familyIsLive(family: string): Promise<boolean> {
    const row = await this.db.selectFrom('refresh_tokens').select('id').where('family', '=', family).where('revoked_at', 'is', null).limit(1).executeTakeFirst();
    return row !== undefined;
  }
}

/** The permission list the evaluator sees for a caller (spec §4: AUTHENTICATED after login). */
export function effectiveAccess(user: SessionUser | null): string[] {
  return user ? [...user.access, AUTHENTICATED] : [];
}
