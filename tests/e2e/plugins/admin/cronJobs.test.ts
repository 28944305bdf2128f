import type { Page, Request } from 'playwright-core';
import type { CronJob, CronJobs } from '../../../../core/common/jobs';
import { useBrowserSuite } from '../../../support/startBrowserSuite';
import { toast } from '../../../support/toast';

const suite = useBrowserSuite(undefined, { scheduleJobs: true });

const JOB_NAMES = ['syncAudiencesOfVotes', 'syncAudiencesOfFormData', 'refreshCache', 'removeOldEntries', 'removeDeletedAudiences', 'optimizeIndex', 'manageCluster'];
/** The jobs table's cells (Blueprint draws the table in four quadrants; the main one holds the rows); the runs table is inside its own section. */
const JOB_CELLS = '[data-testid=cron-jobs-page] > .ac-datatable-table .bp6-table-quadrant-main .ac-datatable-cell-content';
const RUN_CELLS = '[data-testid=cron-runs] .bp6-table-quadrant-main .ac-datatable-cell-content';
const PATH = '/admin/manage/cron-jobs';

const isCall = (name: string) => (request: Request) => new URL(request.url()).pathname === `/api/v1/elastic/${name}`;
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);

/** The job's row: a control or text in it by test id. */
async function jobRow(page: Page, name: string) {
  const nameCell = page.locator(JOB_CELLS, { has: page.getByTestId('cron-job-name').getByText(name, { exact: true }) });
  const row = await nameCell.getAttribute('data-row');
  return (testId: string) => page.locator(`${JOB_CELLS}[data-row="${row}"] [data-testid=${testId}]`);
}

/** The runs table's rows top to bottom, each its cells' texts (read at once: the page reads the runs again every 5 s). */
const runRows = (page: Page) =>
  page.locator(RUN_CELLS).evaluateAll((cells) => {
    const rows: string[][] = [];
    for (const cell of cells) {
      const column = Number(/bp6-table-cell-col-(\d+)/.exec(cell.closest('.bp6-table-cell')?.className ?? '')?.[1]);
      (rows[Number((cell as HTMLElement).dataset.row)] ??= [])[column] = cell.textContent ?? '';
    }
    return rows;
  });
const RUN = { trigger: 1, duration: 2, outcome: 3, detail: 5 };

/** A fresh page on the cron jobs as the demo admin, once the jobs are drawn; also the getCronJobs reply it loaded them with. */
async function openCronJobs(): Promise<{ page: Page; jobs: CronJobs }> {
  const page = await suite.newPage();
  const listed = page.waitForResponse((response) => isCall('getCronJobs')(response.request()));
  await page.goto(PATH);
  await suite.login(page, 'admin@demo.test');
  const jobs = ((await (await listed).json()) as { data: CronJobs }).data;
  await page.locator(JOB_CELLS).first().waitFor();
  return { page, jobs };
}

