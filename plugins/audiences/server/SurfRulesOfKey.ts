import { entityScope } from '../../../core/server/entities';
import type { RouteContext } from '../../../core/server/plugin';
import type { MappedAudience, MetaTagRow } from '../common/Mapping';
import { matchesWildcard } from '../common/wildcard';
import { audiencesDb } from './AudiencesTables';
import { audienceText } from './audienceTree';
import { callerLanguage } from './callerLanguage';
import { readableAudiences, seesAiTopics } from './readableAudiences';

interface SurfRule {
  /** As stored: the logic as stars. */
  value: string;
  affinity: number;
  audience: MappedAudience;
}

/**
 * The surf-behaviour rules of one meta key whose audiences the caller reads, named in the
 * caller's language: what a behaviour table row of that key lists as its mappings. Keys match
 * in any case, as the assignment step matches them (AudienceRules).
 */
export class SurfRulesOfKey {
  private constructor(private readonly rules: readonly SurfRule[]) {}

  static async load(ctx: Pick<RouteContext, 'db' | 'user' | 'can'>, key: string): Promise<SurfRulesOfKey> {
    const [scope, language] = await Promise.all([entityScope(ctx), callerLanguage(ctx.db, ctx.user!.id)]);
    const rows = await audiencesDb(ctx.db)
      .selectFrom('audiences')
      .innerJoin('audience_surf_rules as r', 'r.audience_id', 'audiences.id')
      .select(['r.key', 'r.value', 'r.affinity_score', 'audiences.id', 'audiences.german', 'audiences.english'])
      .where(readableAudiences(scope, seesAiTopics(ctx)))
      .orderBy('r.id')
      .execute();
    const wanted = key.toLowerCase();
    return new SurfRulesOfKey(rows.filter((r) => r.key.toLowerCase() === wanted).map((r) => ({ value: r.value, affinity: r.affinity_score, audience: { id: r.id, text: audienceText(r, language) } })));
  }

  /** The mappings of one value: the audiences of the rules matching it (each once, by id), how many rules, their highest affinity. */
  mappingsOf(value: string): Pick<MetaTagRow, 'audiences' | 'mappings' | 'affinity_score'> {
    const matched = this.rules.filter((rule) => matchesWildcard(rule.value, value));
    const audiences = new Map(matched.map((rule) => [rule.audience.id, rule.audience]));
    return { audiences: [...audiences.values()].sort((a, b) => a.id - b.id), mappings: matched.length, affinity_score: matched.length ? Math.max(...matched.map((rule) => rule.affinity)) : null };
  }
}
