import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  /** Refresh-token family of the login, so logout with only an access token can end it. */
  family: string;
}

/** `expiresAt`: epoch milliseconds of the token's `exp`, when open sockets holding it must stop. */
export type VerifyResult = { ok: true; claims: AccessClaims; expiresAt: number } | { ok: false; reason: 'expired' | 'invalid' };

/** Short-lived HS256 JWTs (jose). The user's access list and the login's state are read from the database per request. */
export class AccessTokens {
  constructor(
    private readonly secret: Uint8Array,
    readonly ttlSeconds: number,
  ) {}

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ fam: claims.family })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.secret);
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.fam !== 'string' || typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
      return { ok: true, claims: { userId, family: payload.fam }, expiresAt: payload.exp * 1000 };
    } catch (err) {
      return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
