import { socketEvents } from '../../common/api/authPaths';
import { resourceKey, type ResourceFilter } from '../resources/resourceKey';

/** WS-14: reopen requests within this window collapse into one reconnect. */
const REOPEN_DEBOUNCE_MS = 500;
/** OP-21: how long a hidden tab keeps its live connection. */
export const HIDDEN_DISCONNECT_MS = 60000;
/** Share of the access token's remaining lifetime after which the socket re-authenticates with a refreshed one. */
const REAUTHENTICATE_AT = 0.8;

/** The part of a socket.io client socket the kernel uses (a fake in tests). */
export interface SocketLike {
  connect(): unknown;
  /** Each listener types its own event's payload (`never[]` takes any of them); the socket only delivers. */
  disconnect(): unknown;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

export interface ResourceUpdate {
  resource: string;
  key: string;
  data: unknown;
}

export interface SocketKernelOptions {
  /** Creates the (not yet connected) socket, e.g. `io({ path: '/socket', autoConnect: false })`. */
  create(): SocketLike;
  /** Access token for `authenticate`; without one the server reads the handshake cookie. */
  token(): string | undefined;
  /** Refreshes the session token (then `token()` returns the new one); false when the session is over. */
  refresh(): Promise<boolean>;
  /** WS-16, and a failed refresh: log the user out. */
  onLogout(): void;
  /** WS-17: any other refusal goes to the 403 page. */
  onForbidden(): void;
  reopenDebounceMs?: number;
  hiddenDisconnectMs?: number;
}

/**
 * One live connection per tab: authenticates on every connect, re-subscribes the active
 * feeds after each authentication, reacts to refusals (spec §8) and sleeps while the tab is
 * hidden (spec §4). The server stops a socket's feeds when its access token expires, so
 * before then the kernel refreshes the token and authenticates the same connection again.
 */
export class SocketKernel {
  private socket?: SocketLike;
  private authenticated = false;
  private readonly feeds = new Map<string, { resource: string; filter: ResourceFilter }>();
  private readonly updateListeners = new Set<(update: ResourceUpdate) => void>();
  private readonly resumeListeners = new Set<() => void>();
  private reopenTimer?: ReturnType<typeof setTimeout>;
  private hiddenTimer?: ReturnType<typeof setTimeout>;
  private reauthenticateTimer?: ReturnType<typeof setTimeout>;
  private sleeping = false;

  constructor(private readonly options: SocketKernelOptions) {}

  get isOpen(): boolean {
    return this.socket !== undefined;
  }

  open(): void {
    if (this.socket) return;
    const socket = this.options.create();
    this.socket = socket;
    socket.on('connect', () => socket.emit(socketEvents.authenticate, { token: this.options.token() }));
    socket.on('disconnect', () => this.sessionEnded());
    socket.on(socketEvents.authenticated, (session: { expires_in?: number } = {}) => {
      this.scheduleReauthentication(socket, session.expires_in);
      // A re-authentication keeps the server's subscriptions; only a new connection needs them again.
      if (this.authenticated) return;
      this.authenticated = true;
      for (const feed of this.feeds.values()) socket.emit(socketEvents.subscribe, feed);
    });
    socket.on(socketEvents.unauthorized, (reason: { message?: string; code?: string } = {}) => this.refused(reason));
    socket.on(socketEvents.update, (update: ResourceUpdate) => {
      for (const listener of this.updateListeners) listener(update);
    });
    socket.connect();
  }

  close(): void {
    clearTimeout(this.reopenTimer);
    this.reopenTimer = undefined;
    this.socket?.disconnect();
    this.socket = undefined;
    this.sessionEnded();
  }

  /** Closes and opens again once the requests have settled for the debounce window (WS-14). */
  reopen(): void {
    clearTimeout(this.reopenTimer);
    this.reopenTimer = setTimeout(() => {
      this.reopenTimer = undefined;
      this.close();
      this.open();
    }, this.options.reopenDebounceMs ?? REOPEN_DEBOUNCE_MS);
  }

  subscribe(resource: string, filter: ResourceFilter): void {
    const key = resourceKey(resource, filter);
    if (this.feeds.has(key)) return;
    this.feeds.set(key, { resource, filter });
    if (this.authenticated) this.socket?.emit(socketEvents.subscribe, { resource, filter });
  }

  unsubscribe(resource: string, filter: ResourceFilter): void {
    if (!this.feeds.delete(resourceKey(resource, filter))) return;
    if (this.authenticated) this.socket?.emit(socketEvents.unsubscribe, { resource, filter });
  }

  onUpdate(listener: (update: ResourceUpdate) => void): () => void {
    this.updateListeners.add(listener);
    return () => this.updateListeners.delete(listener);
  }

  /** Called after a hidden tab is shown again and reconnected: time to refresh data. */
  onResume(listener: () => void): () => void {
    this.resumeListeners.add(listener);
    return () => this.resumeListeners.delete(listener);
  }

  /** Disconnects a while after the tab is hidden; reconnects when it is shown (spec §4, OP-21). */
  watchVisibility(doc: Document): () => void {
    const changed = () => {
      if (doc.visibilityState === 'hidden') {
        clearTimeout(this.hiddenTimer);
        this.hiddenTimer = setTimeout(() => {
          if (!this.socket) return;
          this.sleeping = true;
          this.close();
        }, this.options.hiddenDisconnectMs ?? HIDDEN_DISCONNECT_MS);
        return;
      }
      clearTimeout(this.hiddenTimer);
      if (!this.sleeping) return;
      this.sleeping = false;
      this.open();
      for (const listener of this.resumeListeners) listener();
    };
    doc.addEventListener('visibilitychange', changed);
    return () => {
      clearTimeout(this.hiddenTimer);
      doc.removeEventListener('visibilitychange', changed);
    };
  }

  /** `expiresIn`: seconds the server gives the token; without it the kernel waits for "jwt expired" (WS-15). */
  private scheduleReauthentication(socket: SocketLike, expiresIn: number | undefined): void {
    clearTimeout(this.reauthenticateTimer);
    if (expiresIn === undefined) return;
    this.reauthenticateTimer = setTimeout(() => {
      void this.options.refresh().then((ok) => {
        if (socket !== this.socket) return;
        if (ok) socket.emit(socketEvents.authenticate, { token: this.options.token() });
        else this.options.onLogout();
      });
    }, expiresIn * 1000 * REAUTHENTICATE_AT);
  }

  private refused({ message, code }: { message?: string; code?: string }): void {
    if (message === 'jwt expired') {
      this.sessionEnded();
      const socket = this.socket;
      void this.options.refresh().then((ok) => {
        // Closed meanwhile (logout, hidden tab): nothing to reopen.
        if (socket !== this.socket) return;
        if (ok) this.reopen();
        else this.options.onLogout();
      });
    } else if (code === 'invalid_token') {
      this.sessionEnded();
      this.options.onLogout();
    } else {
      // One feed refused (e.g. the user's access narrowed): the session and its other feeds go on.
      this.options.onForbidden();
    }
  }

  private sessionEnded(): void {
    this.authenticated = false;
    clearTimeout(this.reauthenticateTimer);
  }
}
