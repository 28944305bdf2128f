/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeCall, FakeReply } from '../../client/support/fakeFetch';
import { currentUrl } from '../../client/support/renderConsole';
import { giveTablesAViewport } from '../../client/support/tableViewport';
import { fail, ok, renderTransfers, settle, transfer } from './transfersConsole';

const LIST = 'GET /api/v1/audiences/transfers/datatable';
const CREATE = 'POST /api/v1/audiences/transfers/create';

// The date fields are a lazy chunk; loading it once up front keeps each test's wait short.
beforeAll(() => import('../../../../core/client/widgets/DayField'));
giveTablesAViewport();

/** The wizard (a date field's calendar is a dialog too). */
const wizard = () => screen.getAllByRole('dialog').find((d) => d.classList.contains('bp6-dialog'))!;
const dialog = () => within(wizard());
/** The steps' titles with their state: current (>), refused (!). */
const stepStates = () =>
  [...dialog().getByRole('list', { name: 'Steps' }).querySelectorAll('li')].map((li) => `${li.getAttribute('aria-current') ? '>' : ''}${li.textContent!.replace(/^\d\s*/, '').replace('This step has invalid fields', '')}${li.hasAttribute('data-invalid') ? '!' : ''}`);
const buttons = () => dialog().getAllByRole('button').map((b) => b.textContent).filter((text) => ['Cancel', 'Previous', 'Continue', 'Create', 'Update'].includes(text!));
const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST' && c.url === '/api/v1/audiences/transfers/create').map((c) => c.body);

async function openWizard(create: FakeReply | ((call: FakeCall) => FakeReply) = ok({ id: 42 })) {
  const view = await renderTransfers('/audiences/transfer', { [LIST]: ok({ items: [], total: 0 }), [CREATE]: create, 'GET /api/v1/audiences/transfers/42': ok(transfer(42, 'Sports fans')) });
  fireEvent.click(screen.getByTestId('transfer-create'));
  await settle();
  return view;
}
async function typeDay(label: string, day: string) {
  const input = await dialog().findByRole('combobox', { name: label });
  await act(async () => void fireEvent.focus(input));
  fireEvent.change(input, { target: { value: day } });
  await act(async () => void fireEvent.keyDown(input, { key: 'Enter' }));
  await act(async () => void fireEvent.blur(input));
}
async function pickAudience(label: 'Interests' | 'Properties', text: string) {
  const input = dialog().getByRole('textbox', { name: label });
  act(() => input.focus());
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(await dialog().findByText(text));
  await settle();
}
const next = async () => {
  fireEvent.click(dialog().getByRole('button', { name: 'Continue' }));
  await settle();
};

/** Name, dates, one interest and one property, pixel 7, up to the last step. */
async function fillIn() {
  await userEvent.type(dialog().getByRole('textbox', { name: 'Name' }), 'Sports fans');
  await typeDay('Start date', '2026-02-01');
  await typeDay('End date', '2026-02-28');
  await next();
  await pickAudience('Interests', 'Football');
  await pickAudience('Properties', 'Parents');
  await next();
  fireEvent.click(within(dialog().getByTestId('pixel-picker')).getByLabelText('Pixel 7'));
  await settle();
}

