import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Debian's PostgreSQL binaries, as CI installs them (.ci/run). */
const PG_BIN = '/usr/lib/postgresql/15/bin';
export const hasPostgresBinaries = existsSync(path.join(PG_BIN, 'pg_ctl')) && existsSync(path.join(PG_BIN, 'initdb'));

/**
 * A private PostgreSQL cluster on a free loopback port that a test starts, stops and throws
 * away, like .ci/run's. PostgreSQL refuses to run as root: as root the cluster belongs to the
 * postgres user and its binaries run through runuser.
 */
export class ThrowawayPostgres {
  readonly url: string;
  private readonly data: string;

  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {
    this.data = path.join(dir, 'data');
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  static async create(): Promise<ThrowawayPostgres> {
    const dir = mkdtempSync(path.join(tmpdir(), 'ac-pg-'));
    if (userInfo().uid === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
    const pg = new ThrowawayPostgres(dir, await freePort());
    await pg.run('initdb', ['-D', pg.data, '-U', 'postgres', '--auth=trust']);
    await pg.start();
    return pg;
  }

  start(): Promise<void> {
    return this.run('pg_ctl', ['-D', this.data, '-o', `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`, '-l', path.join(this.dir, 'log'), '-w', 'start']);
  }

  /** Fast shutdown, as a restart does it: open connections are terminated (57P01). */
  stop(): Promise<void> {
    return this.run('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }

  async destroy(): Promise<void> {
    await this.run('pg_ctl', ['-D', this.data, '-m', 'immediate', 'stop']).catch(() => undefined); // already stopped
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Asynchronous, so the test's load goes on while PostgreSQL stops and starts. */
  private async run(binary: string, args: string[]): Promise<void> {
    const command = path.join(PG_BIN, binary);
    const [file, argv] = userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    await promisify(execFile)(file, argv);
  }
}

/** A loopback port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
