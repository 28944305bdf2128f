import type { PastMatching, TimeRange } from '../../../core/server/events';
import { matchesWildcard } from '../common/wildcard';
import { ANSWER_EVENT_LIST, answerListId } from './answerEventList';
import type { AudiencesDatabase } from './AudiencesTables';
import { MetaTagCatalogue } from './MetaTagCatalogue';
import { META_TAG_EVENT_LIST } from './metaTagEventLists';
import { metaKeyClass } from './metaTagId';
import type { RuleTarget } from './mappingTarget';
import { wildcardLike } from './wildcardLike';

/**
 * The sites a rule of an audience of `organisationId` matches on (AudienceRules.match: a rule
 * assigns on its audience's organisation's sites; a shared audience's on every site).
 */
export async function ruleDomains(db: AudiencesDatabase, organisationId: number | null): Promise<string[]> {
  let query = db.selectFrom('domains').select('title');
  if (organisationId !== null) query = query.where('organisation_id', '=', organisationId);
  return (await query.execute()).map((row) => row.title);
}

/**
 * What a rule would have matched on `domains` in `range` had it existed, as the event store finds
 * it (EventStore.assignPast) — the rows AudienceRules.match accepts at ingest: behaviour — page
 * views carrying a catalogued meta tag of the key whose value matches; question — votes for the
 * answer on the question's domain; form — the form's submissions (kept as leads) whose field
 * matches, on its domain.
 */
export async function pastMatching(db: AudiencesDatabase, target: RuleTarget, domains: readonly string[], range: TimeRange): Promise<PastMatching> {
  const { values } = target;
  switch (target.mode) {
    case 'behaviour': {
      const key = String(values.key).toLowerCase();
      const ids = await new MetaTagCatalogue(db, domains).idsLike(key, wildcardLike(String(values.value)));
      return { list: META_TAG_EVENT_LIST.name, ids, class: metaKeyClass(key), domains };
    }
    case 'question':
      return { list: ANSWER_EVENT_LIST.name, ids: [answerListId(Number(values.poll_id), Number(values.answer_id))], domains: domains.filter((d) => d === values.domain) };
    case 'form': {
      if (!domains.includes(String(values.domain))) return { visitors: [] };
      const leads = await db
        .selectFrom('leads')
        .select(['visitor_id', 'domain', 'data', 'created_at'])
        .where('form_id', '=', Number(values.form_id))
        .where('domain', '=', String(values.domain))
        .where('created_at', '>=', new Date(range.from))
        .where('created_at', '<', new Date(range.to))
        .execute();
      const field = String(values.field_name);
      return {
        visitors: leads
          .filter((lead) => {
            const actual = (lead.data as Record<string, unknown> | null)?.[field];
            return typeof actual === 'string' && matchesWildcard(String(values.value), actual);
          })
          .map((lead) => ({ visitorId: lead.visitor_id, ts: new Date(lead.created_at).getTime(), domain: lead.domain })),
      };
    }
  }
}
