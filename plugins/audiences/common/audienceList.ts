/** The event list of the audiences a visitor held at each hit: plugins requiring audiences read a hit's audiences under it (a transfer's firing). */
export const AUDIENCE_LIST = 'audience';
