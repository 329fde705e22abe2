import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The firewall example of the production kit (deploy/nftables-law-site.nft, docs/deploy-server.md): valid
 * for nft, and, where the test may make a network namespace (root), loaded into one of its own and flooded
 * there, so that the machine's own rules are never touched.
 */
const RULES = 'deploy/nftables-law-site.nft';
const NFT = '/usr/sbin/nft';
const IP = '/usr/sbin/ip';
const asRoot = process.getuid?.() === 0;

describe('the firewall example', () => {
  it('names only its own table and the site’s ports, and its limits are the ones the docs give', () => {
    const rules = readFileSync(RULES, 'utf8');
    expect([...rules.matchAll(/^table (\S+ \S+)/gm)].map((m) => m[1])).toEqual(['inet law_site']);
    expect(rules).toContain('th dport { 80, 443 } ct state new');
    const docs = readFileSync('docs/deploy-server.md', 'utf8').replace(/\s+/g, ' ');
    for (const limit of [
      'ct count over 64',
      'ct count over 128',
      'limit rate over 20/second burst 60',
      'limit rate over 40/second burst 120',
    ])
      expect(rules).toContain(limit);
    expect(docs).toContain('deploy/nftables-law-site.nft');
    expect(docs).toContain('64 connections open per IPv4 address');
  });

  it.skipIf(!asRoot || !existsSync(NFT))('is accepted by nft (nft -c)', () => {
    expect(() => execFileSync(NFT, ['-c', '-f', RULES], { stdio: 'pipe' })).not.toThrow();
  });

  it.skipIf(!asRoot || !existsSync(NFT) || !existsSync(IP))(
    'in a network namespace of its own: one address keeps 64 connections, and opens 60 at once before the rate holds it back',
    () => {
      const namespace = `law-site-firewall-${process.pid}`;
      execFileSync(IP, ['netns', 'add', namespace]);
      try {
        execFileSync(IP, ['-n', namespace, 'link', 'set', 'lo', 'up']);
        execFileSync(IP, ['netns', 'exec', namespace, NFT, '-f', RULES]);
        const probe = execFileSync(IP, ['netns', 'exec', namespace, process.execPath, 'tests/deploy/support/firewall-probe.ts'], {
          encoding: 'utf8',
          timeout: 60_000,
        });
        const { kept, opened } = JSON.parse(probe.trim().split('\n').at(-1)!) as { kept: number; opened: number };
        expect(kept).toBe(64);
        expect(opened).toBeGreaterThanOrEqual(60);
        expect(opened).toBeLessThan(100);
      } finally {
        execFileSync(IP, ['netns', 'delete', namespace]);
      }
    },
  );
});
