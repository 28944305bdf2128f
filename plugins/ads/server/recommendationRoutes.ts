import { defineRoute } from '../../../core/server/plugin';
import { AUDIENCE_LIST } from '../../audiences/common/audienceList';
import { recommendationPagesQuery, recommendationPaths, visitorRecommendationsQuery, type RecommendedPage } from '../common/recommendations';
import { audiencePages } from './audiencePages';
import { recommendedPages } from './recommendationTable';
import { servableAds } from './servableAds';

/** Audiences of a visitor whose pages are merged: their best-scored ones. */
const VISITOR_AUDIENCES = 5;

/**
 * Recommend content (OP-66): the admins' page asks an audience's pages on a domain with their
 * lift, counted anew; a site asks for a visitor — the pages with the highest lift among the
 * audiences the visitor holds (their best five), from the hourly table (recommendedPages), each
 * page once. Public, open to every origin: the reply names pages, nothing of the visitor.
 */
export const recommendationRoutes = [
  defineRoute({
    method: 'GET',
    url: recommendationPaths.pages,
    permission: 'viewModuleAdmin',
    schema: { query: recommendationPagesQuery },
    handler: (ctx) => audiencePages(ctx.services.events, ctx.scopeDomains({ domain: ctx.query.domain }).domain as string, ctx.query.audienceId),
  }),
  defineRoute({
    method: 'GET',
    url: recommendationPaths.forVisitor,
    permission: 'public',
    schema: { query: visitorRecommendationsQuery },
    async handler(ctx): Promise<RecommendedPage[]> {
      ctx.reply.header('access-control-allow-origin', '*');
      const { domain, visitorId, limit } = ctx.query;
      if (!(await servableAds.get(ctx.db)).domains.has(domain)) return [];
      const held = ((await ctx.services.events.visitorAssignments(AUDIENCE_LIST, [visitorId])).get(visitorId) ?? []).sort((a, b) => b.score - a.score || a.id - b.id);
      const lists = await Promise.all(held.slice(0, VISITOR_AUDIENCES).map((h) => recommendedPages(ctx.services.events, domain, h.id)));
      const best = new Map<string, RecommendedPage>();
      for (const page of lists.flat()) if ((best.get(page.page)?.lift ?? -1) < page.lift) best.set(page.page, page);
      return [...best.values()].sort((a, b) => b.lift - a.lift || b.audienceViews - a.audienceViews).slice(0, limit);
    },
  }),
];
