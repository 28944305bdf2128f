import { DeferredSocket } from '../../../../core/client/socket/DeferredSocket';
import { SocketKernel } from '../../../../core/client/socket/SocketKernel';
import { FakeSocket } from '../support/FakeSocket';

/** A module load the test finishes when it likes. */
function held() {
  let resolve!: (make: () => FakeSocket) => void;
  const made: FakeSocket[] = [];
  const loaded = new Promise<() => FakeSocket>((r) => (resolve = r));
  return { loaded, made, load: () => resolve(() => made[made.push(new FakeSocket()) - 1]) };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('DeferredSocket (socket.io loaded on first use)', () => {
  it('replays listeners, connect and emits in order once the client module has loaded; later calls go straight through', async () => {
    const { loaded, made, load } = held();
    const socket = new DeferredSocket(loaded);
    const heard: unknown[] = [];
    socket.on('update', (u) => heard.push(u));
    socket.emit('subscribe', { resource: 'users' });
    socket.connect();
    expect(made).toHaveLength(0);
    load();
    await settle();
    expect(made[0].connected).toBe(true);
    expect(made[0].emitted).toEqual([['subscribe', { resource: 'users' }]]);
    made[0].serverSends('update', 1);
    socket.emit('unsubscribe', { resource: 'users' });
    expect(heard).toEqual([1]);
    expect(made[0].emits('unsubscribe')).toEqual([{ resource: 'users' }]);
  });

  it('a disconnect before the load means no socket is ever made', async () => {
    const { loaded, made, load } = held();
    const socket = new DeferredSocket(loaded);
    socket.connect();
    socket.disconnect();
    socket.emit('subscribe', {});
    load();
    await settle();
    expect(made).toHaveLength(0);
  });

  it('drives the SocketKernel as the real socket does: authenticate on connect, subscribe once authenticated', async () => {
    const { loaded, made, load } = held();
    const kernel = new SocketKernel({ create: () => new DeferredSocket(loaded), token: () => 'token', refresh: async () => true, onLogout: () => undefined, onForbidden: () => undefined });
    kernel.subscribe('devices', { domain: 'a.com' });
    kernel.open();
    load();
    await settle();
    expect(made[0].emits('authenticate')).toEqual([{ token: 'token' }]);
    made[0].serverSends('authenticated');
    expect(made[0].emits('subscribe')).toEqual([{ resource: 'devices', filter: { domain: 'a.com' } }]);
  });
});
