/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import pixels from '../../../../plugins/pixels';
import type { Pixel } from '../../../../plugins/pixels/common/Pixel';
import type { FakeCall, FakeRoutes } from '../../client/support/fakeFetch';
import { renderConsole } from '../../client/support/renderConsole';
import { giveTablesAViewport } from '../../client/support/tableViewport';
import { testUser } from '../../client/support/testUser';
import { CRUD_PIXELS, PIXEL_ADMIN, fail, imagePixel, ok, pixel } from './pixelFixtures';

/** The pixels server: the datatable pages `rows` id descending; the other calls are each test's. */
async function renderPixels(rows: Pixel[], routes: FakeRoutes = {}, permissions = CRUD_PIXELS) {
  const datatable = (call: FakeCall) => {
    const { page, itemsPerPage } = JSON.parse(new URL(call.url, 'http://console.test').searchParams.get('options')!) as { page: number; itemsPerPage: number };
    const sorted = [...rows].sort((a, b) => b.id - a.id);
    return ok({ items: sorted.slice((page - 1) * itemsPerPage, page * itemsPerPage), total: rows.length });
  };
  const view = await renderConsole({
    path: '/pixel/manage',
    user: testUser(permissions),
    plugins: [dashboard, monitoring, pixels],
    routes: { 'GET /api/v1/pixels/datatable': datatable, 'GET /api/v1/account/settings/dataTable.pixels.pageSize': ok(null), ...routes },
  });
  await screen.findByTestId('datatable-pixels');
  await settle();
  return view;
}

giveTablesAViewport();
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const cellTexts = () => [...document.querySelectorAll('.ac-datatable-cell-content')].map((c) => c.textContent);
const datatableCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.startsWith('/api/v1/pixels/datatable'));
const requestOf = (call: FakeCall) => Object.fromEntries([...new URL(call.url, 'http://console.test').searchParams].map(([key, value]) => [key, key === 'search' ? value : JSON.parse(value)]));
const dialog = () => within(screen.getByRole('dialog'));
const field = (label: string) => dialog().getByLabelText(label) as HTMLInputElement;

