/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, within } from '@testing-library/react';
import audiences from '../../../../plugins/audiences';
import type { Audience } from '../../../../plugins/audiences/common/Audience';
import type { AudienceRulesReply } from '../../../../plugins/audiences/common/Mapping';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import type { FakeCall, FakeReply, FakeRoutes } from '../../client/support/fakeFetch';
import { renderConsole } from '../../client/support/renderConsole';
import { giveTablesAViewport } from '../../client/support/tableViewport';
import { testUser } from '../../client/support/testUser';

const DEFINE_AUDIENCES = ['AUDIENCES.VIEW', 'AUDIENCES.CREATE', 'AUDIENCES.EDIT', 'MODULE_DMP.VIEW'];
const ok = (data: unknown): FakeReply => ({ body: { status: 'success', data } });
const fail = (status: number, error: string, message: string): FakeReply => ({ status, body: { status: 'error', error, message } });

const SPORTS: Audience = {
  id: 1, text: 'Sports', english: 'Sports', german: 'Sport', parent_id: null, type_id: 1, is_pinpoll: false, is_aitopic: false, hide_analytics: false, hide_dmp: false, filename: null, translations: [], children: [],
};

/** The server's rules of audience 1; removeRule takes one out (or refuses, when told). */
function rulesServer() {
  const rules: AudienceRulesReply = {
    surfBehaviour: [
      { id: 11, key: 'og:title', value: '*sport*', affinity_score: 5, audience: 'Sports' },
      { id: 12, key: 'keywords', value: 'football*', affinity_score: 2, audience: 'Sports' },
    ],
    questionData: [{ id: 21, answer: 'Yes', question: 'Do you play football?', poll_id: 7, affinity_score: 3 }],
    formData: [{ id: 31, title: 'Newsletter', form_data: 'interest: *sport*', field_name: 'interest', form_id: 9, affinity_score: 1 }],
    sdkData: [{ id: 41, created_at: '2026-02-01T10:00:00.000Z', visitors: 120, affinity_score: 8 }],
  };
  const server = { rules, refuse: false };
  const remove = (call: FakeCall) => {
    if (server.refuse) return fail(500, 'server_error', 'Removing failed.');
    const { id, type } = call.body as { id: number; type: keyof AudienceRulesReply };
    (rules[type] as { id: number }[]).splice((rules[type] as { id: number }[]).findIndex((r) => r.id === id), 1);
    return ok({ id });
  };
  return { server, routes: { 'GET /api/v1/audiences/getAssignedRules': () => ok(rules), 'POST /api/v1/audiences/removeRule': remove } };
}

async function openRules(routes: FakeRoutes) {
  const view = await renderConsole({
    path: '/audiences/show',
    user: testUser(DEFINE_AUDIENCES),
    plugins: [dashboard, monitoring, audiences],
    routes: { 'GET /api/v1/audiences/getAllAudiences': ok([SPORTS]), 'POST /api/v1/audiences/getVisitorCount': ok({ 1: 10 }), ...routes },
  });
  await screen.findByTestId('audiences-overview');
  await settle();
  fireEvent.click(screen.getByTestId('audience-card-rules'));
  await screen.findByRole('dialog');
  await settle();
  return view;
}

giveTablesAViewport();
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const dialog = () => within(screen.getByRole('dialog'));
const cellTexts = () => [...screen.getByRole('dialog').querySelectorAll('.ac-datatable-cell-content')].map((c) => c.textContent);
const tab = (name: string) => dialog().getByRole('tab', { name });

describe('the rules dialog', () => {
  it('RU-01, RU-03, RU-04: four tabs — surf behaviour, question data, form data, SDK data; surf behaviour shows id, key, value, affinity and audience', async () => {
    const { calls } = await openRules(rulesServer().routes);
    expect(dialog().getAllByRole('tab').map((t) => t.textContent)).toEqual(['Surf behaviour', 'Question data', 'Form data', 'SDK data']);
    expect(tab('Surf behaviour').getAttribute('aria-selected')).toBe('true');
    expect(calls.filter((c) => c.url.includes('getAssignedRules')).map((c) => c.url)).toEqual(['/api/v1/audiences/getAssignedRules?id=1']);
    expect(cellTexts()).toEqual(['11', 'og:title', '*sport*', '5', 'Sports', '', '12', 'keywords', 'football*', '2', 'Sports', '']);
  });

  it('RU-05, RU-06, RU-07: the question tab shows answer, question and poll; the form tab title, form data, field and form; the SDK tab when the rule came', async () => {
    await openRules(rulesServer().routes);
    fireEvent.click(tab('Question data'));
    expect(cellTexts()).toEqual(['Yes', 'Do you play football?', '7', '3', '']);
    fireEvent.click(tab('Form data'));
    expect(cellTexts()).toEqual(['Newsletter', 'interest: *sport*', 'interest', '9', '1', '']);
    fireEvent.click(tab('SDK data'));
    expect(cellTexts()).toEqual([new Date('2026-02-01T10:00:00.000Z').toLocaleString('en'), '120', '8', '']);
  });

  it('RU-02, RU-07: an SDK data rule is removed as the others: after confirming, removeRule with type sdkData, and the tab is empty', async () => {
    const { routes } = rulesServer();
    const { app, calls } = await openRules(routes);
    fireEvent.click(tab('SDK data'));
    fireEvent.click(dialog().getByTestId('rule-remove'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove rule' }));
    await settle();
    await settle();
    expect(calls.filter((c) => c.url.includes('removeRule')).map((c) => c.body)).toEqual([{ id: 41, type: 'sdkData' }]);
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Rule removed', intent: 'success' });
    expect(dialog().getByText('No rules of this kind.')).toBeTruthy();
  });

  it('RU-02, OP-10: a rule is removed only after confirming: POST removeRule with id and type, "Rule removed", the rules loaded again; a failure shows a red snackbar that stays', async () => {
    const { server, routes } = rulesServer();
    const { app, calls } = await openRules(routes);
    const removals = () => calls.filter((c) => c.url.includes('removeRule'));
    fireEvent.click(dialog().getAllByTestId('rule-remove')[1]);
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByTestId('rule-remove-confirm').textContent).toBe('Remove this rule? Visitors are no longer assigned by it.');
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(removals()).toEqual([]);

    fireEvent.click(dialog().getAllByTestId('rule-remove')[1]);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove rule' }));
    await settle();
    await settle();
    expect(removals().map((c) => c.body)).toEqual([{ id: 12, type: 'surfBehaviour' }]);
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Rule removed', intent: 'success' });
    expect(calls.filter((c) => c.url.includes('getAssignedRules'))).toHaveLength(2);
    expect(cellTexts()).toEqual(['11', 'og:title', '*sport*', '5', 'Sports', '']);

    server.refuse = true;
    fireEvent.click(tab('Question data'));
    fireEvent.click(dialog().getByTestId('rule-remove'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove rule' }));
    await settle();
    expect(removals().at(-1)?.body).toEqual({ id: 21, type: 'questionData' });
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Removing failed.', intent: 'danger', timeout: 0 });
    expect(cellTexts()).toEqual(['Yes', 'Do you play football?', '7', '3', '']);
  });
});
