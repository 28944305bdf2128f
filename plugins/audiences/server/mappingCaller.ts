import { entityScope } from '../../../core/server/entities';
import type { RouteContext } from '../../../core/server/plugin';
import type { AudienceWriter } from './audienceWriteAccess';
import { audienceTextColumn } from './audienceTree';
import { callerLanguage } from './callerLanguage';
import { catalogueDomains } from './catalogueDomains';
import { readableAudiences, seesAiTopics } from './readableAudiences';

/** What the mapping calls know of their caller, read once per request. */
export interface MappingCaller {
  /** Who changes which audience: the caller's organisations, admin or not. */
  writer: AudienceWriter;
  /** The domains of the caller's questions and forms (catalogueDomains); undefined: every domain (admins). */
  domains: string[] | undefined;
  /** The audiences the caller reads, as a condition on `audiences`. */
  readable: ReturnType<typeof readableAudiences>;
  /** The audience name column of the caller's language. */
  textColumn: 'german' | 'english';
}

export async function mappingCaller(ctx: RouteContext): Promise<MappingCaller> {
  const scope = await entityScope(ctx);
  const [domains, language] = await Promise.all([catalogueDomains(ctx, scope), callerLanguage(ctx.db, ctx.user!.id)]);
  return {
    writer: { scope, admin: ctx.can('viewModuleAdmin') },
    domains,
    readable: readableAudiences(scope, seesAiTopics(ctx)),
    textColumn: audienceTextColumn(language),
  };
}
