import { CatalogueStore } from '../../../../plugins/audiences/client/CatalogueStore';

/** The audiences plugin's calls as the store asks them, answered at once. */
function fakeApi() {
  const get = jest.fn(async (path: string, options?: { query?: Record<string, unknown> }) => {
    if (path === '/v1/questions/getQuestions') return [{ id: 9101, question: `Children? ${options?.query?.search ?? ''}`.trim(), domain: 'news.example.com' }];
    if (path === '/v1/questions/9101') return { id: 9101, question: 'Children?', answers: [{ id: 1, answer: 'Yes', votes: 3 }], domain: options?.query?.domain };
    if (path === '/v1/forms/9201') throw Object.assign(new Error('Form not found.'), { code: 'form_not_found' });
    throw new Error(`unexpected ${path}`);
  });
  return { get } as unknown as { get: jest.Mock };
}

describe('CatalogueStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('TK-03, management §7: a picker’s search asks getQuestions once the text has rested 500 ms', async () => {
    const api = fakeApi();
    const store = new CatalogueStore(api as never, { questions: true, forms: true }, 500);
    store.search('questions', 'Ch');
    await jest.advanceTimersByTimeAsync(300);
    store.search('questions', 'Chi');
    await jest.advanceTimersByTimeAsync(499);
    expect(api.get).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(api.get.mock.calls).toEqual([['/v1/questions/getQuestions', { query: { search: 'Chi' } }]]);
    expect(store.choices.questions).toEqual([{ id: 9101, domain: 'news.example.com', text: 'Children? Chi' }]);
    store.dispose();
  });

  it('names questions (with their answers) by domain and id once each; one that fails is logged and named by its id', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi();
    const store = new CatalogueStore(api as never, { questions: true, forms: true }, 500);
    const question = { id: 9101, domain: 'news.example.com' };
    store.name({ questions: [question], forms: [{ id: 9201, domain: 'news.example.com' }] });
    store.name({ questions: [question] });
    await jest.runAllTimersAsync();
    expect(api.get.mock.calls.filter(([path]) => path === '/v1/questions/9101')).toEqual([['/v1/questions/9101', { query: { domain: 'news.example.com' } }]]);
    expect(store.questionText(question)).toBe('Children?');
    expect(store.answersOf([question])).toEqual([{ ref: { domain: 'news.example.com', questionId: 9101, answerId: 1 }, answer: 'Yes', question: 'Children?' }]);
    expect(store.formTitle({ id: 9201, domain: 'news.example.com' })).toBeUndefined();
    jest.restoreAllMocks();
  });

  it('asks nothing of a kind the caller may not read (readQuestions, readForms: a refused call would open the 403 page)', async () => {
    const api = fakeApi();
    const store = new CatalogueStore(api as never, { questions: false, forms: false }, 500);
    store.search('forms', 'News', 0);
    store.name({ questions: [{ id: 9101, domain: 'news.example.com' }] });
    await jest.runAllTimersAsync();
    expect(api.get).not.toHaveBeenCalled();
    // Questions only: the forms stay unasked.
    const questionsOnly = new CatalogueStore(api as never, { questions: true, forms: false }, 500);
    questionsOnly.search('forms', 'News', 0);
    questionsOnly.search('questions', 'Derby', 0);
    await jest.runAllTimersAsync();
    expect(api.get.mock.calls.map((call: unknown[]) => call[0])).toEqual([expect.stringContaining('getQuestions')]);
  });
});
