import { TaskCancelledError, Tasks } from '../../../../core/server/tasks';

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

  it('work started inside a task is its child; killing the parent cancels the children (their cancel hook runs)', async () => {
    const tasks = new Tasks('node-1');
    const interrupted: string[] = [];
    let child: Promise<unknown> | undefined;
    const parent = tasks.run({ action: 'cron:job/sync', type: 'job' }, async (task) => {
      child = tasks.run({ action: 'eventStore:assignPast', type: 'assignment', cancel: () => interrupted.push('assignPast') }, untilKilled);
      await untilKilled(task);
    });
    await wait(5);
    const [job, assignment] = [...tasks.list()].sort((a, b) => a.id - b.id);
    expect(assignment.parent_task_id).toBe(`node-1:${job.id}`);
    expect(tasks.kill(job.id)).toBe(true);
    await expect(parent).rejects.toBeInstanceOf(TaskCancelledError);
    await expect(child).rejects.toBeInstanceOf(TaskCancelledError);
    expect(interrupted).toEqual(['assignPast']);
    expect(tasks.kill(job.id)).toBe(false);
  });
});
