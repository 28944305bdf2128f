import { isProduct, type Product } from '../../common/products';

/**
 * OP-23: the product a subdomain stands for — its first label when that names a product
 * (analytics.example.com → analytics). Other hosts name no product.
 */
export function hostProduct(hostname: string): Product | undefined {
  const [label] = hostname.toLowerCase().split('.');
  return hostname.includes('.') && isProduct(label) ? label : undefined;
}
