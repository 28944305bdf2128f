import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { registerSeedCommand } from '../../../cli/commands/seed';
import { resolveServerConfig, type ServerOptions } from '../../../core/server/config/ServerConfig';
import { openMigratedDatabase } from '../../../core/server/db/openMigratedDatabase';
import { eventStoreFile } from '../../../core/server/events/eventStoreFile';
import { openEventStore } from '../../../core/server/events/openEventStore';
import { audiencesDb } from '../../../plugins/audiences/server/AudiencesTables';
import { DEMO_LEAD_FORM } from '../../../plugins/audiences/server/demoTools';
import { testDatabaseUrl } from '../../support/testDatabaseUrl';

/** `cli seed` in-process on a database and event store of its own, with one configured domain. */
describe('cli seed', () => {
  const databaseUrl = testDatabaseUrl();
  const options: ServerOptions = {
    dataDir: mkdtempSync(path.join(tmpdir(), 'ac-seed-')),
    databaseUrl,
    databaseSchema: databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined,
    logger: false,
  };
  const output: string[] = [];
  const run = async (...args: string[]) => {
    const program = new Command().exitOverride();
    registerSeedCommand(program, { print: (line) => output.push(line) }, () => options);
    await program.parseAsync(args, { from: 'user' });
  };
  /** Opens the deployment's database for one look (the command holds it only while it runs). */
  const withDatabase = async <T>(look: (db: ReturnType<typeof audiencesDb>) => Promise<T>): Promise<T> => {
    const database = await openMigratedDatabase(resolveServerConfig(options));
    try {
      return await look(audiencesDb(database.db));
    } finally {
      await database.db.destroy();
    }
  };
  /** The newsletter sign-ups the event store holds: each one was stored as a lead when seeded. */
  const submissionsInStore = async () => {
    const database = await openMigratedDatabase(resolveServerConfig(options));
    const store = await openEventStore({ file: eventStoreFile(resolveServerConfig(options)), lists: database.plugins.eventLists });
    try {
      const [row] = await store.query<{ n: number }>("SELECT count(*)::INTEGER AS n FROM events WHERE event = 'lead_form_submit'");
      return row.n;
    } finally {
      await store.close();
      await database.db.destroy();
    }
  };

  afterAll(async () => {
    if (databaseUrl) await withDatabase((db) => db.schema.dropSchema(options.databaseSchema!).ifExists().cascade().execute());
    rmSync(options.dataDir!, { recursive: true, force: true });
  });

  it('issue 13: seed --replace clears the leads and the poll and form catalogue of the earlier history with its events', async () => {
    await withDatabase((db) => db.insertInto('domains').values({ title: 'news.example.com', organisation_id: null }).execute());
    await run('seed', '--days', '1', '--visits-per-day', '1500');
    await expect(run('seed', '--days', '1')).rejects.toThrow('already holds events');
    // Rows only an earlier history could have left: a poll and a lead the new one never makes.
    await withDatabase(async (db) => {
      await db.insertInto('questions').values({ id: 1, question: 'Old poll?', answers: '[]', domain: 'news.example.com' }).execute();
      await db.insertInto('leads').values({ form_id: DEMO_LEAD_FORM.id, visitor_id: 'old-visitor', domain: 'news.example.com', data: '{}' }).execute();
    });
    output.length = 0;

    await run('seed', '--days', '1', '--visits-per-day', '1500', '--replace');
    expect(output).toContainEqual(expect.stringMatching(/^Deleted \d+ leads, 5 questions, 1 forms \(catalogue\)\.$/));
    const { leads, questions, forms } = await withDatabase(async (db) => ({
      leads: await db.selectFrom('leads').select(['visitor_id']).execute(),
      questions: await db.selectFrom('questions').select(['id']).orderBy('id').execute(),
      forms: await db.selectFrom('forms').select(['id']).execute(),
    }));
    expect(leads.length).toBeGreaterThan(0);
    // One lead per sign-up of the new history: none of the old ones is left.
    expect(leads.length).toBe(await submissionsInStore());
    expect(leads.map((l) => l.visitor_id)).not.toContain('old-visitor');
    expect(questions.map((q) => q.id)).toEqual([9101, 9102, 9103, 9104]);
    expect(forms.map((f) => f.id)).toEqual([DEMO_LEAD_FORM.id]);
  }, 120_000);
});
