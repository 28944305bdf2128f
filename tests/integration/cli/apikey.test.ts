import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import type { Kysely } from 'kysely';
import { registerApiKeyCommands } from '../../../cli/commands/apikey';
import { registerUserCommands } from '../../../cli/commands/user';
import { resolveServerConfig } from '../../../core/server/config/ServerConfig';
import { openMigratedDatabase } from '../../../core/server/db/openMigratedDatabase';
import { startTestServer } from '../../support/startTestServer';
import { testDatabaseUrl } from '../../support/testDatabaseUrl';

/** The CLI's apikey commands in-process, on the database a server then starts on (SEED=none). */
describe('cli apikey commands (issue 16: SDK data)', () => {
  const databaseUrl = testDatabaseUrl();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ac-cli-'));
  const databaseSchema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const output: string[] = [];

  const open = async () => {
    const database = await openMigratedDatabase(resolveServerConfig({ dataDir, databaseUrl, databaseSchema, logger: false }));
    return { db: database.db, registry: database.plugins.registry, close: () => database.db.destroy() };
  };
  const run = async (...args: string[]) => {
    const program = new Command().exitOverride();
    registerUserCommands(program, { open, print: (line) => output.push(line) });
    registerApiKeyCommands(program, { open, print: (line) => output.push(line) });
    await program.parseAsync(args, { from: 'user' });
  };
  const look = async <T>(read: (db: Kysely<any>) => Promise<T>): Promise<T> => {
    const { db, close } = await open();
    try {
      return await read(db as unknown as Kysely<any>);
    } finally {
      await close();
    }
  };

  it('issue 16: apikey create prints the key once and stores only its SHA-256; list shows the keys, never a key; the server takes a created key and refuses a revoked one', async () => {
    await run('apikey', 'list');
    expect(output).toEqual(['No API keys.']);
    await run('user', 'add', '--email', 'ops@example.com', '--password', 'secret-pass', '--organisation', 'Example Ltd');
    const organisation = await look((db) => db.selectFrom('organisations').select('id').where('name', '=', 'Example Ltd').executeTakeFirstOrThrow());
    output.length = 0;

    await run('apikey', 'create', '--organisation', String(organisation.id), '--name', 'CRM export');
    expect(output).toEqual([`Created API key 1 of organisation ${organisation.id} (Example Ltd). It is shown only now; send it as "Authorization: Bearer <key>":`, expect.stringMatching(/^acsdk_[A-Za-z0-9_-]{43}$/)]);
    const key = output[1];
    const stored = await look((db) => db.selectFrom('sdk_api_keys').selectAll().execute());
    expect(stored).toEqual([expect.objectContaining({ id: 1, organisation_id: organisation.id, name: 'CRM export', key_hash: createHash('sha256').update(key).digest('hex'), revoked_at: null })]);
    expect(JSON.stringify(stored)).not.toContain(key.slice(6));

    // By name, as user add names organisations.
    await run('apikey', 'create', '--organisation', 'Example Ltd');
    expect(output.at(-2)).toMatch(`Created API key 2 of organisation ${organisation.id} (Example Ltd).`);
    const revokedKey = output.at(-1)!;
    expect(revokedKey).not.toBe(key);
    await expect(run('apikey', 'create', '--organisation', '999')).rejects.toThrow('No organisation with id 999.');
    await expect(run('apikey', 'create', '--organisation', 'Nobody Ltd')).rejects.toThrow('No organisation named "Nobody Ltd".');
    await expect(run('apikey', 'revoke', 'two')).rejects.toThrow('<id> must be a positive whole number, got "two".');
    await expect(run('apikey', 'create', '--organisation', String(organisation.id), '--name', 'x'.repeat(201))).rejects.toThrow('--name may not be longer than 200 characters.');

    output.length = 0;
    await run('apikey', 'revoke', '2');
    expect(output).toEqual(['Revoked API key 2.']);
    await expect(run('apikey', 'revoke', '2')).rejects.toThrow('API key 2 is already revoked.');
    await expect(run('apikey', 'revoke', '7')).rejects.toThrow('No API key with id 7.');
    output.length = 0;
    await run('apikey', 'list');
    expect(output).toEqual([
      expect.stringMatching(new RegExp(`^1\\torganisation ${organisation.id} \\(Example Ltd\\)\\tCRM export\\tcreated \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\tactive$`)),
      expect.stringMatching(new RegExp(`^2\\torganisation ${organisation.id} \\(Example Ltd\\)\\t-\\tcreated \\S+\\trevoked \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z$`)),
    ]);
    expect(output.join('\n')).not.toContain(key);

    const t = await startTestServer({ dataDir, databaseUrl, databaseSchema, seed: 'none' });
    try {
      const call = (bearer: string) =>
        fetch(`${t.url}/api/v1/audiences/sdk/assign`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` }, body: JSON.stringify({ audienceId: 1, visitorIds: ['visitor-0001'], affinity_score: 5 }) }).then(async (res) => [res.status, (await res.json()).error]);
      // Past the key: no audience 1 in an unseeded database.
      expect(await call(key)).toEqual([404, 'audience_not_found']);
      expect(await call(revokedKey)).toEqual([401, 'invalid_api_key']);
    } finally {
      await t.close();
    }
  }, 60_000);
});
