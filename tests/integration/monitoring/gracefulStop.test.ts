import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDbEventStore } from '../../../core/server/events/duckdb/DuckDbEventStore';
import { TEST_EVENT_LISTS } from '../../support/eventLists';

const ROOT = path.join(__dirname, '../../..');
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('graceful stop', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ac-sigterm-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('SIGTERM during a load: every accepted event is stored', async () => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['core/server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED: 'demo', DEMO_HISTORY_DAYS: '0', SIMULATE: '0', JWT_SECRET: 'x'.repeat(64), LIMIT_COLLECT_PER_IP: '10000000/60' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 45_000);
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    });

    // The load comes from one address, far beyond a real one's collect budget (raised above).
    let accepted = 0;
    let stopping = false;
    const hit = (i: number) => ({ type: 'pageview', domain: 'news.example.com', url: `https://news.example.com/p/${i}`, title: 'Load', referrer: '', visitorId: `load-visitor-${i % 500}` });
    const worker = async (w: number) => {
      for (let i = 0; ; i++) {
        try {
          const res = await fetch(`${url}/api/v1/collect`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'user-agent': UA },
            body: JSON.stringify([hit(w * 100_000 + i * 2), hit(w * 100_000 + i * 2 + 1)]),
          });
          if (res.status === 202) accepted += 2;
          else if (!stopping) throw new Error(`collect answered ${res.status}`);
        } catch (err) {
          if (stopping) return; // refused once the server stopped accepting
          throw err;
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    await new Promise((r) => setTimeout(r, 1500));
    expect(accepted).toBeGreaterThan(0);
    stopping = true;
    child.kill('SIGTERM');
    await load;
    expect(await exited).toBe(0);

    const store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file: path.join(dataDir, 'events.duckdb') });
    const [{ n }] = await store.query<{ n: number }>('SELECT count(*) AS n FROM events');
    await store.close();
    expect(n).toBe(accepted);
  }, 90_000);
});
