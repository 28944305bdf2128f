import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { registerSeedCommand } from '../../../cli/commands/seed';
import { resolveServerConfig, type ServerOptions } from '../../../core/server/config/ServerConfig';
import { openMigratedDatabase } from '../../../core/server/db/openMigratedDatabase';
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
  /** How many events of `event` the event store holds (each sign-up was stored as a lead when seeded, each vote counted in question_votes). */
  const eventsInStore = async (event: string) => {
    const database = await openMigratedDatabase(resolveServerConfig(options));
    const store = await openEventStore(resolveServerConfig(options), { lists: database.plugins.eventLists });
    try {
      const [row] = await store.count({ name: 'eventsInStore', range: { from: 0, to: Date.now() + 86_400_000 }, where: [{ field: 'event', in: [event] }], measures: { n: 'events' } });
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

  it('issue 13, issue 16: seed --replace clears the leads, the poll and form catalogue and the vote roll-up of the earlier history with its events', async () => {
    await withDatabase((db) => db.insertInto('domains').values({ title: 'news.example.com', organisation_id: null }).execute());
    // Two days: yesterday whole, so the history sees every poll and sign-up whatever the hour.
    await run('seed', '--days', '2', '--visits-per-day', '1500');
    await expect(run('seed', '--days', '1')).rejects.toThrow('already holds events');
    // Rows only an earlier history could have left: a poll and a lead the new one never makes.
    await withDatabase(async (db) => {
      await db.insertInto('questions').values({ id: 1, question: 'Old poll?', answers: '[]', domain: 'news.example.com' }).execute();
      await db.insertInto('leads').values({ form_id: DEMO_LEAD_FORM.id, visitor_id: 'old-visitor', domain: 'news.example.com', data: '{}' }).execute();
      await db.insertInto('question_votes').values({ domain: 'news.example.com', question_id: 1, answer_id: 1, day: '2020-01-01', votes: 3 }).execute();
      await db.insertInto('meta_tags').values({ id: 1, key: 'og:title', value: 'Old title', value_lower: 'old title' }).execute();
      await db.insertInto('meta_tag_domains').values({ domain: 'news.example.com', key: 'og:title', meta_tag_id: 1 }).execute();
    });
    // Every poll the history saw, and the old one.
    const [questionsBefore, elementsBefore] = await withDatabase(async (db) => [(await db.selectFrom('questions').select('id').execute()).length, (await db.selectFrom('elements').select('id').execute()).length]);
    output.length = 0;

    await run('seed', '--days', '2', '--visits-per-day', '1500', '--replace');
    expect(output).toContainEqual(expect.stringMatching(new RegExp(`^Deleted \\d+ leads, \\d+ question_votes, ${questionsBefore} questions, 1 forms, ${elementsBefore} elements \\(catalogue\\)\\.$`)));
    expect(output).toContainEqual(expect.stringMatching(/^Deleted \d+ meta_tag_domains, \d+ meta_tags, \d+ meta_keys \(metaTags\)\.$/));
    const { leads, votes, questions, forms, elements, titles } = await withDatabase(async (db) => ({
      leads: await db.selectFrom('leads').select(['visitor_id']).execute(),
      votes: await db.selectFrom('question_votes').select(['question_id', 'day', 'votes']).execute(),
      questions: await db.selectFrom('questions').select(['id']).orderBy('id').execute(),
      forms: await db.selectFrom('forms').select(['id']).execute(),
      elements: await db.selectFrom('elements').select(['id']).orderBy('id').execute(),
      titles: await db.selectFrom('meta_tags').select('value').execute(),
    }));
    // The meta tag catalogue is the new history's: its pages' tags, none of the old.
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.map((t) => t.value)).not.toContain('Old title');
    expect(leads.length).toBeGreaterThan(0);
    // One lead per sign-up of the new history: none of the old ones is left.
    expect(leads.length).toBe(await eventsInStore('lead_form_submit'));
    // The roll-up holds the new history's votes, every one (MT-08's votes), and none of the old.
    expect(votes.reduce((sum, row) => sum + row.votes, 0)).toBe(await eventsInStore('vote'));
    expect(votes.map((row) => row.question_id)).not.toContain(1);
    expect(leads.map((l) => l.visitor_id)).not.toContain('old-visitor');
    expect(questions.map((q) => q.id)).toEqual([9101, 9102, 9103, 9104]);
    expect(forms.map((f) => f.id)).toEqual([DEMO_LEAD_FORM.id]);
    expect(elements.map((e) => e.id)).toEqual([9301, 9302, 9303, 9304]);
  }, 120_000);
});
