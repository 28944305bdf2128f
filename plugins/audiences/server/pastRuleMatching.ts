import type { PastMatching, TimeRange } from '../../../core/server/events';
import type { RouteContext } from '../../../core/server/plugin';
import { audiencesDb } from './AudiencesTables';
import type { MappingCaller } from './mappingCaller';
import type { RuleTarget } from './mappingTarget';
import { MetaTagCatalogueWriter } from './MetaTagCatalogueWriter';
import { pastMatching, ruleDomains } from './pastMatching';
import { timeframeRange } from './timeframeRange';

/** What `target` matched in the last 30 days (the audience counts' last30Days, today included) on `domains`; tags seen a moment ago are catalogued first. */
export async function pastRuleMatching(ctx: RouteContext, target: RuleTarget, domains: readonly string[]): Promise<{ range: TimeRange; matching: PastMatching }> {
  const range = timeframeRange('last30Days', Date.now());
  if (target.mode === 'behaviour') await MetaTagCatalogueWriter.of(ctx.db).drain();
  return { range, matching: await pastMatching(audiencesDb(ctx.db), target, domains, range) };
}

/** The sites a rule of the audience matches on: its organisation's (ruleDomains). */
export async function audienceRuleDomains(ctx: RouteContext, audienceId: number): Promise<string[]> {
  const db = audiencesDb(ctx.db);
  const audience = await db.selectFrom('audiences').select('organisation_id').where('id', '=', audienceId).executeTakeFirstOrThrow();
  return ruleDomains(db, audience.organisation_id);
}

/** The sites a rule not yet given an audience matches on: the caller's (every site for an admin). */
export async function callerRuleDomains(ctx: RouteContext, caller: MappingCaller): Promise<string[]> {
  return caller.domains ?? ruleDomains(audiencesDb(ctx.db), null);
}
