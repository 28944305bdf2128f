import type { Page, Request } from 'playwright-core';
import type { TaskView } from '../../../../core/common/jobs';
import type { TaskList } from '../../../../plugins/admin/common/TaskList';
import { useBrowserSuite } from '../../../support/startBrowserSuite';
import { FIXTURE_PLUGINS_DIR } from '../../../support/startTestServer';
import { toast } from '../../../support/toast';

// The fixture plugins bring GET /v1/fixture-feed/slowQuery: an event-store read that runs until killed.
const suite = useBrowserSuite(undefined, { extraPluginsDir: FIXTURE_PLUGINS_DIR });

const PATH = '/admin/elastic-tasks';
const SLOW_SQL = 'SELECT sum(i % 7) AS total FROM range($1::BIGINT) t(i)';
/** The task table's cells (Blueprint draws the table in four quadrants; the main one holds the rows). */
const CELLS = '[data-testid=task-manager-page] .bp6-table-quadrant-main .ac-datatable-cell-content';

const isCall = (name: string) => (request: Request) => new URL(request.url()).pathname === `/api/v1/elastic/${name}`;

/** The task's row, once the page lists it: a control or text in it by test id. */
async function taskRow(page: Page, ref: string) {
  const idCell = page.locator(CELLS, { has: page.getByTestId('task-id').getByText(ref, { exact: true }) });
  await idCell.waitFor({ timeout: 10_000 });
  const row = await idCell.getAttribute('data-row');
  return (testId: string) => page.locator(`${CELLS}[data-row="${row}"] [data-testid=${testId}]`);
}

describe('/admin/elastic-tasks in Chromium', () => {
  it('AP-07..AP-10, AP-12, OP-74: the demo admin sees a slow query as a task (getTasks by node), ticks it, Kill selected asks first (Cancel sends nothing), then killTasks cancels it: the snackbar says so, the task leaves the table and its caller gets 409 task_cancelled', async () => {
    const { token } = await suite.server.login('admin@demo.test');
    const slow = suite.server.request('GET', '/v1/fixture-feed/slowQuery?rows=10000000000000', { token });

    const page = await suite.newPage();
    const kills: Request[] = [];
    page.on('request', (request) => isCall('killTasks')(request) && kills.push(request));
    // AP-09: a getTasks reply that lists the slow query, keyed "node:id" under its node's name.
    const listed = page.waitForResponse(async (response) => isCall('getTasks')(response.request()) && JSON.stringify(await response.json()).includes('range($1'));
    await page.goto(PATH);
    await suite.login(page, 'admin@demo.test');
    const { nodes } = ((await (await listed).json()) as { data: TaskList }).data;
    const [[nodeName, node]] = Object.entries(nodes);
    expect(node.name).toBe(nodeName);
    const [ref, task] = Object.entries(node.tasks).find(([, t]) => t.description === SLOW_SQL) as [string, TaskView];
    expect(ref).toBe(`${nodeName}:${task.id}`);

    // AP-08, AP-12: its fields, the SQL as text, the running time in ms.
    const inRow = await taskRow(page, ref);
    expect(await inRow('task-type').innerText()).toBe('Query');
    expect(await inRow('task-action').innerText()).toBe('eventStore:query');
    expect(await inRow('task-description').innerText()).toBe(SLOW_SQL);
    expect(await inRow('task-parent').innerText()).toBe('–');
    expect(await inRow('task-started').innerText()).toBe(new Date(task.start_time_in_millis).toLocaleString('en'));
    expect(await inRow('task-running-time').innerText()).toMatch(/^[\d,]+ ms$/);
    expect(await page.getByTestId('nav-elasticTasks').count()).toBe(1);

    // OP-74: the confirmation first; Cancel sends nothing.
    const kill = page.getByTestId('tasks-kill');
    expect(await kill.isDisabled()).toBe(true);
    await inRow('task-select').locator('..').click();
    expect(await inRow('task-select').isChecked()).toBe(true);
    await kill.click();
    const confirmation = page.getByRole('alertdialog');
    await confirmation.getByText('Kill 1 task?', { exact: false }).waitFor();
    expect(await confirmation.evaluate((dialog) => (dialog as HTMLElement).style.width)).toBe('300px');
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await confirmation.waitFor({ state: 'detached' });
    expect(kills).toEqual([]);

    // AP-10: killTasks with "node:id"; the snackbar; the task gone; its caller told.
    await kill.click();
    const killed = page.waitForResponse((response) => isCall('killTasks')(response.request()));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Kill' }).click();
    const reply = await killed;
    expect(reply.request().postDataJSON()).toEqual({ tasks: [ref] });
    expect(((await reply.json()) as { data: unknown }).data).toEqual({ cancelled: [ref], missing: [] });
    await toast(page, '1 task cancelled.');
    await page.locator(CELLS, { has: page.getByTestId('task-id').getByText(ref, { exact: true }) }).waitFor({ state: 'detached' });
    const answer = await slow;
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'task_cancelled' });
    expect(kills).toHaveLength(1);
  });

  it('manageElasticTasks: the analyst and the marketer get the 403 page and no nav entry', async () => {
    for (const email of ['analyst@demo.test', 'marketer@demo.test']) {
      const page = await suite.openAs(PATH, email);
      await page.getByTestId('page-403').waitFor();
      expect(await page.getByTestId('page-403').innerText()).toContain('Access Denied');
      expect(await page.getByTestId('nav-elasticTasks').count()).toBe(0);
      expect(await page.getByTestId('task-manager-page').count()).toBe(0);
    }
  });
});
