import { describe, expect, it } from 'vitest';
import { entryName, formatAmount, formatMoney, formatShortDay } from '../../src/lib/days-after/journal-format.ts';
import { JOURNAL_PAGE_SIZE, pageBounds, pageCount, pageOf } from '../../src/lib/days-after/journal-pages.ts';
import type { JournalEntry } from '../../src/lib/days-after/journal.ts';

describe('the journal a page at a time, the latest page first and full', () => {
  it('counts at least one page, and one more for each started page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(JOURNAL_PAGE_SIZE)).toBe(1);
    expect(pageCount(JOURNAL_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(10_000)).toBe(10_000 / JOURNAL_PAGE_SIZE);
  });

  it('cuts pages from the end: the latest page is full, the earliest holds what is left', () => {
    expect(pageBounds(120, 0, 50)).toEqual({ page: 0, start: 70, end: 120 });
    expect(pageBounds(120, 1, 50)).toEqual({ page: 1, start: 20, end: 70 });
    expect(pageBounds(120, 2, 50)).toEqual({ page: 2, start: 0, end: 20 });
    expect(pageBounds(30, 0, 50)).toEqual({ page: 0, start: 0, end: 30 });
    expect(pageBounds(0, 0, 50)).toEqual({ page: 0, start: 0, end: 0 });
  });

  it('brings a page that no longer exists within those that do', () => {
    expect(pageBounds(120, 7, 50)).toEqual({ page: 2, start: 0, end: 20 });
    expect(pageBounds(120, -3, 50)).toEqual({ page: 0, start: 70, end: 120 });
    expect(pageBounds(120, Number.NaN, 50).page).toBe(0);
  });

  it('finds the page of every entry, and each page holds exactly the entries said to be on it', () => {
    for (const length of [1, 49, 50, 51, 120, 1001]) {
      for (let at = 0; at < length; at++) {
        const { start, end } = pageBounds(length, pageOf(length, at, 50), 50);
        expect(at >= start && at < end, `${at} of ${length}`).toBe(true);
      }
    }
    expect(pageOf(120, 119, 50)).toBe(0);
    expect(pageOf(120, 70, 50)).toBe(0);
    expect(pageOf(120, 69, 50)).toBe(1);
    expect(pageOf(120, 0, 50)).toBe(2);
  });
});

describe('how the journal writes days, amounts and an entry’s name', () => {
  const entry = (description: string, cents: number | null = 1200): JournalEntry => ({
    id: 'x',
    order: 1,
    date: '2026-11-03',
    kind: 'expense',
    cents,
    description,
  });

  it('writes a short day day first, in both languages, whatever the machine’s time zone', () => {
    expect(formatShortDay('2026-11-03')).toBe('3/11/2026');
    expect(formatShortDay('2027-01-31')).toBe('31/1/2027');
  });

  it('writes amounts in each language’s habit, and as they would be typed again', () => {
    expect(formatMoney('en', 1250).replace(/\s/g, ' ')).toBe('€12.50');
    expect(formatMoney('el', 1250).replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatAmount('el', 4550)).toBe('45,50');
    expect(formatAmount('en', 123456)).toBe('1234.56');
  });

  it('names an entry by its day (the site’s own month names), kind, description and amount', () => {
    expect(entryName('en', entry('Taxi'), 'Expense')).toBe('3 November 2026, Expense, Taxi, €12.00');
    expect(entryName('el', entry('Ταξί'), 'Έξοδο').replace(/\s/g, ' ')).toBe('3 Νοεμβρίου 2026, Έξοδο, Ταξί, 12,00 €');
    expect(entryName('en', entry('', null), 'Day off work')).toBe('3 November 2026, Day off work');
  });

  it('cuts a long description after 60 characters, never inside one', () => {
    const long = `${'a'.repeat(59)}😀 and the rest`;
    const name = entryName('en', entry(long, null), 'Note');
    expect(name).toBe(`3 November 2026, Note, ${'a'.repeat(59)}…`);
    expect(name).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
