/**
 * Whose budget a request spends: the client's address as the rate limit counts it, the same on the Node
 * server and the Edge Function. An IPv4 address is one budget. An IPv6 address counts by its /56: a
 * provider delegates one household a /56 (RIPE-690's advice for homes, what Greek and most European ISPs
 * hand out) and a phone at least a /64, so that by /64 a single visitor could still pick 256 fresh budgets
 * out of their own delegation. Two customers share a /56 only where a provider hands out /60s or /64s from
 * one; they then share one budget, which a call to the office does not spend. An IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.7`, how a dual-stack socket reports an IPv4 client) is the IPv4 address it carries.
 */
export function rateLimitKey(address: string | null): string {
  // The square brackets of a URL's host and an interface's zone (`fe80::1%eth0`) are not part of it.
  const bare = (address ?? '')
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (bare === '') return 'unknown';
  if (ipv4Parts(bare)) return bare;
  const groups = ipv6Groups(bare);
  // Not an address at all (a platform that sent something else): counted as it is.
  if (!groups) return bare;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${[...groups.slice(0, 3), groups[3]! & 0xff00].map((group) => group.toString(16)).join(':')}::/56`;
}

/** The four numbers of a dotted IPv4 address, or null. */
export function ipv4Parts(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255)) return null;
  return parts.map(Number);
}

/** The eight 16-bit groups of an IPv6 address in any of its written forms, or null. */
export function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  // A dotted IPv4 tail may end the address, nowhere else.
  const parse = (half: string, last: boolean): number[] | null => {
    if (half === '') return [];
    const out: number[] = [];
    const pieces = half.split(':');
    for (const [index, piece] of pieces.entries()) {
      const v4 = last && index === pieces.length - 1 ? ipv4Parts(piece) : null;
      if (v4) out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      else if (/^[0-9a-f]{1,4}$/i.test(piece)) out.push(parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const head = parse(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? parse(halves[1]!, true) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}
