/**
 * The journal's list shown a page at a time. A journal of thousands of entries drawn whole made each keystroke in
 * its form cost 1.7 s on a phone (the browser restyles every row), and a visitor reads a few dozen at once anyway.
 * Pages are cut from the latest entry backwards: the page a visitor opens is the latest one, full, and the
 * earliest page holds what is left over. Page 0 is the latest.
 */
export const JOURNAL_PAGE_SIZE = 50;

/** How many pages a journal of `length` entries has: at least one, even empty. */
export function pageCount(length: number, size = JOURNAL_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(length / size));
}

/** Page `page` (0 the latest, brought within the pages there are) as the entries [start, end) of the list. */
export function pageBounds(length: number, page: number, size = JOURNAL_PAGE_SIZE): { page: number; start: number; end: number } {
  const within = Math.min(Math.max(0, Math.trunc(page) || 0), pageCount(length, size) - 1);
  const end = length - within * size;
  return { page: within, start: Math.max(0, end - size), end };
}

/** The page holding the entry at `index` of the list. */
export function pageOf(length: number, index: number, size = JOURNAL_PAGE_SIZE): number {
  return Math.max(0, Math.floor((length - 1 - index) / size));
}
