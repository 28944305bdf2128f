/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaleUpdateError } from '../../../../core/server/entities/StaleUpdateError';
import audiences from '../../../../plugins/audiences';
import type { Audience } from '../../../../plugins/audiences/common/Audience';
import type { AudienceEntity } from '../../../../plugins/audiences/common/AudienceEntity';
import { loadAudiences } from '../../../../plugins/audiences/client/loadAudiences';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import type { FakeCall, FakeReply, FakeRoutes } from '../../client/support/fakeFetch';
import { renderConsole } from '../../client/support/renderConsole';
import { testUser } from '../../client/support/testUser';

const MEMBER = ['AUDIENCES.VIEW', 'AUDIENCES.CREATE', 'AUDIENCES.EDIT', 'AUDIENCES.DELETE', 'MODULE_DMP.VIEW'];
const ADMIN = [...MEMBER, 'MODULE_ADMIN.VIEW'];
const ok = (data: unknown): FakeReply => ({ body: { status: 'success', data } });

function audience(id: number, english: string, fields: Partial<Audience> = {}): Audience {
  const german = `${english} de`;
  return { id, text: english, parent_id: null, type_id: 1, is_pinpoll: false, is_aitopic: false, hide_analytics: false, hide_dmp: false, filename: null, german, english, translations: [{ locale: 'de', text: german }, { locale: 'en', text: english }], children: [], ...fields };
}
function entity(node: Audience, version = 1): AudienceEntity {
  const { children: _children, ...fields } = node;
  const at = '2026-01-01T00:00:00.000Z';
  return { ...fields, keywords: null, version, email: null, auditInformation: { auditable_id: node.id, created_at: at, created_email: null, modified_at: at, modified_email: null } };
}

/** Sports (provider, with Football below, an image), Politics (the member's own); Parents among the properties. */
function taxonomy(): Audience[] {
  const football = audience(2, 'Football', { parent_id: 1 });
  return [audience(1, 'Sports', { is_pinpoll: true, filename: 'sports.png', children: [football] }), audience(3, 'Politics'), audience(4, 'Parents', { type_id: 2 })];
}

