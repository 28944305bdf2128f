/** The suite's products (spec §1). Colours and route prefixes are named once, here. */
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

/** Spec §1's neutral dark blue: the products without a colour of their own, and no product at all. */
export const NEUTRAL_COLOUR = '#1f3a5f';

/** Accent colours (spec §1: analytics red, DMP magenta, ads green, neutral dark blue). */
export const PRODUCT_COLOURS: Record<Product, string> = {
  analytics: '#cd4246',
  dmp: '#c22762',
  ads: '#238551',
  tools: NEUTRAL_COLOUR,
  account: NEUTRAL_COLOUR,
  admin: NEUTRAL_COLOUR,
};

export function isProduct(value: unknown): value is Product {
  return typeof value === 'string' && (PRODUCTS as readonly string[]).includes(value);
}
