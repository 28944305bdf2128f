/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../../core/client/api/ApiError';
import type { CronJob, CronJobRun } from '../../../../core/common/jobs';
import admin from '../../../../plugins/admin';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import type { FakeCall, FakeReply, FakeRoutes } from '../../client/support/fakeFetch';
import { renderConsole } from '../../client/support/renderConsole';
import { giveTablesAViewport } from '../../client/support/tableViewport';
import { testUser } from '../../client/support/testUser';

const MANAGE_CRON_JOBS = ['CRON_JOBS.VIEW', 'CRON_JOBS.EDIT', 'MODULE_ADMIN.VIEW'];
const GET_CRON_JOBS = 'GET /api/v1/elastic/getCronJobs';
const MANAGE_CRON_JOB = 'GET /api/v1/elastic/manageCronJob';
const RUN_CRON_JOB = 'POST /api/v1/elastic/runCronJob';
const ok = (data: unknown): FakeReply => ({ body: { status: 'success', data } });
const fail = (status: number, error: string, message: string, errors?: Record<string, string[]>): FakeReply => ({ status, body: { status: 'error', error, message, errors } });

function job(name: string, overrides: Partial<CronJob> = {}): CronJob {
  return { name, state: 'active', lastExecution: null, nextExecution: '2026-03-02T03:00:00.000Z', pattern: '0 3 * * *', running: false, runs: [], ...overrides };
}

function run(id: number, overrides: Partial<CronJobRun> = {}): CronJobRun {
  return { id, startedAt: '2026-03-01T03:00:00.000Z', durationMs: 1234, outcome: 'succeeded', error: null, result: null, trigger: 'schedule', node: 'node-a', ...overrides };
}

/** A call's query as an object. */
const queryOf = (call: FakeCall) => Object.fromEntries(new URL(call.url, 'http://console.test').searchParams);

/**
 * The cron jobs server: getCronJobs answers `jobs` as they are now, keyed by name; manageCronJob
 * applies start, stop and setTime to them and answers the updated job (a page that reads the
 * jobs again in between sees the same). A test's own routes replace these.
 */
async function renderCronJobs(jobs: CronJob[], routes: FakeRoutes = {}, permissions = MANAGE_CRON_JOBS) {
  const manage = (call: FakeCall) => {
    const { name, action, pattern } = queryOf(call);
    const index = jobs.findIndex((j) => j.name === name);
    if (action === 'setTime') jobs[index] = { ...jobs[index], pattern };
    else jobs[index] = { ...jobs[index], state: action === 'stop' ? 'stopped' : 'active', nextExecution: action === 'stop' ? null : '2026-03-02T03:00:00.000Z' };
    return ok(jobs[index]);
  };
  const view = await renderConsole({
    path: '/admin/manage/cron-jobs',
    user: testUser(permissions),
    plugins: [dashboard, monitoring, admin],
    routes: { [GET_CRON_JOBS]: () => ok(Object.fromEntries(jobs.map((j) => [j.name, j]))), [MANAGE_CRON_JOB]: manage, ...routes },
  });
  await settle();
  return view;
}

giveTablesAViewport();
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
/** The texts of the cells with this test id, top to bottom. */
const texts = (testId: string, root: ParentNode = document) => [...root.querySelectorAll(`[data-testid="${testId}"]`)].map((e) => e.textContent);
/** The row of the jobs table (by its name cell's row index) holding the job. */
function row(name: string) {
  const index = texts('cron-job-name').indexOf(name);
  const cells = [...screen.getByTestId('cron-jobs-page').querySelectorAll(`.ac-datatable-table .ac-datatable-cell-content[data-row="${index}"]`)];
  const inRow = (testId: string) => cells.map((c) => c.querySelector<HTMLElement>(`[data-testid="${testId}"]`)).find(Boolean)!;
  return {
    text: (testId: string) => inRow(testId).textContent,
    button: (testId: string) => inRow(testId) as HTMLButtonElement,
    /** The pattern's cell after the pattern itself: its words. */
    words: () => inRow('cron-job-pattern').parentElement!.textContent!.slice(inRow('cron-job-pattern').textContent!.length).trim(),
  };
}
const callsTo = (calls: FakeCall[], route: string) => calls.filter((c) => `${c.method} ${c.url.split('?')[0]}` === route);
const dialog = () => within(screen.getByRole('dialog'));
const runsSection = () => screen.getByTestId('cron-runs');
const local = (iso: string) => new Date(iso).toLocaleString('en');

