/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, within } from '@testing-library/react';
import audiences from '../../../../plugins/audiences';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import type { FakeCall } from '../../client/support/fakeFetch';
import { currentUrl, renderConsole } from '../../client/support/renderConsole';
import { giveTablesAViewport } from '../../client/support/tableViewport';
import { testUser } from '../../client/support/testUser';
import { datatable, DEFINE_ACCESS, FORM, ok, QUESTION, queryOf, TREE } from './mappingFixtures';

async function renderTable(path: string, testId: string, access = DEFINE_ACCESS) {
  const view = await renderConsole({
    path,
    user: testUser(access),
    plugins: [dashboard, monitoring, audiences],
    routes: {
      'GET /api/v1/questions/datatable': datatable([QUESTION]),
      'GET /api/v1/forms/datatable': datatable([FORM]),
      'GET /api/v1/account/settings/dataTable.questions.pageSize': ok(null),
      'GET /api/v1/account/settings/dataTable.forms.pageSize': ok(null),
      'GET /api/v1/audiences/getAudiences': ok(TREE),
      'GET /api/v1/audiences/getAssignedAudiences': ok([]),
    },
  });
  await screen.findByTestId(testId);
  await settle();
  return view;
}

giveTablesAViewport();
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
/** The header names, once (Blueprint draws the header once per quadrant of the table). */
const headers = () => [...new Set([...document.querySelectorAll('.bp6-table-column-name-text')].map((h) => h.textContent))];
const cellTexts = () => [...document.querySelectorAll('.ac-datatable-cell-content')].map((c) => c.textContent);
const sent = (calls: FakeCall[], path: string) => calls.filter((c) => c.url.startsWith(path)).map((c) => {
  const query = queryOf(c);
  return { ...query, options: JSON.parse(query.options), filters: JSON.parse(query.filters) };
});
async function filterMenu() {
  fireEvent.click(screen.getByTestId('datatable-filters'));
  return within(await screen.findByTestId('datatable-filter-menu'));
}
const options = (select: HTMLElement) => [...(select as HTMLSelectElement).options].filter((o) => !o.disabled).map((o) => o.text);

