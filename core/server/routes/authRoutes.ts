import * as yup from 'yup';
import { authPaths, REFRESH_COOKIE } from '../../common/api/authPaths';
import { loginSchema } from '../../common/validation/loginSchema';
import { safeText } from '../../common/validation/safeInput';
import { validationMessage } from '../../common/validation/validationMessages';
import { verifyPassword } from '../auth/passwordHash';
import { clearSessionCookies, setSessionCookies } from '../auth/sessionCookies';
import { ApiError } from '../http/ApiError';
import { TooManyRequests } from '../http/TooManyRequests';
import { defineRoute } from '../plugin/defineServerPlugin';
import { findUserForLogin, loadUserProfile } from '../users/userRepository';

const INVALID_CREDENTIALS = 'These credentials do not match our records.';
const REFRESH_FAILED = 'Your token is expired, please login again!';

const refreshBody = yup.object({ refresh_token: safeText(200).optional() }).default({});

/** POST login (spec §7, SH-02): argon2id verify, failures throttled (LoginThrottle, 429 + Retry-After), sets both cookies. */
export const loginRoute = defineRoute({
  method: 'POST',
  url: authPaths.login,
  permission: 'public',
  schema: { body: loginSchema },
  async handler(ctx) {
    const { loginThrottle, accessTokens, refreshTokens, dummyPasswordHash, secret, config } = ctx.services;
    const { email, password } = ctx.body;
    const ip = ctx.request.ip;
    const wait = await loginThrottle.retryAfter(email, ip);
    if (wait > 0) {
      const message = validationMessage('tooManyAttempts', { seconds: wait });
      throw new TooManyRequests(wait, 'too_many_attempts', message, { email: [message] });
    }
    const user = await findUserForLogin(ctx.db, email);
    // Unknown e-mails verify against a dummy hash so both paths cost the same.
    const passwordOk = await verifyPassword(user?.password_hash ?? dummyPasswordHash, password);
    if (!user || !passwordOk) {
      await loginThrottle.fail(email, ip);
      throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS, undefined, 'invalid_credentials');
    }
    await loginThrottle.succeed(email, ip);
    const refresh = await refreshTokens.issue(user.id);
    const token = await accessTokens.sign({ userId: user.id, family: refresh.family });
    setSessionCookies(ctx.request, ctx.reply, { access: token, accessTtl: accessTokens.ttlSeconds, refresh: refresh.token, refreshTtl: config.refreshTokenTtl });
    return { token, expires_in: accessTokens.ttlSeconds, user: await loadUserProfile(ctx.db, user.id, secret) };
  },
});

/** POST auth/refresh: rotates the refresh token; a reused (already rotated) token revokes its family. */
export const refreshRoute = defineRoute({
  method: 'POST',
  url: authPaths.refresh,
  permission: 'public',
  schema: { body: refreshBody },
  async handler(ctx) {
    const { accessTokens, refreshTokens, config } = ctx.services;
    const presented = ctx.body.refresh_token ?? ctx.request.cookies[REFRESH_COOKIE];
    const rotated = presented ? await refreshTokens.rotate(presented) : null;
    if (!rotated) {
      clearSessionCookies(ctx.request, ctx.reply);
      throw ApiError.invalidToken(REFRESH_FAILED);
    }
    const token = await accessTokens.sign({ userId: rotated.userId, family: rotated.family });
    setSessionCookies(ctx.request, ctx.reply, { access: token, accessTtl: accessTokens.ttlSeconds, refresh: rotated.token, refreshTtl: config.refreshTokenTtl });
    return { token, expires_in: accessTokens.ttlSeconds };
  },
});

/** POST logout: ends the session's refresh family (from the refresh cookie or the access token) and clears cookies. */
export const logoutRoute = defineRoute({
  method: 'POST',
  url: authPaths.logout,
  permission: 'public',
  schema: { body: refreshBody },
  async handler(ctx) {
    const { refreshTokens } = ctx.services;
    const presented = ctx.body.refresh_token ?? ctx.request.cookies[REFRESH_COOKIE];
    const families = new Set<string>();
    if (presented) {
      const family = await refreshTokens.familyOf(presented);
      if (family) families.add(family);
    }
    if (ctx.user) families.add(ctx.user.family);
    for (const family of families) await refreshTokens.revokeFamily(family);
    clearSessionCookies(ctx.request, ctx.reply);
    return null;
  },
});
