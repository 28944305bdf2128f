import type { ListMode } from './listMode';

/**
 * DomainPageCard's settings (its params, spec §3: listMode) with their defaults. Counting page
 * views and showing titles are the view's monitoring settings (usePageViews, displayPageTitle).
 */
export const domainPageCardSettings: {
  /** The chosen list; absent = the default for the filter (CP-01, CP-03). */
  listMode?: ListMode;
} = {};

export type DomainPageCardSettings = typeof domainPageCardSettings;
