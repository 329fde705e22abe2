import { describe, expect, it } from 'vitest';
import { bareAddress, NETWORK_BUDGET_FACTOR, rateLimitBudgets, rateLimitKey } from '../../src/lib/contact/rate-limit-key.ts';
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
    // A port is not part of the visitor, written as a proxy writes it.
    ['198.51.100.70:10001', '198.51.100.70'],
    ['[::ffff:198.51.100.80]:443', '198.51.100.80'],
    ['[2001:db8:1:2::1]:8443', '2001:db8:1:0::/56'],
    // An IPv4-mapped address with a port after it, unbracketed, is still its IPv4 (review of 1 December, P11);
    // so is any run of digits as a port, a number no port can be included.
    ['::ffff:198.51.100.72:4431', '198.51.100.72'],
    ['::FFFF:198.51.100.72:443999', '198.51.100.72'],
    ['0:0:0:0:0:ffff:198.51.100.72:1', '198.51.100.72'],
    ['198.51.100.71:123456', '198.51.100.71'],
    ['[2001:db8:4811::1]:4431234', '2001:db8:4811:0::/56'],
    // 6to4: the IPv4 address in bits 16-47 is the visitor.
    ['2002:c633:643c:100::1', '198.51.100.60'],
    ['2002:c633:643c:ff00::2', '198.51.100.60'],
    // Teredo: the client's own IPv4 address, inverted, in the last 32 bits; not the server's, not the port.
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', '192.0.2.45'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd3', '192.0.2.44'],
    ['2001::4136:e378:8000:1234:3fff:fdd2', '192.0.2.45'],
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

describe('rateLimitBudgets: every budget a message spends', () => {
  it("a native IPv6 address spends its /56's budget and its /48's, which is larger", () => {
    expect(rateLimitBudgets('2001:db8:4800:1200::7', 5)).toEqual([
      { key: '2001:db8:4800:1200::/56', max: 5 },
      { key: '2001:db8:4800::/48', max: 5 * NETWORK_BUDGET_FACTOR },
    ]);
  });

  it('every /56 of one /48 shares the /48 budget', () => {
    const networks = Array.from({ length: 256 }, (_, n) => rateLimitBudgets(`2001:db8:4800:${(n << 8).toString(16)}::1`, 5)[1]!.key);
    expect(new Set(networks)).toEqual(new Set(['2001:db8:4800::/48']));
    expect(new Set(Array.from({ length: 256 }, (_, n) => rateLimitKey(`2001:db8:4800:${(n << 8).toString(16)}::1`))).size).toBe(256);
  });

  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['192.0.2.7:443', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2002:c000:0207:1::1', '192.0.2.7'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdf8', '192.0.2.7'],
    [null, 'unknown'],
    ['not an address', 'not an address'],
  ])('%s, an IPv4 visitor (or none), spends one budget: %s', (address, key) => {
    expect(rateLimitBudgets(address, 5)).toEqual([{ key, max: 5 }]);
  });
});

describe('bareAddress: the address as stored, without what is not the visitor', () => {
  it.each([
    ['198.51.100.70:10001', '198.51.100.70'],
    ['[::ffff:198.51.100.80]:443', '::ffff:198.51.100.80'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::ffff:198.51.100.72:4431', '::ffff:198.51.100.72'],
    ['::ffff:198.51.100.72', '::ffff:198.51.100.72'],
    ['64:ff9b::192.0.2.7', '64:ff9b::192.0.2.7'],
    ['198.51.100.71:123456', '198.51.100.71'],
    [' 2001:db8::1 ', '2001:db8::1'],
    ['2001:db8::1', '2001:db8::1'],
    ['', null],
    [null, null],
  ])('%s → %s', (address, bare) => {
    expect(bareAddress(address)).toBe(bare);
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
