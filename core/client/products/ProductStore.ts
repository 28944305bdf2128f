import { action, computed, makeObservable, observable } from 'mobx';
import { PRODUCT_COLOURS, PRODUCTS, type Product } from '../../common/products';
import type { AuthStore } from '../auth/AuthStore';

/** The core rule that grants use of each product (spec §6 "Product use"). */
export const PRODUCT_USE_RULE: Record<Product, string> = {
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
 */
export class ProductStore {
  selected?: Product = undefined;

  constructor(private readonly auth: AuthStore) {
    makeObservable(this, { selected: observable, select: action, usable: computed, current: computed, colour: computed });
  }

  /** Products the signed-in user may use (the product switcher's entries). */
  get usable(): Product[] {
    return PRODUCTS.filter((p) => this.auth.can(PRODUCT_USE_RULE[p]));
  }

  get current(): Product {
    return this.selected ?? START_ORDER.find((p) => this.usable.includes(p)) ?? 'analytics';
  }

  get colour(): string {
    return PRODUCT_COLOURS[this.current];
  }

  select(product: Product): void {
    this.selected = product;
  }
}
