import { parseIsoDate, type IsoDate } from './greek-calendar.ts';

/** What a visitor keeps for the claim: visits, expenses, days off work and notes, each on a day. */
export const entryKinds = ['visit', 'expense', 'dayOff', 'note'] as const;
export type EntryKind = (typeof entryKinds)[number];

export interface JournalEntry {
  id: string;
  /** When it was written (ms since 1970, or its place in a journal kept before that): orders entries of one day. */
  order: number;
  date: IsoDate;
  kind: EntryKind;
  /** Euro cents, when the entry has an amount: whole numbers never gather float noise in a total. */
  cents: number | null;
  description: string;
}

export const DESCRIPTION_MAX = 500;

/**
 * An amount as people type it, in either language's habit: '45,50', '45.50', '1.234,50', '1,234.50', '€ 12'.
 * Where both separators appear, the last one is the decimal one; a lone separator followed by exactly three
 * digits is a thousands separator ('1.500' is fifteen hundred euros). Null when it is not an amount.
 */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[€\s\u00a0]/g, '');
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  const lastSeparator = Math.max(cleaned.lastIndexOf(','), cleaned.lastIndexOf('.'));
  let whole = cleaned;
  let fraction = '';
  if (lastSeparator >= 0) {
    const after = cleaned.slice(lastSeparator + 1);
    const both = cleaned.includes(',') && cleaned.includes('.');
    if (both || after.length !== 3) {
      whole = cleaned.slice(0, lastSeparator);
      fraction = after;
    }
  }
  if (fraction.length > 2 || !/^\d*$/.test(fraction)) return null;
  // The decimal separator appears once: '12,345,6' is a typing slip, not an amount.
  if (whole !== cleaned && whole.includes(cleaned[lastSeparator]!)) return null;
  // Thousands in groups of three, one separator throughout: '1.234.567', never '12,34.5'.
  if (!/^\d+$/.test(whole) && !/^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.test(whole)) return null;
  const digits = whole.replace(/[.,]/g, '');
  const cents = Number(digits) * 100 + Number(fraction.padEnd(2, '0') || 0);
  return Number.isSafeInteger(cents) ? cents : null;
}

export type EntryError = 'date' | 'amount' | 'description';

/** What the entry form holds, as typed. */
export interface EntryFields {
  date: string;
  kind: EntryKind;
  amount: string;
  description: string;
}

/** An entry from the form's fields (a new one, or `of` edited), or the first field that is wrong. */
export function entryFrom(
  fields: EntryFields,
  of: { id: string; order: number },
): { ok: true; entry: JournalEntry } | { ok: false; error: EntryError } {
  const date = parseIsoDate(fields.date);
  if (!date) return { ok: false, error: 'date' };
  // An expense needs its amount; a visit may carry one too (a private doctor's fee), any other kind none.
  const amount = fields.amount.trim();
  const cents = amount ? parseAmount(amount) : null;
  if (amount && cents === null) return { ok: false, error: 'amount' };
  if (fields.kind === 'expense' && !cents) return { ok: false, error: 'amount' };
  const description = fields.description.trim().slice(0, DESCRIPTION_MAX);
  if (!description && fields.kind !== 'dayOff') return { ok: false, error: 'description' };
  return { ok: true, entry: { id: of.id, order: of.order, date, kind: fields.kind, cents, description } };
}

/** Whether `a` comes before `b`: in the order they happened; the same day in the order they were written. */
function before(a: JournalEntry, b: JournalEntry): boolean {
  if (a.date !== b.date) return a.date < b.date;
  if (a.order !== b.order) return a.order < b.order;
  return a.id < b.id;
}

/** Entries in the order they happened; the same day keeps the order they were written in. */
export function sortEntries(entries: readonly JournalEntry[]): JournalEntry[] {
  return [...entries].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}

/** The fields of a kept entry, for editing it. */
export function fieldsOf(entry: JournalEntry, formatCents: (cents: number) => string): EntryFields {
  return {
    date: entry.date,
    kind: entry.kind,
    amount: entry.cents === null ? '' : formatCents(entry.cents),
    description: entry.description,
  };
}

/**
 * One change to the journal, as one tab makes it and the others hear of it. Each entry is a record of its own,
 * so a change names one entry (or all of them), never the whole list: two tabs never write over each other.
 */
export type JournalChange = { type: 'put'; entry: JournalEntry } | { type: 'delete'; id: string } | { type: 'clear' };

/**
 * The sorted list after a change, leaving every untouched entry the same object (so its row is not drawn
 * again), and the list itself when nothing changed. A new entry is put in its place by bisection: with
 * thousands of entries, adding one costs no sort.
 */
export function applyChange(entries: readonly JournalEntry[], change: JournalChange): readonly JournalEntry[] {
  if (change.type === 'clear') return entries.length ? [] : entries;
  const at = entries.findIndex((entry) => entry.id === (change.type === 'put' ? change.entry.id : change.id));
  // Not toSpliced: phones a few years old (Safari before 16) lack it.
  const rest = at < 0 ? entries : [...entries.slice(0, at), ...entries.slice(at + 1)];
  if (change.type === 'delete') return rest;
  let low = 0;
  let high = rest.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(rest[middle]!, change.entry)) low = middle + 1;
    else high = middle;
  }
  return [...rest.slice(0, low), change.entry, ...rest.slice(low)];
}

export interface KindTotal {
  kind: EntryKind;
  count: number;
  cents: number;
}

/** How many entries of each kind, and the sum of the expenses. */
export function totalsByKind(entries: readonly JournalEntry[]): KindTotal[] {
  return entryKinds.map((kind) => {
    const ofKind = entries.filter((entry) => entry.kind === kind);
    return { kind, count: ofKind.length, cents: ofKind.reduce((sum, entry) => sum + (entry.cents ?? 0), 0) };
  });
}

/** A stored record, when it is a well-formed entry; `order` stands in for one written before entries had it. */
export function readEntry(value: unknown, order = 0): JournalEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const wellFormed =
    typeof entry.id === 'string' &&
    typeof entry.date === 'string' &&
    parseIsoDate(entry.date) !== null &&
    (entryKinds as readonly unknown[]).includes(entry.kind) &&
    (entry.cents === null || Number.isSafeInteger(entry.cents)) &&
    typeof entry.description === 'string' &&
    (entry.order === undefined || Number.isFinite(entry.order));
  if (!wellFormed) return null;
  return {
    id: entry.id as string,
    order: (entry.order as number | undefined) ?? order,
    date: entry.date as IsoDate,
    kind: entry.kind as EntryKind,
    cents: entry.cents as number | null,
    description: entry.description as string,
  };
}

/**
 * The well-formed entries of a journal kept as one list (as it was before each entry became a record of its
 * own), each ordered by its place in that list, which was the order they were written in.
 */
export function readEntries(value: unknown): JournalEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, index) => readEntry(item, index) ?? []);
}
