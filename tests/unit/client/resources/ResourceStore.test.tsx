import { act, render, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ApiError } from '../../../../core/client/api/ApiError';
import type { ApiKernel } from '../../../../core/client/api/ApiKernel';
import type { Console } from '../../../../core/client/app/Console';
import { ConsoleContext } from '../../../../core/client/app/ConsoleContext';
import { normaliseFeedKey, resourceKey } from '../../../../core/client/resources/resourceKey';
import { ResourceStore } from '../../../../core/client/resources/ResourceStore';
import { useResource } from '../../../../core/client/resources/useResource';
import { SocketKernel } from '../../../../core/client/socket/SocketKernel';
import { resourceRef } from '../../../../core/common/resources/resourceRef';
import { FakeSocket } from '../support/FakeSocket';

/** The user of these tests holds viewRealtime only. */
const can = (rule: string) => rule === 'viewRealtime';

function setup(get: jest.Mock = jest.fn(async () => ({ count: 1 }))) {
  const socket = new FakeSocket();
  const kernel = new SocketKernel({ create: () => socket, token: () => 't', refresh: async () => true, onLogout: () => {}, onForbidden: () => {} });
  kernel.open();
  socket.serverSends('authenticated');
  const store = new ResourceStore({ get } as unknown as ApiKernel, kernel, can);
  return { store, socket, get, kernel };
}

const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

describe('ResourceStore', () => {
  it('loads over the analytics host with the filter as query', async () => {
    const { store, get } = setup();
    const key = store.acquire('users', { domain: 'a.com' }, 'viewRealtime');
    await flush();
    expect(get).toHaveBeenCalledWith('/v1/monitoring/users', expect.objectContaining({ host: 'analytics', query: { domain: 'a.com' } }));
    expect(store.state(key)).toEqual({ data: { count: 1 }, loading: false });
  });

  it('addActiveResource / removeActiveResource: holders share one load and one subscription', async () => {
    const { store, socket, get } = setup();
    const a = store.acquire('users', { domain: 'a.com' }, 'viewRealtime');
    const b = store.acquire('users', { domain: 'a.com' }, 'viewRealtime');
    expect(a).toBe(b);
    expect(store.refCount(a)).toBe(2);
    expect(get).toHaveBeenCalledTimes(1);
    expect(socket.emits('subscribe')).toEqual([{ resource: 'users', filter: { domain: 'a.com' } }]);
    store.release(a);
    expect(socket.emits('unsubscribe')).toEqual([]);
    store.release(a);
    expect(socket.emits('unsubscribe')).toEqual([{ resource: 'users', filter: { domain: 'a.com' } }]);
    expect(store.refCount(a)).toBe(0);
  });

  it('loads a resource whose feed rule the user lacks but follows no feed (the server would refuse it)', async () => {
    const { store, socket, get } = setup();
    const key = store.acquire('users', { domain: 'a.com' }, 'viewToolsStats');
    await flush();
    expect(get).toHaveBeenCalledTimes(1);
    expect(store.state(key).data).toEqual({ count: 1 });
    expect(socket.emits('subscribe')).toEqual([]);
    store.release(key);
    expect(socket.emits('unsubscribe')).toEqual([]);
  });

  it('applies update pushes by feed key, whatever order the server serialises it in', async () => {
    const { store, socket } = setup();
    const key = store.acquire('users', { domain: 'a.com', page: '/x' }, 'viewRealtime');
    await flush();
    act(() => socket.serverSends('update', { resource: 'users', key, data: { count: 9 } }));
    expect(store.state(key).data).toEqual({ count: 9 });
    const serverKey = JSON.stringify(['users', { page: '/x', domain: 'a.com' }]);
    expect(normaliseFeedKey(serverKey)).toBe(key);
    act(() => socket.serverSends('update', { resource: 'users', key: serverKey, data: { count: 10 } }));
    expect(store.state(key).data).toEqual({ count: 10 });
    act(() => socket.serverSends('update', { resource: 'devices', key: resourceKey('devices', {}), data: 1 }));
    expect(store.state(key).data).toEqual({ count: 10 });
  });

  it('purge drops data; refresh loads again; reopen reopens the socket', async () => {
    const { store, get, kernel } = setup();
    const reopen = jest.spyOn(kernel, 'reopen');
    const key = store.acquire('users', {}, 'viewRealtime');
    await flush();
    store.purge(['users']);
    expect(store.state(key)).toEqual({ loading: true });
    store.refresh();
    await flush();
    expect(get).toHaveBeenCalledTimes(2);
    expect(store.state(key).data).toEqual({ count: 1 });
    store.reopen();
    expect(reopen).toHaveBeenCalled();
  });

  it('ER-06: a load failure is only logged; a cancelled load is ignored', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const get = jest.fn(async () => {
      throw new ApiError(500, 'internal', 'boom');
    });
    const { store } = setup(get);
    const key = store.acquire('users', {}, 'viewRealtime');
    await flush();
    expect(store.state(key).loading).toBe(false);
    expect(store.state(key).error?.code).toBe('internal');
    expect(error).toHaveBeenCalledTimes(1);
    get.mockImplementationOnce(async () => {
      throw new ApiError(0, 'cancelled', 'cancelled');
    });
    store.refresh();
    await flush();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('useResource', () => {
  const users = resourceRef<{ domain?: string }, { count: number }>('users', { permission: 'viewMonitoring', feedPermission: 'viewRealtime' });
  const Card = observer(function Card({ domain }: { domain: string }) {
    const { data, loading } = useResource(users, { domain });
    return <div data-testid={`card-${domain}`}>{loading ? 'loading' : data?.count}</div>;
  });

  function Board({ store }: { store: ResourceStore }) {
    const [cards, setCards] = useState(2);
    return (
      <ConsoleContext.Provider value={{ resources: store } as unknown as Console}>
        <button onClick={() => setCards((n) => n - 1)}>remove</button>
        {Array.from({ length: cards }, (_, i) => (
          <Card key={i} domain="a.com" />
        ))}
      </ConsoleContext.Provider>
    );
  }

  it('keeps one ref-counted subscription while mounted and shows the data', async () => {
    const { store, socket, get } = setup(jest.fn(async () => ({ count: 3 })));
    const view = render(<Board store={store} />);
    await flush();
    expect(screen.getAllByText('3')).toHaveLength(2);
    expect(get).toHaveBeenCalledTimes(1);
    const key = resourceKey('users', { domain: 'a.com' });
    expect(store.refCount(key)).toBe(2);
    act(() => screen.getByText('remove').click());
    expect(store.refCount(key)).toBe(1);
    expect(socket.emits('unsubscribe')).toEqual([]);
    view.unmount();
    expect(store.refCount(key)).toBe(0);
    expect(socket.emits('unsubscribe')).toEqual([{ resource: 'users', filter: { domain: 'a.com' } }]);
  });
});