describe('the transfer wizard', () => {
  it('TR-08, TR-09: three steps — data, inventory, pixel; Continue below the last, Previous above the first, Create only on the last', async () => {
    await openWizard();
    expect(dialog().getByText('Create audience transfer')).toBeTruthy();
    expect(stepStates()).toEqual(['>Data', 'Inventory', 'Pixel']);
    expect(buttons()).toEqual(['Cancel', 'Continue']);
    await userEvent.type(dialog().getByRole('textbox', { name: 'Name' }), 'Sports fans');
    await next();
    expect(stepStates()).toEqual(['Data', '>Inventory', 'Pixel']);
    expect(buttons()).toEqual(['Cancel', 'Previous', 'Continue']);
    expect(dialog().getByRole('textbox', { name: 'Interests' })).toBeTruthy();
    expect(dialog().getByRole('textbox', { name: 'Properties' })).toBeTruthy();
    await next();
    expect(stepStates()).toEqual(['Data', 'Inventory', '>Pixel']);
    expect(buttons()).toEqual(['Cancel', 'Previous', 'Create']);
    expect(dialog().getByTestId('pixel-picker')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Previous' }));
    expect(stepStates()).toEqual(['Data', '>Inventory', 'Pixel']);
  });

  it('TR-12: the name has a 50 counter; Continue refuses a name of 2 characters and one of 51', async () => {
    await openWizard();
    expect(dialog().getByTestId('field-name-counter').textContent).toBe('0/50');
    await userEvent.type(dialog().getByRole('textbox', { name: 'Name' }), 'ab');
    await next();
    expect(stepStates()).toEqual(['>Data!', 'Inventory', 'Pixel']);
    expect(dialog().getByText('Name must be at least 3 characters.')).toBeTruthy();
    fireEvent.change(dialog().getByRole('textbox', { name: 'Name' }), { target: { value: 'x'.repeat(51) } });
    await next();
    expect(dialog().getByText('Name may not be greater than 50 characters.')).toBeTruthy();
    expect(dialog().getByTestId('field-name-counter').textContent).toBe('51/50');
  });

  it('TR-13, TR-14: no day before 2018-01-01 can be set; an end before the start is refused', async () => {
    await openWizard();
    await userEvent.type(dialog().getByRole('textbox', { name: 'Name' }), 'Sports fans');
    await typeDay('Start date', '2017-12-31');
    expect((dialog().getByRole('combobox', { name: 'Start date' }) as HTMLInputElement).value).toBe('Out of range.');
    await typeDay('Start date', '2026-03-01');
    await typeDay('End date', '2026-02-01');
    await next();
    expect(stepStates()).toEqual(['>Data!', 'Inventory', 'Pixel']);
    expect(dialog().getByText('End date may not be before the start date.')).toBeTruthy();
  });

  it('TR-15, TR-16, TR-17: Create sends the days as YYYY-MM-DD and interests and properties in one assignedAudiences list, says "created" and opens the new transfer', async () => {
    const { app, calls, router } = await openWizard();
    await fillIn();
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    await settle();
    expect(posts(calls)).toEqual([{ name: 'Sports fans', start_date: '2026-02-01', end_date: '2026-02-28', assignedAudiences: [2, 10], assignedPixels: [7] }]);
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Successfully created.', intent: 'success' });
    await waitFor(() => expect(currentUrl(router)).toBe('/audiences/transfer/42'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('OP-53: a transfer may have no dates: they go as null', async () => {
    const { calls } = await openWizard();
    await userEvent.type(dialog().getByRole('textbox', { name: 'Name' }), 'Always on');
    await next();
    await next();
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    await settle();
    expect(posts(calls)).toEqual([{ name: 'Always on', start_date: null, end_date: null, assignedAudiences: [], assignedPixels: [] }]);
  });

  it('TR-11, TR-19: a refused assignedAudiences opens and marks step 2 with its error; "save error" shows red until closed', async () => {
    const { app } = await openWizard(fail(422, 'validation_failed', 'Invalid value', { assignedAudiences: ['assignedAudiences must be one of the allowed values.'] }));
    await fillIn();
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    await settle();
    expect(stepStates()).toEqual(['Data', '>Inventory!', 'Pixel']);
    expect(dialog().getByText('Audiences must be one of the allowed values.')).toBeTruthy();
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Error while saving. Please check your input.', intent: 'danger', timeout: 0 });
  });

  it('TR-11: a refused assignedPixels marks step 3', async () => {
    await openWizard(fail(422, 'validation_failed', 'Invalid value', { assignedPixels: ['assignedPixels must be one of the allowed values.'] }));
    await fillIn();
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    await settle();
    expect(stepStates()).toEqual(['Data', 'Inventory', '>Pixel!']);
    expect(dialog().getByTestId('pixel-picker').dataset.invalid).toBe('true');
    expect(dialog().getByText('Pixels must be one of the allowed values.')).toBeTruthy();
  });

  it('OP-52: a domain_id error, though the transfer has no domain field, opens and marks step 1', async () => {
    await openWizard(fail(422, 'validation_failed', 'Invalid value', { domain_id: ['Invalid value'] }));
    await fillIn();
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    await settle();
    expect(stepStates()).toEqual(['>Data!', 'Inventory', 'Pixel']);
  });

  it('TR-19: a failure without field errors shows "save error" as well; the wizard stays open', async () => {
    const { app } = await openWizard(fail(500, 'server_error', 'Something broke.'));
    await fillIn();
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    await settle();
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Error while saving. Please check your input.', intent: 'danger', timeout: 0 });
    expect(wizard()).toBeTruthy();
  });

  it('TR-10: Cancel and open again: step 1, the defaults, no errors', async () => {
    await openWizard(fail(422, 'validation_failed', 'Invalid value', { assignedPixels: ['assignedPixels must be one of the allowed values.'] }));
    await fillIn();
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    await settle();
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('transfer-create'));
    await settle();
    expect(stepStates()).toEqual(['>Data', 'Inventory', 'Pixel']);
    expect((dialog().getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
    expect(dialog().queryByText('Pixels must be one of the allowed values.')).toBeNull();
  });
});
