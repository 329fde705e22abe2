/*
 * The string functions islands need, apart from the dictionaries in `t.ts`: an island that imported them
 * from there took both whole dictionaries into its bundle (a module-level call the bundler cannot drop),
 * 14 KB compressed of script before a visitor could tap anything.
 */

/** Fills `{name}` placeholders, e.g. format('Hi {who}', { who: 'Ana' }) => 'Hi Ana'. Unknown names stay. */
export function format(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Looks a key up in a (possibly partial) dictionary; a missing translation shows the key itself, never a blank. */
export function lookup(dict: Partial<Record<string, string>>, key: string, vars?: Record<string, string | number>) {
  const value = dict[key];
  return value === undefined ? key : format(value, vars);
}
