import { getDomainWithoutSuffix } from 'tldts';
import type { ReferrerType } from '../events/EventRow';
import { LruCache } from './LruCache';
import referrerHosts from './referrerHosts.json';
import { registrableDomain } from './registrableDomain';

/** Click ids of ad networks: a landing with one of them came from a paid ad. */
const PAID_CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'dclid', 'msclkid'];
const PAID_MEDIUMS = new Set(['cpc', 'ppc', 'paid', 'paidsearch', 'paid_search', 'cpm', 'sem']);

export interface ClassifiedReferrer {
  /** Referrer host, '' without a referrer. */
  host: string;
  type: ReferrerType;
}

/**
 * The spec's referrer classes. Paid_Search: the page URL carries an ad click id or a paid
 * utm_medium (whatever the referrer); Direct: no referrer; Self: the page's own registrable
 * domain or any domain of the organisation; Search/Social: the hosts in referrerHosts.json;
 * else Other.
 */
export function classifyReferrer(pageUrl: URL, referrer: string, ownDomains: readonly string[] = []): ClassifiedReferrer {
  const host = referrerHost(referrer);
  if (isPaid(pageUrl)) return { host, type: 'Paid_Search' };
  if (!host) return { host, type: 'Direct' };
  const site = registrableDomain(host);
  if (site === registrableDomain(pageUrl.hostname) || ownDomains.some((d) => registrableDomain(d) === site)) return { host, type: 'Self' };
  return { host, type: hostTypes.get(host, hostType) };
}

/** Matching a host walks both lists (and the suffix list for brands): the same referrer hosts come again and again. */
const hostTypes = new LruCache<string, ReferrerType>(10_000);

function hostType(host: string): ReferrerType {
  if (matches(host, referrerHosts.search)) return 'Search';
  if (matches(host, referrerHosts.social)) return 'Social';
  return 'Other';
}

function referrerHost(referrer: string): string {
  if (!referrer) return '';
  try {
    return new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

function isPaid(pageUrl: URL): boolean {
  const params = pageUrl.searchParams;
  if (PAID_CLICK_IDS.some((id) => params.has(id))) return true;
  return PAID_MEDIUMS.has((params.get('utm_medium') ?? '').toLowerCase());
}

/**
 * Brands sit right before an ICANN suffix: private suffixes do not count here, or anyone's
 * google.blogspot.com would be a search engine.
 */
const BRAND_OPTIONS = { allowPrivateDomains: false, extractHostname: false, validateHosts: false } as const;

/**
 * A host matches an entry when it is the entry or a subdomain of it; an entry without a dot
 * names a brand under any public suffix (google → google.de, news.google.co.uk).
 */
function matches(host: string, entries: readonly string[]): boolean {
  let brand: string | null | undefined;
  return entries.some((entry) => {
    if (entry.includes('.')) return host === entry || host.endsWith(`.${entry}`);
    if (brand === undefined) brand = getDomainWithoutSuffix(host, BRAND_OPTIONS);
    return brand === entry;
  });
}
