/** What the guard knows about the caller of one request or socket. */
export interface SessionUser {
  id: number;
  email: string;
  /** Stored permission strings (without AUTHENTICATED). */
  access: string[];
  /** Titles of the user's analytics domains (spec §6 domain scoping). */
  analyticsDomains: string[];
  /** Refresh-token family of this login. */
  family: string;
}
