/** The suite's products (spec §1), named once, here; their colours belong to the theme (client/theme/themePalette). */
export const PRODUCTS = ['tools', 'dmp', 'analytics', 'ads', 'account', 'admin'] as const;
export type Product = (typeof PRODUCTS)[number];

/** Permission string that grants use of a product (spec §6 "Product use"). */
export const PRODUCT_MODULE: Record<Product | 'dashboard', string> = {
  tools: 'MODULE_TOOLS.VIEW',
  dmp: 'MODULE_DMP.VIEW',
  analytics: 'MODULE_ANALYTICS.VIEW',
  ads: 'MODULE_ADS.VIEW',
  account: 'MODULE_ACCOUNT.VIEW',
  admin: 'MODULE_ADMIN.VIEW',
  dashboard: 'MODULE_DASHBOARD.VIEW',
};

/** Products whose routes also answer under `/<product>/…` (spec §2). */
export const PREFIXED_PRODUCTS: readonly Product[] = ['dmp', 'ads', 'analytics'];

export function isProduct(value: unknown): value is Product {
  return typeof value === 'string' && (PRODUCTS as readonly string[]).includes(value);
}
