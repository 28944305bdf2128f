import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');

/** The entry of a server process with the fixture plugins (routes a test can hold open). */
export const FIXTURE_SERVER_MAIN = 'tests/support/fixtureServerMain.ts';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far, stdout and stderr (pino's JSON lines). */
  output(): string;
  /** Resolves when the process ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The real server as `npm run serve` starts it (core/server/main.ts), in a process of its own
 * so a test can signal or kill it. `node --import tsx` rather than the tsx binary: that one
 * runs the server in a child process of its own, which a SIGKILL of the parent leaves running.
 * `entry` may be FIXTURE_SERVER_MAIN: the same server with the fixture plugins. Defaults: loopback, any free port, demo accounts without history or simulated traffic, and a
 * collect budget per address far above a real one's, since a test's whole load comes from one.
 */
export async function startServerProcess(env: Record<string, string>, { entry = 'core/server/main.ts', startTimeoutMs = 45_000 }: { entry?: string; startTimeoutMs?: number } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'demo',
      DEMO_HISTORY_DAYS: '0',
      SIMULATE: '0',
      JWT_SECRET: 'x'.repeat(64),
      LIMIT_COLLECT_PER_IP: '10000000/60',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${startTimeoutMs} ms:\n${out}`));
    }, startTimeoutMs);
    const onData = () => {
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve(m[1]);
    };
    child.stdout!.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${out}`));
    });
  });
  return { url, child, output: () => out, exited };
}

/** Sends SIGTERM and waits for the exit (a test fails on a server that does not stop). */
export async function stopServerProcess(server: ServerProcess, timeoutMs = 20_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      server.child.kill('SIGKILL');
      reject(new Error(`server did not stop within ${timeoutMs} ms:\n${server.output()}`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
