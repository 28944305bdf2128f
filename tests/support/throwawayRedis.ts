import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './throwawayPostgres';

/** Debian's redis-server, as CI installs it (.ci/run). */
const REDIS_SERVER = '/usr/bin/redis-server';
export const hasRedisBinary = existsSync(REDIS_SERVER);

/**
 * A private Redis on a free loopback port that a suite starts and throws away: nothing is
 * saved (no RDB, no AOF), its working directory is a temporary one.
 */
export class ThrowawayRedis {
  readonly url: string;

  private constructor(
    private readonly dir: string,
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    this.url = `redis://127.0.0.1:${port}`;
  }

  static async create(): Promise<ThrowawayRedis> {
    const dir = mkdtempSync(path.join(tmpdir(), 'ac-redis-'));
    const port = await freePort();
    const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
    const redis = new ThrowawayRedis(dir, child, port);
    await redis.accepting(10_000);
    return redis;
  }

  async destroy(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGKILL');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Resolves once the port takes connections. */
  private async accepting(timeoutMs: number): Promise<void> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const ok = await new Promise<boolean>((resolve) => {
        const socket = createConnection(this.port, '127.0.0.1');
        socket.once('connect', () => {
          socket.end();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      if (ok) return;
      if (Date.now() > end || this.child.exitCode !== null) throw new Error(`redis-server did not start on port ${this.port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
