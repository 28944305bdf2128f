import * as yup from 'yup';
import { apiParams, safeText } from '../../../core/common/validation';

/** The recommend-content calls (OP-66), relative to /api. */
export const recommendationPaths = {
  /** An audience's pages on a domain with their lift (the admins' page). */
  pages: '/v1/recommendations/pages',
  /** The pages to recommend to one visitor of a site (public: the site asks). */
  forVisitor: '/v1/recommendations',
};

/** Days the recommendations look back (OP-66: the last 7 days). */
export const RECOMMENDATION_DAYS = 7;

/** One page an audience reads: its views by the audience's members and by every visitor, and the lift. */
export interface RecommendedPage {
  page: string;
  title: string;
  audienceViews: number;
  views: number;
  /** How much more the audience reads it than all visitors: (its share of the audience's views) ÷ (its share of all views). */
  lift: number;
}

const domain = safeText(253, { trim: true, field: 'domain' }).lowercase().required();

export const recommendationPagesQuery = yup.object({ domain, audienceId: apiParams.id('audienceId').required() });
export const visitorRecommendationsQuery = yup.object({
  domain,
  visitorId: safeText(64, { field: 'visitorId' }).required(),
  limit: apiParams.count('limit', 1, 20).default(5),
});
