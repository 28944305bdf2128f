import { sql } from 'kysely';
import type { AudiencesDatabase } from './AudiencesTables';

/** An audience and every audience below it, at any depth (ids, the audience itself first), with what a delete checks. */
export async function audienceSubtree(db: AudiencesDatabase, id: number): Promise<{ id: number; organisation_id: number | null; is_pinpoll: boolean }[]> {
  const { rows } = await sql<{ id: number; organisation_id: number | null; is_pinpoll: boolean }>`
    with recursive subtree (id, depth) as (
      select ${id}::integer, 0
      union all
      select a.id, s.depth + 1 from audiences a join subtree s on a.parent_id = s.id
    )
    select a.id, a.organisation_id, a.is_pinpoll from subtree s join audiences a on a.id = s.id order by s.depth, a.id`.execute(db);
  return rows;
}

/** How many mapping rules (surf behaviour, question, form) the audiences have. */
export async function audienceRuleCount(db: AudiencesDatabase, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  const count = (table: 'audience_surf_rules' | 'audience_question_rules' | 'audience_form_rules') =>
    db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('audience_id', 'in', ids).executeTakeFirstOrThrow();
  const counts = await Promise.all([count('audience_surf_rules'), count('audience_question_rules'), count('audience_form_rules')]);
  return counts.reduce((sum, { n }) => sum + Number(n), 0);
}
