/** One programmed reply of the fake fetch; `body` is sent as JSON. */
export interface FakeReply {
  status?: number;
  body?: unknown;
}

/** The fake's replies by "METHOD /path": a reply, or one made from the call (later, for a slow server). */
export type FakeRoutes = Record<string, FakeReply | ((call: FakeCall) => FakeReply | Promise<FakeReply>)>;

export interface FakeCall {
  method: string;
  url: string;
  body?: unknown;
}

/**
 * An in-memory fetch for component tests (jsdom has none): replies by "METHOD /path" and
 * records every call. Kernel behaviour against real HTTP is tested in ApiKernel.test.ts.
 */
export function fakeFetch(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const call: FakeCall = { method, url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const path = url.split('?')[0];
    const route = routes[`${method} ${path}`];
    const reply = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { status: 'error', error: 'not_found', message: 'View not found!' } });
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return { status: reply.status ?? 200, text: async () => text } as Response;
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