describe('/audiences/define/question-data', () => {
  it('MT-02, MT-03, MT-07, OP-50: a fresh table asks for 25 questions of the last 30 days, id descending, every mapping; search and the three filters are there', async () => {
    const { calls } = await renderTable('/audiences/define/question-data', 'mapping-table-questions');
    expect(sent(calls, '/api/v1/questions/datatable')).toEqual([
      { options: { page: 1, itemsPerPage: 25, sortBy: ['id'], sortDesc: [true] }, filters: { timeframe: 'last30Days', mappings: 'all' } },
    ]);
    expect(screen.getByRole('textbox', { name: 'Search…' })).toBeTruthy();
    expect(screen.getByTestId('datatable-filter-timeframe').textContent).toBe('Timeframe: Last 30 days');
    expect(screen.getByTestId('datatable-filter-mappings').textContent).toBe('Mappings: All');
    const menu = await filterMenu();
    expect(menu.getAllByRole('combobox').map((s) => s.getAttribute('aria-label'))).toEqual(['Timeframe', 'Minimum votes', 'Mappings']);
    expect(options(menu.getByLabelText('Timeframe'))).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days']);
    expect(options(menu.getByLabelText('Mappings'))).toEqual(['All', 'Mapped', 'Unmapped']);
  });

  it('MT-04: min votes offers 100, 500 and 1000, is sent as minVotes and can be cleared', async () => {
    const { calls, router } = await renderTable('/audiences/define/question-data', 'mapping-table-questions');
    const menu = await filterMenu();
    expect(options(menu.getByLabelText('Minimum votes'))).toEqual(['at least 100', 'at least 500', 'at least 1k']);
    fireEvent.change(menu.getByLabelText('Minimum votes'), { target: { value: '500' } });
    fireEvent.change(menu.getByLabelText('Mappings'), { target: { value: 'unmapped' } });
    await settle();
    expect(sent(calls, '/api/v1/questions/datatable').at(-1)!.filters).toEqual({ timeframe: 'last30Days', minVotes: 500, mappings: 'unmapped' });
    expect(currentUrl(router)).toContain('/audiences/define/question-data?');
    fireEvent.click(within(screen.getByTestId('datatable-filter-minVotes')).getByRole('button'));
    await settle();
    expect(sent(calls, '/api/v1/questions/datatable').at(-1)!.filters).toEqual({ timeframe: 'last30Days', mappings: 'unmapped' });
  });

  it('MT-05, MT-08: the columns are id, question, votes, category, domain, mappings (the audiences’ names), language, created at', async () => {
    await renderTable('/audiences/define/question-data', 'mapping-table-questions');
    expect(headers()).toEqual(['ID', 'Question', 'Votes', 'Category', 'Domain', 'Mappings', 'Language', 'Created at']);
    expect(cellTexts()).toEqual(['5', 'Do you play football?', '1.23k', 'Sports', 'news.test', 'Sports, Politics', 'en', new Date(QUESTION.question_created_at).toLocaleString('en')]);
  });

  it('MT-06: a row click opens the assign dialog on the question', async () => {
    await renderTable('/audiences/define/question-data', 'mapping-table-questions');
    fireEvent.click(screen.getByText('news.test'));
    expect(await screen.findByTestId('assign-dialog-question')).toBeTruthy();
  });

  it('routes: the page is polls’ (viewPolls); the drawer has the three mapping pages', async () => {
    await renderConsole({ path: '/audiences/define/question-data', user: testUser(['AUDIENCES.VIEW', 'MODULE_DMP.VIEW']), plugins: [dashboard, monitoring, audiences] });
    await settle();
    expect(screen.queryByTestId('mapping-table-questions')).toBeNull();
    await renderTable('/audiences/define/question-data', 'mapping-table-questions');
    expect(['questionData', 'surfBehaviour', 'formData'].map((route) => screen.getByTestId(`nav-${route}`).textContent)).toEqual(['Question data', 'Surf behaviour', 'Form data']);
  });
});

describe('/audiences/define/form-data', () => {
  it('MT-19, MT-21: a fresh table asks for 25 forms of the last 30 days; min lead data offers 100, 500, 1000', async () => {
    const { calls } = await renderTable('/audiences/define/form-data', 'mapping-table-forms');
    expect(sent(calls, '/api/v1/forms/datatable')).toEqual([
      { options: { page: 1, itemsPerPage: 25, sortBy: ['id'], sortDesc: [true] }, filters: { timeframe: 'last30Days', mappings: 'all' } },
    ]);
    const menu = await filterMenu();
    expect(menu.getAllByRole('combobox').map((s) => s.getAttribute('aria-label'))).toEqual(['Timeframe', 'Minimum lead data', 'Mappings']);
    expect(options(menu.getByLabelText('Minimum lead data'))).toEqual(['at least 100', 'at least 500', 'at least 1k']);
    fireEvent.change(menu.getByLabelText('Minimum lead data'), { target: { value: '100' } });
    await settle();
    expect(sent(calls, '/api/v1/forms/datatable').at(-1)!.filters).toEqual({ timeframe: 'last30Days', minLeadData: 100, mappings: 'all' });
  });

  it('MT-20, MT-22: the columns are id, title, email, lead data count, mappings, created at; a row opens form mode (OP-49)', async () => {
    await renderTable('/audiences/define/form-data', 'mapping-table-forms');
    expect(headers()).toEqual(['ID', 'Title', 'E-mail', 'Lead data', 'Mappings', 'Created at']);
    expect(cellTexts()).toEqual(['9', 'Newsletter', 'owner@news.test', '640', 'Gender', new Date(FORM.created_at).toLocaleString('en')]);
    fireEvent.click(screen.getByText('owner@news.test'));
    expect(await screen.findByTestId('assign-dialog-form')).toBeTruthy();
  });
});
