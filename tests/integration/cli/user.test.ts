import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { registerUserCommands } from '../../../cli/commands/user';
import { resolveServerConfig } from '../../../core/server/config/ServerConfig';
import { openMigratedDatabase, type MigratedDatabase } from '../../../core/server/db/openMigratedDatabase';
import { startTestServer } from '../../support/startTestServer';
import { testDatabaseUrl } from '../../support/testDatabaseUrl';

/** The CLI's user commands in-process, on the database a server then starts on (SEED=none). */
describe('cli user commands', () => {
  const databaseUrl = testDatabaseUrl();
  // Each test on a database of its own: the server a test starts removes its DATA_DIR on close.
  let dataDir: string;
  let databaseSchema: string | undefined;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ac-cli-'));
    databaseSchema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  });
  const output: string[] = [];
  // The commands of a test share one opened database (opening PGlite is the slow part); it is
  // closed before a server starts on it, and after each test.
  let database: MigratedDatabase | undefined;
  const closeDatabase = async () => {
    await database?.db.destroy();
    database = undefined;
  };
  afterEach(closeDatabase);

  const run = async (...args: string[]) => {
    const program = new Command().exitOverride();
    registerUserCommands(program, {
      async open() {
        database ??= await openMigratedDatabase(resolveServerConfig({ dataDir, databaseUrl, databaseSchema, logger: false }));
        return { db: database.db, registry: database.plugins.registry, close: async () => {} };
      },
      print: (line) => output.push(line),
    });
    await program.parseAsync(args, { from: 'user' });
  };

  it('adds, lists and re-permissions users; the server then logs them in with the same hash', async () => {
    await run('user', 'add', '--email', 'Jane@Example.com', '--password', 'secret-pass', '--access', 'REALTIME.VIEW,AUDIENCES.VIEW,MODULE_ANALYTICS.VIEW', '--firstname', 'Jane', '--lastname', 'Doe', '--domains', 'news.example.com', '--organisation', 'Example Ltd');
    expect(output.pop()).toMatch(/^Created user \d+ <jane@example.com> with 3 permission\(s\)\.$/);
    await expect(run('user', 'add', '--email', 'jane@example.com', '--password', 'secret-pass')).rejects.toThrow('already exists');
    await expect(run('user', 'add', '--email', 'not-an-email', '--password', 'secret-pass')).rejects.toThrow('E-mail is not a valid e-mail address.');
    await expect(run('user', 'add', '--email', 'short@example.com', '--password', 'short')).rejects.toThrow('at least 8 characters');

    await run('user', 'set-access', '--email', 'jane@example.com', '--access', 'REALTIME.VIEW,AUDIENCES.VIEW,MODULE_ANALYTICS.VIEW,TYPO.VIEW');
    expect(output).toContain('Warning: no permission rule of the enabled plugins names TYPO.VIEW.');
    await expect(run('user', 'set-access', '--email', 'nobody@example.com', '--access', 'X')).rejects.toThrow('No user with e-mail nobody@example.com.');
    output.length = 0;
    await run('user', 'list');
    expect(output).toEqual([expect.stringMatching(/^\d+\tjane@example.com\tJane Doe\taccess: AUDIENCES.VIEW,MODULE_ANALYTICS.VIEW,REALTIME.VIEW,TYPO.VIEW\tdomains: news.example.com$/)]);

    await closeDatabase();
    const t = await startTestServer({ dataDir, databaseUrl, databaseSchema, seed: 'none' });
    try {
      const { response, token } = await t.login('jane@example.com', 'secret-pass');
      expect(response.body.data.user).toMatchObject({ firstname: 'Jane', organisations: [{ name: 'Example Ltd', default: true }], domains: [{ title: 'news.example.com', analytics: true }] });
      expect((await t.request('GET', '/v1/account/me', { token })).body.data.access).toContain('TYPO.VIEW');
      // SEED=none: no demo accounts.
      expect((await t.request('POST', '/v1/login', { body: { email: 'admin@demo.test', password: 'demo1234' } })).status).toBe(401);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('issue 13: user add holds the password to the server\'s bounds (8 to 1,024 characters, as the login schema): longer or shorter creates nothing', async () => {
    await expect(run('user', 'add', '--email', 'long@example.com', '--password', 'x'.repeat(1025))).rejects.toThrow('Password may not be greater than 1024 characters.');
    await expect(run('user', 'add', '--email', 'long@example.com', '--password', 'x'.repeat(7))).rejects.toThrow('Password must be at least 8 characters.');
    output.length = 0;
    await run('user', 'list');
    expect(output).toEqual(['No users.']);
    await run('user', 'add', '--email', 'long@example.com', '--password', 'x'.repeat(1024));
    await closeDatabase();
    const t = await startTestServer({ dataDir, databaseUrl, databaseSchema, seed: 'none' });
    try {
      expect((await t.login('long@example.com', 'x'.repeat(1024))).response.status).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);

  it("refuses to give a user another organisation's domain, creating nothing; the organisation's own and new domains are given", async () => {
    await run('user', 'add', '--email', 'ann@owner.example', '--password', 'secret-pass', '--domains', 'owned.example.org', '--organisation', 'Owner Media');
    const refusal = 'Refused: owned.example.org (organisation "Owner Media") belongs to another organisation than the user\'s';
    await expect(run('user', 'add', '--email', 'bob@other.example', '--password', 'secret-pass', '--domains', 'owned.example.org', '--organisation', 'Other Media')).rejects.toThrow(`${refusal} ("Other Media"). Nothing was created.`);
    await expect(run('user', 'add', '--email', 'bob@other.example', '--password', 'secret-pass', '--domains', 'fresh.example.net,owned.example.org')).rejects.toThrow(`${refusal} (none; pass --organisation)`);
    output.length = 0;
    await run('user', 'list');
    expect(output.join('\n')).not.toContain('bob@other.example');

    expect(output.join('\n')).not.toContain('fresh.example.net');

    await run('user', 'add', '--email', 'joe@owner.example', '--password', 'secret-pass', '--domains', 'owned.example.org,fresh.example.net', '--organisation', 'Owner Media');
    output.length = 0;
    await run('user', 'list');
    expect(output).toContainEqual(expect.stringMatching(/\tjoe@owner.example\t.*\tdomains: (owned.example.org,fresh.example.net|fresh.example.net,owned.example.org)$/));
  });
});