describe('/admin/manage/cron-jobs in Chromium', () => {
  it('AP-01, AP-02, AP-03, AP-05: the demo admin sees the seven jobs (getCronJobs answers them keyed by name), each active with its pattern in words, next execution, stop, set pattern and run now', async () => {
    const { page, jobs } = await openCronJobs();
    expect(Object.keys(jobs).sort()).toEqual([...JOB_NAMES].sort());
    for (const [name, job] of Object.entries(jobs)) expect(job.name).toBe(name);

    expect((await page.locator(`${JOB_CELLS} [data-testid=cron-job-name]`).allInnerTexts()).sort()).toEqual([...JOB_NAMES].sort());
    expect(await page.locator(`${JOB_CELLS} [data-testid=cron-job-state]`).allInnerTexts()).toEqual(JOB_NAMES.map(() => 'Active'));
    const refreshCache = await jobRow(page, 'refreshCache');
    expect(await refreshCache('cron-job-pattern').innerText()).toBe(jobs.refreshCache.pattern);
    // The pattern's cell: the pattern, then its words.
    expect(await refreshCache('cron-job-pattern').locator('..').innerText()).toMatch(/^\S.* At \d\d:\d\d/);
    expect(await refreshCache('cron-job-next').innerText()).toBe(new Date(jobs.refreshCache.nextExecution!).toLocaleString('en'));
    expect(await refreshCache('cron-job-last').innerText()).toBe('–');
    for (const name of JOB_NAMES) {
      const inRow = await jobRow(page, name);
      expect(await inRow('cron-job-toggle').innerText()).toBe('Stop');
      expect(await inRow('cron-job-set-pattern').isVisible()).toBe(true);
      expect(await inRow('cron-job-run').isEnabled()).toBe(true);
    }
    expect(await page.getByTestId('nav-cronJobs').count()).toBe(1);
  });

  it('AP-04: Stop sends GET manageCronJob (name, action=stop): the reply and the row say stopped, also after a reload; Start makes it active again', async () => {
    const { page } = await openCronJobs();
    const optimizeIndex = await jobRow(page, 'optimizeIndex');
    const stopped = page.waitForResponse((response) => isCall('manageCronJob')(response.request()));
    await optimizeIndex('cron-job-toggle').click();
    const reply = await stopped;
    expect(queryOf(reply.request())).toEqual({ name: 'optimizeIndex', action: 'stop' });
    expect(((await reply.json()) as { data: CronJob }).data).toMatchObject({ name: 'optimizeIndex', state: 'stopped', nextExecution: null });
    await toast(page, 'State changed.');
    await optimizeIndex('cron-job-state').getByText('Stopped').waitFor();
    expect(await optimizeIndex('cron-job-next').innerText()).toBe('–');
    expect(await optimizeIndex('cron-job-toggle').innerText()).toBe('Start');

    await page.reload();
    await page.locator(JOB_CELLS).first().waitFor();
    const reloaded = await jobRow(page, 'optimizeIndex');
    expect(await reloaded('cron-job-state').innerText()).toBe('Stopped');
    const started = page.waitForRequest(isCall('manageCronJob'));
    await reloaded('cron-job-toggle').click();
    expect(queryOf(await started)).toEqual({ name: 'optimizeIndex', action: 'start' });
    await reloaded('cron-job-state').getByText('Active').waitFor();
    expect(await reloaded('cron-job-next').innerText()).not.toBe('–');
  });

  it('OP-61, AP-04: an invalid pattern shows its error on the field and sends nothing; "*/2 * * * * *" on manageCluster shows its words and next five runs (UTC) before saving, and its runs then appear in its history', async () => {
    const { page } = await openCronJobs();
    const sent: Request[] = [];
    page.on('request', (request) => isCall('manageCronJob')(request) && sent.push(request));
    const manageCluster = await jobRow(page, 'manageCluster');
    await manageCluster('cron-job-set-pattern').click();
    await page.locator('.bp6-dialog', { hasText: 'Pattern of manageCluster' }).waitFor();
    const field = page.getByTestId('field-pattern');
    const group = page.locator('.bp6-form-group', { has: field });

    await field.fill('every day');
    await field.press('Enter');
    await group.getByText(/^Pattern is not a cron pattern: A pattern has five fields/).waitFor();
    expect(await group.evaluate((g) => g.classList.contains('bp6-intent-danger'))).toBe(true);
    expect(await page.getByTestId('cron-pattern-words').count()).toBe(0);
    await field.fill('61 * * * *');
    await page.getByTestId('cron-pattern-form-submit').click();
    await group.getByText('Pattern is not a cron pattern: Invalid value for minute: 61').waitFor();
    expect(sent).toEqual([]);

    await field.fill('*/2 * * * * *');
    const preview = page.getByTestId('cron-pattern-words');
    await preview.getByText('Every 2 seconds').waitFor();
    const nextRuns = await page.locator('[data-testid=cron-next-runs] li').allInnerTexts();
    expect(nextRuns).toHaveLength(5);
    // Every second second, in UTC.
    for (const next of nextRuns) expect(next).toMatch(/:\d[02468] (AM|PM) UTC$/);
    expect(sent).toEqual([]);

    await page.getByTestId('cron-pattern-form-submit').click();
    await toast(page, 'Successfully updated.');
    expect(sent.map(queryOf)).toEqual([{ name: 'manageCluster', action: 'setTime', pattern: '*/2 * * * * *' }]);
    await manageCluster('cron-job-pattern').getByText('*/2 * * * * *').waitFor();
    expect(await manageCluster('cron-job-pattern').locator('..').innerText()).toContain('Every 2 seconds');

    // Its row shows its runs below the table; the page reads them again every 5 s.
    await page.locator(JOB_CELLS).getByText('manageCluster', { exact: true }).click();
    await page.getByTestId('cron-runs').getByText('Last runs of manageCluster').waitFor();
    await page.locator(`${RUN_CELLS} [data-testid=cron-run-outcome]`, { hasText: 'Succeeded' }).first().waitFor({ timeout: 15_000 });
    const succeeded = (await runRows(page)).find((cells) => cells[RUN.outcome] === 'Succeeded')!;
    expect(succeeded[RUN.trigger]).toBe('Pattern');
    expect(succeeded[RUN.duration]).toMatch(/^[\d,]+ ms$/);
    // Its report of the store sizes.
    expect(succeeded[RUN.detail]).toContain('"eventStoreBytes"');
    expect(await manageCluster('cron-job-last').innerText()).not.toBe('–');

    // Stopped again, so the suite's server does not run it every 2 s.
    await manageCluster('cron-job-toggle').click();
    await manageCluster('cron-job-state').getByText('Stopped').waitFor();
  });

  it('run now on refreshCache posts runCronJob {name}, says it started, and its run shows started by "Run now" and ends succeeded', async () => {
    const { page } = await openCronJobs();
    const refreshCache = await jobRow(page, 'refreshCache');
    const posted = page.waitForRequest(isCall('runCronJob'));
    await refreshCache('cron-job-run').click();
    expect((await posted).postDataJSON()).toEqual({ name: 'refreshCache' });
    await toast(page, 'refreshCache started');
    expect(await refreshCache('cron-job-last').innerText()).not.toBe('–');

    await page.locator(JOB_CELLS).getByText('refreshCache', { exact: true }).click();
    await page.getByTestId('cron-runs').getByText('Last runs of refreshCache').waitFor();
    await page.locator(`${RUN_CELLS} [data-testid=cron-run-outcome]`, { hasText: 'Succeeded' }).first().waitFor({ timeout: 15_000 });
    const [only, ...others] = await runRows(page);
    expect(others).toEqual([]);
    expect([only[RUN.trigger], only[RUN.outcome]]).toEqual(['Run now', 'Succeeded']);
    expect(only[RUN.duration]).toMatch(/^[\d,]+ ms$/);
  });

  it('manageCronJobs: the analyst and the marketer get the 403 page and no nav entry', async () => {
    for (const email of ['analyst@demo.test', 'marketer@demo.test']) {
      const page = await suite.openAs(PATH, email);
      await page.getByTestId('page-403').waitFor();
      expect(await page.getByTestId('page-403').innerText()).toContain('Access Denied');
      expect(await page.getByTestId('nav-cronJobs').count()).toBe(0);
      expect(await page.getByTestId('cron-jobs-page').count()).toBe(0);
    }
  });
});
