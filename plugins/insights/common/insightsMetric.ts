/** What an insights block counts: distinct users (audiences, overview) or page views (content). */
export type InsightsMetric = 'users' | 'views';
