/** The four hot-link cards of the dashboard page, in display order (DB-01). */
export const HOT_LINK_PRODUCTS = ['tools', 'dmp', 'analytics', 'ads'] as const;
export type HotLinkProduct = (typeof HOT_LINK_PRODUCTS)[number];

export interface HotLink {
  product: HotLinkProduct;
  href: string;
  /** A route of this console (opened in place) rather than an external page (new tab, OP-16). */
  internal: boolean;
  /** The user may use the product; otherwise the link is the buy page. */
  open: boolean;
}

const USE_RULE: Record<HotLinkProduct, string> = {
  tools: 'useProductTools',
  dmp: 'useProductDMP',
  analytics: 'useProductAnalytics',
  ads: 'useProductAds',
};

/**
 * DB-02..DB-04: the open target with the product's use permission, otherwise the buy page
 * in the account store — for ads the tools store.
 */
export function hotLinks(can: (rule: string) => boolean, links: Record<string, string>): HotLink[] {
  const open: Record<HotLinkProduct, { href: string; internal: boolean }> = {
    tools: { href: links.toolsRoot, internal: false },
    dmp: { href: '/audiences/show', internal: true },
    analytics: { href: '/realtime', internal: true },
    ads: { href: '/campaigns/place-ads', internal: true },
  };
  return HOT_LINK_PRODUCTS.map((product) =>
    can(USE_RULE[product])
      ? { product, ...open[product], open: true }
      : { product, href: product === 'ads' ? links.toolsStore : links.accountStore, internal: false, open: false },
  );
}
