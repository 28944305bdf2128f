import { startTestServer, type TestServer } from '../../support/startTestServer';

/** Issue 13: a stopping server releases what it opened, so a process (or a Jest run) can exit. */
describe('closing the server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  }, 60000);
  // The server is closed by the test; the schema and data directory still go.
  afterAll(() => t?.close().catch(() => undefined));

  it('closes the database even when the event store fails its last flush (a full disk)', async () => {
    const { events } = t.server.services;
    const close = events.close.bind(events);
    jest.spyOn(events, 'close').mockImplementation(async () => {
      await close();
      throw new Error('IO Error: No space left on device');
    });
    await expect(t.server.close()).rejects.toThrow('No space left on device');
    await expect(t.server.db.selectFrom('users').select('id').execute()).rejects.toThrow();
  });
});
