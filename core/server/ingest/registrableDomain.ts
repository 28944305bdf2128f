/** Second-level labels under which a registrable domain has three labels (example.co.uk). */
const TWO_LABEL_SUFFIXES = new Set(['co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'com.au', 'net.au', 'org.au', 'co.at', 'or.at', 'co.nz', 'co.jp', 'com.br', 'com.tr', 'co.za', 'com.cn', 'com.mx']);

/**
 * The registrable part of a host name (news.example.com → example.com), enough to tell a
 * site's own subdomains from other sites without a full public-suffix list.
 */
export function registrableDomain(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length <= 2 || /^\d+$/.test(labels[labels.length - 1])) return labels.join('.');
  const lastTwo = labels.slice(-2).join('.');
  return TWO_LABEL_SUFFIXES.has(lastTwo) ? labels.slice(-3).join('.') : lastTwo;
}
