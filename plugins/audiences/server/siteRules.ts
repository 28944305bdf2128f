import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { MappedAudience } from '../common/Mapping';

/**
 * The question or form rules (`r`, joined with `audiences`) that apply on a site, as
 * AudienceRules.match decides: naming its domain or none, of an audience of the shared taxonomy
 * or of the domain's organisation.
 */
export function appliesOnSite(domain: Expression<string>, organisationId: Expression<number | null>): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref('r.domain')} is null or ${sql.ref('r.domain')} = ${domain}) and (${sql.ref('audiences.organisation_id')} is null or ${sql.ref('audiences.organisation_id')} = ${organisationId})`;
}

/** A table row's mappings column: the distinct audiences its rules (joined as `audiences`) assign, named in `textColumn`. */
export function mappedAudiences(textColumn: 'german' | 'english'): RawBuilder<MappedAudience[]> {
  return sql<MappedAudience[]>`coalesce(jsonb_agg(distinct jsonb_build_object('id', ${sql.ref('audiences.id')}, 'text', ${sql.ref(`audiences.${textColumn}`)})), '[]'::jsonb)`;
}

/** A table row's audiences in a stable order (jsonb_agg's distinct sorts by the objects' bytes). */
export function byText(audiences: MappedAudience[]): MappedAudience[] {
  return [...audiences].sort((a, b) => a.text.localeCompare(b.text) || a.id - b.id);
}
