import { socketEvents } from '../../common/api/authPaths';
import { resourceKey, type ResourceFilter } from '../resources/resourceKey';

/** WS-14: reopen requests within this window collapse into one reconnect. */
export const REOPEN_DEBOUNCE_MS = 500;
/** OP-21: how long a hidden tab keeps its live connection. */
export const HIDDEN_DISCONNECT_MS = 60000;

/** The part of a socket.io client socket the kernel uses (a fake in tests). */
export interface SocketLike {
  connect(): unknown;
  disconnect(): unknown;
  on(event: string, listener: (...args: any[]) => void): unknown;
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
  /** Refreshes the session token; false when the session is over. */
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
 * hidden (spec §4).
 */
export class SocketKernel {
  private socket?: SocketLike;
  private authenticated = false;
  private readonly feeds = new Map<string, { resource: string; filter: ResourceFilter }>();
  private readonly updateListeners = new Set<(update: ResourceUpdate) => void>();
  private readonly resumeListeners = new Set<() => void>();
  private reopenTimer?: ReturnType<typeof setTimeout>;
  private hiddenTimer?: ReturnType<typeof setTimeout>;
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
    socket.on('disconnect', () => {
      this.authenticated = false;
    });
    socket.on(socketEvents.authenticated, () => {
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
    this.authenticated = false;
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

  private refused({ message, code }: { message?: string; code?: string }): void {
    this.authenticated = false;
    if (message === 'jwt expired') {
      void this.options.refresh().then((ok) => (ok ? this.reopen() : this.options.onLogout()));
    } else if (code === 'invalid_token') {
      this.options.onLogout();
    } else {
      this.options.onForbidden();
    }
  }
}
