import type { ListMode } from './listMode';

/** DomainPageCard's settings (its params) with their defaults; the card's options menu is drawn from them. */
export const domainPageCardSettings: {
  /** The chosen list; absent = the default for the filter (CP-01, CP-03). */
  listMode?: ListMode;
  /** Page rows show the page's title instead of its address (OP-29). */
  displayPageTitle: boolean;
  /** Lists rank and count page views instead of users (OP-28). */
  usePageViews: boolean;
} = {
  displayPageTitle: false,
  usePageViews: false,
};

export type DomainPageCardSettings = typeof domainPageCardSettings;
