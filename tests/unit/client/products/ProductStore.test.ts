import { hostProduct } from '../../../../core/client/products/hostProduct';
import { ProductStore } from '../../../../core/client/products/ProductStore';
import type { AuthStore } from '../../../../core/client/auth/AuthStore';
import { PluginRegistry } from '../../../../core/common/plugin/PluginRegistry';

function store(access: string[], hostname: string) {
  const registry = new PluginRegistry([]);
  const auth = { can: (rule: string) => registry.permissions.can(rule, [...access, 'AUTHENTICATED']) } as AuthStore;
  return new ProductStore(auth, hostname);
}

describe('ProductStore', () => {
  it('OP-23: a product subdomain names its product', () => {
    expect(hostProduct('dmp.example.com')).toBe('dmp');
    expect(hostProduct('console.example.com')).toBeUndefined();
    expect(hostProduct('localhost')).toBeUndefined();
  });

  it('DB-05: the product subdomain applies only with its use-product permission; otherwise the generic start', () => {
    expect(store(['MODULE_DMP.VIEW', 'MODULE_ANALYTICS.VIEW'], 'dmp.example.com').current).toBe('dmp');
    expect(store(['MODULE_ANALYTICS.VIEW'], 'dmp.example.com').current).toBe('analytics');
    expect(store(['MODULE_DMP.VIEW', 'MODULE_ANALYTICS.VIEW'], 'console.example.com').current).toBe('analytics');
  });

  it('IN-09: a user who may use no product has none (the neutral colour, not analytics red); a route’s product still applies', () => {
    const products = store([], 'analytics.example.com');
    expect(products.usable).toEqual([]);
    expect(products.current).toBeUndefined();
    products.select('account');
    expect(products.current).toBe('account');
  });

  it('SH-23 / IN-09: selecting a product changes the current product', () => {
    const products = store(['MODULE_DMP.VIEW', 'MODULE_ADS.VIEW'], 'localhost');
    expect(products.usable).toEqual(['dmp', 'ads']);
    expect(products.current).toBe('dmp');
    products.select('ads');
    expect(products.current).toBe('ads');
  });
});
