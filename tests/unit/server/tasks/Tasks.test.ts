import { cancelledBy, TaskCancelledError, Tasks } from '../../../../core/server/tasks';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Work that runs until its task is killed, then rejects with the kill's reason. */
const untilKilled = ({ signal }: { signal: AbortSignal }) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));

describe('Tasks (issue 19: the task manager\'s registry)', () => {
  it('AP-08, AP-11: lists running work longest first with its fields; a task leaves the list when it settles', async () => {
    const tasks = new Tasks('node-1');
    const job = tasks.run({ action: 'cron:job/refreshCache', type: 'job', description: 'refreshCache' }, untilKilled);
    await wait(20);
    const exportTask = tasks.run({ action: 'export:csv', type: 'export' }, () => wait(50));
    const [first, second] = tasks.list();
    expect(first).toMatchObject({ node: 'node-1', action: 'cron:job/refreshCache', type: 'job', parent_task_id: null, description: 'refreshCache', cancellable: true });
    expect(second).toMatchObject({ action: 'export:csv', type: 'export', description: '' });
    expect(first.running_time_in_nanos).toBeGreaterThan(second.running_time_in_nanos);
    expect(first.start_time_in_millis).toBeLessThanOrEqual(second.start_time_in_millis);
    await exportTask;
    expect(tasks.list().map((t) => t.action)).toEqual(['cron:job/refreshCache']);
    tasks.kill(first.id);
    await expect(job).rejects.toBeInstanceOf(TaskCancelledError);
    expect(tasks.list()).toEqual([]);
  });

  it('lists an event-store query only once it ran 100 ms (the slow ones, not every read)', async () => {
    const tasks = new Tasks('node-1');
    const query = tasks.run({ action: 'eventStore:query', type: 'query', description: 'SELECT 1' }, untilKilled);
    expect(tasks.list()).toEqual([]);
    await wait(120);
    expect(tasks.list().map((t) => t.description)).toEqual(['SELECT 1']);
    tasks.kill(tasks.list()[0].id);
    await expect(query).rejects.toThrow('cancelled');
  });

  it('a kill aborts the task\'s signal with TaskCancelledError and runs its cancel hook once; an ended task is not found', async () => {
    const tasks = new Tasks('node-1');
    const interrupted: string[] = [];
    const export_ = tasks.run({ action: 'export:csv', type: 'export', cancel: () => interrupted.push('csv') }, untilKilled);
    const [task] = tasks.list();
    expect(task.parent_task_id).toBeNull();
    expect(tasks.kill(task.id)).toBe(true);
    expect(tasks.kill(task.id)).toBe(true);
    await expect(export_).rejects.toBeInstanceOf(TaskCancelledError);
    expect(interrupted).toEqual(['csv']);
    expect(tasks.kill(task.id)).toBe(false);
  });

  it('cancelledBy answers the kill at once while the work goes on to its end', async () => {
    const tasks = new Tasks('node-1');
    let finished = false;
    const slow = wait(200).then(() => (finished = true));
    const route = tasks.run({ action: 'GET /v1/export', type: 'export' }, ({ signal }) => cancelledBy(signal, slow));
    tasks.kill(tasks.list()[0].id);
    await expect(route).rejects.toBeInstanceOf(TaskCancelledError);
    expect(finished).toBe(false);
    expect(tasks.list()).toEqual([]);
  });
});
