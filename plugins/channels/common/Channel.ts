/** Channel entity (management §3): a named path prefix of the organisation's sites. */
export interface Channel {
  id: number;
  title: string;
  path: string;
  /** ISO timestamp. */
  created_at: string;
}