describe('/pixel/manage', () => {
  it('PX-01, PX-03: the datatable is asked for page 1 of 10, id descending; rows show id, title, type, approved, triggered and created at; Add and a type and approved filter menu are there', async () => {
    const { calls } = await renderPixels([imagePixel(1, 'Sign-up', { triggered: 1234 }), pixel(2, 'Retargeting')]);
    expect(requestOf(datatableCalls(calls)[0])).toEqual({ options: { page: 1, itemsPerPage: 10, sortBy: ['id'], sortDesc: [true] } });
    expect(cellTexts().slice(0, 6)).toEqual(['2', 'Retargeting', 'Javascript', 'No', '0', new Date('2026-01-01T00:00:00.000Z').toLocaleString('en')]);
    expect(cellTexts().slice(6, 11)).toEqual(['1', 'Sign-up', 'Image', 'Yes', '1.23k']);
    expect(screen.getByTestId('pixel-add').textContent).toBe('Add pixel');

    fireEvent.click(screen.getByTestId('datatable-filters'));
    fireEvent.click(within(await screen.findByTestId('pixels-filter-type')).getByLabelText('Facebook'));
    await waitFor(() => expect(requestOf(datatableCalls(calls).at(-1)!).filters).toEqual({ type: 'facebook' }));
    fireEvent.click(within(screen.getByTestId('pixels-filter-approved')).getByLabelText('No'));
    await waitFor(() => expect(requestOf(datatableCalls(calls).at(-1)!).filters).toEqual({ type: 'facebook', approved: false }));
    expect(screen.getByTestId('datatable-filter-approved').textContent).toContain('No');
  });

  it('PX-03: the search is sent once typing has rested 500 ms', async () => {
    const { calls } = await renderPixels([pixel(1, 'Retargeting')]);
    const before = datatableCalls(calls).length;
    await userEvent.type(screen.getByLabelText('Search…'), 'retar');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(datatableCalls(calls)).toHaveLength(before);
    await waitFor(() => expect(requestOf(datatableCalls(calls).at(-1)!).search).toBe('retar'));
    expect(datatableCalls(calls)).toHaveLength(before + 1);
  });

  it('PX-02, PX-07: Add opens the create dialog with javascript chosen and no Delete; a row opens its edit dialog with Delete', async () => {
    await renderPixels([imagePixel(1, 'Sign-up')]);
    fireEvent.click(screen.getByTestId('pixel-add'));
    expect(dialog().getByText('Add pixel')).toBeTruthy();
    expect((dialog().getByLabelText('Type') as HTMLSelectElement).value).toBe('javascript');
    expect(dialog().queryByTestId('pixel-delete')).toBeNull();
    fireEvent.click(dialog().getByTestId('pixel-dialog-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByText('Sign-up'));
    expect(dialog().getByText('Edit pixel')).toBeTruthy();
    expect(field('Title').value).toBe('Sign-up');
    expect(field('Image URL').value).toBe('https://pixel.example.com/p.gif');
    expect(dialog().getByTestId('pixel-delete')).toBeTruthy();
  });

  it("PX-08 … PX-11: the dialog shows the chosen type's fields; code is plain text in text areas", async () => {
    await renderPixels([]);
    fireEvent.click(screen.getByTestId('pixel-add'));
    const labels = () => [...screen.getByRole('dialog').querySelectorAll('label.bp6-label')].map((l) => l.textContent?.trim());
    expect(labels()).toEqual(['Title', 'Type', 'Header code', 'Body code', 'Trigger code']);
    expect(field('Trigger code').tagName).toBe('TEXTAREA');
    const type = dialog().getByLabelText('Type');
    fireEvent.change(type, { target: { value: 'google' } });
    expect(labels()).toEqual(['Title', 'Type', 'Conversion ID', 'Conversion label', 'Conversion value', 'Custom value']);
    fireEvent.change(type, { target: { value: 'facebook' } });
    expect(labels()).toEqual(['Title', 'Type', 'Pixel ID']);
    fireEvent.change(type, { target: { value: 'image' } });
    expect(labels()).toEqual(['Title', 'Type', 'Image URL']);
    // Code typed is kept as text: nothing of it becomes markup.
    fireEvent.change(type, { target: { value: 'javascript' } });
    fireEvent.change(field('Body code'), { target: { value: '<img src=x onerror="alert(1)">' } });
    expect(field('Body code').value).toBe('<img src=x onerror="alert(1)">');
    expect(screen.getByRole('dialog').querySelector('img')).toBeNull();
  });

  it('PX-12: a URL without http(s) gets https:// as it is typed and when it is left', async () => {
    await renderPixels([]);
    fireEvent.click(screen.getByTestId('pixel-add'));
    await userEvent.type(field('Header code'), 'example.com/p.js');
    expect(field('Header code').value).toBe('https://example.com/p.js');
    await userEvent.clear(field('Header code'));
    await userEvent.type(field('Header code'), 'http://example.com/p.js');
    expect(field('Header code').value).toBe('http://example.com/p.js');
    fireEvent.change(dialog().getByLabelText('Type'), { target: { value: 'image' } });
    fireEvent.change(field('Image URL'), { target: { value: 'http' } });
    fireEvent.blur(field('Image URL'));
    await waitFor(() => expect(field('Image URL').value).toBe('https://http'));
  });

  it('PX-04: a javascript pixel shows the needs-approval warning when new or unapproved, the approved alert when approved, and the warning again once its code is changed', async () => {
    await renderPixels([pixel(1, 'Waiting tag'), pixel(2, 'Live tag', { approved: true }), imagePixel(3, 'Sign-up')]);
    fireEvent.click(screen.getByTestId('pixel-add'));
    expect(dialog().getByTestId('pixel-needs-approval').textContent).toContain('must be approved before they fire');
    fireEvent.click(dialog().getByTestId('pixel-dialog-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByText('Waiting tag'));
    expect(dialog().getByTestId('pixel-needs-approval').textContent).toContain('is not approved yet');
    expect(dialog().queryByTestId('pixel-approve')).toBeNull(); // no admin
    fireEvent.click(dialog().getByTestId('pixel-dialog-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByText('Live tag'));
    expect(dialog().getByTestId('pixel-approved').textContent).toContain('is approved');
    await userEvent.type(field('Title'), ' renamed');
    expect(dialog().getByTestId('pixel-approved')).toBeTruthy();
    await userEvent.type(field('Trigger code'), ';');
    expect(dialog().getByTestId('pixel-needs-approval').textContent).toContain('approved again');
    fireEvent.click(dialog().getByTestId('pixel-dialog-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByText('Sign-up'));
    expect(dialog().queryByTestId('pixel-approved')).toBeNull();
    expect(dialog().queryByTestId('pixel-needs-approval')).toBeNull();
  });

  it("OP-12: a rejected javascript pixel shows the reviewer's reason until its code is changed", async () => {
    await renderPixels([pixel(4, 'Rejected tag', { rejection_reason: 'Loads a script from an unknown host.' })]);
    fireEvent.click(screen.getByText('Rejected tag'));
    const callout = dialog().getByTestId('pixel-needs-approval');
    expect(callout.textContent).toContain('The review rejected this pixel: Loads a script from an unknown host.');
    expect(callout.className).toContain('intent-danger');
    await userEvent.type(field('Title'), ' renamed');
    expect(dialog().getByTestId('pixel-needs-approval').textContent).toContain('Loads a script from an unknown host.');
    await userEvent.type(field('Trigger code'), ';');
    expect(dialog().getByTestId('pixel-needs-approval').textContent).toContain('is not approved yet');
  });

  it('PX-14, PX-15: a create refused with 422 shows the error under its field and stores nothing; the next one says "Pixel created" and loads the list again', async () => {
    const rows: Pixel[] = [];
    let refuse = true;
    const create = (call: FakeCall) => {
      if (refuse) return fail(422, 'validation_failed', 'Invalid value', { title: ['Title is taken.'] });
      rows.push(pixel(7, (call.body as { title: string }).title));
      return ok({ id: 7 });
    };
    const { app, calls } = await renderPixels(rows, { 'POST /api/v1/pixels/create': create });
    fireEvent.click(screen.getByTestId('pixel-add'));
    await userEvent.type(field('Title'), 'Retargeting');
    await userEvent.type(field('Header code'), 'cdn.example.com/tag.js');
    await userEvent.type(field('Trigger code'), "tag('visit')");
    fireEvent.click(dialog().getByTestId('pixel-dialog-submit'));
    expect(await dialog().findByText('Title is taken.')).toBeTruthy();
    expect(app.snackbar.messages).toEqual([]);

    refuse = false;
    fireEvent.click(dialog().getByTestId('pixel-dialog-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ title: 'Retargeting', type: 'javascript', externalcode: 'https://cdn.example.com/tag.js', trigger_code: "tag('visit')" });
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'Pixel created', intent: 'success' })]);
    await settle();
    expect(cellTexts()[1]).toBe('Retargeting');
  });

  it('PX-06, PX-08: the shared schema refuses before sending: a short title, a header code that is no URL, a missing trigger code', async () => {
    const { calls } = await renderPixels([]);
    fireEvent.click(screen.getByTestId('pixel-add'));
    await userEvent.type(field('Title'), 'ab');
    fireEvent.change(field('Header code'), { target: { value: 'not a url' } });
    fireEvent.click(dialog().getByTestId('pixel-dialog-submit'));
    expect(await dialog().findByText('Header code is not a valid URL.')).toBeTruthy();
    expect(dialog().getByText('Title must be at least 3 characters.')).toBeTruthy();
    expect(dialog().getByText('Trigger code is required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('PX-14: an edit sends the version it started from and says "Pixel updated"', async () => {
    const current = imagePixel(1, 'Sign-up', { version: 3 });
    const { app, calls } = await renderPixels([current], { 'PUT /api/v1/pixels/1': (call) => ok({ ...current, ...(call.body as object), version: 4 }) });
    fireEvent.click(screen.getByText('Sign-up'));
    await userEvent.clear(field('Title'));
    await userEvent.type(field('Title'), 'Newsletter{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ title: 'Newsletter', type: 'image', source: 'https://pixel.example.com/p.gif', version: 3 });
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Pixel updated', intent: 'success' });
  });

  it('OP-67: a pixel stored as "unspecified" shows it, and cannot be saved until a type is chosen', async () => {
    const { calls } = await renderPixels([pixel(1, 'Imported', { type: 'unspecified', externalcode: null, trigger_code: null })], { 'PUT /api/v1/pixels/1': ok(null) });
    expect(cellTexts()[2]).toBe('Unspecified');
    fireEvent.click(screen.getByText('Imported'));
    const type = dialog().getByLabelText('Type') as HTMLSelectElement;
    expect(type.value).toBe('unspecified');
    expect(dialog().getByText('This pixel has no type yet: choose one to save it.')).toBeTruthy();
    fireEvent.click(dialog().getByTestId('pixel-dialog-submit'));
    expect(await dialog().findByText('Type must be one of the allowed values.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('PX-14, OP-74: Delete in the edit dialog asks first (300 wide): Cancel keeps the pixel; Delete removes it, says "Pixel deleted" and loads the list again', async () => {
    const rows = [pixel(1, 'Retargeting'), imagePixel(2, 'Sign-up')];
    const { app, calls } = await renderPixels(rows, {
      'DELETE /api/v1/pixels/2': () => {
        rows.splice(1, 1);
        return ok({ id: 2 });
      },
    });
    fireEvent.click(screen.getByText('Sign-up'));
    fireEvent.click(dialog().getByTestId('pixel-delete'));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.style.width).toBe('300px');
    expect(within(confirm).getByTestId('pixel-delete-confirm').textContent).toBe('Delete the pixel "Sign-up"?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(dialog().getByTestId('pixel-delete'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/v1/pixels/2']);
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Pixel deleted', intent: 'success' });
    await settle();
    expect(cellTexts()).not.toContain('Sign-up');
  });

  it('OP-12: an admin sees Approve on an unapproved javascript pixel, held back while the form has changes; approving sends the version and says "Pixel approved"', async () => {
    const unapproved = pixel(1, 'Retargeting', { version: 2 });
    const { app, calls } = await renderPixels([unapproved], { 'POST /api/v1/pixels/1/approve': ok({ ...unapproved, approved: true, version: 3 }) }, PIXEL_ADMIN);
    fireEvent.click(screen.getByText('Retargeting'));
    const approve = dialog().getByTestId('pixel-approve') as HTMLButtonElement;
    await userEvent.type(field('Title'), '!');
    expect(approve.disabled).toBe(true);
    await userEvent.type(field('Title'), '{Backspace}');
    await waitFor(() => expect(approve.disabled).toBe(false));
    fireEvent.click(approve);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url === '/api/v1/pixels/1/approve')?.body).toEqual({ version: 2 });
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'Pixel approved', intent: 'success' })]);
    await settle();
    expect(datatableCalls(calls)).toHaveLength(2);
  });
});
