import { parseIsoDate, type IsoDate } from './greek-calendar.ts';

/** What a visitor keeps for the claim: visits, expenses, days off work and notes, each on a day. */
export const entryKinds = ['visit', 'expense', 'dayOff', 'note'] as const;
export type EntryKind = (typeof entryKinds)[number];

export interface JournalEntry {
  id: string;
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

/** An entry from the form's fields, or the first field that is wrong. */
export function entryFrom(
  fields: { date: string; kind: EntryKind; amount: string; description: string },
  id: string,
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
  return { ok: true, entry: { id, date, kind: fields.kind, cents, description } };
}

/** Entries in the order they happened; the same day keeps the order they were written in. */
export function sortEntries(entries: readonly JournalEntry[]): JournalEntry[] {
  return [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
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

/** What a stored value holds, keeping only well-formed entries (storage written by an older version, say). */
export function readEntries(value: unknown): JournalEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is JournalEntry => {
    if (typeof item !== 'object' || item === null) return false;
    const entry = item as Record<string, unknown>;
    return (
      typeof entry.id === 'string' &&
      typeof entry.date === 'string' &&
      parseIsoDate(entry.date) !== null &&
      (entryKinds as readonly unknown[]).includes(entry.kind) &&
      (entry.cents === null || Number.isSafeInteger(entry.cents)) &&
      typeof entry.description === 'string'
    );
  });
}
