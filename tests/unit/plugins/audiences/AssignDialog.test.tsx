/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import audiences from '../../../../plugins/audiences';
import { audienceCountsCacheOf } from '../../../../plugins/audiences/client/AudienceCountsCache';
import type { AssignedAudience } from '../../../../plugins/audiences/common/Mapping';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import type { FakeCall, FakeReply, FakeRoutes } from '../../client/support/fakeFetch';
import { renderConsole } from '../../client/support/renderConsole';
import { giveTablesAViewport } from '../../client/support/tableViewport';
import { testUser } from '../../client/support/testUser';
import { assignedAudience, datatable, DEFINE_ACCESS, fail, FORM, metaTag, ok, QUESTION, queryOf, TREE } from './mappingFixtures';

const PAGES: Record<string, string> = {
  '/audiences/define/question-data': 'mapping-table-questions',
  '/audiences/define/surf-behaviour': 'surf-behaviour-page',
  '/audiences/define/form-data': 'mapping-table-forms',
};

/**
 * A mapping page with the assign calls answered as the contract says: getAssignedAudiences the
 * `assigned` rules, assignAudience the new rule (mappedAudienceId 100 +), the rest `{}`.
 */
async function renderPage(path: string, { assigned = [] as AssignedAudience[], routes = {} as FakeRoutes } = {}) {
  let next = 100;
  const view = await renderConsole({
    path,
    user: testUser(DEFINE_ACCESS),
    plugins: [dashboard, monitoring, audiences],
    routes: {
      'GET /api/v1/questions/datatable': datatable([QUESTION]),
      'GET /api/v1/forms/datatable': datatable([FORM]),
      'GET /api/v1/account/settings/dataTable.questions.pageSize': ok(null),
      'GET /api/v1/account/settings/dataTable.forms.pageSize': ok(null),
      'GET /api/v1/metaTags/getAvailableFields': ok(['og:title', 'keywords']),
      'GET /api/v1/metaTags/getMetaTags': ok([metaTag('sport*', 4200)]),
      'GET /api/v1/audiences/getAudiences': ok(TREE),
      'GET /api/v1/audiences/getAssignedAudiences': ok(assigned),
      'POST /api/v1/audiences/assignAudience': (call) => {
        const { audienceId, affinityScore, selectedField } = call.body as { audienceId: number; affinityScore: number; selectedField: number | string };
        const chosen = [...TREE, ...TREE.flatMap((a) => a.children)].find((a) => a.id === audienceId)!;
        return ok(assignedAudience(next++, audienceId, chosen.text, chosen.type_id, affinityScore, null, selectedField));
      },
      'POST /api/v1/audiences/unassignAudience': ok({}),
      'POST /api/v1/audiences/updateAffinityScore': ok({}),
      'POST /api/v1/audiences/assignNewAudience': ok({}),
      ...routes,
    },
  });
  await screen.findByTestId(PAGES[path]);
  await settle();
  return view;
}

giveTablesAViewport();
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const dialog = () => within(screen.getByRole('dialog'));
const posts = (calls: FakeCall[], name: string) => calls.filter((c) => c.method === 'POST' && c.url.endsWith(`/${name}`)).map((c) => c.body);
const slider = () => dialog().getByRole('slider', { name: 'Affinity' });
const datatableCalls = (calls: FakeCall[], path: string) => calls.filter((c) => c.url.startsWith(path));

async function openQuestion() {
  fireEvent.click(screen.getByText('Do you play football?'));
  await screen.findByTestId('assign-dialog-question');
  await settle();
}
/** Opens a multiselect's list as the keyboard does. */
function openList(label: 'Interests' | 'Properties') {
  const input = dialog().getByRole('textbox', { name: label });
  act(() => input.focus());
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  return input;
}
async function pickOption(label: 'Interests' | 'Properties', text: string) {
  openList(label);
  fireEvent.click(await dialog().findByText(text));
  await settle();
}

