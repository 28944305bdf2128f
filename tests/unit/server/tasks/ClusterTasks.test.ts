import type { FastifyBaseLogger } from 'fastify';
import { ClusterRpc } from '../../../../core/server/cluster/ClusterRpc';
import { ClusterTasks, TaskCancelledError, Tasks } from '../../../../core/server/tasks';

const log = { warn: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger;

/** Work that runs until its task is killed, then rejects with the kill's reason. */
const untilKilled = ({ signal }: { signal: AbortSignal }) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));

describe('ClusterTasks alone (no REDIS_URL): the tasks of this process', () => {
  it('AP-09: lists this one node with its running tasks, and with none', async () => {
    const tasks = new Tasks('node-1');
    const cluster = new ClusterTasks(ClusterRpc.alone(), log, tasks);
    expect(await cluster.list()).toEqual([{ node: 'node-1', tasks: [] }]);
    const job = tasks.run({ action: 'cron:job/refreshCache', type: 'job' }, untilKilled);
    expect(await cluster.list()).toEqual([{ node: 'node-1', tasks: [expect.objectContaining({ node: 'node-1', action: 'cron:job/refreshCache' })] }]);
    tasks.kill(1);
    await expect(job).rejects.toBeInstanceOf(TaskCancelledError);
  });

  it('AP-10: kills its own tasks by address, answering per address; another node\'s task had no answer, an ended one is not running', async () => {
    const tasks = new Tasks('node-1');
    const cluster = new ClusterTasks(ClusterRpc.alone(), log, tasks);
    const job = tasks.run({ action: 'cron:job/refreshCache', type: 'job' }, untilKilled);
    const [{ id }] = tasks.list();
    expect(await cluster.kill([{ node: 'node-2', id }, { node: 'node-1', id }, { node: 'node-1', id: 99 }])).toEqual(['noAnswer', 'cancelled', 'notRunning']);
    await expect(job).rejects.toBeInstanceOf(TaskCancelledError);
    expect(await cluster.kill([{ node: 'node-1', id }])).toEqual(['notRunning']);
  });
});
