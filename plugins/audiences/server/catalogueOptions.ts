import { sql, type SqlBool } from 'kysely';
import { containsPattern } from '../../../core/server/datatable';
import type { RouteContext } from '../../../core/server/plugin';
import { audiencesDb } from './AudiencesTables';
import { entityScope } from '../../../core/server/entities';
import { catalogueDomains, onDomains } from './catalogueDomains';

/** A selector's list is capped: the search narrows it. */
const CATALOGUE_OPTIONS_MAX = 100;

const TEXT = { questions: 'question', forms: 'title', elements: 'name' } as const;

/**
 * The caller's questions, forms or elements for a selector (getQuestions, getForms, the ads'
 * elements): id, text (question, title or name) and domain, newest id first, at most CATALOGUE_OPTIONS_MAX, `search` found in the
 * text, the id or the domain (case-insensitive).
 */
export async function catalogueOptions(ctx: RouteContext, table: keyof typeof TEXT, search: string): Promise<{ id: number; text: string; domain: string }[]> {
  const domains = await catalogueDomains(ctx, await entityScope(ctx));
  const text = sql.ref<string>(`c.${TEXT[table]}`);
  const pattern = containsPattern(search);
  return (
    audiencesDb(ctx.db)
      // The catalogue's tables share id and domain; their text column is named by TEXT.
      .selectFrom(`${table} as c` as 'questions as c')
      .select(['c.id', text.as('text'), 'c.domain'])
      .where(onDomains('c.domain', domains))
      .$if(search !== '', (qb) => qb.where(sql<SqlBool>`(${text} ILIKE ${pattern} ESCAPE '\\' OR c.id::text ILIKE ${pattern} ESCAPE '\\' OR c.domain ILIKE ${pattern} ESCAPE '\\')`))
      .orderBy('c.id', 'desc')
      .orderBy('c.domain')
      .limit(CATALOGUE_OPTIONS_MAX)
      .execute()
  );
}
