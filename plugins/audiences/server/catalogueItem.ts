import { sql } from 'kysely';
import { validationMessage } from '../../../core/common/validation';
import { ApiError } from '../../../core/server/http';
import type { RouteContext } from '../../../core/server/plugin';
import { audiencesDb } from './AudiencesTables';
import { onDomains } from './catalogueDomains';
import type { MappingCaller } from './mappingCaller';

/**
 * The one row of `rows` (at most two: a question or form id on the domains asked): ids are the
 * sites' own, so several domains may have the same and then the caller must name one — 422
 * naming `domainField`; `notFound` when there is none.
 */
export function oneOnDomain<T>(rows: readonly T[], notFound: () => ApiError, domainField: string): T {
  if (!rows.length) throw notFound();
  if (rows.length > 1) throw ApiError.validation({ [domainField]: [validationMessage('required', { field: domainField })] });
  return rows[0];
}

/** A catalogue row as a mapping rule needs it: its site, and its answers (a question) or field names (a form). */
export interface CatalogueItem {
  domain: string;
  organisation_id: number | null;
  content: unknown;
}

const CONTENT = { questions: 'answers', forms: 'fields' } as const;

/**
 * The question or form `id` on one of the caller's domains (on `domain` when given), which a
 * mapping rule may name: 422 naming `fields.id` when there is none (another organisation's is
 * none), `fields.domain` when several domains have it and none was given.
 */
export async function catalogueItem(ctx: RouteContext, caller: MappingCaller, table: keyof typeof CONTENT, id: number, domain: string | undefined, fields: { id: string; domain: string }): Promise<CatalogueItem> {
  const rows = await audiencesDb(ctx.db)
    // Questions and forms share id and domain; the one column that differs is named by CONTENT.
    .selectFrom(`${table} as c` as 'questions as c')
    .innerJoin('domains as d', 'd.title', 'c.domain')
    .select(['c.domain', 'd.organisation_id', sql<unknown>`${sql.ref(`c.${CONTENT[table]}`)}`.as('content')])
    .where('c.id', '=', id)
    .where(onDomains('c.domain', caller.domains))
    .$if(domain !== undefined, (qb) => qb.where('c.domain', '=', domain!))
    .orderBy('c.domain')
    .limit(2)
    .execute();
  return oneOnDomain(rows, () => ApiError.validation({ [fields.id]: [validationMessage('oneOf', { field: fields.id })] }), fields.domain);
}
