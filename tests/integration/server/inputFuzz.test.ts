import { sql } from 'kysely';
import type { MountedApiRoute } from '../../../core/server/createServer';
import { INPUT_LIMITS } from '../../../core/common/validation/safeInput';
import { fieldTypes, hostileCases, hostileSegments, toJson, toQuery, validBase } from '../../support/hostileInputs';
import { authenticatedSocket, until } from '../../support/socketFeeds';
import { startTestServer, type TestServer } from '../../support/startTestServer';

/**
 * Issue 13, input: every write route of both halves — enumerated from the routes the server
 * registered, so a new management route is fuzzed without a word here — gets hostile values
 * derived from its own yup schemas plus the probe's corpus. None may answer 5xx, every one is
 * refused (4xx), and nothing is stored.
 */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let t: TestServer;
let token: string;
let writeRoutes: MountedApiRoute[];

beforeAll(async () => {
  // The read-route fuzzer sends thousands of searches: no search budget may answer them with 429 instead.
  t = await startTestServer({ limits: { searchPerUser: { points: 1_000_000, durationSeconds: 1 } } });
  ({ token } = await t.login('admin@demo.test'));
  writeRoutes = t.server.apiRoutes.filter((route) => route.method !== 'GET');
}, 60_000);

afterAll(() => t?.close());

interface Sent {
  what: string;
  status: number;
  body: string;
}

/** One raw request: the body as given (a string is sent as is), the caller by the route's rule. */
async function send(route: MountedApiRoute, url: string, body: string | undefined, what: string): Promise<Sent> {
  const headers: Record<string, string> = { 'user-agent': BROWSER };
  if (route.permission !== 'public') headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${t.url}${url}`, { method: route.method, headers, body });
  return { what: `${route.method} ${url.slice(0, 80)}: ${what}`, status: res.status, body: (await res.text()).slice(0, 300) };
}

/** Every table's row count (core's and the plugins'), and whether the event store holds any event. */
async function storedRows(): Promise<Record<string, number>> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.server.db);
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    const { rows: count } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(name)}`.execute(t.server.db);
    counts[name] = Number(count[0].n);
  }
  await t.server.services.events.flush();
  counts['events (DuckDB)'] = (await t.server.services.events.hasEvents()) ? 1 : 0;
  return counts;
}

/** The route's URL with each `:param` set (the base value, or `hostile` for the one named `at`). */
function urlOf(route: MountedApiRoute, base: Record<string, unknown>, at?: string, hostile?: string): string {
  return route.url.replace(/:(\w+)/g, (_whole, name: string) => (name === at ? hostile! : encodeURIComponent(String(base[name] ?? '1'))));
}

/** Texts the database knows, as candidates for a valid base (a tracked domain for collect). */
async function knownTexts(): Promise<string[]> {
  const domains = await t.server.db.selectFrom('domains').select('title').execute();
  return [...domains.map((d) => d.title), ...t.server.registry.cards.map((card) => card.component)];
}

