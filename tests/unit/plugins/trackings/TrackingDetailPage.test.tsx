/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaleUpdateError } from '../../../../core/server/entities/StaleUpdateError';
import type { FakeCall, FakeRoutes } from '../../client/support/fakeFetch';
import { giveTablesAViewport } from '../../client/support/tableViewport';
import { callsTo, datatable, fail, ok, renderTrackings, settle, tracking } from './renderTrackings';

giveTablesAViewport();
const text = (testId: string) => screen.getByTestId(testId).textContent;
const LIST = { 'GET /api/v1/trackings/datatable': datatable([]) };

async function renderDetail(routes: FakeRoutes = {}) {
  const view = await renderTrackings('/tracking/track-events/5', { ...LIST, 'GET /api/v1/trackings/5': ok(tracking(5)), ...routes });
  await screen.findByTestId('tracking-detail');
  await settle();
  return view;
}

describe('/tracking/track-events/{id}', () => {
  it('TK-18, TK-22: shows name, dates, domain, device type, auto-assignment, the active switch, the assigned pixels, events, questions, answers, ads and forms, Edit and Delete', async () => {
    const { calls } = await renderDetail();
    expect(text('tracking-name')).toBe('Summer polls');
    expect(text('tracking-start-date')).toBe('2026-06-01');
    expect(text('tracking-end-date')).toBe('2026-08-31');
    expect(text('tracking-domain')).toBe('news.example.com');
    expect(text('tracking-device-type')).toBe('Mobile');
    expect(text('tracking-auto-assignment')).toBe('No');
    expect((screen.getByTestId('tracking-active') as HTMLInputElement).checked).toBe(true);
    // The pixels plugin draws the assigned pixels from their ids.
    expect(text('assigned-pixels')).toBe('3,4');
    expect(text('tracking-events')).toBe('EventsQuestion viewVote');
    // Questions, answers and forms are named from the audiences plugin's calls, on their domain.
    await waitFor(() => expect(text('tracking-questions')).toBe('QuestionsDo children live in your household? · news.example.com'));
    expect(callsTo(calls, 'GET', '/v1/questions/9101')[0].url).toContain('domain=news.example.com');
    expect(text('tracking-answers')).toBe('AnswersDo children live in your household?: No');
    expect(text('tracking-ads')).toBe('Ads#12');
    expect(text('tracking-forms')).toBe('FormsNewsletter · news.example.com');
    expect(screen.getByTestId('tracking-edit')).toBeTruthy();
    expect(screen.getByTestId('tracking-delete')).toBeTruthy();
  });

  it('TK-18: an open-ended tracking on all domains without assignments says so', async () => {
    const bare = tracking(5, { domain_id: 0, domain: null, start_date: null, end_date: null, auto_assignment: true, assignedQuestions: [], assignedAnswers: [], assignedForms: [], assignedAds: [], assignedEvents: [] });
    await renderDetail({ 'GET /api/v1/trackings/5': ok(bare) });
    expect(text('tracking-start-date')).toBe('Not set');
    expect(text('tracking-end-date')).toBe('Not set');
    expect(text('tracking-domain')).toBe('All domains');
    expect(text('tracking-auto-assignment')).toBe('Yes');
    expect(text('tracking-questions')).toBe('QuestionsNone');
  });

  it('TK-19: the active switch posts toggleState (id, newState) and says "State changed."', async () => {
    const { app, calls } = await renderDetail({ 'POST /api/v1/trackings/toggleState': ok({ id: 5, active: false }) });
    fireEvent.click(screen.getByTestId('tracking-active'));
    await settle();
    expect(callsTo(calls, 'POST', '/v1/trackings/toggleState').map((c) => c.body)).toEqual([{ id: 5, newState: false }]);
    expect((screen.getByTestId('tracking-active') as HTMLInputElement).checked).toBe(false);
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'State changed.', intent: 'success' })]);
  });

  it('OP-73: a failed toggle puts the switch back and is only logged', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = await renderDetail({ 'POST /api/v1/trackings/toggleState': fail(500, 'server_error', 'Not now.') });
    fireEvent.click(screen.getByTestId('tracking-active'));
    await settle();
    expect((screen.getByTestId('tracking-active') as HTMLInputElement).checked).toBe(true);
    expect(app.snackbar.messages).toEqual([]);
    expect(logged).toHaveBeenCalledWith('Changing the tracking state failed:', 'server_error');
    logged.mockRestore();
  });

  it('TK-20: a tracking that cannot be loaded leads back to the list with the not-found message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { app, router } = await renderTrackings('/tracking/track-events/999999', { ...LIST, 'GET /api/v1/trackings/999999': fail(404, 'tracking_not_found', 'Tracking not found.') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tracking/track-events'));
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'The requested entry could not be found.', intent: 'danger', timeout: 0 })]);
    jest.restoreAllMocks();
  });

  it('TK-21, OP-74: Delete asks in a 300 px confirmation; Cancel stays, Delete removes it, says "Successfully deleted." and goes to the list', async () => {
    const { app, calls, router } = await renderDetail({ 'DELETE /api/v1/trackings/5': ok({ id: 5 }) });
    fireEvent.click(screen.getByTestId('tracking-delete'));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(screen.getByRole('alertdialog').style.width).toBe('300px');
    expect(confirm.getByTestId('tracking-delete-confirm').textContent).toBe('Delete the tracking "Summer polls"?');
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'DELETE', '/v1/trackings/5')).toEqual([]);
    fireEvent.click(screen.getByTestId('tracking-delete'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tracking/track-events'));
    expect(callsTo(calls, 'DELETE', '/v1/trackings/5')).toHaveLength(1);
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'Successfully deleted.', intent: 'success' })]);
  });

  it('TK-21: a failed delete shows a red snackbar, closes the confirmation and goes to the list all the same', async () => {
    const { app, router } = await renderDetail({ 'DELETE /api/v1/trackings/5': fail(500, 'server_error', 'Deleting failed.') });
    fireEvent.click(screen.getByTestId('tracking-delete'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tracking/track-events'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'Deleting failed.', intent: 'danger', timeout: 0 })]);
  });

  it('TK-16: Edit loads the values for edit into the wizard (Update on the last step); Update sends them with their version, closes and shows the detail again', async () => {
    let current = tracking(5);
    const values = { name: 'Summer polls', start_date: '2026-06-01', end_date: '2026-08-31', domain_id: 3, device_type: 'mobile', auto_assignment: false, active: true, assignedQuestions: current.assignedQuestions, assignedAnswers: current.assignedAnswers, assignedForms: current.assignedForms, assignedAds: [12], assignedPixels: [3, 4], assignedEvents: ['question_view', 'vote'], version: 1 };
    const update = (call: FakeCall) => {
      current = { ...current, ...(call.body as object), version: 2 };
      return ok(current);
    };
    const { app, calls } = await renderDetail({ 'GET /api/v1/trackings/5/edit': ok(values), 'PUT /api/v1/trackings/5': update, 'GET /api/v1/trackings/5': () => ok(current) });
    fireEvent.click(screen.getByTestId('tracking-edit'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Edit tracking')).toBeTruthy();
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('Summer polls');
    expect((dialog.getByLabelText('Domain') as HTMLSelectElement).selectedOptions[0].textContent).toBe('news.example.com');
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Autumn polls');
    await userEvent.click(screen.getByTestId('tracking-wizard-continue'));
    await userEvent.click(await screen.findByTestId('tracking-wizard-continue'));
    expect((await screen.findByTestId('tracking-wizard-submit')).textContent).toBe('Update');
    expect(text('pixel-picker-value')).toBe('3,4');
    await userEvent.click(screen.getByTestId('tracking-wizard-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'PUT', '/v1/trackings/5')[0].body).toEqual({ ...values, name: 'Autumn polls' });
    await waitFor(() => expect(text('tracking-name')).toBe('Autumn polls'));
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'Successfully updated.', intent: 'success' })]);
  });

  it('issue 14: an edit made stale meanwhile (409) keeps the wizard open and names who changed the tracking in a red snackbar', async () => {
    const stale = new StaleUpdateError({ version: 2, modified_email: 'ada@example.com', modified_at: new Date('2026-11-26T10:00:00Z') }).toBody();
    const values = { ...tracking(5), version: 1 };
    const { app } = await renderDetail({ 'GET /api/v1/trackings/5/edit': ok(values), 'PUT /api/v1/trackings/5': { status: 409, body: stale } });
    fireEvent.click(screen.getByTestId('tracking-edit'));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('tracking-wizard-continue'));
    await userEvent.click(await screen.findByTestId('tracking-wizard-continue'));
    await userEvent.click(await screen.findByTestId('tracking-wizard-submit'));
    await waitFor(() => expect(app.snackbar.messages).toHaveLength(1));
    expect(app.snackbar.messages[0]).toMatchObject({ intent: 'danger', timeout: 0 });
    expect(app.snackbar.messages[0].message).toContain('ada@example.com changed this entry at');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
