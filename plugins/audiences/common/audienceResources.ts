import { resourceRef } from '../../../core/common/resources';
import type { AudienceGrowthFilter, AudiencesFilter } from './audienceResourceFilters';
import type { AudienceUsersRow } from './audienceUsersRow';
import type { GrowthPoint } from './GrowthPoint';

/** The resources the audiences plugin serves: a reader imports these and requires `audiences`. */
export const audienceResources = {
  /** Visitors and page views per audience in the window, as a tree. */
  audiences: resourceRef<AudiencesFilter, AudienceUsersRow[]>('audiences'),
  /** New visitors of one audience per UTC day. */
  growthHistory: resourceRef<AudienceGrowthFilter, GrowthPoint[]>('audiences/growth/history'),
  /** New visitors of one audience per 30 minutes (UTC). */
  growthHistogram: resourceRef<AudienceGrowthFilter, GrowthPoint[]>('audiences/growth/histogram'),
};
