/** @jest-environment node */
import { ApiError } from '../../../../core/client/api/ApiError';
import { ApiKernel } from '../../../../core/client/api/ApiKernel';
import { ReplyServer } from '../support/replyServer';

const expired = { status: 401, body: { status: 'error', error: 'token_expired', message: 'Token has expired.' } };
const refreshed = { body: { status: 'success', data: { token: 'new-token', expires_in: 900 } } };
const refreshFailed = { status: 401, body: { status: 'error', error: 'invalid_token', message: 'Your token is expired, please login again!' } };

describe('ApiKernel against a real HTTP server', () => {
  const server = new ReplyServer();
  let base: string;
  let kernel: ApiKernel;
  let hooks: { expired: string[]; forbidden: number; tokens: string[] };
  let credentials: (RequestCredentials | undefined)[];

  beforeAll(async () => {
    base = await server.start();
  });
  afterAll(() => server.stop());

  beforeEach(() => {
    server.reset();
    credentials = [];
    kernel = new ApiKernel({
      hosts: { auth: `${base}/api`, analytics: `${base}/analytics-api`, tools: `${base}/tools-api/` },
      timeoutMs: 300,
      fetch: (input, init) => {
        credentials.push(init?.credentials);
        return fetch(input, init);
      },
    });
    hooks = { expired: [], forbidden: 0, tokens: [] };
    kernel.hooks = {
      onSessionExpired: (message) => hooks.expired.push(message),
      onForbidden: () => (hooks.forbidden += 1),
      onTokenRefreshed: (token) => hooks.tokens.push(token),
    };
  });

  const calls = () => server.seen.map((r) => `${r.method} ${r.path}`);

  it('API-03: wrapped and plain replies give the same data', async () => {
    server.on('GET /api/v1/wrapped', { body: { status: 'success', data: { a: 1 } } });
    server.on('GET /api/v1/plain', { body: { a: 1 } });
    expect(await kernel.get('/v1/wrapped')).toEqual({ a: 1 });
    expect(await kernel.get('/v1/plain')).toEqual({ a: 1 });
  });

  it('API-01 / API-02: three hosts, each request with credentials included', async () => {
    server.on('GET /api/v1/a', { body: 1 }).on('GET /analytics-api/v1/b', { body: 2 }).on('GET /tools-api/v1/c', { body: 3 });
    expect(await kernel.get('/v1/a')).toBe(1);
    expect(await kernel.get('/v1/b', { host: 'analytics' })).toBe(2);
    expect(await kernel.get('/v1/c', { host: 'tools' })).toBe(3);
    expect(credentials).toEqual(['include', 'include', 'include']);
  });

  it('API-01: hosts default to this server\'s /api', () => {
    const seen: string[] = [];
    const k = new ApiKernel({ fetch: async (input) => (seen.push(String(input)), new Response('1')) });
    return k.get('/v1/x', { host: 'analytics', query: { b: 2, a: [1] } }).then(() => expect(seen).toEqual(['/api/v1/x?a=%5B1%5D&b=2']));
  });

  it('SH-12: a 401 token_expired refreshes once and retries the same call', async () => {
    server.on('GET /api/v1/data', expired, { body: { status: 'success', data: 'ok' } });
    server.on('POST /api/v1/auth/refresh', refreshed);
    expect(await kernel.get('/v1/data')).toBe('ok');
    expect(calls()).toEqual(['GET /api/v1/data', 'POST /api/v1/auth/refresh', 'GET /api/v1/data']);
    expect(hooks.tokens).toEqual(['new-token']);
    expect(hooks.expired).toEqual([]);
  });

  it('SH-12: a 401 with message "Unauthenticated." also refreshes and retries', async () => {
    server.on('POST /api/v1/data', { status: 401, body: { status: 'error', error: 'unauthenticated', message: 'Unauthenticated.' } }, { body: 'ok' });
    server.on('POST /api/v1/auth/refresh', refreshed);
    expect(await kernel.post('/v1/data', { x: 1 })).toBe('ok');
    expect(server.seen.filter((r) => r.path === '/api/v1/data').map((r) => r.body)).toEqual(['{"x":1}', '{"x":1}']);
  });

  it('SH-13: the retried call failing with 401 again makes no second refresh and ends the session', async () => {
    server.on('GET /api/v1/data', expired);
    server.on('POST /api/v1/auth/refresh', refreshed);
    await expect(kernel.get('/v1/data')).rejects.toMatchObject({ status: 401, message: 'Your token is expired, please login again!' });
    expect(calls()).toEqual(['GET /api/v1/data', 'POST /api/v1/auth/refresh', 'GET /api/v1/data']);
    expect(hooks.expired).toEqual(['Your token is expired, please login again!']);
  });

  it('SH-14: a failed refresh logs out with "Your token is expired, please login again!"', async () => {
    server.on('GET /api/v1/data', expired);
    server.on('POST /api/v1/auth/refresh', refreshFailed);
    await expect(kernel.get('/v1/data')).rejects.toBeInstanceOf(ApiError);
    expect(calls()).toEqual(['GET /api/v1/data', 'POST /api/v1/auth/refresh']);
    expect(hooks.expired).toEqual(['Your token is expired, please login again!']);
  });

  it('SH-12: concurrent 401s share one refresh', async () => {
    server.on('GET /api/v1/a', expired, { body: 'a' });
    server.on('GET /api/v1/b', expired, { body: 'b' });
    server.on('POST /api/v1/auth/refresh', { ...refreshed, delay: 50 });
    expect(await Promise.all([kernel.get('/v1/a'), kernel.get('/v1/b')])).toEqual(['a', 'b']);
    expect(calls().filter((c) => c.includes('refresh'))).toHaveLength(1);
  });

  it('SH-08: a login 401 invalid_credentials is an answer, not a reason to refresh', async () => {
    server.on('POST /api/v1/login', {
      status: 401,
      body: { status: 'invalid_credentials', error: 'invalid_credentials', message: 'These credentials do not match our records.' },
    });
    await expect(kernel.post('/v1/login', { email: 'a@b.c', password: 'x' }, { skipRefresh: true })).rejects.toMatchObject({
      code: 'invalid_credentials',
      message: 'These credentials do not match our records.',
    });
    expect(calls()).toEqual(['POST /api/v1/login']);
  });

  it('RT-34: a 403 sends the app to the 403 page and carries the server message (ER-02)', async () => {
    server.on('GET /api/v1/secret', { status: 403, body: { status: 'error', error: 'forbidden', message: "You don't have the needed permissions for this action!" } });
    await expect(kernel.get('/v1/secret')).rejects.toMatchObject({ status: 403, code: 'forbidden', message: "You don't have the needed permissions for this action!" });
    expect(hooks.forbidden).toBe(1);
  });

  it('API-04 / ER-05: a duplicate identical running request is rejected; a different body is not', async () => {
    server.on('POST /api/v1/slow', { body: 'done', delay: 100 });
    const first = kernel.post('/v1/slow', { a: 1 });
    const other = kernel.post('/v1/slow', { a: 2 });
    await expect(kernel.post('/v1/slow', { a: 1 })).rejects.toMatchObject({ code: 'duplicate_request', message: 'resource request already running' });
    expect(await first).toBe('done');
    expect(await other).toBe('done');
    expect(await kernel.post('/v1/slow', { a: 1 })).toBe('done');
    expect(server.seen).toHaveLength(3);
  });

  it('ER-05: a cancelled request is no longer running: the same request goes out again at once, not refused as a duplicate', async () => {
    server.on('GET /api/v1/slow', { body: 'done', delay: 100 });
    const controller = new AbortController();
    const first = kernel.get('/v1/slow', { signal: controller.signal });
    controller.abort();
    const again = kernel.get('/v1/slow');
    await expect(first).rejects.toMatchObject({ code: 'cancelled' });
    expect(await again).toBe('done');
    // The cancelled call unwinding does not free the running one's place.
    await expect(kernel.get('/v1/slow')).resolves.toBe('done');
  });

  it('ER-04 / OP-07: a reply slower than the timeout fails with the timeout message', async () => {
    server.on('GET /api/v1/slow', { body: 'late', delay: 1000 });
    await expect(kernel.get('/v1/slow')).rejects.toMatchObject({
      code: 'timeout',
      message: 'Request timeout after 60 seconds. Please apply filter or try again.',
    });
  });

  it('ER-01 / OP-06: an error without a message gets the generic text; a message and field errors pass through', async () => {
    server.on('GET /api/v1/empty', { status: 500, body: '' });
    server.on('GET /api/v1/odd', { status: 502, body: { weird: true } });
    server.on('POST /api/v1/form', {
      status: 422,
      body: { status: 'error', error: 'validation_failed', message: 'Invalid value', errors: { email: ['The email must be a valid email address.'] } },
    });
    const generic = 'An unexpected error has occurred. Please try again or contact support.';
    await expect(kernel.get('/v1/empty')).rejects.toMatchObject({ status: 500, message: generic });
    await expect(kernel.get('/v1/odd')).rejects.toMatchObject({ status: 502, message: generic });
    const error = (await kernel.post('/v1/form', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', message: 'Invalid value.' });
    expect(error.fieldErrors).toEqual({ email: ['The email must be a valid email address.'] });
    expect(error.firstFieldError()).toBe('The email must be a valid email address.');
  });

  it('ER-10: a server "Invalid value" under a field reads "Invalid value.", as in the snackbar', async () => {
    server.on('POST /api/v1/form', { status: 422, body: { status: 'error', error: 'validation_failed', message: 'Invalid value', errors: { path: ['Invalid value'], title: 'Invalid value' } } });
    const error = (await kernel.post('/v1/form', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Invalid value.');
    expect(error.fieldErrors).toEqual({ path: ['Invalid value.'], title: ['Invalid value.'] });
    expect(error.firstFieldError()).toBe('Invalid value.');
  });

  it('ER-06: a cancelled request fails with code cancelled', async () => {
    server.on('GET /api/v1/slow', { body: 'late', delay: 200 });
    const controller = new AbortController();
    const pending = kernel.get('/v1/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ code: 'cancelled' });
  });
});
