/**
 * UsersCard's settings with their defaults: none of its own. What it compares with and whether
 * it counts users or page views are the view's monitoring settings (histogram_compare,
 * usePageViews), changed in the realtime options menu for every card at once.
 */
export const usersCardSettings = {};

export type UsersCardSettings = typeof usersCardSettings;
