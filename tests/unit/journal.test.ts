import { describe, expect, it } from 'vitest';
import { entryFrom, parseAmount, readEntries, sortEntries, totalsByKind, type JournalEntry } from '../../src/lib/journal.ts';

describe('amounts as people type them', () => {
  it.each([
    ['45,50', 4550],
    ['45.50', 4550],
    ['45', 4500],
    ['€ 12,5', 1250],
    ['1.500', 150000],
    ['1,500', 150000],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['12,999', 1299900],
  ])('%s => %i cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '12,345,6', '1.2.3,456', '1.23,45', '1.234,567'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('entries', () => {
  it('needs a real date, an amount for an expense, and a description except for a day off', () => {
    expect(entryFrom({ date: '2026-02-30', kind: 'note', amount: '', description: 'x' }, 'a')).toEqual({ ok: false, error: 'date' });
    expect(entryFrom({ date: '2026-11-03', kind: 'expense', amount: '', description: 'Taxi' }, 'a')).toEqual({
      ok: false,
      error: 'amount',
    });
    expect(entryFrom({ date: '2026-11-03', kind: 'visit', amount: '', description: '  ' }, 'a')).toEqual({
      ok: false,
      error: 'description',
    });
    expect(entryFrom({ date: '2026-11-03', kind: 'dayOff', amount: '', description: '' }, 'a').ok).toBe(true);
    // A visit may carry a fee; a wrong amount is refused whatever the kind.
    expect(entryFrom({ date: '2026-11-03', kind: 'visit', amount: '30', description: 'Ορθοπεδικός' }, 'a')).toEqual({
      ok: true,
      entry: { id: 'a', date: '2026-11-03', kind: 'visit', cents: 3000, description: 'Ορθοπεδικός' },
    });
    expect(entryFrom({ date: '2026-11-03', kind: 'note', amount: 'abc', description: 'x' }, 'a')).toEqual({ ok: false, error: 'amount' });
  });

  it('totals each kind, and sums the expenses in cents', () => {
    const entries: JournalEntry[] = [
      { id: '1', date: '2026-11-05', kind: 'expense', cents: 1010, description: 'Ταξί' },
      { id: '2', date: '2026-11-03', kind: 'expense', cents: 2020, description: 'Φάρμακα' },
      { id: '3', date: '2026-11-03', kind: 'visit', cents: null, description: 'ΚΑΤ' },
      { id: '4', date: '2026-11-04', kind: 'dayOff', cents: null, description: '' },
    ];
    expect(totalsByKind(entries)).toEqual([
      { kind: 'visit', count: 1, cents: 0 },
      { kind: 'expense', count: 2, cents: 3030 },
      { kind: 'dayOff', count: 1, cents: 0 },
      { kind: 'note', count: 0, cents: 0 },
    ]);
    expect(sortEntries(entries).map((e) => e.id)).toEqual(['2', '3', '4', '1']);
  });

  it('reads back only well-formed stored entries', () => {
    expect(readEntries(undefined)).toEqual([]);
    expect(readEntries([{ id: '1', date: '2026-11-03', kind: 'note', cents: null, description: 'ok' }, { id: 2 }, null])).toHaveLength(1);
  });
});
