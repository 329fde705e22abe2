import { describe, expect, it } from 'vitest';
import { rateLimitKey } from '../../src/lib/contact/rate-limit-key.ts';
import { clientAddress } from '../../supabase/functions/_shared/client-address.ts';

describe('rateLimitKey: whose budget a request spends', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::FFFF:c000:0207', '192.0.2.7'],
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['[2001:DB8:1:2::1]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.7', '64:ff9b:0:0::/64'],
    [null, 'unknown'],
    ['', 'unknown'],
    // Not addresses: counted as they are.
    ['2001:db8::1::2', '2001:db8::1::2'],
    ['1.2.3.4::', '1.2.3.4::'],
    ['256.1.1.1', '256.1.1.1'],
    ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
  ])('%s → %s', (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });

  it('gives two addresses of one /64 one key, and the next /64 another', () => {
    expect(rateLimitKey('2001:db8:1:2::a')).toBe(rateLimitKey('2001:db8:1:2:ffff::b'));
    expect(rateLimitKey('2001:db8:1:2::a')).not.toBe(rateLimitKey('2001:db8:1:3::a'));
  });
});

describe('clientAddress: the visitor, as the Supabase platform hands the request over', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it.each([
    [{ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }, '203.0.113.7'],
    [{ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }, '203.0.113.7'],
    [{ 'x-forwarded-for': '203.0.113.7' }, '203.0.113.7'],
    [{ 'x-forwarded-for': '198.51.100.1,2001:db8::7 ' }, '2001:db8::7'],
    [{}, null],
  ])('%j → %s', (entries, address) => {
    expect(clientAddress(headers(entries))).toBe(address);
  });
});
