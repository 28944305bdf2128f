import { TOKEN_EXPIRED, UNAUTHENTICATED_MESSAGE, unwrap } from '../../common/api/apiReply';
import { authPaths } from '../../common/api/authPaths';
import { ApiError } from './ApiError';
import { apiMessages } from './apiMessages';

/** The three API hosts of the spec (§7); each defaults to this server's `/api`. */
export type ApiHost = 'auth' | 'analytics' | 'tools';

/** OP-07: the spec's 60000 ms constant is the request timeout. */
const REQUEST_TIMEOUT_MS = 60000;

export interface RequestOptions {
  host?: ApiHost;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Cancels the request; a cancelled request fails with code `cancelled` and is meant to be ignored. */
  signal?: AbortSignal;
  /** For login, logout and refresh: a 401 is the answer itself, not a reason to refresh. */
  skipRefresh?: boolean;
  /** A file download: a successful reply is returned as a Blob instead of parsed JSON. */
  blob?: boolean;
}

export interface ApiKernelOptions {
  hosts?: Partial<Record<ApiHost, string>>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** What the kernel asks of the rest of the client; set by the console once the stores exist. */
export interface ApiKernelHooks {
  /** The refresh failed or the retry was refused again: log out with `message` and go to /login. */
  onSessionExpired(message: string): void;
  /** A 403: go to the 403 page (RT-34). */
  onForbidden(): void;
  /** A refresh issued a new access token (the socket authenticates with it). */
  onTokenRefreshed(token: string): void;
}

interface RawReply {
  status: number;
  body: unknown;
}

/**
 * The one way the client talks HTTP. Sends cookies, unwraps wrapped and plain replies,
 * refreshes the token once per 401 and retries, sends 403s to the 403 page, refuses a
 * duplicate of a running request and gives up after the timeout (spec §7, §8).
 */
export class ApiKernel {
  hooks: ApiKernelHooks = { onSessionExpired: () => {}, onForbidden: () => {}, onTokenRefreshed: () => {} };
  private readonly hosts: Record<ApiHost, string>;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  /** The requests under way, each with the token of the call that sent it. */
  private readonly running = new Map<string, symbol>();
  private refreshing?: Promise<boolean>;

  constructor(options: ApiKernelOptions = {}) {
    const base = (host: ApiHost) => (options.hosts?.[host] ?? '/api').replace(/\/$/, '');
    this.hosts = { auth: base('auth'), analytics: base('analytics'), tools: base('tools') };
    this.timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  get<T>(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('POST', path, { ...options, body });
  }

  /** GET a file (a CSV export) with the session, refresh and timeout of every other call. */
  download(path: string, options: Omit<RequestOptions, 'body' | 'blob'> = {}): Promise<Blob> {
    return this.request<Blob>('GET', path, { ...options, blob: true });
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const url = this.url(options.host ?? 'auth', path, options.query);
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const key = `${method} ${url} ${body ?? ''}`;
    if (this.running.has(key)) throw new ApiError(0, 'duplicate_request', apiMessages.duplicate);
    const token = Symbol(key);
    // A cancelled request runs no more: the same one may go out again at once (a filter changed
    // there and back), not be refused as a duplicate while the cancelled one unwinds.
    const release = () => {
      if (this.running.get(key) === token) this.running.delete(key);
    };
    this.running.set(key, token);
    options.signal?.addEventListener('abort', release);
    try {
      return await this.send<T>(method, url, body, options, false);
    } finally {
      release();
      options.signal?.removeEventListener('abort', release);
    }
  }

  /**
   * POST auth/refresh; concurrent 401s share one refresh. Resolves false instead of
   * throwing, because every caller treats a failed refresh the same way: session over.
   */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.send<{ token?: string }>('POST', this.url('auth', authPaths.refresh), undefined, { skipRefresh: true }, true)
      .then((data) => {
        if (data?.token) this.hooks.onTokenRefreshed(data.token);
        return true;
      })
      .catch(() => false)
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  private async send<T>(method: string, url: string, body: string | undefined, options: RequestOptions, retried: boolean): Promise<T> {
    const reply = await this.fetchReply(method, url, body, options);
    if (reply.status >= 200 && reply.status < 300) return options.blob ? (reply.body as T) : unwrap<T>(reply.body);
    const error = ApiError.fromReply(reply.status, reply.body);
    if (reply.status === 401 && !options.skipRefresh && isTokenProblem(reply.body)) {
      // SH-13: one refresh per 401; a retry that fails again ends the session.
      if (!retried && (await this.refresh())) return this.send<T>(method, url, body, options, true);
      this.hooks.onSessionExpired(apiMessages.tokenExpired);
      throw new ApiError(401, error.code, apiMessages.tokenExpired);
    }
    if (reply.status === 403) this.hooks.onForbidden();
    throw error;
  }

  private async fetchReply(method: string, url: string, body: string | undefined, { signal, blob }: RequestOptions): Promise<RawReply> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    const cancel = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', cancel);
    try {
      const response = await this.fetchImpl(url, {
        method,
        body,
        credentials: 'include',
        headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        signal: controller.signal,
      });
      // A failed download still answers with the JSON error body of every other call.
      if (blob && response.status >= 200 && response.status < 300) return { status: response.status, body: await response.blob() };
      return { status: response.status, body: parseBody(await response.text()) };
    } catch {
      if (timedOut) throw new ApiError(0, 'timeout', apiMessages.timeout);
      if (signal?.aborted) throw new ApiError(0, 'cancelled', 'cancelled');
      throw new ApiError(0, 'network_error', apiMessages.unexpected);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }

  private url(host: ApiHost, path: string, query?: Record<string, unknown>): string {
    const search = toSearchParams(query).toString();
    return `${this.hosts[host]}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
  }
}

/** Spec §8: 401 with error token_expired or message "Unauthenticated." means "refresh". */
function isTokenProblem(body: unknown): boolean {
  const b = (typeof body === 'object' && body !== null ? body : {}) as { error?: unknown; message?: unknown };
  return b.error === TOKEN_EXPIRED || b.message === UNAUTHENTICATED_MESSAGE;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Scalars as they are, lists and objects as JSON (filters carry term lists). */
function toSearchParams(query: Record<string, unknown> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params;
}
