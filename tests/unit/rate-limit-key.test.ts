import { describe, expect, it } from 'vitest';
import { rateLimitKey } from '../../src/lib/contact/rate-limit-key.ts';
import { clientAddress } from '../../supabase/functions/_shared/client-address.ts';

describe('rateLimitKey: whose budget a request spends', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::FFFF:c000:0207', '192.0.2.7'],
    ['2001:db8:1:2::a', '2001:db8:1:0::/56'],
    ['2001:0db8:0001:02ff:ffff:ffff:ffff:ffff', '2001:db8:1:200::/56'],
    ['[2001:DB8:1:2::1]', '2001:db8:1:0::/56'],
    ['fe80::1%eth0', 'fe80:0:0:0::/56'],
    ['2001:db8::', '2001:db8:0:0::/56'],
    ['::1', '0:0:0:0::/56'],
    ['64:ff9b::192.0.2.7', '64:ff9b:0:0::/56'],
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

  it("gives every address of one /56 (a household's delegation) one key, and the next /56 another", () => {
    expect(rateLimitKey('2001:db8:1:2::a')).toBe(rateLimitKey('2001:db8:1:2:ffff::b'));
    expect(rateLimitKey('2001:db8:aa00:1::1')).toBe(rateLimitKey('2001:db8:aa00:ff::1'));
    expect(rateLimitKey('2001:db8:aa00:ff::1')).not.toBe(rateLimitKey('2001:db8:aa00:100::1'));
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
