import { entityNotFound, type EntityScope } from '../../../core/server/entities';
import { defineRoute } from '../../../core/server/plugin';
import { MAX_AFFINITY_SCORE } from '../common/Audience';
import type { SdkAssignReply } from '../common/Mapping';
import { mappingPaths } from '../common/mappingPaths';
import { sdkAssignSchema } from '../common/mappingSchemas';
import { audienceEntity } from './audienceEntity';
import { AUDIENCE_EVENT_LIST } from './audienceEventList';
import { audiencesDb } from './AudiencesTables';
import { readableAudiences } from './readableAudiences';
import { sdkApiKeyCredential } from './sdkApiKeyCredential';

/** 10,000 visitor ids of up to 64 characters, quoted and separated, are some 670 KB: more than the API's default body. */
const SDK_BODY_BYTES = 1024 * 1024;

/**
 * POST sdk/assign (issue 16, SDK data rules): a server of an organisation, with one of its API
 * keys, assigns visitor ids to an audience the organisation reads (its own, the shared taxonomy,
 * the provider's; else 404 `audience_not_found`). It stores an SDK data rule and records an
 * assignment, with the affinity as score, for each visitor not yet in the audience: from their
 * next hit on, the ingest's assign step adds the audience to their events. SDK assignments name
 * no site (domain ''), so per-domain growth does not show them.
 */
export const sdkAssignRoute = defineRoute({
  method: 'POST',
  url: mappingPaths.sdkAssign,
  permission: 'sdkAssign',
  credential: sdkApiKeyCredential,
  schema: { body: sdkAssignSchema },
  bodyLimit: () => SDK_BODY_BYTES,
  async handler(ctx): Promise<SdkAssignReply> {
    const { audienceId, visitorIds, affinity_score } = ctx.body;
    const { apiKeyId, organisationId } = ctx.credential;
    const { events } = ctx.services;
    const db = audiencesDb(ctx.db);
    const scope: EntityScope = { all: false, organisations: [organisationId], home: organisationId };
    const audience = await db.selectFrom('audiences').select('id').where('id', '=', audienceId).where(readableAudiences(scope, false)).executeTakeFirst();
    if (!audience) throw entityNotFound(audienceEntity);

    const visitors = [...new Set(visitorIds)];
    const held = await events.visitorAssignments(AUDIENCE_EVENT_LIST.name, visitors);
    const fresh = visitors.filter((visitorId) => !held.get(visitorId)?.some((a) => a.id === audienceId));
    // The rule and the assignments together or neither: an event store that cannot write (a full disk) rolls the rule back.
    const ruleId = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('audience_sdk_rules')
        .values({ audience_id: audienceId, organisation_id: organisationId, api_key_id: apiKeyId, visitors: visitors.length, affinity_score })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ts = Date.now();
      events.appendAssignments(fresh.map((visitorId) => ({ ts, list: AUDIENCE_EVENT_LIST.name, id: audienceId, visitorId, domain: '', score: affinity_score / MAX_AFFINITY_SCORE })));
      return id;
    });
    return { ruleId, assigned: fresh.length };
  },
});
