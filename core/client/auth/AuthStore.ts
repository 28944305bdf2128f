import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { authPaths } from '../../common/api/authPaths';
import type { User } from '../../common/api/User';
import { AUTHENTICATED, PUBLIC_ACCESS } from '../../common/permissions/coreRules';
import type { PermissionEvaluator } from '../../common/permissions/PermissionEvaluator';
import type { ApiError } from '../api/ApiError';
import type { ApiKernel } from '../api/ApiKernel';
import { apiMessages } from '../api/apiMessages';
import type { Navigator } from '../router/Navigator';
import type { SnackbarStore } from '../shell/SnackbarStore';

/**
 * Local marker that a session cookie was issued. The cookies are httpOnly, so without it
 * every fresh visit would have to probe account/me and run into the refresh-and-logout path.
 */
export const SESSION_KEY = 'ac.session';

export type SessionStatus = 'checking' | 'anonymous' | 'authenticated';

interface LoginReply {
  token: string;
  expires_in: number;
  user: User;
}

/** The session (spec §4): who is signed in and what they may do. */
export class AuthStore {
  status: SessionStatus = 'checking';
  user?: User = undefined;
  /** Access token of the session, for the socket's `authenticate`; HTTP calls use the cookie. */
  token?: string = undefined;
  loginError?: string = undefined;
  loggingIn = false;

  constructor(
    private readonly api: ApiKernel,
    private readonly permissions: PermissionEvaluator,
    private readonly navigator: Navigator,
    private readonly snackbar: SnackbarStore,
    private readonly storage: Storage,
  ) {
    makeObservable<AuthStore, 'setUser' | 'clear'>(this, {
      status: observable,
      user: observableRef,
      token: observable,
      loginError: observable,
      loggingIn: observable,
      loggedIn: computed,
      access: computed,
      setUser: action,
      clear: action,
      setToken: action,
    });
  }

  get loggedIn(): boolean {
    return this.status === 'authenticated';
  }

  /** SH-11: `public` before login; the stored permissions plus AUTHENTICATED after. */
  get access(): readonly string[] {
    return this.user && this.loggedIn ? [...this.user.access, AUTHENTICATED] : PUBLIC_ACCESS;
  }

  can(rule: string): boolean {
    return this.permissions.can(rule, this.access);
  }

  /** Resumes a session that a previous visit started, or settles as anonymous. */
  async start(): Promise<void> {
    if (this.storage.getItem(SESSION_KEY)) await this.loadCurrentUser();
    else this.clear();
  }

  async login(email: string, password: string): Promise<boolean> {
    runInAction(() => {
      this.loggingIn = true;
      this.loginError = undefined;
    });
    try {
      const reply = await this.api.post<LoginReply>(authPaths.login, { email, password }, { skipRefresh: true });
      this.storage.setItem(SESSION_KEY, '1');
      this.setToken(reply.token);
      this.setUser(reply.user);
      return true;
    } catch (error) {
      const e = error as ApiError;
      // SH-08: the server's text for wrong credentials; SH-09: otherwise the first field error.
      runInAction(() => {
        this.loginError = e.code === 'invalid_credentials' ? e.message : (e.firstFieldError() ?? e.message);
      });
      return false;
    } finally {
      runInAction(() => {
        this.loggingIn = false;
      });
    }
  }

  /** GET account/me; a failure ends the session with "Error during checking account!" (SH-15). */
  async loadCurrentUser(): Promise<void> {
    try {
      this.setUser(await this.api.get<User>(authPaths.me));
    } catch {
      // A failed refresh has already ended the session (marker gone) with its own message.
      if (this.storage.getItem(SESSION_KEY)) this.expire(apiMessages.accountCheckFailed);
    }
  }

  /** The session is over without the user asking: say why and go to /login. */
  expire(message: string): void {
    this.clear();
    this.snackbar.show(message, { intent: 'warning' });
    this.navigator.go('/login', { replace: true });
  }

  /** SH-16 / OP-18: POST logout; a failure is only logged and the user still leaves. */
  async logout(): Promise<void> {
    try {
      await this.api.post(authPaths.logout, undefined, { skipRefresh: true });
    } catch (error) {
      console.error('Logout failed:', (error as ApiError).code ?? error);
    }
    this.clear();
    this.navigator.go('/login', { replace: true });
  }

  setToken(token: string): void {
    this.token = token;
  }

  private setUser(user: User): void {
    this.user = user;
    this.status = 'authenticated';
  }

  private clear(): void {
    this.storage.removeItem(SESSION_KEY);
    this.user = undefined;
    this.token = undefined;
    this.status = 'anonymous';
  }
}