async function renderManager({ access = MEMBER, tree = taxonomy(), changeable = [3], routes = {} }: { access?: string[]; tree?: Audience[]; changeable?: number[]; routes?: FakeRoutes } = {}) {
  const view = await renderConsole({
    path: '/audiences/manage-audiences',
    user: testUser(access),
    plugins: [dashboard, monitoring, audiences],
    routes: { 'GET /api/v1/audiences/getAllAudiences': () => ok(tree), 'GET /api/v1/audiences/changeable': () => ok(changeable), ...routes },
  });
  await screen.findByTestId('manage-audiences');
  return view;
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const panel = (id: number) => document.querySelector(`[data-audience-id="${id}"]`) as HTMLElement;
const expand = (id: number) => fireEvent.click(within(panel(id)).getAllByTestId('audience-panel-header')[0]);
/** The controls of one panel itself (not of its sub-audiences). */
const controlsOf = (id: number) => [...panel(id).querySelector('.ac-audience-panel-actions')!.children].map((button) => button.getAttribute('data-testid'));
const dialog = () => within(screen.getByRole('dialog'));
const field = (label: string) => dialog().getByLabelText(label) as HTMLInputElement;

describe('/audiences/manage-audiences', () => {
  it('TM-02, TM-03, TM-11: one tree per type from getAllAudiences in the interface language; a node opens into its controls and sub-audiences; an image shows under the media base URL', async () => {
    const { calls } = await renderManager({ access: ADMIN, changeable: [1, 2, 3, 4] });
    expect(calls.find((c) => c.url.startsWith('/api/v1/audiences/getAllAudiences'))?.url).toBe('/api/v1/audiences/getAllAudiences?locale=en');
    const names = (typeId: number) => within(screen.getByTestId(`audience-tree-${typeId}`)).getAllByTestId('audience-name').map((n) => n.textContent);
    expect(within(screen.getByTestId('audience-tree-1')).getByRole('heading').textContent).toBe('Interests');
    expect(within(screen.getByTestId('audience-tree-2')).getByRole('heading').textContent).toBe('Properties');
    expect(names(1)).toEqual(['Sports', 'Politics']);
    expect(names(2)).toEqual(['Parents']);
    expect((within(panel(1)).getAllByTestId('audience-avatar')[0] as HTMLImageElement).getAttribute('src')).toBe('/media/sports.png');
    expect(within(panel(3)).getByTestId('audience-avatar').textContent).toBe('P');
    expect(panel(1).querySelector('[aria-expanded]')!.getAttribute('aria-expanded')).toBe('false');
    expand(1);
    expect(panel(1).querySelector('[aria-expanded]')!.getAttribute('aria-expanded')).toBe('true');
    expect(controlsOf(1)).toEqual(['audience-edit-image', 'audience-edit', 'audience-add-sub', 'audience-delete']);
    expect(names(1)).toEqual(['Sports', 'Football', 'Politics']);
    expect(within(panel(1)).getAllByTestId('audience-panel-header')[0].textContent).toContain('1 sub-audience');
  });

  it('TM-04, TM-05, TM-12: create at the root asks German and English names with a /30 counter; 2 and 31 characters are refused before any request; a valid pair is created, "Successfully created." and the trees load again', async () => {
    const { app, calls } = await renderManager({ routes: { 'POST /api/v1/audiences': (call) => ok(entity(audience(9, (call.body as { english: string }).english))) } });
    fireEvent.click(within(screen.getByTestId('audience-tree-2')).getByTestId('audience-add-root'));
    expect(dialog().getByText('New audience')).toBeTruthy();
    expect(field('Parent').value).toBe('Properties (top level)');
    expect(screen.getByTestId('field-german-counter').textContent).toBe('0/30');
    await userEvent.type(field('German name'), 'ab');
    await userEvent.type(field('English name'), 'x'.repeat(31));
    expect(screen.getByTestId('field-german-counter').textContent).toBe('2/30');
    expect(screen.getByTestId('field-english-counter').textContent).toBe('31/30');
    fireEvent.click(screen.getByTestId('audience-dialog-submit'));
    expect(await dialog().findByText('German must be at least 3 characters.')).toBeTruthy();
    expect(dialog().getByText('English may not be greater than 30 characters.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(field('German name'), 'c');
    await userEvent.clear(field('English name'));
    await userEvent.type(field('English name'), 'x'.repeat(30) + '{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A member's save sends no flag (TM-09); a root has no parent.
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ german: 'abc', english: 'x'.repeat(30), type_id: 2, parent_id: null }]);
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'Successfully created.', intent: 'success' })]);
    await settle();
    expect(calls.filter((c) => c.url.startsWith('/api/v1/audiences/getAllAudiences'))).toHaveLength(2);
  });

  it('TM-06: the server\'s field errors (422) land under their fields, the dialog stays open and no snackbar shows; a refused parent shows under the parent', async () => {
    let errors: Record<string, string[]> = { german: ['German is taken.'] };
    const { app } = await renderManager({ routes: { 'POST /api/v1/audiences': () => ({ status: 422, body: { status: 'error', error: 'validation_failed', message: 'Invalid value', errors } }) } });
    expand(1);
    fireEvent.click(within(panel(1)).getAllByTestId('audience-add-sub')[0]);
    expect(field('Parent').value).toBe('Sports');
    await userEvent.type(field('German name'), 'Tennis');
    await userEvent.type(field('English name'), 'Tennis{Enter}');
    const german = screen.getByTestId('field-german').closest('.bp6-form-group') as HTMLElement;
    expect(await within(german).findByText('German is taken.')).toBeTruthy();
    expect(german.classList.contains('bp6-intent-danger')).toBe(true);
    errors = { parent_id: ['parent_id must be an audience you can see, of the same type.'] };
    fireEvent.click(screen.getByTestId('audience-dialog-submit'));
    const parent = screen.getByTestId('field-parent_id').closest('.bp6-form-group') as HTMLElement;
    expect(await within(parent).findByText('parent_id must be an audience you can see, of the same type.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(app.snackbar.messages).toEqual([]);
  });

  it('TM-09: an admin sees the ids, and in the dialog the id, the is_pinpoll / is_aitopic switches and an AI topic\'s keywords, which the save sends; a member sees none of them', async () => {
    const member = await renderManager();
    expect(screen.queryAllByTestId('audience-id')).toEqual([]);
    fireEvent.click(within(screen.getByTestId('audience-tree-1')).getByTestId('audience-add-root'));
    expect(dialog().queryByText('Provider audience (is_pinpoll)')).toBeNull();
    expect(dialog().queryByText('AI topic (is_aitopic)')).toBeNull();
    member.view.unmount();

    const sports = taxonomy()[0];
    const { calls } = await renderManager({ access: ADMIN, changeable: [1, 2, 3, 4], routes: { 'GET /api/v1/audiences/1': ok(entity(sports, 4)), 'PUT /api/v1/audiences/1': (call) => ok({ ...entity(sports, 5), ...(call.body as object) }) } });
    expect(within(panel(1)).getAllByTestId('audience-id')[0].textContent).toBe('ID 1');
    expand(1);
    fireEvent.click(within(panel(1)).getAllByTestId('audience-edit')[0]);
    await screen.findByRole('dialog');
    expect(dialog().getByText('Edit audience')).toBeTruthy();
    expect(dialog().getByTestId('audience-dialog-id').textContent).toBe('ID 1');
    expect(field('German name').value).toBe('Sports de');
    const pinpoll = dialog().getByLabelText('Provider audience (is_pinpoll)') as HTMLInputElement;
    expect(pinpoll.checked).toBe(true);
    expect(dialog().queryByText('Keywords')).toBeNull();
    fireEvent.click(dialog().getByLabelText('AI topic (is_aitopic)'));
    // An AI topic's keywords, which the classifier learns (issue 15), appear with the switch.
    await userEvent.type(field('Keywords'), 'tennis, golf');
    fireEvent.click(screen.getByTestId('audience-dialog-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ german: 'Sports de', english: 'Sports', type_id: 1, parent_id: null, is_pinpoll: true, is_aitopic: true, keywords: 'tennis, golf', version: 4 });
  });

  it('TM-10, OP-44: a member has no image or delete control on a provider audience (nor delete above one), only edit where they may change it and add-sub-entry everywhere; an admin has all four', async () => {
    const own = audience(1, 'Brand', { children: [audience(2, 'Provider', { parent_id: 1, is_pinpoll: true })] });
    const member = await renderManager({ tree: [own, audience(3, 'Shared')], changeable: [1, 2] });
    expand(1);
    expand(2);
    expand(3);
    expect(controlsOf(1)).toEqual(['audience-edit-image', 'audience-edit', 'audience-add-sub']);
    expect(controlsOf(2)).toEqual(['audience-edit', 'audience-add-sub']);
    // The shared taxonomy is the admins' (the server would answer 403, which leads to the 403 page).
    expect(controlsOf(3)).toEqual(['audience-add-sub']);
    member.view.unmount();

    await renderManager({ access: ADMIN, tree: [own], changeable: [1, 2] });
    expand(1);
    expand(2);
    expect(controlsOf(2)).toEqual(['audience-edit-image', 'audience-edit', 'audience-add-sub', 'audience-delete']);
    // The image control is there and reaches the page's onEditImage (the add-image dialog is wired at merge time): it calls nothing.
    const before = screen.getAllByTestId('audience-panel').length;
    fireEvent.click(within(panel(2)).getByTestId('audience-edit-image'));
    expect(screen.getAllByTestId('audience-panel')).toHaveLength(before);
  });

  it('TM-07, TM-12: delete asks in a 300 px confirmation naming the sub-audiences and mapping rules that go with it; Delete removes it, "Successfully deleted." and the trees load again', async () => {
    const { app, calls } = await renderManager({
      access: ADMIN,
      changeable: [1, 2, 3, 4],
      routes: { 'GET /api/v1/audiences/1/deleteImpact': ok({ subAudiences: 1, rules: 4 }), 'DELETE /api/v1/audiences/1': ok({ id: 1, subAudiences: 1, rules: 4 }) },
    });
    expand(1);
    fireEvent.click(within(panel(1)).getAllByTestId('audience-delete')[0]);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.style.width).toBe('300px');
    expect(within(confirm).getByTestId('audience-delete-confirm').textContent).toBe('Delete the audience "Sports"? 1 sub-audience and 4 mapping rules go with it.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(panel(1)).getAllByTestId('audience-delete')[0]);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Successfully deleted.', intent: 'success' }));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/v1/audiences/1']);
    await settle();
    expect(calls.filter((c) => c.url.startsWith('/api/v1/audiences/getAllAudiences'))).toHaveLength(2);
  });

  it('issue 15: an edit of an audience changed meanwhile (409) names who changed it; Reload brings the current names and version, "Successfully updated."', async () => {
    let current = entity(audience(3, 'Politics'), 2);
    const changedBy = new StaleUpdateError({ version: 3, modified_email: 'ada@example.com', modified_at: new Date('2026-11-26T10:00:00Z') }).toBody();
    const update = (call: FakeCall) => {
      const body = call.body as { english: string; version: number };
      if (body.version !== current.version) return { status: 409, body: changedBy };
      current = { ...current, ...body, version: current.version + 1 };
      return ok(current);
    };
    const { app, calls } = await renderManager({ routes: { 'GET /api/v1/audiences/3': () => ok(current), 'PUT /api/v1/audiences/3': update } });
    expand(3);
    fireEvent.click(within(panel(3)).getByTestId('audience-edit'));
    await screen.findByRole('dialog');
    current = { ...current, english: 'World politics', version: 3 };
    await userEvent.clear(field('English name'));
    await userEvent.type(field('English name'), 'Policy{Enter}');
    expect((await dialog().findByTestId('stale-update')).textContent).toContain('ada@example.com changed this entry at');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ german: 'Politics de', english: 'Policy', type_id: 1, parent_id: null, version: 2 });
    fireEvent.click(dialog().getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field('English name').value).toBe('World politics'));
    fireEvent.click(screen.getByTestId('audience-dialog-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ english: 'World politics', version: 3 });
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Successfully updated.', intent: 'success' });
  });

  it("issue 15: after a change the console's shared audience list (the filter bar's audience values) is asked again", async () => {
    const { app, calls } = await renderManager({ routes: { 'GET /api/v1/audiences/getAudiences': () => ok(taxonomy()), 'POST /api/v1/audiences': () => ok(entity(audience(9, 'Tennis'))) } });
    const asked = () => calls.filter((c) => c.url.startsWith('/api/v1/audiences/getAudiences')).length;
    await loadAudiences(app.api);
    await loadAudiences(app.api);
    expect(asked()).toBe(1);
    fireEvent.click(within(screen.getByTestId('audience-tree-1')).getByTestId('audience-add-root'));
    await userEvent.type(field('German name'), 'Tennis');
    await userEvent.type(field('English name'), 'Tennis{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await loadAudiences(app.api);
    expect(asked()).toBe(2);
  });
});
