/**
 * A row of the channels plugin's realtime data set (`users/channels`; analytics §3: title,
 * path, users, pages). The plugin declares it only in its server half, which a card may not
 * import, so its shape is restated here.
 */
export interface ChannelUsersRow {
  /** The channel's id, the value of a channel filter. */
  key: number;
  title: string;
  path: string;
  users: number;
  /** Page views. */
  pages: number;
}
