import { all, productModule, type PermissionRules } from './permissionRule';

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
} satisfies PermissionRules;

/** The permission every signed-in session holds (spec §4). */
export const AUTHENTICATED = 'AUTHENTICATED';
/** What an anonymous visitor holds (spec §4: "defaults to public"). */
export const PUBLIC_ACCESS: readonly string[] = ['public'];
