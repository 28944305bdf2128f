import { isIPv6 } from 'node:net';

/**
 * The key per-IP limits count a client by: an IPv4 address (also written IPv4-mapped,
 * `::ffff:1.2.3.4`) as it is, an IPv6 address by its /64 prefix — one subscriber's network, in
 * which it picks as many addresses as it likes.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
