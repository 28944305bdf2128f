import { SocketKernel } from '../../../../core/client/socket/SocketKernel';
import { FakeSocket } from '../support/FakeSocket';

function setup(refreshResult = true) {
  const sockets: FakeSocket[] = [];
  const calls = { refresh: 0, logout: 0, forbidden: 0 };
  let token = 'access-token';
  const kernel = new SocketKernel({
    create: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    token: () => token,
    refresh: async () => {
      calls.refresh += 1;
      if (refreshResult) token = `refreshed-${calls.refresh}`;
      return refreshResult;
    },
    onLogout: () => (calls.logout += 1),
    onForbidden: () => (calls.forbidden += 1),
    hiddenDisconnectMs: 60000,
  });
  return { kernel, sockets, calls, last: () => sockets[sockets.length - 1] };
}

describe('SocketKernel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('emits authenticate with the token on connect and subscribes the active feeds once authenticated', () => {
    const { kernel, last } = setup();
    kernel.subscribe('users', { domain: 'a.com' });
    kernel.open();
    expect(last().emits('authenticate')).toEqual([{ token: 'access-token' }]);
    expect(last().emits('subscribe')).toEqual([]);
    last().serverSends('authenticated');
    expect(last().emits('subscribe')).toEqual([{ resource: 'users', filter: { domain: 'a.com' } }]);
    kernel.subscribe('devices', {});
    kernel.unsubscribe('users', { domain: 'a.com' });
    expect(last().emits('subscribe')).toHaveLength(2);
    expect(last().emits('unsubscribe')).toEqual([{ resource: 'users', filter: { domain: 'a.com' } }]);
  });

  it('re-subscribes every active feed after a reconnect', () => {
    const { kernel, last } = setup();
    kernel.subscribe('users', {});
    kernel.open();
    last().serverSends('authenticated');
    last().disconnect();
    last().connect();
    last().serverSends('authenticated');
    expect(last().emits('authenticate')).toHaveLength(2);
    expect(last().emits('subscribe')).toHaveLength(2);
  });

  it('WS-15: unauthorized "jwt expired" refreshes the token and reopens the connection', async () => {
    const { kernel, sockets, calls, last } = setup();
    kernel.open();
    last().serverSends('unauthorized', { message: 'jwt expired', code: 'token_expired' });
    await Promise.resolve();
    await Promise.resolve();
    expect(calls.refresh).toBe(1);
    jest.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
    expect(sockets[0].connected).toBe(false);
    expect(sockets[1].connected).toBe(true);
    expect(calls.logout).toBe(0);
  });

  it('WS-15: a failed refresh after "jwt expired" logs out', async () => {
    const { kernel, calls, last } = setup(false);
    kernel.open();
    last().serverSends('unauthorized', { message: 'jwt expired' });
    await Promise.resolve();
    await Promise.resolve();
    expect(calls.logout).toBe(1);
  });

  it('WS-15: a connection closed while the refresh runs is not reopened', async () => {
    const { kernel, sockets, calls, last } = setup();
    kernel.open();
    last().serverSends('unauthorized', { message: 'jwt expired', code: 'token_expired' });
    kernel.close();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(1000);
    expect(calls.refresh).toBe(1);
    expect(sockets).toHaveLength(1);
    expect(kernel.isOpen).toBe(false);
  });

  it('WS-16: unauthorized with code invalid_token logs the user out', () => {
    const { kernel, calls, last } = setup();
    kernel.open();
    last().serverSends('unauthorized', { message: 'invalid signature', code: 'invalid_token' });
    expect(calls).toEqual({ refresh: 0, logout: 1, forbidden: 0 });
  });

  it('WS-17: any other unauthorized goes to the 403 page', () => {
    const { kernel, calls, last } = setup();
    kernel.open();
    last().serverSends('unauthorized', { message: 'nope', code: 'forbidden' });
    expect(calls).toEqual({ refresh: 0, logout: 0, forbidden: 1 });
  });

  it('re-authenticates the same connection with a refreshed token before the token expires, keeping its feeds', async () => {
    const { kernel, sockets, calls, last } = setup();
    kernel.subscribe('users', {});
    kernel.open();
    last().serverSends('authenticated', { expires_in: 100 });
    jest.advanceTimersByTime(79999);
    expect(calls.refresh).toBe(0);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(calls.refresh).toBe(1);
    expect(last().emits('authenticate')).toEqual([{ token: 'access-token' }, { token: 'refreshed-1' }]);
    // The server keeps the subscriptions of a re-authenticated socket: nothing is subscribed twice.
    last().serverSends('authenticated', { expires_in: 100 });
    expect(last().emits('subscribe')).toEqual([{ resource: 'users', filter: {} }]);
    // And the next lifetime is followed the same way.
    jest.advanceTimersByTime(80000);
    await Promise.resolve();
    await Promise.resolve();
    expect(last().emits('authenticate')).toEqual([{ token: 'access-token' }, { token: 'refreshed-1' }, { token: 'refreshed-2' }]);
    expect(sockets).toHaveLength(1);
    expect(calls).toEqual({ refresh: 2, logout: 0, forbidden: 0 });
  });

  it('a failed refresh before expiry logs out; a closed connection is not re-authenticated', async () => {
    const failing = setup(false);
    failing.kernel.open();
    failing.last().serverSends('authenticated', { expires_in: 10 });
    jest.advanceTimersByTime(8000);
    await Promise.resolve();
    await Promise.resolve();
    expect(failing.calls.logout).toBe(1);

    const closed = setup();
    closed.kernel.open();
    closed.last().serverSends('authenticated', { expires_in: 10 });
    closed.kernel.close();
    jest.advanceTimersByTime(20000);
    expect(closed.calls.refresh).toBe(0);
  });

  it('a refused feed (access narrowed) leaves the session and the other feeds as they are', () => {
    const { kernel, calls, last } = setup();
    kernel.open();
    last().serverSends('authenticated', { expires_in: 100 });
    last().serverSends('unauthorized', { message: "You don't have the needed permissions for this action!", code: 'forbidden' });
    expect(calls.forbidden).toBe(1);
    kernel.subscribe('devices', {});
    expect(last().emits('subscribe')).toEqual([{ resource: 'devices', filter: {} }]);
    jest.advanceTimersByTime(80000);
    expect(calls.refresh).toBe(1);
  });

  it('WS-14: reopens within 500 ms collapse into one reconnect', () => {
    const { kernel, sockets } = setup();
    kernel.open();
    kernel.reopen();
    jest.advanceTimersByTime(300);
    kernel.reopen();
    jest.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    jest.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(2);
  });

  it('OP-21: a hidden tab disconnects after the delay; showing it reconnects and asks for a refresh', () => {
    const { kernel, sockets } = setup();
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    const resumed = jest.fn();
    kernel.onResume(resumed);
    const stop = kernel.watchVisibility(document);
    kernel.open();

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(59999);
    expect(sockets[0].connected).toBe(true);
    jest.advanceTimersByTime(1);
    expect(sockets[0].connected).toBe(false);
    expect(kernel.isOpen).toBe(false);

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sockets).toHaveLength(2);
    expect(sockets[1].connected).toBe(true);
    expect(resumed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('OP-21: a tab shown again before the delay keeps its connection', () => {
    const { kernel, sockets } = setup();
    let visibility: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    const stop = kernel.watchVisibility(document);
    kernel.open();
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(30000);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(60000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0].connected).toBe(true);
    stop();
  });

  it('passes update pushes to listeners', () => {
    const { kernel, last } = setup();
    const seen = jest.fn();
    kernel.onUpdate(seen);
    kernel.open();
    last().serverSends('update', { resource: 'users', key: 'k', data: 5 });
    expect(seen).toHaveBeenCalledWith({ resource: 'users', key: 'k', data: 5 });
  });
});
