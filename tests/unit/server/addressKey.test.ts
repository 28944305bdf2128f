/** @jest-environment node */
import { addressKey } from '../../../core/server/http/addressKey';

describe('addressKey (per-IP limits)', () => {
  it('counts IPv4 by address, also when written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 by its /64 prefix, however the address is written', () => {
    const key = '2001:db8:0:1::/64';
    for (const ip of ['2001:db8:0:1::1', '2001:0db8:0000:0001:ffff:ffff:ffff:ffff', '2001:DB8:0:1:a:b:c:d', '2001:db8:0:1::1%eth0']) expect(addressKey(ip)).toBe(key);
    expect(addressKey('2001:db8:0:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
