/** Paths of the auth/account API, relative to the auth host (default `/api`). Spec §7. */
export const authPaths = {
  login: '/v1/login',
  refresh: '/v1/auth/refresh',
  logout: '/v1/logout',
  me: '/v1/account/me',
  userSearch: '/v1/user/search',
  user: (id: number) => `/v1/user/${id}`,
  accountSetting: (name: string) => `/v1/account/settings/${encodeURIComponent(name)}`,
  /** Audit information of management entities: `?type=<entity type>&ids=1,2,3` (management §7 Account). */
  entityInformationBatch: '/v1/account/entityInformationBatch',
  /** The organisations the caller places management entities in (management §7 Account, API-13). */
  clientOrganisations: '/v1/account/clients/organisations',
} as const;

/** Cookie names; both httpOnly and SameSite=Lax. The refresh cookie is scoped to the auth path. */
export const ACCESS_COOKIE = 'ac_access';
export const REFRESH_COOKIE = 'ac_refresh';

/** Socket.io mount path and the events of the socket kernel (spec §7 websocket). */
export const SOCKET_PATH = '/socket';
export const socketEvents = {
  authenticate: 'authenticate',
  authenticated: 'authenticated',
  unauthorized: 'unauthorized',
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  update: 'update',
} as const;
