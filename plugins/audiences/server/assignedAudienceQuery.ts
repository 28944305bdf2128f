import { sql, type RawBuilder } from 'kysely';
import type { AudienceTypeId } from '../common/Audience';
import type { AssignedAudience, MappingMode } from '../common/Mapping';
import type { AudiencesDatabase } from './AudiencesTables';
import { MODE_RULE_TABLES } from './ruleTables';

/** Per mode, the columns that say what a rule matches: its selectedField, and form_data (`field: value`) for form rules. */
const MATCHED: Record<MappingMode, { selectedField: RawBuilder<number | string>; formData: RawBuilder<string | null> }> = {
  behaviour: { selectedField: sql`r.key`, formData: sql`null` },
  question: { selectedField: sql`r.answer_id`, formData: sql`null` },
  form: { selectedField: sql`r.field_name`, formData: sql`r.field_name || ': ' || r.value` },
};

/**
 * The rules of one mode (as `r`, joined with `audiences`) read as AssignedAudience (AS-17), the
 * audience named in `textColumn`; the caller adds which rules.
 */
export function assignedAudienceQuery(db: AudiencesDatabase, mode: MappingMode, textColumn: 'german' | 'english') {
  return (
    db
      // The three tables share id, audience_id and affinity_score; what differs is read through MATCHED.
      .selectFrom(`${MODE_RULE_TABLES[mode]} as r` as 'audience_surf_rules as r')
      .innerJoin('audiences', 'audiences.id', 'r.audience_id')
      .select([
        'r.id as mappedAudienceId',
        MATCHED[mode].selectedField.as('selectedField'),
        'audiences.id as audience_id',
        sql<string>`${sql.ref(`audiences.${textColumn}`)}`.as('text'),
        sql<AudienceTypeId>`audiences.type_id`.as('type_id'),
        'r.affinity_score',
        MATCHED[mode].formData.as('form_data'),
      ])
      .orderBy('r.id')
  );
}

/** The stored rules `ids` of one mode as AssignedAudience: what a write answers. */
export async function assignedAudiences(db: AudiencesDatabase, mode: MappingMode, textColumn: 'german' | 'english', ids: readonly number[]): Promise<AssignedAudience[]> {
  if (!ids.length) return [];
  return assignedAudienceQuery(db, mode, textColumn).where('r.id', 'in', ids).execute();
}
