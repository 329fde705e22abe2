/**
 * Whose budget a request spends: the client's address as the rate limit counts it, the same on the Node
 * server and the Edge Function.
 *
 * - An IPv4 address is one budget. A port written after it (`198.51.100.7:443`, as some load balancers
 *   report the client) is not part of the visitor: a new connection is not a new person.
 * - An IPv6 address counts by its /56: a provider delegates one household a /56 (RIPE-690's advice for
 *   homes, what Greek and most European ISPs hand out) and a phone at least a /64, so that by /64 a single
 *   visitor could still pick 256 fresh budgets out of their own delegation. Two customers share a /56 only
 *   where a provider hands out /60s or /64s from one; they then share one budget, which a call to the
 *   office does not spend.
 * - Its /48 has a budget of its own besides (rateLimitBudgets): a tunnel broker hands anyone a free /48,
 *   which holds 256 /56s and so would otherwise be 256 budgets. The request ceiling (REQUEST_LIMIT_MAX)
 *   counts the same budgets, on both backends.
 * - An address that carries an IPv4 address is that IPv4 visitor: IPv4-mapped (`::ffff:192.0.2.7`, how a
 *   dual-stack socket reports an IPv4 client), 6to4 (`2002:c000:0207::/48`, the /48 of whoever holds
 *   192.0.2.7) and Teredo (`2001:0::/32`, whose last 32 bits are the client's own public IPv4 address,
 *   inverted; the server and port bits before it are not the visitor).
 */
export function rateLimitKey(address: string | null): string {
  const bare = bareAddress(address);
  if (bare === null) return 'unknown';
  if (ipv4Parts(bare)) return bare;
  const groups = ipv6Groups(bare);
  // Not an address at all (a platform that sent something else): counted as it is.
  if (!groups) return bare;
  return carriedIpv4(groups) ?? `${[...groups.slice(0, 3), groups[3]! & 0xff00].map(hex).join(':')}::/56`;
}

/** One budget: at most `max` messages per window under `key`. */
export interface Budget {
  key: string;
  max: number;
}

/**
 * How many households' worth a /48 may send per window, next to each /56's own `max`: a /48 a provider
 * splits among its customers still leaves a neighbour room in the rare window when two of them write to
 * the same firm, while a /48 held by one person gives no more than two households' worth.
 */
export const NETWORK_BUDGET_FACTOR = 2;

/**
 * Every budget a message from `address` spends, each at most `max` per window except the /48's: the
 * visitor's own (rateLimitKey) and, for a native IPv6 address, its /48's. A message is stored only when
 * every one of them has room, and then counts in each.
 */
export function rateLimitBudgets(address: string | null, max: number): Budget[] {
  const own: Budget = { key: rateLimitKey(address), max };
  const bare = bareAddress(address);
  const groups = bare === null || ipv4Parts(bare) ? null : ipv6Groups(bare);
  if (!groups || carriedIpv4(groups)) return [own];
  return [own, { key: `${groups.slice(0, 3).map(hex).join(':')}::/48`, max: max * NETWORK_BUDGET_FACTOR }];
}

/**
 * The address alone, as written, or null for none: without the square brackets of a URL's host, the port
 * a proxy may have written after it (`[2001:db8::1]:443`, `192.0.2.7:443`, and after an address whose
 * last 32 bits are written as IPv4, `::ffff:192.0.2.7:443`, which no IPv6 address can end with) or an
 * interface's zone (`fe80::1%eth0`). A port is any run of digits, so that a number no port can be
 * (`192.0.2.7:123456`) still leaves the address it follows. What is stored with a message, and what its
 * budget is counted by.
 */
export function bareAddress(address: string | null): string | null {
  const trimmed = (address ?? '').trim();
  const bare = (
    /^\[([^\]]*)\](?::\d+)?$/.exec(trimmed)?.[1] ??
    /^((?:[0-9a-f]*:)*\d{1,3}(?:\.\d{1,3}){3}):\d+$/i.exec(trimmed)?.[1] ??
    trimmed
  )
    .trim()
    .replace(/%.*$/, '');
  return bare === '' ? null : bare;
}

const hex = (group: number) => group.toString(16);
const dotted = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/** The IPv4 address an IPv6 address stands for (IPv4-mapped, 6to4, Teredo), or null. */
function carriedIpv4(groups: number[]): string | null {
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) return dotted(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return dotted(groups[1]!, groups[2]!);
  if (groups[0] === 0x2001 && groups[1] === 0) return dotted(groups[6]! ^ 0xffff, groups[7]! ^ 0xffff);
  return null;
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
