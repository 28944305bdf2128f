import { action, computed, makeObservable, observable } from 'mobx';
import { PRODUCTS, type Product } from '../../common/products';
import type { AuthStore } from '../auth/AuthStore';
import { hostProduct } from './hostProduct';

/** The core rule that grants use of each product (spec §6 "Product use"). */
const PRODUCT_USE_RULE: Record<Product, string> = {
  tools: 'useProductTools',
  dmp: 'useProductDMP',
  analytics: 'useProductAnalytics',
  ads: 'useProductAds',
  account: 'useProductAccount',
  admin: 'viewModuleAdmin',
};

/** Order of preference for the product a session starts in. */
const START_ORDER: readonly Product[] = ['analytics', 'dmp', 'ads', 'tools', 'account', 'admin'];

/**
 * The current product: set by the route being shown or by the product switcher; it picks the
 * drawer section, the accent colour (IN-09) and the product name in the page title (RT-02).
 * A user who may use no product has none until a route names one: neutral colour and title
 * (the colours: the theme's palette, themePalette's productColour).
 */
export class ProductStore {
  selected?: Product = undefined;

  constructor(
    private readonly auth: AuthStore,
    private readonly hostname: string = window.location.hostname,
  ) {
    makeObservable(this, { selected: observable, select: action, usable: computed, current: computed });
  }

  /** Products the signed-in user may use (the product switcher's entries). */
  get usable(): Product[] {
    return PRODUCTS.filter((p) => this.auth.can(PRODUCT_USE_RULE[p]));
  }

  /**
   * The selected product, else the product of the subdomain if the user may use it (DB-05:
   * otherwise the generic start), else the first usable one, else none.
   */
  get current(): Product | undefined {
    if (this.selected) return this.selected;
    const fromHost = hostProduct(this.hostname);
    if (fromHost && this.usable.includes(fromHost)) return fromHost;
    return START_ORDER.find((p) => this.usable.includes(p));
  }

  select(product: Product): void {
    this.selected = product;
  }
}
