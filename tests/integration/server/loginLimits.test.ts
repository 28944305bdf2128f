import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../support/startTestServer';

/**
 * Login limits per e-mail + IP, per e-mail, per IP and global, small enough to reach quickly.
 * The server trusts X-Forwarded-For, so each request names the address it comes from.
 */
describe('login abuse limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      trustProxy: true,
      limits: {
        loginPerAccountAndIp: { points: 3, durationSeconds: 60 },
        loginPerAccount: { points: 6, durationSeconds: 60 },
        loginPerIp: { points: 6, durationSeconds: 60 },
        loginGlobal: { points: 20, durationSeconds: 60 },
      },
    });
  });
  afterAll(() => t?.close());

  const login = async (email: string, ip: string, password = 'wrong-password') => {
    const res = await fetch(`${t.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
    });
    return { status: res.status, retryAfter: Number(res.headers.get('retry-after')), body: await res.json() };
  };
  const expectThrottled = (res: Awaited<ReturnType<typeof login>>, windowSeconds: number) => {
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('too_many_attempts');
    expect(res.body.message).toBe(`Too many login attempts. Please try again in ${res.retryAfter} seconds.`);
    expect(res.retryAfter).toBeGreaterThanOrEqual(1);
    expect(res.retryAfter).toBeLessThanOrEqual(windowSeconds);
  };

  it('SH-02: failures for one e-mail from one IP give 429 with Retry-After, also for the right password; other e-mails from that IP still log in', async () => {
    for (let i = 0; i < 3; i++) expect((await login('marketer@demo.test', '10.0.0.1')).status).toBe(401);
    expectThrottled(await login('marketer@demo.test', '10.0.0.1', DEMO_PASSWORD), 60);
    expect((await login('viewer@demo.test', '10.0.0.1', DEMO_PASSWORD)).status).toBe(200);
  });

  it('SH-02: failures for one e-mail spread over IPs block it from new addresses; the address it logged in from before still gets in', async () => {
    expect((await login('analyst@demo.test', '10.0.9.9', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 1; i <= 6; i++) expect((await login('analyst@demo.test', `10.0.1.${i}`)).status).toBe(401);
    expectThrottled(await login('analyst@demo.test', '10.0.1.7', DEMO_PASSWORD), 60);
    expect((await login('analyst@demo.test', '10.0.9.9', DEMO_PASSWORD)).status).toBe(200);
  });

  it('SH-02: failures from one IP over many e-mails block that IP; other addresses are not affected', async () => {
    for (let i = 1; i <= 6; i++) expect((await login(`nobody${i}@demo.test`, '10.0.2.1')).status).toBe(401);
    expectThrottled(await login('admin@demo.test', '10.0.2.1', DEMO_PASSWORD), 60);
    expect((await login('admin@demo.test', '10.0.2.2', DEMO_PASSWORD)).status).toBe(200);
  });

  it('SH-02: failures over the whole server block new e-mail + IP pairs; pairs that logged in before still get in', async () => {
    // 15 failures so far (3 + 6 + 6); 5 more from fresh addresses and e-mails reach the global 20.
    for (let i = 1; i <= 5; i++) expect((await login(`guess${i}@demo.test`, `10.0.3.${i}`)).status).toBe(401);
    expectThrottled(await login('marketer@demo.test', '10.0.3.99', DEMO_PASSWORD), 60);
    expect((await login('viewer@demo.test', '10.0.0.1', DEMO_PASSWORD)).status).toBe(200);
    expect((await login('admin@demo.test', '10.0.2.2', DEMO_PASSWORD)).status).toBe(200);
  });
});
