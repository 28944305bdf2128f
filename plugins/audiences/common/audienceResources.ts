import { resourceRef } from '../../../core/common/resources';
import type { AudienceGrowthFilter, AudiencesFilter } from './audienceResourceFilters';
import type { AudienceUsersRow } from './audienceUsersRow';
import type { GrowthPoint } from './GrowthPoint';

/**
 * Visitors per audience are analytics numbers, shown by the realtime dashboard's cards and
 * the insights pages, never by a DMP screen: AUDIENCES.VIEW alone does not read them.
 */
const AUDIENCE_ANALYTICS = { permission: 'viewAudienceAnalytics', feedPermission: 'followAudienceAnalytics' };

/** The resources the audiences plugin serves: a reader imports these and requires `audiences`. */
export const audienceResources = {
  /** Visitors and page views per audience in the window, as a tree. */
  audiences: resourceRef<AudiencesFilter, AudienceUsersRow[]>('audiences', AUDIENCE_ANALYTICS),
  /** New visitors of one audience per UTC day. */
  growthHistory: resourceRef<AudienceGrowthFilter, GrowthPoint[]>('audiences/growth/history', AUDIENCE_ANALYTICS),
  /** New visitors of one audience per 30 minutes (UTC). */
  growthHistogram: resourceRef<AudienceGrowthFilter, GrowthPoint[]>('audiences/growth/histogram', AUDIENCE_ANALYTICS),
};
