import { sql } from 'kysely';
import { defineRoute } from '../../../core/server/plugin';
import type { AssignedAudience } from '../common/Mapping';
import { mappingPaths } from '../common/mappingPaths';
import { assignedAudiencesQuerySchema } from '../common/mappingSchemas';
import { assignedAudienceQuery } from './assignedAudienceQuery';
import { audiencesDb } from './AudiencesTables';
import { catalogueItem } from './catalogueItem';
import { mappingCaller } from './mappingCaller';
import { matchValue, required } from './mappingTarget';
import { appliesOnSite } from './siteRules';

/**
 * GET getAssignedAudiences (AS-17): the rules the assign dialog shows for its target, each as
 * AssignedAudience — a meta tag's (key, value as typed with its logic), or those of a question's
 * answers or a form's fields that apply on its site (the question or form on one of the caller's
 * domains, as assignAudience finds it). Only rules of audiences the caller reads.
 */
export const assignedAudiencesRoute = defineRoute({
  method: 'GET',
  url: mappingPaths.getAssignedAudiences,
  permission: 'viewAudiences',
  schema: { query: assignedAudiencesQuerySchema },
  async handler(ctx): Promise<AssignedAudience[]> {
    const { mode, key, value, logic, questionId, formId, domain } = ctx.query;
    const caller = await mappingCaller(ctx);
    const rules = assignedAudienceQuery(audiencesDb(ctx.db), mode, caller.textColumn).where(caller.readable);
    switch (mode) {
      case 'behaviour': {
        const metaKey = required(key, 'key');
        return rules.where(sql<boolean>`r.key = ${metaKey} and r.value = ${matchValue(value, logic, 'value')}`).execute();
      }
      case 'question': {
        const id = required(questionId, 'questionId');
        const question = await catalogueItem(ctx, caller, 'questions', id, domain, { id: 'questionId', domain: 'domain' });
        return rules.where(sql<boolean>`r.poll_id = ${id}`).where(appliesOnSite(sql.val(question.domain), sql.val(question.organisation_id))).execute();
      }
      case 'form': {
        const id = required(formId, 'formId');
        const form = await catalogueItem(ctx, caller, 'forms', id, domain, { id: 'formId', domain: 'domain' });
        return rules.where(sql<boolean>`r.form_id = ${id}`).where(appliesOnSite(sql.val(form.domain), sql.val(form.organisation_id))).execute();
      }
    }
  },
});
