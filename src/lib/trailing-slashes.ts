/**
 * `value` without the slashes at its end ('/about//' => '/about'). A loop, not `/\/+$/`: on a long run
 * of slashes that does not end the string, that regular expression backtracks in quadratic time, and
 * request paths are chosen by whoever sends them.
 */
export function trimTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value.charCodeAt(end - 1) === 47) end--;
  return end === value.length ? value : value.slice(0, end);
}
