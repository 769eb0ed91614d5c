import { describe, expect, it } from 'vitest';
import { clientLimitKey } from './client-key';

describe('clientLimitKey', () => {
  it('counts IPv4 addresses one by one', () => {
    expect(clientLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientLimitKey('203.0.113.8')).toBe('203.0.113.8');
  });

  it('groups an IPv6 customer’s whole /64, however the address is written', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:9',
      'fe80::1%eth0'.replace('fe80::', '2001:db8:1:2::'),
    ].map(clientLimitKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('puts requests without a known address together', () => {
    expect(clientLimitKey(undefined)).toBe('unknown');
  });
});
