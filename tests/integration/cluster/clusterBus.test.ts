import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { SessionEvents, type SessionEvent } from '../../../core/server/auth/SessionEvents';
import type { RefreshableCache } from '../../../core/server/caches/RefreshableCache';
import { clusterCaches } from '../../../core/server/cluster/clusterCaches';
import { CLUSTER_ANSWER_MS } from '../../../core/server/cluster/ClusterRpc';
import { openCluster, type Cluster } from '../../../core/server/cluster/openCluster';
import type { Database } from '../../../core/server/db/Database';
import type { EventStore } from '../../../core/server/events/EventStore';
import { PerDatabaseCache } from '../../../core/server/ingest/PerDatabaseCache';
import { ClusterTasks, TaskCancelledError, Tasks } from '../../../core/server/tasks';
import { sleep } from '../../support/socketFeeds';
import { hasRedisBinary, ThrowawayRedis } from '../../support/throwawayRedis';

const log = { warn: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger;
/** Long enough for a pub/sub round trip on loopback. */
const DELIVERY_MS = 100;

/** Work that runs until its task is killed, then rejects with the kill's reason. */
const untilKilled = ({ signal }: { signal: AbortSignal }) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));

/** Issue 20: what two processes share through one Redis, each side opened as a server opens it (openCluster). */
(hasRedisBinary ? describe : describe.skip)('issue 20: the cluster bus and feed leases on Redis', () => {
  let redis: ThrowawayRedis | undefined;
  let a: Cluster;
  let b: Cluster;

  beforeAll(async () => {
    redis = await ThrowawayRedis.create();
    [a, b] = await Promise.all([openCluster(redis.url, log), openCluster(redis.url, log)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.destroy();
  });

  it('a message reaches the other process once and is not applied again by its publisher', async () => {
    const heard = { a: 0, b: 0 };
    const stopA = a.bus.subscribe('invalidate', () => heard.a++);
    const stopB = b.bus.subscribe('invalidate', () => heard.b++);
    a.bus.publish({ kind: 'invalidate', cache: 'pixels' });
    await sleep(DELIVERY_MS);
    expect(heard).toEqual({ a: 0, b: 1 });
    stopA();
    stopB();
  });

  it('a session event published on one process reaches every listener on both once', async () => {
    const onA: SessionEvent[] = [];
    const onB: SessionEvent[] = [];
    new SessionEvents(a.bus).subscribe((event) => onA.push(event));
    new SessionEvents(b.bus).subscribe((event) => onB.push(event));
    const publisher = new SessionEvents(a.bus);
    publisher.publish({ kind: 'accessChanged', userId: 7 });
    await sleep(DELIVERY_MS);
    // The publisher's own process heard it from the publish itself, not from Redis.
    expect(onA).toEqual([]);
    expect(onB).toEqual([{ kind: 'accessChanged', userId: 7 }]);
    const local: SessionEvent[] = [];
    publisher.subscribe((event) => local.push(event));
    publisher.publish({ kind: 'familyRevoked', family: 'f1' });
    await sleep(DELIVERY_MS);
    expect(local).toEqual([{ kind: 'familyRevoked', family: 'f1' }]);
  });

  it('a PerDatabaseCache invalidated by one process is read anew by the other', async () => {
    const dbA = {} as Kysely<Database>;
    const dbB = {} as Kysely<Database>;
    a.bus.serve(dbA);
    b.bus.serve(dbB);
    let version = 1;
    const cache = new PerDatabaseCache('clusterTable', () => Promise.resolve(version));
    expect([await cache.get(dbA), await cache.get(dbB)]).toEqual([1, 1]);
    version = 2;
    cache.invalidate(dbA);
    expect(await cache.get(dbA)).toBe(2);
    await sleep(DELIVERY_MS);
    expect(await cache.get(dbB)).toBe(2);
  });

  it('AP-15: a cache refreshed through one process is refreshed on the other, with its own stores', async () => {
    const refreshed: string[] = [];
    const cacheOf = (process: string): RefreshableCache => ({ name: 'visitors', holds: 'visitors', refresh: () => void refreshed.push(process) });
    const stores = { db: {} as Kysely<Database>, events: {} as EventStore };
    const [onA] = clusterCaches([cacheOf('a')], a.bus, stores, log);
    clusterCaches([cacheOf('b')], b.bus, stores, log);
    await onA.refresh(stores);
    await sleep(DELIVERY_MS);
    expect(refreshed).toEqual(['a', 'b']);
  });

  it('a feed lease is held by one process, renewed by it, and taken by the other once released or lapsed', async () => {
    const [leasesA, leasesB] = [a.feedLeases!, b.feedLeases!];
    const room = JSON.stringify(['devices', { domain: 'news.example.com' }]);
    expect(await leasesA.hold(room, 5000)).toBe(true);
    expect(await leasesB.hold(room, 5000)).toBe(false);
    expect(await leasesA.hold(room, 5000)).toBe(true);
    // Only the holder's release counts.
    await leasesB.release(room);
    expect(await leasesB.hold(room, 5000)).toBe(false);
    await leasesA.release(room);
    expect(await leasesB.hold(room, 200)).toBe(true);
    await sleep(300);
    expect(await leasesA.hold(room, 5000)).toBe(true);
  });

  describe('asking every process (ClusterRpc) for its tasks (ClusterTasks)', () => {
    const tasksA = new Tasks('node-a');
    const tasksB = new Tasks('node-b');
    let onA: ClusterTasks;
    beforeAll(() => {
      onA = new ClusterTasks(a.rpc, log, tasksA);
      new ClusterTasks(b.rpc, log, tasksB);
    });

    it('AP-09: asked through A, both processes answer with their tasks, A first, as soon as both answered', async () => {
      const job = tasksB.run({ action: 'cron:job/manageCluster', type: 'job' }, untilKilled);
      const asked = Date.now();
      const nodes = await onA.list();
      expect(Date.now() - asked).toBeLessThan(CLUSTER_ANSWER_MS / 2);
      expect(nodes).toEqual([
        { node: 'node-a', tasks: [] },
        { node: 'node-b', tasks: [expect.objectContaining({ node: 'node-b', action: 'cron:job/manageCluster', type: 'job' })] },
      ]);
      tasksB.kill(nodes[1].tasks[0].id);
      await expect(job).rejects.toBeInstanceOf(TaskCancelledError);
    });

    it('AP-10: a kill through A reaches the task on B; per address, whether it was cancelled', async () => {
      const onB = tasksB.run({ action: 'export:csv', type: 'export' }, untilKilled);
      const onOwn = tasksA.run({ action: 'export:csv', type: 'export' }, untilKilled);
      const [b1] = tasksB.list();
      const [a1] = tasksA.list();
      expect(await onA.kill([b1, { node: 'node-c', id: b1.id }, { node: 'node-b', id: 9999 }, a1])).toEqual(['cancelled', 'noAnswer', 'notRunning', 'cancelled']);
      await expect(onB).rejects.toBeInstanceOf(TaskCancelledError);
      await expect(onOwn).rejects.toBeInstanceOf(TaskCancelledError);
      expect((await onA.list()).flatMap((node) => node.tasks)).toEqual([]);
    });

    it(`AP-09: a process that does not answer within ${CLUSTER_ANSWER_MS} ms is left out and logged; its late answer is dropped`, async () => {
      const stalled = await openCluster(redis!.url, log);
      try {
        stalled.rpc.answer('listTasks', () => sleep(CLUSTER_ANSWER_MS + 300).then(() => ({ node: 'node-late', tasks: [] })));
        jest.mocked(log.warn).mockClear();
        const asked = Date.now();
        expect((await onA.list()).map((node) => node.node)).toEqual(['node-a', 'node-b']);
        expect(Date.now() - asked).toBeGreaterThanOrEqual(CLUSTER_ANSWER_MS - 5);
        expect(Date.now() - asked).toBeLessThan(CLUSTER_ANSWER_MS + 300);
        expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ kind: 'listTasks', expected: 2, answered: 1 }), expect.stringContaining('1 of 2 other processes did not answer'));
        await sleep(500);
        // A process that answers with an error is left out at once (it does not answer this question).
        stalled.rpc.answer('listTasks', () => Promise.reject(new Error('no tasks here')));
        const again = Date.now();
        expect((await onA.list()).map((node) => node.node)).toEqual(['node-a', 'node-b']);
        expect(Date.now() - again).toBeLessThan(CLUSTER_ANSWER_MS / 2);
        expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ kind: 'listTasks', err: 'no tasks here' }), expect.stringContaining('failed to answer'));
      } finally {
        await stalled.close();
      }
    });
  });
});
