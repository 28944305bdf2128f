import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { TOKEN_EXPIRED, UNAUTHENTICATED_MESSAGE } from '../../common/api/apiReply';
import { ACCESS_COOKIE, socketEvents } from '../../common/api/authPaths';
import type { SessionUser } from '../users/SessionUser';
import type { SessionEvent, SessionEvents } from './SessionEvents';
import type { SessionResolver } from './SessionResolver';

/** What the holder of the sockets' feeds does when a session changes. */
export interface SocketSessionHooks {
  /** The socket (re-)authenticated or its user's access was read anew: check its feeds again. */
  renewed(socket: Socket): void;
  /** The session is over: the socket leaves every feed. */
  ended(socket: Socket): void;
}

/** An authenticated socket: who, with which token (re-resolved when the user's access changes), until when. */
interface SocketSession {
  user: SessionUser;
  token: string;
  expiryTimer: ReturnType<typeof setTimeout>;
}

type Refusal = { message: string; code: string };

/** WS-15: the client refreshes and reconnects. */
const EXPIRED: Refusal = { message: 'jwt expired', code: TOKEN_EXPIRED };
/** WS-16: the login is over (bad token, logout, revoked family): the client logs out. */
const ENDED: Refusal = { message: UNAUTHENTICATED_MESSAGE, code: 'invalid_token' };

/** setTimeout's longest delay; a later expiry re-arms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Who each socket is, for as long as its login lasts (spec §7 `authenticate`). A session ends
 * when its access token expires unless the client authenticated again with a refreshed one
 * ("jwt expired"), and at once when its refresh family is revoked (logout, reuse: invalid_token).
 * An access change re-reads the user, so the hooks can re-check the socket's feeds. A user's
 * socket beyond `socketsPerUser` is refused (`too_many_connections`) and disconnected.
 */
export class SocketSessions {
  private readonly sessions = new Map<Socket, SocketSession>();
  /** Bumped by every authenticate and every end of a session, so a resolve that was overtaken is dropped. */
  private readonly attempts = new WeakMap<Socket, number>();
  private readonly stopEvents: () => void;

  constructor(
    private readonly resolver: SessionResolver,
    events: SessionEvents,
    private readonly log: FastifyBaseLogger,
    private readonly hooks: SocketSessionHooks,
    /** Authenticated sockets one user may hold at once (AbuseLimits). */
    private readonly socketsPerUser: number,
  ) {
    this.stopEvents = events.subscribe((event) => this.sessionChanged(event));
  }

  userOf(socket: Socket): SessionUser | undefined {
    return this.sessions.get(socket)?.user;
  }

  /** WS-02, and again with a refreshed token: `expires_in` (seconds) tells the client when to re-authenticate. */
  async authenticate(socket: Socket, payload?: { token?: unknown }): Promise<void> {
    const attempt = (this.attempts.get(socket) ?? 0) + 1;
    this.attempts.set(socket, attempt);
    const token = typeof payload?.token === 'string' && payload.token ? payload.token : cookieToken(socket);
    const expiresAt = await this.admit(socket, token, attempt);
    if (expiresAt !== undefined) socket.emit(socketEvents.authenticated, { expires_in: Math.max(0, (expiresAt - Date.now()) / 1000) });
  }

  /** The socket disconnected. */
  forget(socket: Socket): void {
    clearTimeout(this.sessions.get(socket)?.expiryTimer);
    this.sessions.delete(socket);
  }

  stop(): void {
    this.stopEvents();
    for (const session of this.sessions.values()) clearTimeout(session.expiryTimer);
    this.sessions.clear();
  }

  /** Resolves the token afresh and makes it the socket's session, or ends the session. Returns the token's expiry when admitted. */
  private async admit(socket: Socket, token: string | undefined, attempt: number): Promise<number | undefined> {
    const result = await this.resolver.resolve(token).catch((err: unknown) => {
      this.log.error({ err }, 'socket authentication failed');
      return { ok: false, reason: 'invalid' } as const;
    });
    if (this.attempts.get(socket) !== attempt || socket.disconnected) return undefined;
    if (!result.ok || !token) {
      this.end(socket, !result.ok && result.reason === 'expired' ? EXPIRED : ENDED);
      return undefined;
    }
    if (this.otherSocketsOf(socket, result.user.id) >= this.socketsPerUser) {
      this.end(socket, { message: `At most ${this.socketsPerUser} connections per user are open at once: close other console tabs.`, code: 'too_many_connections' });
      socket.disconnect(true);
      return undefined;
    }
    this.forget(socket);
    this.sessions.set(socket, { user: result.user, token, expiryTimer: this.expiryTimer(socket, result.expiresAt) });
    this.hooks.renewed(socket);
    return result.expiresAt;
  }

  private otherSocketsOf(socket: Socket, userId: number): number {
    let n = 0;
    for (const [other, session] of this.sessions) if (other !== socket && session.user.id === userId) n++;
    return n;
  }

  private expiryTimer(socket: Socket, expiresAt: number): ReturnType<typeof setTimeout> {
    return setTimeout(
      () => {
        const session = this.sessions.get(socket);
        if (session && Date.now() < expiresAt) session.expiryTimer = this.expiryTimer(socket, expiresAt);
        else this.end(socket, EXPIRED);
      },
      Math.min(Math.max(0, expiresAt - Date.now()), MAX_TIMER_MS),
    );
  }

  /** Logout and reuse detection end the family's sockets; an access change re-resolves the user's. */
  private sessionChanged(event: SessionEvent) {
    for (const [socket, session] of this.sessions) {
      if (event.kind === 'familyRevoked' && session.user.family === event.family) this.end(socket, ENDED);
      else if (event.kind === 'accessChanged' && session.user.id === event.userId) void this.admit(socket, session.token, this.attempts.get(socket) ?? 0);
    }
  }

  private end(socket: Socket, refusal: Refusal) {
    this.attempts.set(socket, (this.attempts.get(socket) ?? 0) + 1);
    this.forget(socket);
    this.hooks.ended(socket);
    socket.emit(socketEvents.unauthorized, refusal);
  }
}

function cookieToken(socket: Socket): string | undefined {
  const header = socket.handshake.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === ACCESS_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
