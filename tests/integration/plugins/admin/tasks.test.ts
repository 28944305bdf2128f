import type { TaskView } from '../../../../core/common/jobs';
import type { CronJobs } from '../../../../core/common/jobs';
import type { TaskList } from '../../../../plugins/admin/common/TaskList';
import { FIXTURE_PLUGINS_DIR, startTestServer, type TestServer } from '../../../support/startTestServer';

/** The running tasks of the server's one node, polled until `check` finds what it wants. */
async function tasksWhen(t: TestServer, token: string, check: (tasks: TaskView[]) => boolean, ms = 8_000): Promise<TaskView[]> {
  const until = Date.now() + ms;
  let tasks: TaskView[] = [];
  while (Date.now() < until) {
    const list = (await t.request('GET', '/v1/elastic/getTasks', { token })).body.data as TaskList;
    tasks = Object.values(list.nodes).flatMap((node) => Object.values(node.tasks));
    if (check(tasks)) return tasks;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`tasks never got there: ${JSON.stringify(tasks)}`);
}

const slowQueries = (tasks: TaskView[]) => tasks.filter((task) => task.type === 'query' && task.description.includes('range'));

describe('task manager (issue 19: management §2 Admin pages, §3, §7)', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await startTestServer({ extraPluginsDir: FIXTURE_PLUGINS_DIR });
    admin = (await t.login('admin@demo.test')).token;
  });
  afterAll(() => t?.close());

  it('AP-09, AP-08: getTasks answers the server process by name with its running tasks keyed "node:id"', async () => {
    const res = await t.request('GET', '/v1/elastic/getTasks', { token: admin });
    expect(res.status).toBe(200);
    const nodes = Object.entries((res.body.data as TaskList).nodes);
    expect(nodes).toHaveLength(1);
    const [name, node] = nodes[0];
    expect(node.name).toBe(name);
    expect(name).toBe(t.server.services.tasks.node);
    expect(name).not.toContain(':');
  });

  it('AP-10: a slow event-store query shows in getTasks; killTasks ends it within a second and its caller gets a clear cancelled error', async () => {
    const slow = t.request('GET', '/v1/fixture-feed/slowQuery?rows=10000000000000', { token: admin });
    const [task] = slowQueries(await tasksWhen(t, admin, (tasks) => slowQueries(tasks).length === 1));
    expect(task).toMatchObject({ action: 'eventStore:query', type: 'query', parent_task_id: null, cancellable: true, node: t.server.services.tasks.node });
    expect(task.running_time_in_nanos).toBeGreaterThanOrEqual(100_000_000);
    expect(task.start_time_in_millis).toBeLessThanOrEqual(Date.now());

    const killedAt = Date.now();
    const kill = await t.request('POST', '/v1/elastic/killTasks', { token: admin, body: { tasks: [`${task.node}:${task.id}`] } });
    expect(kill.status).toBe(200);
    expect(kill.body.data).toEqual({ cancelled: [`${task.node}:${task.id}`], missing: [] });
    const answer = await slow;
    expect(Date.now() - killedAt).toBeLessThan(1_000);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'task_cancelled', message: expect.stringContaining('cancelled') });
    expect(slowQueries(await tasksWhen(t, admin, (tasks) => slowQueries(tasks).length === 0))).toEqual([]);
    // The connection it ran on serves the next read.
    expect((await t.request('GET', '/v1/fixture-feed/slowQuery?rows=1000', { token: admin })).body.data).toEqual({ total: 2997 });
  });

  it('a job whose step is a slow query: killing the job and its query ends the run, recorded as cancelled', async () => {
    expect((await t.request('POST', '/v1/elastic/runCronJob', { token: admin, body: { name: 'fixtureSlowJob' } })).status).toBe(200);
    const tasks = await tasksWhen(t, admin, (list) => list.some((task) => task.action === 'cron:job/fixtureSlowJob') && slowQueries(list).length === 1);
    const job = tasks.find((task) => task.action === 'cron:job/fixtureSlowJob')!;
    expect(job).toMatchObject({ type: 'job', description: 'fixtureSlowJob (run now)', parent_task_id: null });
    const refs = [job, slowQueries(tasks)[0]].map((task) => `${task.node}:${task.id}`);
    expect((await t.request('POST', '/v1/elastic/killTasks', { token: admin, body: { tasks: refs } })).body.data).toEqual({ cancelled: refs, missing: [] });
    await tasksWhen(t, admin, (list) => !list.some((task) => task.action === 'cron:job/fixtureSlowJob') && slowQueries(list).length === 0, 2_000);
    const until = Date.now() + 5_000;
    let run;
    while (Date.now() < until) {
      run = ((await t.request('GET', '/v1/elastic/getCronJobs', { token: admin })).body.data as CronJobs).fixtureSlowJob.runs[0];
      if (run?.outcome !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(run).toMatchObject({ outcome: 'cancelled', error: expect.stringContaining('cancelled') });
  });

  it('AP-10: killTasks takes a non-empty list of "node:id" (422 otherwise) and answers 404 when none of them runs', async () => {
    for (const body of [{}, { tasks: [] }, { tasks: ['no-colon'] }, { tasks: ['node:abc'] }, { tasks: 'node:1' }]) {
      const res = await t.request('POST', '/v1/elastic/killTasks', { token: admin, body });
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
    }
    const missing = await t.request('POST', '/v1/elastic/killTasks', { token: admin, body: { tasks: ['elsewhere:1', `${t.server.services.tasks.node}:999999`] } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('elsewhere:1');
    expect(missing.body.message).toContain(`${t.server.services.tasks.node}:999999`);
  });

  it('manageElasticTasks: the analyst and the marketer get 403', async () => {
    for (const email of ['analyst@demo.test', 'marketer@demo.test']) {
      const { token } = await t.login(email);
      expect((await t.request('GET', '/v1/elastic/getTasks', { token })).status).toBe(403);
      expect((await t.request('POST', '/v1/elastic/killTasks', { token, body: { tasks: ['x:1'] } })).status).toBe(403);
    }
  });
});
