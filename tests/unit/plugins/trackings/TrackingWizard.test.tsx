/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bindTranslators } from '../../../../core/client/i18n/bindTranslators';
import { setValidationTranslator } from '../../../../core/common/validation/validationMessages';
import { giveTablesAViewport } from '../../client/support/tableViewport';
import { callsTo, datatable, fail, ok, renderTrackings, settle, tracking } from './renderTrackings';

giveTablesAViewport();
const dialog = () => within(screen.getByRole('dialog'));
const button = (name: string) => screen.queryByTestId(`tracking-wizard-${name}`);
const steps = () => screen.getByRole('list', { name: 'Steps' });
const currentStep = () => steps().querySelector('[aria-current="step"]')?.textContent;
const stepItem = (title: string) => within(steps()).getByText(title, { exact: false }).closest('li')!;

async function openWizard(routes = {}) {
  const view = await renderTrackings('/tracking/track-events', { 'GET /api/v1/trackings/datatable': datatable([]), 'GET /api/v1/trackings/42': ok(tracking(42)), ...routes });
  await screen.findByTestId('datatable-trackings');
  fireEvent.click(screen.getByTestId('tracking-add'));
  await screen.findByRole('dialog');
  return view;
}

async function toStep(title: string) {
  await userEvent.click(button('continue')!);
  await waitFor(() => expect(currentStep()).toContain(title));
}

/** The tags of a ChoicesSelect: what it holds. */
const tagsOf = (testId: string) => [...screen.getByTestId(testId).closest('.bp6-tag-input')!.querySelectorAll('.bp6-tag')].map((tag) => tag.textContent);

/** Chooses the option of a ChoicesSelect whose label holds `text`, after typing it (the search rests 500 ms). */
async function choose(testId: string, text: string) {
  await userEvent.click(screen.getByTestId(testId));
  const option = await screen.findByText((_content, el) => el?.getAttribute('data-testid') === `${testId}-option` && (el.textContent ?? '').includes(text), {}, { timeout: 2000 });
  await userEvent.click(option);
}

