/** IC-01: the content page's ranges span at most 31 days (spec §5). */
export const CONTENT_MAX_RANGE_DAYS = 31;
/** IC-02: trending pages listed (spec §9). */
export const TRENDING_PAGES = 15;
/** IC-08: the info tab's page views window (spec §9: 24 hours). */
export const RECENT_VIEWS_MS = 24 * 3_600_000;
/** IC-08: the page image's size (spec §9: page avatar 84 px). */
export const PAGE_IMAGE_PX = 84;
/** IC-05: the views chart's height in grid rows (53 × rows − 30 px). */
export const VIEWS_CHART_ROWS = 6;