it('ER-10 / issue 13: every write route of both halves refuses the hostile corpus with 4xx, never 5xx, and stores nothing', async () => {
  // The context every route and socket message is validated with (the registry's card components).
  const context = t.server.services.inputContext;
  const texts = await knownTexts();
  // Fuzzed: core (login, settings, collect), the analytics half (dashboards), the management half (channels, audiences, pixels, trackings, transfers, ads, admin).
  expect(new Set(writeRoutes.map((r) => r.pluginId))).toEqual(new Set(['core', 'realtime', 'channels', 'audiences', 'pixels', 'trackings', 'transfers', 'ads', 'admin']));
  expect(writeRoutes.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/v1/login', '/api/v1/dashboards', '/api/v1/channels/create', '/api/v1/collect']));

  const before = await storedRows();
  const sent: Sent[] = [];
  const withoutValidBase: string[] = [];
  for (const route of writeRoutes) {
    const schemas = route.schema ?? {};
    const params = schemas.params ? await validBase(schemas.params, ['1'], context) : { value: {}, valid: true };
    const body = schemas.body ? await validBase(schemas.body, texts, context) : { value: undefined, valid: true };
    if (!params.valid || !body.valid) withoutValidBase.push(`${route.method} ${route.url}`);
    const baseParams = params.value as Record<string, unknown>;
    const baseUrl = urlOf(route, baseParams);
    const baseBody = body.value === undefined ? undefined : toJson(body.value);

    for (const [name, type] of Object.entries(schemas.params ? fieldTypes(schemas.params) : {})) {
      for (const segment of hostileSegments(type)) sent.push(await send(route, urlOf(route, baseParams, name, segment), baseBody, `${segment.slice(0, 20)} as ${name}`));
    }
    if (schemas.body) {
      for (const hostile of hostileCases(schemas.body, body.value)) sent.push(await send(route, baseUrl, toJson(hostile.value), hostile.label));
    }
    for (const [name, type] of Object.entries(schemas.query ? fieldTypes(schemas.query) : {})) {
      for (const segment of hostileSegments(type)) sent.push(await send(route, `${baseUrl}?${name}=${segment}`, baseBody, `${segment.slice(0, 20)} as query ${name}`));
    }
    // A route taking an image upload has its own, larger limit (docs/security.md "Media").
    const oversize = await send(route, baseUrl, JSON.stringify({ fuzz: 'x'.repeat(route.bodyLimit ?? INPUT_LIMITS.bodyBytes) }), 'a body over the limit');
    expect({ what: oversize.what, status: oversize.status }).toEqual({ what: oversize.what, status: 413 });
    sent.push(oversize, await send(route, baseUrl, '{"fuzz": ', 'JSON cut short'));
  }

  const serverErrors = sent.filter((s) => s.status >= 500);
  const accepted = sent.filter((s) => s.status < 400);
  expect(serverErrors).toEqual([]);
  expect(accepted).toEqual([]);
  expect(await storedRows()).toEqual(before);
  // The bases are valid, so each hostile value was the only thing wrong with its request.
  expect(withoutValidBase).toEqual([]);
  expect(sent.length).toBeGreaterThan(300);
  // ~10 s on a quiet machine; the margin is for a busy one.
}, 120_000);

it('issue 13 (yup casting): a one-item list where text or an id is expected is refused with 422 naming the field, and nothing is stored', async () => {
  const before = await storedRows();
  const create = (body: unknown) => t.request('POST', '/v1/dashboards', { token, body });
  expect(await create({ name: ['Mine'] })).toMatchObject({ status: 422, body: { error: 'validation_failed', errors: { name: ['name must be one value, not a list.'] } } });
  // yup alone would have cast [5] to 5 and stored it.
  expect(await create({ name: 'Mine', filter: { channel: [5] } })).toMatchObject({ status: 422, body: { errors: { 'filter.channel': ['filter.channel must be one value, not a list.'] } } });
  expect(await storedRows()).toEqual(before);
});

it('ER-10 / issue 13: read routes refuse hostile ids and names in their paths without a 5xx', async () => {
  const withParams = t.server.apiRoutes.filter((route) => route.method === 'GET' && route.schema?.params);
  const sent: Sent[] = [];
  for (const route of withParams) {
    for (const [name, type] of Object.entries(fieldTypes(route.schema!.params!))) {
      for (const segment of hostileSegments(type)) sent.push(await send(route, urlOf(route, {}, name, segment), undefined, `${segment.slice(0, 20)} as ${name}`));
    }
  }
  expect(withParams.length).toBeGreaterThan(0);
  expect(sent.filter((s) => s.status >= 500)).toEqual([]);
});

it('ER-10 / issue 13: every read route\'s query string refuses the hostile corpus without a 5xx, and stores nothing', async () => {
  const context = { cardComponents: new Set(t.server.registry.cards.map((card) => card.component)) };
  const texts = await knownTexts();
  const withQuery = t.server.apiRoutes.filter((route) => route.method === 'GET' && route.schema?.query);
  // Both halves: core (user search), the analytics half (monitoring resources), the management half (audiences).
  expect([...new Set(withQuery.map((r) => r.pluginId))]).toEqual(expect.arrayContaining(['core', 'monitoring', 'audiences']));
  expect(withQuery.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/v1/user/search', '/api/v1/monitoring/users', '/api/v1/audiences/getAllAudiences']));

  const before = await storedRows();
  const sent: Sent[] = [];
  const withoutValidBase: string[] = [];
  const started = Date.now();
  for (const route of withQuery) {
    const schema = route.schema!.query!;
    const base = await validBase(schema, texts, context);
    if (!base.valid) withoutValidBase.push(route.url);
    const url = (query: string) => `${route.url}?${query}`;
    const requests: [string, string][] = hostileCases(schema, base.value).map((hostile) => [url(toQuery(hostile.value)), hostile.label]);
    for (const [name, type] of Object.entries(fieldTypes(schema))) {
      const others = toQuery({ ...(base.value as Record<string, unknown>), [name]: undefined });
      for (const segment of hostileSegments(type)) requests.push([url(`${others}&${name}=${segment}`), `${segment.slice(0, 20)} as ${name}`]);
    }
    // Four at a time: some 5,000 requests.
    for (let i = 0; i < requests.length; i += 4) {
      sent.push(...(await Promise.all(requests.slice(i, i + 4).map(([u, what]) => send(route, u, undefined, what)))));
    }
  }

  expect(sent.filter((s) => s.status >= 500)).toEqual([]);
  expect(await storedRows()).toEqual(before);
  expect(withoutValidBase).toEqual([]);
  expect(sent.length).toBeGreaterThan(2000);
  console.info(`read-route query fuzz: ${sent.length} requests, ${sent.filter((s) => s.status < 400).length} accepted, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, 300_000);

it('issue 13: a subscription with audienceId=1e300 is refused with 422 naming the field, and no feed starts', async () => {
  const socket = await authenticatedSocket(t, token);
  const reply = await socket.emitWithAck('subscribe', { resource: 'audiences/growth/history', filter: { audienceId: 1e300 } });
  expect(reply).toEqual({ status: 'error', error: 'validation_failed', message: 'Invalid value', errors: { audienceId: ['audienceId may not be greater than 2147483647.'] } });
  expect(t.server.hub.activeRooms).toBe(0);
  socket.disconnect();
});

it('issue 13: no hostile filter of any socket feed ends in a server error or a failing computation', async () => {
  const logged = jest.spyOn(t.server.app.log, 'error');
  const socket = await authenticatedSocket(t, token);
  const resources = t.server.apiRoutes.filter((route) => route.method === 'GET' && route.url.startsWith('/api/v1/monitoring/'));
  const replies: { what: string; reply: { status: string; error?: string } }[] = [];
  // The resources share the monitoring filter: each hostile value at each field is tried once, on the first resource that has the field.
  const tried = new Set<string>();
  for (const route of resources) {
    const resource = route.url.slice('/api/v1/monitoring/'.length);
    for (const hostile of hostileCases(route.schema!.query!, {})) {
      // A filter that is no object is read as {} (every field optional), so only fields are fuzzed here.
      if (tried.has(hostile.label) || hostile.label.includes('whole value')) continue;
      tried.add(hostile.label);
      const json = toJson(hostile.value, 1000);
      // A message over the socket limit closes the connection instead (tested below).
      if (json.length > INPUT_LIMITS.socketMessageBytes / 2) continue;
      const filter = JSON.parse(json);
      replies.push({ what: `${resource}: ${hostile.label}`, reply: await socket.emitWithAck('subscribe', { resource, filter }) });
    }
  }
  expect(replies.filter((r) => r.reply.error === 'server_error')).toEqual([]);
  expect(replies.length).toBeGreaterThan(100);
  // What was accepted is valid (2³¹ ms is a date in 1970): its feeds compute without an error.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(logged.mock.calls).toEqual([]);
  socket.disconnect();
  logged.mockRestore();
}, 60_000);

/** The engine.io connection under a socket.io client socket: raw packets out, raw messages in. */
interface RawEngine {
  write(data: string): void;
  on(event: 'message', listener: (data: unknown) => void): void;
}

it('issue 13: raw socket messages nested 30,000 deep are refused (subscribe: 422) and the socket keeps working; one over 64 KiB closes it', async () => {
  const socket = await authenticatedSocket(t, token);
  // Written as raw socket.io packets (JSON.stringify itself cannot write such a value): events (type 2), the subscribe with ack id 99.
  const engine = (socket as unknown as { io: { engine: RawEngine } }).io.engine;
  const acks: unknown[] = [];
  engine.on('message', (data) => {
    if (typeof data === 'string' && data.startsWith('399')) acks.push(JSON.parse(data.slice(3))[0]);
  });
  const deep = `${'['.repeat(30_000)}1${']'.repeat(30_000)}`;
  engine.write(`2["unsubscribe",{"resource":"users","filter":{"x":${deep}}}]`);
  engine.write(`299["subscribe",{"resource":"users","filter":{"x":${deep}}}]`);
  await until(() => acks.length > 0);
  expect(acks).toEqual([expect.objectContaining({ status: 'error', error: 'validation_failed', errors: { [`x${'[0]'.repeat(15)}`]: [expect.stringMatching(/nested deeper than 16 levels/)] } })]);
  const reply = await socket.timeout(5000).emitWithAck('subscribe', { resource: 'users', filter: { from: 'fu\u0000zz' } });
  expect(reply).toMatchObject({ status: 'error', error: 'validation_failed' });
  expect(socket.connected).toBe(true);
  expect((await t.request('GET', '/v1/account/me', { token })).status).toBe(200);

  const closed = new Promise((resolve) => socket.once('disconnect', resolve));
  socket.emit('subscribe', { resource: 'users', filter: { page: 'x'.repeat(INPUT_LIMITS.socketMessageBytes) } });
  await expect(closed).resolves.toBeDefined();
});
