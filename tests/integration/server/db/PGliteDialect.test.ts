import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from '../../../../core/server/db/PGliteDialect';

describe('PGliteDialect', () => {
  const db = new Kysely<{ numbers: { n: number } }>({ dialect: new PGliteDialect(new PGlite()) });

  beforeAll(async () => {
    await sql`create table numbers as select generate_series(1, 5) as n`.execute(db);
  }, 120_000);
  afterAll(() => db.destroy());

  it('streams every row of a query, in chunks of the asked size', async () => {
    const streamed: number[] = [];
    for await (const row of db.selectFrom('numbers').select('n').orderBy('n').stream(2)) streamed.push(row.n);
    expect(streamed).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses a chunk size that is not a positive integer', async () => {
    await expect(db.selectFrom('numbers').select('n').stream(0).next()).rejects.toThrow('chunkSize');
  });
});