describe('TrackingWizard', () => {
  it('TK-05, TK-14, TK-08: the add button opens a 900 px three-step wizard with the defaults — all domains and devices, auto-assignment off — and a name counter of 50', async () => {
    await openWizard();
    expect(screen.getByRole('dialog').style.width).toBe('900px');
    expect(within(steps()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1 Data', '2 Inventory', '3 Pixels and events']);
    expect((dialog().getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('field-name-counter').textContent).toBe('0/50');
    const domain = dialog().getByLabelText('Domain') as HTMLSelectElement;
    expect([...domain.options].map((o) => o.textContent)).toEqual(['All domains', 'news.example.com', 'sport.example.com']);
    expect(domain.selectedOptions[0].textContent).toBe('All domains');
    expect((dialog().getByLabelText('Device type') as HTMLSelectElement).selectedOptions[0].textContent).toBe('All devices');
    expect(((await dialog().findByLabelText('Start date')) as HTMLInputElement).value).toBe('');
    await userEvent.type(dialog().getByLabelText('Name'), 'Summer polls');
    expect(screen.getByTestId('field-name-counter').textContent).toBe('12/50');
    await toStep('Inventory');
    expect((screen.getByTestId('field-auto_assignment') as HTMLInputElement).checked).toBe(false);
  });

  it('TK-06: Cancel and reopening starts again at step 1 with the defaults', async () => {
    await openWizard();
    await userEvent.type(dialog().getByLabelText('Name'), 'Summer polls');
    await toStep('Inventory');
    await userEvent.click(button('cancel')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('tracking-add'));
    await screen.findByRole('dialog');
    expect(currentStep()).toContain('Data');
    expect((dialog().getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('TK-08, TK-06: Continue is refused while the name is too short, with the message on the field', async () => {
    await openWizard();
    await userEvent.type(dialog().getByLabelText('Name'), 'ab');
    await userEvent.click(button('continue')!);
    expect(await dialog().findByText('Name must be at least 3 characters.')).toBeTruthy();
    expect(currentStep()).toContain('Data');
  });

  it('TK-15: questions of the chosen domain, their answers and forms can be assigned; turning auto-assignment on clears and locks them', async () => {
    await openWizard();
    await userEvent.type(dialog().getByLabelText('Name'), 'Summer polls');
    await userEvent.selectOptions(dialog().getByLabelText('Domain'), 'news.example.com');
    await toStep('Inventory');
    await choose('tracking-questions', 'Do children');
    // Only news.example.com's questions were offered: one tag, named with its domain once the question is loaded.
    expect(screen.getAllByTestId('tracking-questions-option').map((o) => o.textContent)).toEqual(['Do children live in your household? · news.example.com', 'What do you do for a living? · news.example.com']);
    await waitFor(() => expect(tagsOf('tracking-questions')).toEqual(['Do children live in your household? · news.example.com']));
    await choose('tracking-answers', 'No');
    await choose('tracking-forms', 'Newsletter');
    expect(tagsOf('tracking-answers')).toEqual(['Do children live in your household?: No']);
    await waitFor(() => expect(tagsOf('tracking-forms')).toEqual(['Newsletter · news.example.com']));

    await userEvent.click(screen.getByTestId('field-auto_assignment'));
    expect(tagsOf('tracking-questions')).toEqual([]);
    expect(tagsOf('tracking-answers')).toEqual([]);
    expect(tagsOf('tracking-forms')).toEqual([]);
    expect((screen.getByTestId('tracking-questions') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('tracking-forms') as HTMLInputElement).disabled).toBe(true);
  });

  it('TK-12, TK-16: step 3 offers the pixel picker and exactly the five events; Create sends every step’s values, says "Successfully created." and opens the new detail', async () => {
    const { app, calls, router } = await openWizard({ 'POST /api/v1/trackings/create': ok({ id: 42 }) });
    await userEvent.type(dialog().getByLabelText('Name'), 'Summer polls');
    await toStep('Inventory');
    await choose('tracking-questions', 'What do you do');
    await toStep('Pixels and events');
    expect(within(screen.getByTestId('tracking-events')).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['Question view', 'Vote', 'Vote click', 'Lead form submit', 'CTA click']);
    await userEvent.click(dialog().getByText('Add pixel 7'));
    await userEvent.click(dialog().getByLabelText('Vote'));
    await userEvent.click(dialog().getByLabelText('Question view'));
    expect(button('submit')!.textContent).toBe('Create');
    await userEvent.click(button('submit')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tracking/track-events/42'));
    expect(callsTo(calls, 'POST', '/v1/trackings/create')[0].body).toEqual({
      name: 'Summer polls',
      start_date: null,
      end_date: null,
      domain_id: 0,
      device_type: 'all',
      auto_assignment: false,
      active: true,
      assignedQuestions: [{ id: 9102, domain: 'news.example.com' }],
      assignedAnswers: [],
      assignedForms: [],
      assignedAds: [],
      assignedPixels: [7],
      // In the list's order, whatever the order of the clicks.
      assignedEvents: ['question_view', 'vote'],
    });
    expect(app.snackbar.messages).toContainEqual(expect.objectContaining({ message: 'Successfully created.', intent: 'success' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('TK-07, TK-17: a 422 on a step-2 field opens and marks step 2, shows the field error and the persistent red "save error"; the dialog stays', async () => {
    const { app } = await openWizard({ 'POST /api/v1/trackings/create': fail(422, 'validation_failed', 'Invalid value', { assignedForms: ['Invalid value'] }) });
    await userEvent.type(dialog().getByLabelText('Name'), 'Summer polls');
    await toStep('Inventory');
    await toStep('Pixels and events');
    await userEvent.click(button('submit')!);
    await waitFor(() => expect(currentStep()).toContain('Inventory'));
    expect(stepItem('Inventory').dataset.invalid).toBe('true');
    expect(stepItem('Data').dataset.invalid).toBeUndefined();
    expect(dialog().getByText('Invalid value.')).toBeTruthy();
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'Error while saving. Please check your input.', intent: 'danger', timeout: 0 })]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('TK-07: a 422 on a step-1 field (the domain checked on the server) opens step 1 with the error on the domain', async () => {
    const { i18n } = await openWizard({ 'POST /api/v1/trackings/create': fail(422, 'validation_failed', 'Invalid value', { domain_id: ['domain_id must be one of the allowed values.'] }) });
    // As the console does once its texts are in: server messages name the field by its label.
    bindTranslators(i18n);
    await userEvent.type(dialog().getByLabelText('Name'), 'Summer polls');
    await toStep('Inventory');
    await toStep('Pixels and events');
    await act(async () => void fireEvent.click(button('submit')!));
    await waitFor(() => expect(currentStep()).toContain('Data'));
    expect(stepItem('Data').dataset.invalid).toBe('true');
    expect(dialog().getByText('Domain must be one of the allowed values.')).toBeTruthy();
    await settle();
    setValidationTranslator(undefined);
  });
});
