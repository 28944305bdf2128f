import { permissionsOf } from '../../common/permissions/permissionRule';
import type { PluginRegistry } from '../../common/plugin/PluginRegistry';

/** The demo organisation and its domains (SEED=demo). */
export const DEMO_ORGANISATION = 'Demo Media';
export const DEMO_DOMAINS = ['news.example.com', 'sport.example.com', 'blog.example.org'] as const;
/** The demo account holding every permission; it owns the seeded management entities. */
export const DEMO_ADMIN = 'admin@demo.test';

export interface DemoAccount {
  email: string;
  firstname: string;
  lastname: string;
  /** Permission strings; the admin's are derived from the registry. */
  access: (registry: PluginRegistry) => string[];
  /** Analytics domains. */
  domains: string[];
  /** Days until the trial ends, for the accounts that are on one (spec §2 trial banner). */
  trialDays?: number;
  trials?: { analytics?: boolean; dmp?: boolean; tools?: boolean };
}

/** Every permission string any rule of the registry names, plus the special ones of spec §6. */
export function everyPermission(registry: PluginRegistry): string[] {
  const named = registry.permissions.names().flatMap((name) => permissionsOf(registry.permissions.rule(name)!));
  return [...new Set([...named, 'GLOBAL_MONITORING.VIEW', 'MODULE_ADMIN.VIEW', 'ALL_ENTITIES.VIEW'])].sort();
}

const crud = (prefix: string) => ['VIEW', 'CREATE', 'EDIT', 'DELETE'].map((a) => `${prefix}.${a}`);

/** The role lists of the demo accounts, kept in this one file. */
export const demoAccounts: DemoAccount[] = [
  {
    email: DEMO_ADMIN,
    firstname: 'Ada',
    lastname: 'Admin',
    access: everyPermission,
    domains: [...DEMO_DOMAINS],
  },
  {
    email: 'analyst@demo.test',
    firstname: 'Anna',
    lastname: 'Analyst',
    access: () => [
      'REALTIME.VIEW',
      'INSIGHTS.VIEW',
      'AUDIENCES.VIEW',
      'MODULE_ANALYTICS.VIEW',
      'MODULE_DASHBOARD.VIEW',
      'MODULE_ACCOUNT.VIEW',
    ],
    domains: ['news.example.com', 'sport.example.com'],
    trialDays: 5,
    trials: { analytics: true },
  },
  {
    email: 'marketer@demo.test',
    firstname: 'Mark',
    lastname: 'Marketer',
    access: () => [
      ...crud('AUDIENCES'),
      'AI_AUDIENCES.VIEW',
      'SURF_BEHAVIOURS.VIEW',
      'POLLS.VIEW',
      'LEAD_FORMS.VIEW',
      'LEAD_DATA.VIEW',
      ...crud('AUDIENCE_TRANSFERS'),
      ...crud('TRACKING_EVENTS'),
      ...crud('PIXELS'),
      ...crud('ADS'),
      'ADS.DUPLICATE',
      'MODULE_DMP.VIEW',
      'MODULE_ADS.VIEW',
      'MODULE_DASHBOARD.VIEW',
      'MODULE_ACCOUNT.VIEW',
    ],
    domains: [],
  },
  {
    email: 'viewer@demo.test',
    firstname: 'Vic',
    lastname: 'Viewer',
    access: () => [],
    domains: [],
  },
];