describe('/admin/manage/cron-jobs', () => {
  it('AP-05, AP-02: the page loads GET getCronJobs (an object keyed by job name) and shows each job’s name, state, pattern in words, last and next execution', async () => {
    const jobs = [
      job('refreshCache', { lastExecution: '2026-03-01T03:00:00.000Z' }),
      job('optimizeIndex', { state: 'stopped', pattern: '15 2 * * 0', nextExecution: null }),
      job('manageCluster', { pattern: '*/2 * * * * *', lastExecution: '2026-03-01T10:00:02.000Z', nextExecution: '2026-03-01T10:00:04.000Z' }),
    ];
    const { calls } = await renderCronJobs(jobs);
    expect(callsTo(calls, GET_CRON_JOBS).map((c) => c.url)).toEqual(['/api/v1/elastic/getCronJobs']);
    expect(texts('cron-job-name')).toEqual(['refreshCache', 'optimizeIndex', 'manageCluster']);
    expect(texts('cron-job-state')).toEqual(['Active', 'Stopped', 'Active']);
    expect(texts('cron-job-pattern')).toEqual(['0 3 * * *', '15 2 * * 0', '*/2 * * * * *']);
    expect(row('refreshCache').words()).toBe('At 03:00');
    expect(row('optimizeIndex').words()).toBe('At 02:15, only on Sunday');
    expect(row('manageCluster').words()).toBe('Every 2 seconds');
    expect(texts('cron-job-last')).toEqual([local('2026-03-01T03:00:00.000Z'), '–', local('2026-03-01T10:00:02.000Z')]);
    expect(texts('cron-job-next')).toEqual([local('2026-03-02T03:00:00.000Z'), '–', local('2026-03-01T10:00:04.000Z')]);
    expect(screen.getByTestId('cron-jobs-page').textContent).toContain('run in UTC');
  });

  it('AP-01: every job has start (when stopped) or stop (when active), set pattern and run now', async () => {
    await renderCronJobs([job('refreshCache'), job('optimizeIndex', { state: 'stopped', nextExecution: null })]);
    expect(row('refreshCache').text('cron-job-toggle')).toBe('Stop');
    expect(row('optimizeIndex').text('cron-job-toggle')).toBe('Start');
    for (const name of ['refreshCache', 'optimizeIndex']) {
      expect(row(name).text('cron-job-set-pattern')).toBe('Set pattern');
      expect(row(name).text('cron-job-run')).toBe('Run now');
    }
  });

  it('AP-04: Stop sends GET manageCronJob with the name and action=stop and the row shows the returned job (Stopped, no next run); Start starts it again', async () => {
    const { app, calls } = await renderCronJobs([job('refreshCache'), job('optimizeIndex')]);
    fireEvent.click(row('optimizeIndex').button('cron-job-toggle'));
    await waitFor(() => expect(row('optimizeIndex').text('cron-job-state')).toBe('Stopped'));
    expect(callsTo(calls, MANAGE_CRON_JOB).map(queryOf)).toEqual([{ name: 'optimizeIndex', action: 'stop' }]);
    expect(row('optimizeIndex').text('cron-job-next')).toBe('–');
    expect(row('optimizeIndex').text('cron-job-toggle')).toBe('Start');
    expect(row('refreshCache').text('cron-job-state')).toBe('Active');
    // The reply is the row: the list is not loaded again for it.
    expect(callsTo(calls, GET_CRON_JOBS)).toHaveLength(1);
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'State changed.', intent: 'success' })]);

    fireEvent.click(row('optimizeIndex').button('cron-job-toggle'));
    await waitFor(() => expect(row('optimizeIndex').text('cron-job-state')).toBe('Active'));
    expect(callsTo(calls, MANAGE_CRON_JOB).map(queryOf).at(-1)).toEqual({ name: 'optimizeIndex', action: 'start' });
    expect(row('optimizeIndex').text('cron-job-next')).toBe(local('2026-03-02T03:00:00.000Z'));
  });

  it('AP-06: a failing call shows its error in a red snackbar that stays, and the row keeps its state; so does a failing load', async () => {
    const { app } = await renderCronJobs([job('refreshCache')], {
      [MANAGE_CRON_JOB]: fail(404, 'job_not_found', 'There is no cron job "refreshCache".'),
      [RUN_CRON_JOB]: fail(409, 'job_running', 'refreshCache is running already.'),
    });
    fireEvent.click(row('refreshCache').button('cron-job-toggle'));
    await waitFor(() => expect(app.snackbar.messages).toHaveLength(1));
    expect(app.snackbar.messages[0]).toMatchObject({ message: 'There is no cron job "refreshCache".', intent: 'danger', timeout: 0 });
    expect(row('refreshCache').text('cron-job-state')).toBe('Active');
    fireEvent.click(row('refreshCache').button('cron-job-run'));
    await waitFor(() => expect(app.snackbar.messages).toHaveLength(2));
    expect(app.snackbar.messages[1]).toMatchObject({ message: 'refreshCache is running already.', intent: 'danger', timeout: 0 });

    const readFailed = fail(500, 'database_timeout', 'Query timed out.');
    const failing = await renderCronJobs([], { [GET_CRON_JOBS]: readFailed });
    expect(failing.app.snackbar.messages).toEqual([expect.objectContaining({ message: ApiError.fromReply(500, readFailed.body).message, intent: 'danger', timeout: 0 })]);
  });

  it('OP-61, AP-01: set pattern opens with the job’s pattern; an invalid one shows its error on the field and sends nothing; a valid one shows its words and next five runs (UTC) before Save sends action=setTime with it', async () => {
    // Only the clock stands still (the next runs are counted from now); timers run as ever.
    jest.useFakeTimers({ now: new Date('2026-03-01T10:20:00.000Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const { app, calls } = await renderCronJobs([job('refreshCache'), job('manageCluster', { pattern: '*/5 * * * *' })]);
      fireEvent.click(row('manageCluster').button('cron-job-set-pattern'));
      expect(dialog().getByText('Pattern of manageCluster')).toBeTruthy();
      const field = dialog().getByLabelText('Pattern') as HTMLInputElement;
      expect(field.value).toBe('*/5 * * * *');
      expect(screen.getByTestId('cron-pattern-words').querySelector('.bp6-heading')?.textContent).toBe('Every 5 minutes');

      for (const [pattern, reason] of [
        ['every day', 'A pattern has five fields (minute hour day-of-month month day-of-week), or six with seconds first.'],
        ['61 * * * *', 'Invalid value for minute: 61'],
        ['0 0 31 2 *', 'The pattern never runs.'],
      ]) {
        await userEvent.clear(field);
        await userEvent.type(field, `${pattern}{Enter}`);
        const group = field.closest('.bp6-form-group')!;
        await waitFor(() => expect(group.textContent).toContain(`Pattern is not a cron pattern: ${reason}`));
        expect(group.classList.contains('bp6-intent-danger')).toBe(true);
        expect(screen.queryByTestId('cron-pattern-words')).toBeNull();
      }
      await userEvent.clear(field);
      fireEvent.click(screen.getByTestId('cron-pattern-form-submit'));
      await waitFor(() => expect(field.closest('.bp6-form-group')!.textContent).toContain('Pattern is required'));
      expect(callsTo(calls, MANAGE_CRON_JOB)).toEqual([]);

      await userEvent.type(field, '30 4 * * 1-5');
      const preview = screen.getByTestId('cron-pattern-words');
      expect(preview.querySelector('.bp6-heading')?.textContent).toBe('At 04:30, Monday through Friday');
      // Sunday 1 March 2026, 10:20 UTC: the next five weekdays at 04:30 UTC.
      expect([...within(preview).getByTestId('cron-next-runs').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
        'Mar 2, 2026, 4:30:00 AM UTC',
        'Mar 3, 2026, 4:30:00 AM UTC',
        'Mar 4, 2026, 4:30:00 AM UTC',
        'Mar 5, 2026, 4:30:00 AM UTC',
        'Mar 6, 2026, 4:30:00 AM UTC',
      ]);
      expect(callsTo(calls, MANAGE_CRON_JOB)).toEqual([]);

      fireEvent.click(screen.getByTestId('cron-pattern-form-submit'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(callsTo(calls, MANAGE_CRON_JOB).map(queryOf)).toEqual([{ name: 'manageCluster', action: 'setTime', pattern: '30 4 * * 1-5' }]);
      expect(row('manageCluster').text('cron-job-pattern')).toBe('30 4 * * 1-5');
      expect(row('refreshCache').text('cron-job-pattern')).toBe('0 3 * * *');
      expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'Successfully updated.', intent: 'success' })]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('AP-06, OP-61: a pattern the server refuses (422) stays on the field and shows in the snackbar; Cancel closes and sends nothing more', async () => {
    const refused = fail(422, 'validation_failed', 'Invalid value', { pattern: ['Pattern is not a cron pattern: refused here'] });
    const { app, calls } = await renderCronJobs([job('refreshCache')], { [MANAGE_CRON_JOB]: refused });
    fireEvent.click(row('refreshCache').button('cron-job-set-pattern'));
    const field = dialog().getByLabelText('Pattern') as HTMLInputElement;
    await userEvent.clear(field);
    await userEvent.type(field, '0 5 * * *{Enter}');
    await dialog().findByText('Pattern is not a cron pattern: refused here');
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'Invalid value.', intent: 'danger', timeout: 0 })]);
    expect(callsTo(calls, MANAGE_CRON_JOB).map(queryOf)).toEqual([{ name: 'refreshCache', action: 'setTime', pattern: '0 5 * * *' }]);
    fireEvent.click(screen.getByTestId('cron-pattern-form-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row('refreshCache').text('cron-job-pattern')).toBe('0 3 * * *');
    expect(callsTo(calls, MANAGE_CRON_JOB)).toHaveLength(1);
  });

  it('run now posts runCronJob {name}, says the job started and shows the returned job running (run now is off while it runs)', async () => {
    const started = job('removeOldEntries', { running: true, lastExecution: '2026-03-01T10:20:00.000Z', runs: [run(9, { outcome: 'running', durationMs: null, trigger: 'manual', startedAt: '2026-03-01T10:20:00.000Z' })] });
    const { app, calls } = await renderCronJobs([job('refreshCache'), job('removeOldEntries')], { [RUN_CRON_JOB]: ok(started) });
    expect(row('removeOldEntries').button('cron-job-run').disabled).toBe(false);
    fireEvent.click(row('removeOldEntries').button('cron-job-run'));
    await waitFor(() => expect(row('removeOldEntries').text('cron-job-running')).toBe('Running'));
    expect(callsTo(calls, RUN_CRON_JOB).map((c) => c.body)).toEqual([{ name: 'removeOldEntries' }]);
    expect(row('removeOldEntries').text('cron-job-last')).toBe(local('2026-03-01T10:20:00.000Z'));
    expect(row('removeOldEntries').button('cron-job-run').disabled).toBe(true);
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'removeOldEntries started', intent: 'success' })]);
  });

  it('the last runs of the selected job (the first one until a row is clicked) show below the table: when, started by, duration in ms, outcome, and the error or the result', async () => {
    const runs = [
      run(3, { startedAt: '2026-03-01T10:20:00.000Z', durationMs: null, outcome: 'running', trigger: 'manual' }),
      run(2, { startedAt: '2026-03-01T03:00:00.000Z', durationMs: 1234, outcome: 'failed', error: 'connection refused' }),
      run(1, { startedAt: '2026-02-28T03:00:00.000Z', durationMs: 87, outcome: 'succeeded', result: { deletedEvents: 2 } }),
    ];
    await renderCronJobs([job('refreshCache'), job('removeOldEntries', { runs })]);
    expect(within(runsSection()).getByText('Last runs of refreshCache')).toBeTruthy();
    expect(within(runsSection()).getByText('No runs yet.')).toBeTruthy();

    fireEvent.click(screen.getByText('removeOldEntries'));
    expect(within(runsSection()).getByText('Last runs of removeOldEntries')).toBeTruthy();
    const cells = [...runsSection().querySelectorAll('.ac-datatable-cell-content')];
    const column = (index: number) => cells.filter((c) => c.closest(`.bp6-table-cell-col-${index}`)).map((c) => c.textContent);
    expect(column(0)).toEqual(runs.map((r) => local(r.startedAt)));
    expect(column(1)).toEqual(['Run now', 'Pattern', 'Pattern']);
    expect(column(2)).toEqual(['', '1,234 ms', '87 ms']);
    expect(texts('cron-run-outcome', runsSection())).toEqual(['Running', 'Failed', 'Succeeded']);
    expect(column(4)).toEqual(['node-a', 'node-a', 'node-a']);
    expect(texts('cron-run-detail', runsSection())).toEqual(['', 'connection refused', '{"deletedEvents":2}']);
  });

  describe('reading the jobs again every 5 s', () => {
    // Only the page's interval is faked; every other timer and the clock run as ever.
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['Date', 'setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'hrtime', 'performance'] }));
    afterEach(() => jest.useRealTimers());
    const fiveSeconds = async () => {
      act(() => jest.advanceTimersByTime(5_000));
      await settle();
    };
    /** A reply the test gives later. */
    function later() {
      let give!: (reply: FakeReply) => void;
      const reply = new Promise<FakeReply>((resolve) => (give = resolve));
      return { reply, give };
    }

    it('runs started by the patterns or by other admins appear without a reload', async () => {
      const jobs = [job('manageCluster', { pattern: '*/2 * * * * *' })];
      const { calls } = await renderCronJobs(jobs);
      expect(within(runsSection()).getByText('No runs yet.')).toBeTruthy();
      jobs[0] = { ...jobs[0], lastExecution: '2026-03-01T10:00:02.000Z', runs: [run(1, { durationMs: 42, startedAt: '2026-03-01T10:00:02.000Z' })] };
      await fiveSeconds();
      expect(callsTo(calls, GET_CRON_JOBS)).toHaveLength(2);
      expect(texts('cron-run-outcome', runsSection())).toEqual(['Succeeded']);
      expect(row('manageCluster').text('cron-job-last')).toBe(local('2026-03-01T10:00:02.000Z'));
    });

    it('AP-06: a read still unanswered is not asked again (the kernel would refuse the duplicate), and a failing read is reported once, not every 5 s', async () => {
      const jobs = [job('refreshCache')];
      let reply: (call: FakeCall) => FakeReply | Promise<FakeReply> = () => ok(Object.fromEntries(jobs.map((j) => [j.name, j])));
      const { app, calls } = await renderCronJobs(jobs, { [GET_CRON_JOBS]: (call) => reply(call) });
      const slow = later();
      reply = () => slow.reply;
      await fiveSeconds();
      await fiveSeconds();
      await fiveSeconds();
      expect(callsTo(calls, GET_CRON_JOBS)).toHaveLength(2);
      expect(app.snackbar.messages).toEqual([]);
      jobs[0] = { ...jobs[0], state: 'stopped' };
      reply = () => ok(Object.fromEntries(jobs.map((j) => [j.name, j])));
      slow.give(reply({} as FakeCall) as FakeReply);
      await settle();
      expect(row('refreshCache').text('cron-job-state')).toBe('Stopped');

      reply = () => fail(500, 'server_error', 'Server down.');
      await fiveSeconds();
      await fiveSeconds();
      expect(callsTo(calls, GET_CRON_JOBS)).toHaveLength(4);
      expect(app.snackbar.messages).toEqual([expect.objectContaining({ intent: 'danger', timeout: 0 })]);
      // Back, and down again: that is news.
      reply = () => ok(Object.fromEntries(jobs.map((j) => [j.name, j])));
      await fiveSeconds();
      reply = () => fail(500, 'server_error', 'Server down.');
      await fiveSeconds();
      expect(app.snackbar.messages).toHaveLength(2);
      // The jobs last read stay shown meanwhile.
      expect(texts('cron-job-name')).toEqual(['refreshCache']);
    });

    it('AP-04: a read under way when Stop is answered does not bring the old state back', async () => {
      const jobs = [job('refreshCache')];
      const before = later();
      let reads = 0;
      await renderCronJobs(jobs, {
        [GET_CRON_JOBS]: () => {
          reads += 1;
          const read = ok(Object.fromEntries(jobs.map((j) => [j.name, j])));
          if (reads !== 2) return read;
          // Read before the stop, answered after it.
          return before.reply.then(() => read);
        },
      });
      await fiveSeconds();
      expect(reads).toBe(2);
      fireEvent.click(row('refreshCache').button('cron-job-toggle'));
      await waitFor(() => expect(row('refreshCache').text('cron-job-state')).toBe('Stopped'));
      before.give(ok(null));
      await settle();
      expect(row('refreshCache').text('cron-job-state')).toBe('Stopped');
      await fiveSeconds();
      expect(row('refreshCache').text('cron-job-state')).toBe('Stopped');
    });
  });

  it('manageCronJobs: without CRON_JOBS.EDIT the route is the 403 page and no job is loaded', async () => {
    const { calls } = await renderCronJobs([job('refreshCache')], {}, ['CRON_JOBS.VIEW', 'MODULE_ADMIN.VIEW']);
    expect(await screen.findByTestId('page-403')).toBeTruthy();
    expect(callsTo(calls, GET_CRON_JOBS)).toEqual([]);
  });
});
