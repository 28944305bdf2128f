/** A user as getUsers lists them (AP-17, management §3 "User light"). */
export interface UserLight {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  image: string | null;
  /** The titles of the user's domains. */
  domains: string[];
}

/** refreshUsers' reply: how many users' sessions re-read their permissions and domains. */
export interface RefreshedUsers {
  users: number;
}

/** refreshRetargetingCache's reply: the caches dropped. */
export interface RefreshedCaches {
  type: 'domains' | 'visitors';
  caches: string[];
}
