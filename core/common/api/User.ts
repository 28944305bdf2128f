/** The signed-in user as GET /api/v1/account/me returns it (spec §3 User). */
export interface User {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  image: string | null;
  language: string;
  created_at: string;
  trial_ends_at: string | null;
  userHash: string;
  hasAnalyticsProduct: boolean;
  hasDMPProduct: boolean;
  hasToolsProduct: boolean;
  hasAnalyticsTrial: boolean;
  hasDMPTrial: boolean;
  hasToolsTrial: boolean;
  /** Permission strings (spec §6); AUTHENTICATED is added by the session, not stored. */
  access: string[];
  organisations: OrganisationItem[];
  default_organisation_id: number | null;
  domains: { id: number; title: string; analytics: boolean }[];
}

/** One row of GET /api/v1/user/search (spec §3 User search result). */
export interface UserSearchResult {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  image: string | null;
}

/**
 * One user as GET /api/v1/user/:id shows it to an admin (OP-19): who it is, where it belongs and
 * what it may do; the session-only fields of the User entity stay with its owner.
 */
export type UserDetails = Pick<User, 'id' | 'firstname' | 'lastname' | 'email' | 'image' | 'access' | 'organisations' | 'domains'>;

/** An organisation as the account calls list it (User.organisations, GET clients/organisations): `default` marks the caller's default one. */
export interface OrganisationItem {
  id: number;
  name: string;
  default: boolean;
}
