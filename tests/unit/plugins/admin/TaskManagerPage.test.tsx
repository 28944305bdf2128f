/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../../core/client/api/ApiError';
import type { TaskView } from '../../../../core/common/jobs';
import type { Language } from '../../../../core/client/i18n/languages';
import admin from '../../../../plugins/admin';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import type { TaskList } from '../../../../plugins/admin/common/TaskList';
import type { FakeCall, FakeReply, FakeRoutes } from '../../client/support/fakeFetch';
import { renderConsole } from '../../client/support/renderConsole';
import { giveTablesAViewport } from '../../client/support/tableViewport';
import { testUser } from '../../client/support/testUser';

const MANAGE_ELASTIC_TASKS = ['ELASTIC_TASKS.VIEW', 'ELASTIC_TASKS.DELETE', 'MODULE_ADMIN.VIEW'];
const GET_TASKS = 'GET /api/v1/elastic/getTasks';
const KILL_TASKS = 'POST /api/v1/elastic/killTasks';
const ok = (data: unknown): FakeReply => ({ body: { status: 'success', data } });
const fail = (status: number, error: string, message: string): FakeReply => ({ status, body: { status: 'error', error, message } });
const STARTED = Date.UTC(2026, 2, 1, 10, 20, 0);

function task(node: string, id: number, overrides: Partial<TaskView> = {}): TaskView {
  return {
    id,
    node,
    action: 'eventStore:query',
    parent_task_id: null,
    running_time_in_nanos: 150_000_000,
    start_time_in_millis: STARTED,
    type: 'query',
    description: 'select count(*) from page_views',
    cancellable: true,
    ...overrides,
  };
}

/** getTasks' reply: the tasks by node, each keyed "node:id" (as the server answers). */
function taskList(tasks: TaskView[]): TaskList {
  const nodes: TaskList['nodes'] = {};
  for (const t of tasks) (nodes[t.node] ??= { name: t.node, tasks: {} }).tasks[`${t.node}:${t.id}`] = t;
  return { nodes };
}

/**
 * The task server: getTasks answers `tasks` as they are now; killTasks removes the named ones and
 * answers them cancelled (those not running as missing). A test's own routes replace these.
 */
async function renderTasks(tasks: TaskView[], routes: FakeRoutes = {}, options: { permissions?: string[]; language?: Language } = {}) {
  const kill = (call: FakeCall) => {
    const refs = (call.body as { tasks: string[] }).tasks;
    const running = (ref: string) => tasks.some((t) => `${t.node}:${t.id}` === ref);
    const reply = { cancelled: refs.filter(running), missing: refs.filter((ref) => !running(ref)) };
    tasks.splice(0, tasks.length, ...tasks.filter((t) => !reply.cancelled.includes(`${t.node}:${t.id}`)));
    return ok(reply);
  };
  const view = await renderConsole({
    path: '/admin/elastic-tasks',
    user: testUser(options.permissions ?? MANAGE_ELASTIC_TASKS),
    plugins: [dashboard, monitoring, admin],
    routes: { [GET_TASKS]: () => ok(taskList(tasks)), [KILL_TASKS]: kill, ...routes },
    language: options.language,
  });
  await settle();
  return view;
}

giveTablesAViewport();
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const page = () => screen.getByTestId('task-manager-page');
/** The texts of the cells with this test id, top to bottom. */
const texts = (testId: string) => [...page().querySelectorAll(`.ac-datatable-table [data-testid="${testId}"]`)].map((e) => e.textContent);
/** The box of the task "node:id". */
const box = (ref: string) => page().querySelectorAll<HTMLInputElement>('[data-testid="task-select"]')[texts('task-id').indexOf(ref)];
/** The page's box (Blueprint draws the header twice, in its main and its top quadrant). */
const pageBox = () => page().querySelector<HTMLInputElement>('[data-testid="task-select-page"]')!;
const callsTo = (calls: FakeCall[], route: string) => calls.filter((c) => `${c.method} ${c.url.split('?')[0]}` === route);
const confirmation = () => within(screen.getByRole('alertdialog'));
/** Sixty queries, the nth running n ms, in no particular order. */
const sixty = () => Array.from({ length: 60 }, (_, i) => task('n1', ((i * 37) % 60) + 1, { running_time_in_nanos: (((i * 37) % 60) + 1) * 1_000_000 }));

