import { getDomain } from 'tldts';
import { LruCache } from './LruCache';

/**
 * Private suffixes count (github.io, blogspot.com, …): under them every subdomain belongs to
 * someone else, so foo.github.io and bar.github.io are two sites, not one. The host is already
 * a host name, so tldts need not parse or validate it (the ingest path calls this per hit).
 */
const SITE_OPTIONS = { allowPrivateDomains: true, extractHostname: false, validateHosts: false } as const;

/**
 * The registrable part of a host name by the public suffix list (news.example.com.au →
 * example.com.au), which tells a site's own subdomains from other sites. An IP address,
 * localhost or a bare suffix is its own site.
 */
export function registrableDomain(host: string): string {
  return sites.get(host, siteOf);
}

/** Ingest asks for the page's host, the referrer's and the organisation's domains on every hit; the same few thousand repeat. */
const sites = new LruCache<string, string>(10_000);

function siteOf(host: string): string {
  const name = host.toLowerCase();
  return getDomain(name, SITE_OPTIONS) ?? name.replace(/\.$/, '');
}
