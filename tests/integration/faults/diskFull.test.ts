import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOAD_USER_AGENT, loadHit, postHits, storedHitIds, type Outcome } from '../../support/collectLoad';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../../support/serverProcess';

/** Room for the store's file and WAL, and little more: a filler file takes the rest. */
const TMPFS_SIZE = '32m';

/** Mounts a small tmpfs of its own on a new directory; throws where mounting is not permitted. */
function mountTmpfs(size: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ac-diskfull-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
    return dir;
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

function unmount(dir: string) {
  execFileSync('umount', [dir]);
  rmSync(dir, { recursive: true, force: true });
}

/** Whether this process may mount (root, a container with the capability): probed once, nothing left mounted. */
function mayMount(): boolean {
  try {
    unmount(mountTmpfs('1m'));
    return true;
  } catch {
    return false;
  }
}

/** Writes `file` until the file system has no byte left. */
function fill(file: string) {
  const fd = openSync(file, 'w');
  try {
    for (const size of [1 << 20, 4096, 1]) {
      try {
        for (;;) writeSync(fd, Buffer.alloc(size));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
      }
    }
  } finally {
    closeSync(fd);
  }
}

(mayMount() ? describe : describe.skip)('fault: the event store on a full disk', () => {
  let mount: string;
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(() => {
    mount = mountTmpfs(TMPFS_SIZE);
    dataDir = mkdtempSync(path.join(tmpdir(), 'ac-diskfull-data-'));
  });
  afterAll(async () => {
    if (server) await stopServerProcess(server).catch(() => server!.child.kill('SIGKILL'));
    unmount(mount);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses hits with 503 event_store_unavailable and a clear log line, loses and duplicates nothing accepted, and accepts again once space returns', async () => {
    const storeFile = path.join(mount, 'events.duckdb');
    // Only the event store is on the small disk; PGlite and the rest of DATA_DIR are not.
    server = await startServerProcess({ DATA_DIR: dataDir, EVENT_STORE_FILE: storeFile });
    const accepted = new Set<number>();
    const refused = new Set<number>();
    const outcomes = new Map<Outcome, number>();
    let next = 0;
    // Batches of 20 hits with long titles: more than the partly used last page of the WAL holds.
    const send = async () => {
      const ids = Array.from({ length: 20 }, () => next++);
      const outcome = await postHits(server!.url, ids, 'Full disk '.repeat(50));
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      for (const id of ids) (outcome === '202' ? accepted : refused).add(id);
      return outcome;
    };

    for (let i = 0; i < 5; i++) expect(await send()).toBe('202');
    const before = new Set(accepted);
    await new Promise((r) => setTimeout(r, 1000)); // flushed (250 ms)

    const filler = path.join(mount, 'filler');
    fill(filler);
    // Hits accepted before the first commit fails wait in memory; from then on collect refuses.
    let refusal: Response | undefined;
    for (let i = 0; i < 100 && !refusal; i++) {
      const outcome = await send();
      if (outcome === '503 event_store_unavailable') {
        const id = next++;
        refused.add(id);
        refusal = await fetch(`${server.url}/api/v1/collect`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': LOAD_USER_AGENT },
          body: JSON.stringify(loadHit(id)),
        });
      } else await new Promise((r) => setTimeout(r, 100));
    }
    expect(refusal?.status).toBe(503);
    expect(refusal!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refusal!.json()) as { error: string }).error).toBe('event_store_unavailable');
    expect(server.output()).toMatch(/event store cannot write.*No space left on device|No space left on device.*event store cannot write/s);
    for (let i = 0; i < 3; i++) expect(await send()).toBe('503 event_store_unavailable');

    unlinkSync(filler);
    // The store retries what it holds every second; the first commit that succeeds reopens collect.
    let recovered = false;
    for (let i = 0; i < 60 && !recovered; i++) {
      recovered = (await send()) === '202';
      if (!recovered) await new Promise((r) => setTimeout(r, 250));
    }
    expect(recovered).toBe(true);
    expect(server.output()).toMatch(/event store writes again/);
    for (let i = 0; i < 5; i++) expect(await send()).toBe('202');

    expect(await stopServerProcess(server)).toEqual({ code: 0, signal: null });
    const stored = await storedHitIds(storeFile);
    console.info(`full disk: outcomes ${JSON.stringify(Object.fromEntries(outcomes))}; ${accepted.size} hits accepted, ${stored.size} stored`);
    expect([...before].filter((id) => stored.get(id) !== 1)).toEqual([]);
    expect([...accepted].filter((id) => stored.get(id) !== 1)).toEqual([]);
    expect([...refused].filter((id) => stored.has(id))).toEqual([]);
    expect([...stored.keys()].filter((id) => !accepted.has(id))).toEqual([]);
    expect([...outcomes.keys()].filter((o) => !['202', '503 event_store_unavailable'].includes(o))).toEqual([]);
  }, 60_000);
});
