import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { SessionEvents } from './SessionEvents';

export interface IssuedRefreshToken {
  token: string;
  family: string;
  userId: number;
}

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Each refresh rotates the token; presenting
 * a token that was already rotated means it leaked, so its whole family is revoked — except
 * within a short grace period, where it is two tabs refreshing at the same moment with the
 * same cookie: the late one gets a token of the same family too. A revoked family is announced
 * on the session events, so its open sockets stop at once.
 */
export class RefreshTokens {
  constructor(
    private readonly db: Kysely<Database>,
    readonly ttlSeconds: number,
    readonly reuseGraceSeconds: number,
    private readonly events: SessionEvents,
  ) {}

  async issue(userId: number, family: string = randomUUID()): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('refresh_tokens')
      .values({ user_id: userId, family, token_hash: hashToken(token), expires_at: new Date(Date.now() + this.ttlSeconds * 1000) })
      .execute();
    return { token, family, userId };
  }

  /** A fresh token of the same family, or null when the token is unknown, expired, revoked or reused. */
  async rotate(token: string): Promise<IssuedRefreshToken | null> {
    const now = new Date();
    type Outcome = { kind: 'reused'; family: string } | { kind: 'valid'; userId: number; family: string } | null;
    const outcome = await this.db.transaction().execute(async (trx): Promise<Outcome> => {
      const row = await trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashToken(token)).forUpdate().executeTakeFirst();
      if (!row || row.revoked_at) return null;
      if (row.expires_at.getTime() <= now.getTime()) return null;
      if (row.rotated_at) {
        const concurrent = now.getTime() - row.rotated_at.getTime() <= this.reuseGraceSeconds * 1000;
        return concurrent ? { kind: 'valid', userId: row.user_id, family: row.family } : { kind: 'reused', family: row.family };
      }
      const claimed = await trx
        .updateTable('refresh_tokens')
        .set({ rotated_at: now })
        .where('id', '=', row.id)
        .where('rotated_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      return { kind: 'valid', userId: row.user_id, family: row.family };
    });
    if (!outcome) return null;
    if (outcome.kind === 'reused') {
      await this.revokeFamily(outcome.family);
      return null;
    }
    return this.issue(outcome.userId, outcome.family);
  }

  async familyOf(token: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('refresh_tokens').select('family').where('token_hash', '=', hashToken(token)).executeTakeFirst();
    return row?.family;
  }

  async revokeFamily(family: string): Promise<void> {
    await this.db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('family', '=', family).where('revoked_at', 'is', null).execute();
    this.events.publish({ kind: 'familyRevoked', family });
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