describe('/admin/elastic-tasks', () => {
  it('AP-07, AP-09, AP-08: the page loads GET getTasks and lists the tasks of every node with id (node:id), node, type, action, description, parent task, start (local time) and running time, longest first', async () => {
    const tasks = [
      task('n1', 12, { running_time_in_nanos: 9_000_000_000, type: 'job', action: 'cron:job/manageCluster', description: 'manageCluster', start_time_in_millis: STARTED - 9_000 }),
      task('n2', 7, { running_time_in_nanos: 2_500_000_000, parent_task_id: 'n2:3', description: 'select * from events where day >= 1' }),
      task('n1', 13, { running_time_in_nanos: 4_000_000_000, type: 'export', action: 'export:csv', description: 'audiences-today.csv', start_time_in_millis: STARTED - 4_000 }),
    ];
    const { calls } = await renderTasks(tasks);
    expect(callsTo(calls, GET_TASKS).map((c) => c.url)).toEqual(['/api/v1/elastic/getTasks']);
    expect(texts('task-id')).toEqual(['n1:12', 'n1:13', 'n2:7']);
    expect(texts('task-type')).toEqual(['Job', 'Export', 'Query']);
    expect(texts('task-action')).toEqual(['cron:job/manageCluster', 'export:csv', 'eventStore:query']);
    expect(texts('task-description')).toEqual(['manageCluster', 'audiences-today.csv', 'select * from events where day >= 1']);
    expect(texts('task-parent')).toEqual(['–', '–', 'n2:3']);
    expect(texts('task-started')).toEqual([STARTED - 9_000, STARTED - 4_000, STARTED].map((ms) => new Date(ms).toLocaleString('en')));
    expect(texts('task-running-time')).toEqual(['9,000 ms', '4,000 ms', '2,500 ms']);
    // The node column.
    const nodeCells = [...page().querySelectorAll('.ac-datatable-table .bp6-table-cell-col-2 .ac-datatable-cell-content')].map((c) => c.textContent);
    expect(nodeCells).toEqual(['n1', 'n1', 'n2']);
    expect(screen.getByTestId('nav-elasticTasks').textContent).toBe('Task manager');
  });

  it('AP-12: the running time is shown in ms from running_time_in_nanos, in the language’s number format', async () => {
    await renderTasks([task('n1', 1, { running_time_in_nanos: 5_000_000 }), task('n1', 2, { running_time_in_nanos: 1_234_567_890 })]);
    expect(texts('task-running-time')).toEqual(['1,235 ms', '5 ms']);
    await renderTasks([task('n1', 1, { running_time_in_nanos: 5_000_000 }), task('n1', 2, { running_time_in_nanos: 1_234_567_890 })], {}, { language: 'de' });
    expect(texts('task-running-time')).toEqual(['1.235 ms', '5 ms']);
    expect(screen.getByTestId('nav-elasticTasks').textContent).toBe('Task-Manager');
  });

  it('AP-11: 25 tasks a page at first, longest running first; sizes 25, 50 and all; the next page goes on where the first ended', async () => {
    await renderTasks(sixty());
    const size = screen.getByTestId('datatable-page-size') as HTMLSelectElement;
    expect([...size.options].map((o) => o.textContent)).toEqual(['25', '50', 'All']);
    expect(size.value).toBe('25');
    expect(texts('task-running-time')).toEqual(Array.from({ length: 25 }, (_, i) => `${60 - i} ms`));
    expect(screen.getByTestId('datatable-range').textContent).toBe('1–25 of 60');

    fireEvent.click(screen.getByTestId('datatable-next'));
    expect(texts('task-running-time')).toEqual(Array.from({ length: 25 }, (_, i) => `${35 - i} ms`));
    expect(screen.getByTestId('datatable-range').textContent).toBe('26–50 of 60');

    fireEvent.change(size, { target: { value: '50' } });
    expect(texts('task-id')).toHaveLength(50);
    expect(screen.getByTestId('datatable-range').textContent).toBe('1–50 of 60');

    fireEvent.change(size, { target: { value: 'Infinity' } });
    expect(texts('task-running-time')).toEqual(Array.from({ length: 60 }, (_, i) => `${60 - i} ms`));
    expect(screen.getByTestId('datatable-range').textContent).toBe('1–60 of 60');
    expect((screen.getByTestId('datatable-next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('AP-10, OP-74: Kill selected asks first (naming how many), then POSTs killTasks with the tasks as "node:id" of both nodes; the snackbar says how many were cancelled and they leave the table', async () => {
    const tasks = [task('n1', 12, { running_time_in_nanos: 3_000_000_000 }), task('n2', 7, { running_time_in_nanos: 2_000_000_000 }), task('n1', 14, { running_time_in_nanos: 1_000_000_000 })];
    const { app, calls } = await renderTasks(tasks);
    const kill = screen.getByTestId('tasks-kill') as HTMLButtonElement;
    expect(kill.textContent).toBe('Kill selected');
    expect(kill.disabled).toBe(true);
    fireEvent.click(box('n2:7'));
    fireEvent.click(box('n1:12'));
    expect(box('n1:12').checked).toBe(true);
    expect(box('n1:14').checked).toBe(false);
    expect(screen.getByTestId('tasks-selected').textContent).toBe('2 tasks selected');

    fireEvent.click(kill);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.style.width).toBe('300px');
    expect(dialog.textContent).toContain('Kill 2 tasks?');
    expect(callsTo(calls, KILL_TASKS)).toEqual([]);
    fireEvent.click(confirmation().getByRole('button', { name: 'Kill' }));
    await waitFor(() => expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: '2 tasks cancelled.', intent: 'success' })]));
    expect(callsTo(calls, KILL_TASKS).map((c) => c.body)).toEqual([{ tasks: ['n1:12', 'n2:7'] }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(texts('task-id')).toEqual(['n1:14']);
    // Read again after the kill.
    expect(callsTo(calls, GET_TASKS)).toHaveLength(2);
    expect(kill.disabled).toBe(true);
  });

  it('OP-74: Cancel closes the confirmation and sends nothing; the tasks stay ticked', async () => {
    const { calls } = await renderTasks([task('n1', 12), task('n2', 7)]);
    fireEvent.click(box('n1:12'));
    fireEvent.click(screen.getByTestId('tasks-kill'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Kill 1 task?');
    fireEvent.click(confirmation().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(calls, KILL_TASKS)).toEqual([]);
    expect(box('n1:12').checked).toBe(true);
  });

  it('AP-10: a refused kill shows the error message in a red snackbar that stays; one that found some tasks ended says so', async () => {
    const refused = fail(404, 'task_not_found', 'No such task is running: n1:12.');
    const { app } = await renderTasks([task('n1', 12)], { [KILL_TASKS]: refused });
    fireEvent.click(box('n1:12'));
    fireEvent.click(screen.getByTestId('tasks-kill'));
    fireEvent.click(confirmation().getByRole('button', { name: 'Kill' }));
    await waitFor(() => expect(app.snackbar.messages).toHaveLength(1));
    expect(app.snackbar.messages[0]).toMatchObject({ message: ApiError.fromReply(404, refused.body).message, intent: 'danger', timeout: 0 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    const partly = await renderTasks([task('n1', 12, { running_time_in_nanos: 2e9 }), task('n2', 7)], { [KILL_TASKS]: ok({ cancelled: ['n1:12'], missing: ['n2:7'] }) });
    fireEvent.click(pageBox());
    fireEvent.click(screen.getByTestId('tasks-kill'));
    fireEvent.click(confirmation().getByRole('button', { name: 'Kill' }));
    await waitFor(() => expect(partly.app.snackbar.messages).toEqual([expect.objectContaining({ message: '1 task cancelled. 1 had ended already.', intent: 'success' })]));
  });

  it('AP-10: the page’s box ticks the tasks of the page (25 of 60) and again unticks them; a click on a row ticks it too', async () => {
    const { calls } = await renderTasks(sixty());
    fireEvent.click(pageBox());
    expect(screen.getByTestId('tasks-selected').textContent).toBe('25 tasks selected');
    expect(pageBox().checked).toBe(true);
    fireEvent.click(pageBox());
    expect(screen.queryByTestId('tasks-selected')).toBeNull();

    fireEvent.click(screen.getAllByTestId('task-description')[1]);
    expect(box('n1:59').checked).toBe(true);
    expect(pageBox().indeterminate).toBe(true);
    fireEvent.click(screen.getByTestId('tasks-kill'));
    fireEvent.click(confirmation().getByRole('button', { name: 'Kill' }));
    await settle();
    expect(callsTo(calls, KILL_TASKS).map((c) => c.body)).toEqual([{ tasks: ['n1:59'] }]);
  });

  it('a description (a query’s SQL) is shown as text, never as markup', async () => {
    const sql = `select * from events where title = '<img src=x onerror="window.hacked=1">'`;
    await renderTasks([task('n1', 1, { description: sql })]);
    expect(texts('task-description')).toEqual([sql]);
    expect(page().querySelector('img')).toBeNull();
  });

  it('nothing running: the empty state says so, and the kill button is off', async () => {
    await renderTasks([]);
    const empty = screen.getByTestId('tasks-empty');
    expect(empty.textContent).toContain('No long-running work right now');
    expect(empty.textContent).toContain('Queries are listed once they have run for 100 ms');
    expect((screen.getByTestId('tasks-kill') as HTMLButtonElement).disabled).toBe(true);
  });

  describe('reading the tasks again every 2 s', () => {
    // Only the page's interval is faked; every other timer and the clock run as ever.
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['Date', 'setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'hrtime', 'performance'] }));
    afterEach(() => jest.useRealTimers());
    const twoSeconds = async () => {
      act(() => jest.advanceTimersByTime(2_000));
      await settle();
    };

    it('tasks that start appear and tasks that end leave without a reload; an ended task leaves the selection', async () => {
      const tasks = [task('n1', 1)];
      const { calls, app } = await renderTasks(tasks);
      fireEvent.click(box('n1:1'));
      tasks.splice(0, 1, task('n1', 2, { running_time_in_nanos: 300_000_000 }));
      await twoSeconds();
      expect(callsTo(calls, GET_TASKS)).toHaveLength(2);
      expect(texts('task-id')).toEqual(['n1:2']);
      expect(box('n1:2').checked).toBe(false);
      expect((screen.getByTestId('tasks-kill') as HTMLButtonElement).disabled).toBe(true);
      tasks.splice(0, 1);
      await twoSeconds();
      expect(screen.getByTestId('tasks-empty')).toBeTruthy();
      expect(app.snackbar.messages).toEqual([]);
    });

    it('a failing read is reported once in a red snackbar, and the tasks last read stay shown', async () => {
      let reply: () => FakeReply = () => ok(taskList([task('n1', 1)]));
      const { app } = await renderTasks([], { [GET_TASKS]: () => reply() });
      reply = () => fail(500, 'server_error', 'Server down.');
      await twoSeconds();
      await twoSeconds();
      expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: ApiError.fromReply(500, fail(500, 'server_error', 'Server down.').body).message, intent: 'danger', timeout: 0 })]);
      expect(texts('task-id')).toEqual(['n1:1']);
    });
  });

  it('manageElasticTasks: without ELASTIC_TASKS.DELETE the route is the 403 page, no task is loaded and no nav entry shows', async () => {
    const { calls } = await renderTasks([task('n1', 1)], {}, { permissions: ['ELASTIC_TASKS.VIEW', 'MODULE_ADMIN.VIEW'] });
    expect(await screen.findByTestId('page-403')).toBeTruthy();
    expect(callsTo(calls, GET_TASKS)).toEqual([]);
    expect(screen.queryByTestId('nav-elasticTasks')).toBeNull();
  });
});
