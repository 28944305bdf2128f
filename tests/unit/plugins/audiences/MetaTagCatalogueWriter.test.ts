/** @jest-environment node */
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from '../../../../core/server/db/PGliteDialect';
import type { Database } from '../../../../core/server/plugin';
import { audiencesDb } from '../../../../plugins/audiences/server/AudiencesTables';
import { MetaTagCatalogueWriter, type SeenMetaTag } from '../../../../plugins/audiences/server/MetaTagCatalogueWriter';
import { metaTagId } from '../../../../plugins/audiences/server/metaTagId';
import { metaTagsMigration } from '../../../../plugins/audiences/server/metaTagsMigration';

const T = Date.parse('2026-11-20T10:00:00Z');
const tag = (domain: string, value: string, ts = T): SeenMetaTag => ({ domain, key: 'og:title', value, id: metaTagId('og:title', value), ts });

describe('the meta tag catalogue is written off the collect path (MetaTagCatalogueWriter)', () => {
  let db: Kysely<Database>;
  const count = async (table: 'meta_tags' | 'meta_tag_domains') => Number((await audiencesDb(db).selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  beforeAll(async () => {
    db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
    await metaTagsMigration.up(db as Kysely<unknown>);
  });
  afterAll(() => db.destroy());

  it('a flood of new values costs one statement a second at most; drain writes the rest at once', async () => {
    const writer = MetaTagCatalogueWriter.of(db);
    for (let i = 0; i < 1200; i++) writer.note(tag('news.example.com', `Page ${i}`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // What one turn noted goes at once, up to a statement's worth; the rest waits for the next second.
    expect(await count('meta_tags')).toBe(500);
    await writer.drain();
    expect(await count('meta_tags')).toBe(1200);
    expect(await count('meta_tag_domains')).toBe(1200);
  });

  it('a value on a second domain is one tag seen on two; a tag known to be written is not written again; an earlier sighting moves first seen back', async () => {
    const writer = MetaTagCatalogueWriter.of(db);
    writer.note(tag('sport.example.com', 'Page 1', T + 60_000));
    await writer.drain();
    expect(await count('meta_tags')).toBe(1200);
    expect(await count('meta_tag_domains')).toBe(1201);
    const spy = jest.spyOn(db, 'executeQuery');
    writer.note(tag('sport.example.com', 'Page 1', T - 60_000));
    await writer.drain();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    // Another process (or a restart) knows nothing yet: it writes, and the earlier sighting wins.
    MetaTagCatalogueWriter.forget(db);
    MetaTagCatalogueWriter.of(db).note(tag('sport.example.com', 'Page 1', T - 60_000));
    await MetaTagCatalogueWriter.of(db).drain();
    const row = await audiencesDb(db).selectFrom('meta_tag_domains').select('created_at').where('domain', '=', 'sport.example.com').executeTakeFirstOrThrow();
    expect(new Date(row.created_at).getTime()).toBe(T - 60_000);
  });
});
