import { all, any, productModule, type PermissionRules } from './permissionRule';

/**
 * Rules core itself needs (spec §6): logged in, product use, admin, user search and domain
 * scoping. Every product rule lives in the plugin that uses it.
 */
export const coreRules = {
  public: { any: [] },
  isLoggedIn: all('AUTHENTICATED'),
  useProductTools: all(productModule('tools')),
  useProductDMP: all(productModule('dmp')),
  useProductAnalytics: all(productModule('analytics')),
  useProductAds: all(productModule('ads')),
  useProductDashboard: all(productModule('dashboard')),
  useProductAccount: all(productModule('account')),
  viewModuleAdmin: all(productModule('admin')),
  viewUsers: all('ALL_ENTITIES.VIEW', productModule('admin')),
  viewGlobalMonitoring: all('GLOBAL_MONITORING.VIEW'),
  editClientsOrganisationManagement: all('CLIENTS_ORGANISATION_MANAGEMENT.EDIT'),
  /** The add-image dialog's searches: nobody, until plugins whose things have images widen it (OPEN_RULES). */
  searchImages: any(),
} satisfies PermissionRules;

/** Core rules that plugins widen (`widensRules` in a manifest): what core offers to whatever plugins need it. */
export const OPEN_RULES = ['searchImages'] as const;
export type OpenRule = (typeof OPEN_RULES)[number];

/** The permission every signed-in session holds (spec §4). */
export const AUTHENTICATED = 'AUTHENTICATED';
/** What an anonymous visitor holds (spec §4: "defaults to public"). */
export const PUBLIC_ACCESS: readonly string[] = ['public'];
