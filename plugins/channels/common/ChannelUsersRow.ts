/** A row of the realtime data set `users/channels` (analytics §3 Channel: title, path, users, pages). */
export interface ChannelUsersRow {
  /** The channel's id, the value of a channel filter. */
  key: number;
  title: string;
  path: string;
  users: number;
  /** Page views. */
  pages: number;
}
