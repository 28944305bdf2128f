import { makeConsole } from '../support/renderConsole';

describe('UserSearchStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('SH-20: sends the text as `search` once, 500 ms after the last keystroke', async () => {
    const result = { id: 3, firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.com', image: null };
    const { app, calls } = makeConsole({ routes: { 'GET /api/v1/user/search': { body: { status: 'success', data: [result] } } } });
    app.userSearch.setQuery('gr');
    jest.advanceTimersByTime(300);
    app.userSearch.setQuery('grace');
    jest.advanceTimersByTime(499);
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await jest.runAllTimersAsync();
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/user/search?search=grace']);
    expect(app.userSearch.results).toEqual([result]);
  });

  it('SH-21: a failed search shows the error in the snackbar for 6000 ms', async () => {
    const { app } = makeConsole({ routes: { 'GET /api/v1/user/search': { status: 500, body: { status: 'error', error: 'internal', message: 'Search is down.' } } } });
    app.userSearch.setQuery('x');
    await jest.runAllTimersAsync();
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'Search is down.', timeout: 6000 })]);
  });

  it('SH-29 / ER-01: snackbar messages default to 2000 ms', () => {
    const { app } = makeConsole();
    app.snackbar.show('Saved.');
    expect(app.snackbar.messages[0].timeout).toBe(2000);
  });
});