describe('the assign dialog', () => {
  it('AS-01, AS-02, MT-06: a question row opens the dialog in question mode with the question’s answers and their votes; nothing is chosen', async () => {
    const { calls } = await renderPage('/audiences/define/question-data');
    await openQuestion();
    expect(dialog().getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual(['Yes (1.2k votes)', 'No (30 votes)']);
    expect(dialog().getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(queryOf(calls.find((c) => c.url.includes('getAssignedAudiences'))!)).toEqual({ mode: 'question', questionId: '5', domain: 'news.test' });
  });

  it('AS-05, AS-14: the affinity slider runs 1 to 10 from 1; closing resets it to 1 and clears the chosen answer', async () => {
    await renderPage('/audiences/define/question-data');
    await openQuestion();
    expect([slider().getAttribute('aria-valuemin'), slider().getAttribute('aria-valuemax'), slider().getAttribute('aria-valuenow')]).toEqual(['1', '10', '1']);
    fireEvent.click(dialog().getByRole('radio', { name: 'Yes (1.2k votes)' }));
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(slider().getAttribute('aria-valuenow')).toBe('3');
    fireEvent.click(dialog().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openQuestion();
    expect(slider().getAttribute('aria-valuenow')).toBe('1');
    expect(dialog().getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('AS-07, OP-72: the assign controls are disabled, with a tooltip saying why, until an answer is chosen', async () => {
    await renderPage('/audiences/define/question-data');
    await openQuestion();
    const controls = () => [
      dialog().getByRole('textbox', { name: 'Interests' }),
      dialog().getByRole('textbox', { name: 'Properties' }),
      dialog().getByTestId('assign-new-tag-save'),
      dialog().getByTestId('assign-preview-ask'),
    ];
    expect(controls().map((c) => (c as HTMLInputElement).disabled)).toEqual([true, true, true, true]);
    await userEvent.hover(dialog().getByTestId('assign-controls'));
    expect((await screen.findByText('Choose an answer first.')).closest('.bp6-tooltip')).not.toBeNull();
    await userEvent.unhover(dialog().getByTestId('assign-controls'));

    fireEvent.click(dialog().getByRole('radio', { name: 'No (30 votes)' }));
    expect(controls().map((c) => (c as HTMLInputElement).disabled)).toEqual([false, false, false, false]);
    await userEvent.hover(dialog().getByTestId('assign-controls'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByText('Choose an answer first.')).toBeNull();
  });

  it('AS-06, AS-08, AS-11, AS-17: choosing an interest assigns it (mode, audienceId, selectedField the answer, affinityScore, modeParams {questionId, domain}), says "Audience assigned" and reloads the table; removing its tag unassigns it', async () => {
    const { app, calls } = await renderPage('/audiences/define/question-data', { assigned: [assignedAudience(70, 5, 'Gender', 2, 4)] });
    await openQuestion();
    // The question's rules are per answer: the chosen answer's show.
    expect(dialog().getByTestId('assign-properties').closest('.bp6-tag-input')!.textContent).not.toContain('Gender');
    fireEvent.click(dialog().getByRole('radio', { name: 'Yes (1.2k votes)' }));
    expect(dialog().getByTestId('assign-properties').closest('.bp6-tag-input')!.textContent).toContain('Gender (4)');
    await pickOption('Interests', 'Football');
    expect(posts(calls, 'assignAudience')).toEqual([{ mode: 'question', audienceId: 11, selectedField: 51, affinityScore: 1, modeParams: { questionId: 5, domain: 'news.test' }, applyToPast: false }]);
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Audience assigned', intent: 'success' });
    expect(datatableCalls(calls, '/api/v1/questions/datatable')).toHaveLength(2);
    const interests = () => dialog().getByTestId('assign-interests').closest('.bp6-tag-input') as HTMLElement;
    expect(interests().textContent).toContain('Football (1)');

    fireEvent.click(within(interests()).getByRole('button', { name: 'Remove' }));
    await settle();
    expect(posts(calls, 'unassignAudience')).toEqual([{ mode: 'question', mappedAudienceId: 100 }]);
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Audience unassigned', intent: 'success' });
    expect(interests().textContent).not.toContain('Football');
    expect(datatableCalls(calls, '/api/v1/questions/datatable')).toHaveLength(3);
  });

  it('AS-12: an unassign refusal shows the server’s mappedAudienceId message; without one, its message; the tag stays', async () => {
    let refusal = fail(422, 'validation_failed', 'Invalid value', { mappedAudienceId: ['This rule belongs to another organisation.'] });
    const { app } = await renderPage('/audiences/define/question-data', {
      assigned: [assignedAudience(70, 2, 'Politics', 1)],
      routes: { 'POST /api/v1/audiences/unassignAudience': () => refusal },
    });
    await openQuestion();
    fireEvent.click(dialog().getByRole('radio', { name: 'Yes (1.2k votes)' }));
    const remove = () => within(dialog().getByTestId('assign-interests').closest('.bp6-tag-input') as HTMLElement).getByRole('button', { name: 'Remove' });
    fireEvent.click(remove());
    await settle();
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'This rule belongs to another organisation.', intent: 'danger', timeout: 0 });
    refusal = fail(500, 'server_error', 'Unassigning failed.');
    fireEvent.click(remove());
    await settle();
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Unassigning failed.', intent: 'danger', timeout: 0 });
    expect(remove()).toBeTruthy();
  });

  it('AS-13: moving the slider sends one updateAffinityScore 500 ms after the last move, naming every assigned rule; "Affinity updated" and the table reloads', async () => {
    const { app, calls } = await renderPage('/audiences/define/question-data', { assigned: [assignedAudience(70, 2, 'Politics', 1), assignedAudience(71, 5, 'Gender', 2)] });
    await openQuestion();
    fireEvent.click(dialog().getByRole('radio', { name: 'Yes (1.2k votes)' }));
    jest.useFakeTimers();
    try {
      for (let i = 0; i < 4; i++) {
        fireEvent.keyDown(slider(), { key: 'ArrowRight' });
        act(() => void jest.advanceTimersByTime(300));
      }
      act(() => void jest.advanceTimersByTime(199));
      expect(posts(calls, 'updateAffinityScore')).toEqual([]);
      await act(async () => void jest.advanceTimersByTime(1));
    } finally {
      jest.useRealTimers();
    }
    await settle();
    expect(posts(calls, 'updateAffinityScore')).toEqual([{ mode: 'question', mappedAudienceIds: [70, 71], affinityScore: 5 }]);
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Affinity updated', intent: 'success' });
    expect(datatableCalls(calls, '/api/v1/questions/datatable')).toHaveLength(2);
  });

  it('AS-13: without assigned audiences the slider only sets the affinity of the next assignment', async () => {
    const { calls } = await renderPage('/audiences/define/question-data');
    await openQuestion();
    fireEvent.click(dialog().getByRole('radio', { name: 'Yes (1.2k votes)' }));
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(posts(calls, 'updateAffinityScore')).toEqual([]);
    await pickOption('Properties', 'Female');
    expect(posts(calls, 'assignAudience')).toEqual([expect.objectContaining({ audienceId: 51, affinityScore: 2 })]);
  });

  it('AS-18: the audience search narrows the list once it has rested 200 ms', async () => {
    await renderPage('/audiences/define/question-data');
    await openQuestion();
    fireEvent.click(dialog().getByRole('radio', { name: 'Yes (1.2k votes)' }));
    const input = openList('Interests');
    const options = () => dialog().getAllByTestId('assign-interests-option').map((o) => o.textContent);
    expect(options()).toEqual(['Sports', 'Football', 'Politics']);
    fireEvent.change(input, { target: { value: 'foot' } });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(options()).toEqual(['Sports', 'Football', 'Politics']);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(options()).toEqual(['Football']);
  });

  it('AS-03, AS-15, AS-16: behaviour mode shows the meta key, the value without its stars and the logic read back from them; the value goes as typed with the chosen logic', async () => {
    const { calls } = await renderPage('/audiences/define/surf-behaviour');
    fireEvent.click(screen.getByText('sport*'));
    await screen.findByTestId('assign-dialog-behaviour');
    await settle();
    expect(dialog().getByTestId('assign-key').textContent).toBe('og:title');
    expect((dialog().getByTestId('assign-value') as HTMLInputElement).value).toBe('sport');
    const logic = dialog().getByRole('combobox', { name: 'Match logic' }) as HTMLSelectElement;
    expect(logic.value).toBe('beginsWith');
    expect([...logic.options].map((o) => o.text)).toEqual(['equals', 'begins with', 'contains', 'ends with']);
    expect(queryOf(calls.find((c) => c.url.includes('getAssignedAudiences'))!)).toEqual({ mode: 'behaviour', key: 'og:title', value: 'sport', logic: 'beginsWith' });

    fireEvent.change(logic, { target: { value: 'contains' } });
    fireEvent.change(dialog().getByTestId('assign-value'), { target: { value: '^sp*ort$' } });
    await pickOption('Interests', 'Sports');
    expect(posts(calls, 'assignAudience')).toEqual([{ mode: 'behaviour', audienceId: 1, selectedField: 'og:title', affinityScore: 1, modeParams: { value: '^sp*ort$', logic: 'contains' }, applyToPast: false }]);
  });

  it('MT-16: the meta tag input asks for its audiences again once it has rested 1000 ms; an empty value disables assigning', async () => {
    const { calls } = await renderPage('/audiences/define/surf-behaviour');
    fireEvent.click(screen.getByText('sport*'));
    await screen.findByTestId('assign-dialog-behaviour');
    await settle();
    const assignedCalls = () => calls.filter((c) => c.url.includes('getAssignedAudiences')).map(queryOf);
    fireEvent.change(dialog().getByTestId('assign-value'), { target: { value: 'sports' } });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(assignedCalls()).toHaveLength(1);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(assignedCalls().at(-1)).toEqual({ mode: 'behaviour', key: 'og:title', value: 'sports', logic: 'beginsWith' });
    fireEvent.change(dialog().getByTestId('assign-value'), { target: { value: ' ' } });
    expect((dialog().getByRole('textbox', { name: 'Interests' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('AS-08, MT-16: an interest picked before the value has rested is assigned at once; the value\'s rules are asked for once it is stored, so an answer read before it cannot hide its tag', async () => {
    const stored: AssignedAudience[] = [];
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await renderPage('/audiences/define/surf-behaviour', {
      routes: {
        // A slow server: the rules as they were when asked, answered 600 ms later; the new rule stored 1100 ms after it is sent.
        'GET /api/v1/audiences/getAssignedAudiences': async () => {
          const now = [...stored];
          await later(600);
          return ok(now);
        },
        'POST /api/v1/audiences/assignAudience': async () => {
          await later(1100);
          stored.push(assignedAudience(100, 1, 'Sports', 1, 1, null, 'og:title'));
          return ok(stored.at(-1));
        },
      },
    });
    fireEvent.click(screen.getByText('sport*'));
    await screen.findByTestId('assign-dialog-behaviour');
    fireEvent.change(dialog().getByTestId('assign-value'), { target: { value: 'sports' } });
    await pickOption('Interests', 'Sports');
    const interests = () => dialog().getByTestId('assign-interests').closest('.bp6-tag-input')!.textContent;
    await waitFor(() => expect(interests()).toContain('Sports (1)'), { timeout: 3000 });
    // Every answer asked for before has come by now.
    await act(async () => later(1000));
    expect(interests()).toContain('Sports (1)');
  });

  it('AS-04, OP-49: a form row opens form mode with the form’s fields; a field and a value make the rule (selectedField the field, modeParams {formId, domain, value, logic})', async () => {
    const { calls } = await renderPage('/audiences/define/form-data');
    fireEvent.click(screen.getByText('Newsletter'));
    await screen.findByTestId('assign-dialog-form');
    await settle();
    expect(dialog().getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual(['email', 'interest']);
    expect(queryOf(calls.find((c) => c.url.includes('getAssignedAudiences'))!)).toEqual({ mode: 'form', formId: '9', domain: 'news.test' });
    fireEvent.click(dialog().getByRole('radio', { name: 'interest' }));
    expect((dialog().getByRole('textbox', { name: 'Interests' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(dialog().getByRole('combobox', { name: 'Match logic' }), { target: { value: 'endsWith' } });
    fireEvent.change(dialog().getByTestId('assign-value'), { target: { value: 'ball' } });
    await pickOption('Interests', 'Football');
    expect(posts(calls, 'assignAudience')).toEqual([{ mode: 'form', audienceId: 11, selectedField: 'interest', affinityScore: 1, modeParams: { formId: 9, domain: 'news.test', value: 'ball', logic: 'endsWith' }, applyToPast: false }]);
  });

  it('AS-09, AS-10: a new tag without a parent says "choose a parent audience first" and sends nothing; with one it sends assignNewAudience with the rule, "Audience saved"', async () => {
    const { app, calls } = await renderPage('/audiences/define/question-data');
    await openQuestion();
    fireEvent.click(dialog().getByRole('radio', { name: 'Yes (1.2k votes)' }));
    fireEvent.change(dialog().getByTestId('assign-new-tag-name'), { target: { value: 'Goalkeepers' } });
    fireEvent.click(dialog().getByTestId('assign-new-tag-save'));
    await settle();
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Please choose a parent audience first.', intent: 'danger', timeout: 0 });
    expect(posts(calls, 'assignNewAudience')).toEqual([]);

    fireEvent.change(dialog().getByRole('combobox', { name: 'Type of the new tag' }), { target: { value: '2' } });
    act(() => dialog().getByTestId('assign-new-tag-parent').focus());
    expect(dialog().getAllByTestId('assign-new-tag-parent-suggestion').map((o) => o.textContent)).toEqual(['Gender', 'Gender › Female']);
    fireEvent.click(dialog().getByText('Gender › Female'));
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    fireEvent.click(dialog().getByTestId('assign-new-tag-save'));
    await settle();
    await settle();
    expect(posts(calls, 'assignNewAudience')).toEqual([
      { mode: 'question', selectedField: 51, modeParams: { questionId: 5, domain: 'news.test' }, audience: 'Goalkeepers', parent_id: 51, type_id: 2, affinityScore: 2, applyToPast: false },
    ]);
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Audience saved', intent: 'success' });
    // The new tag is in the tree and among the assigned: both are asked for again.
    expect(calls.filter((c) => c.url.includes('getAudiences'))).toHaveLength(2);
    expect(calls.filter((c) => c.url.includes('getAssignedAudiences'))).toHaveLength(2);
  });

  it('AS-09: a new tag name the schema refuses is said under the name and sends nothing', async () => {
    const { calls } = await renderPage('/audiences/define/question-data');
    await openQuestion();
    fireEvent.click(dialog().getByRole('radio', { name: 'Yes (1.2k votes)' }));
    act(() => dialog().getByTestId('assign-new-tag-parent').focus());
    fireEvent.click(dialog().getByText('Politics'));
    fireEvent.change(dialog().getByTestId('assign-new-tag-name'), { target: { value: 'Go' } });
    fireEvent.click(dialog().getByTestId('assign-new-tag-save'));
    await settle();
    expect(dialog().getByTestId('assign-new-tag').textContent).toContain('at least 3');
    expect(posts(calls, 'assignNewAudience')).toEqual([]);
  });

  it('issue 16: the preview asks previewAssignment with the rule (no audience) and shows the visitors; "apply to the last 30 days" goes with assignAudience; a missing preview call shows in the red snackbar', async () => {
    let preview: FakeReply = ok({ visitors: 1234 });
    const { app, calls } = await renderPage('/audiences/define/question-data', { routes: { 'POST /api/v1/audiences/previewAssignment': () => preview } });
    await openQuestion();
    fireEvent.click(dialog().getByRole('radio', { name: 'Yes (1.2k votes)' }));
    fireEvent.click(dialog().getByRole('button', { name: 'How many visitors of the last 30 days match?' }));
    await settle();
    expect(posts(calls, 'previewAssignment')).toEqual([{ mode: 'question', selectedField: 51, modeParams: { questionId: 5, domain: 'news.test' } }]);
    expect(dialog().getByTestId('assign-preview-visitors').textContent).toBe('1.23k visitors');

    fireEvent.click(dialog().getByRole('checkbox', { name: 'Apply to the last 30 days' }));
    await pickOption('Interests', 'Politics');
    expect(posts(calls, 'assignAudience')).toEqual([expect.objectContaining({ audienceId: 2, applyToPast: true })]);

    preview = fail(404, 'not_found', 'View not found!');
    fireEvent.click(dialog().getByRole('radio', { name: 'No (30 votes)' }));
    expect(dialog().queryByTestId('assign-preview-visitors')).toBeNull();
    fireEvent.click(dialog().getByRole('button', { name: 'How many visitors of the last 30 days match?' }));
    await settle();
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'View not found!', intent: 'danger', timeout: 0 });
    expect(dialog().queryByTestId('assign-preview-visitors')).toBeNull();
  });

  it('issue 16: a rule saved with "apply to the last 30 days" shows its past assignment\'s progress until it ends, then how many visitors it added, the table loads again and the overview\'s cached counts are forgotten', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const job = { id: 'job-1', audienceId: 2, state: 'running', progress: 0, added: 0 };
      const progress = [{ ...job, progress: 0.5 }, { ...job, state: 'done', progress: 1, added: 1234 }];
      const { app, calls } = await renderPage('/audiences/define/question-data', {
        routes: {
          'POST /api/v1/audiences/assignAudience': ok({ ...assignedAudience(100, 2, 'Politics', 1, 1, null, 51), pastAssignment: job }),
          'GET /api/v1/audiences/getPastAssignment': () => ok(progress.shift()),
        },
      });
      // The overview was seen before: its counts are cached, without the visitors the job adds.
      const counts = audienceCountsCacheOf(app.api);
      counts.set('visitors today', { 2: 0 });
      await openQuestion();
      fireEvent.click(dialog().getByRole('radio', { name: 'Yes (1.2k votes)' }));
      fireEvent.click(dialog().getByRole('checkbox', { name: 'Apply to the last 30 days' }));
      await pickOption('Interests', 'Politics');
      expect(counts.get('visitors today')?.fresh).toBe(true);
      expect(dialog().getByTestId('assign-past-progress').textContent).toContain('Applying to the last 30 days');
      await act(async () => jest.advanceTimersByTimeAsync(1000));
      expect(dialog().getByTestId('assign-past-progress').querySelector('.bp6-progress-meter')!.getAttribute('style')).toContain('50%');
      const tableLoads = datatableCalls(calls, '/api/v1/questions/datatable').length;
      await act(async () => jest.advanceTimersByTimeAsync(1000));
      expect(calls.filter((c) => c.url.includes('getPastAssignment')).map((c) => c.url)).toEqual([expect.stringContaining('id=job-1'), expect.stringContaining('id=job-1')]);
      expect(dialog().queryByTestId('assign-past-progress')).toBeNull();
      expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Applied to the last 30 days: 1234 visitors added', intent: 'success' });
      expect(datatableCalls(calls, '/api/v1/questions/datatable').length).toBe(tableLoads + 1);
      expect(counts.get('visitors today')).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
