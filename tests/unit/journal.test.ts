import { describe, expect, it } from 'vitest';
import {
  applyChange,
  entryFrom,
  parseAmount,
  readEntries,
  readEntry,
  sortEntries,
  totalsByKind,
  type JournalEntry,
} from '../../src/lib/days-after/journal.ts';

const A = { id: 'a', order: 1 };

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
    expect(entryFrom({ date: '2026-02-30', kind: 'note', amount: '', description: 'x' }, A)).toEqual({ ok: false, error: 'date' });
    expect(entryFrom({ date: '2026-11-03', kind: 'expense', amount: '', description: 'Taxi' }, A)).toEqual({
      ok: false,
      error: 'amount',
    });
    expect(entryFrom({ date: '2026-11-03', kind: 'visit', amount: '', description: '  ' }, A)).toEqual({
      ok: false,
      error: 'description',
    });
    expect(entryFrom({ date: '2026-11-03', kind: 'dayOff', amount: '', description: '' }, A).ok).toBe(true);
    // A visit may carry a fee; a wrong amount is refused whatever the kind.
    expect(entryFrom({ date: '2026-11-03', kind: 'visit', amount: '30', description: 'Ορθοπεδικός' }, A)).toEqual({
      ok: true,
      entry: { id: 'a', order: 1, date: '2026-11-03', kind: 'visit', cents: 3000, description: 'Ορθοπεδικός' },
    });
    expect(entryFrom({ date: '2026-11-03', kind: 'note', amount: 'abc', description: 'x' }, A)).toEqual({ ok: false, error: 'amount' });
  });

  it('totals each kind, and sums the expenses in cents', () => {
    const entries: JournalEntry[] = [
      { id: '1', order: 0, date: '2026-11-05', kind: 'expense', cents: 1010, description: 'Ταξί' },
      { id: '2', order: 1, date: '2026-11-03', kind: 'expense', cents: 2020, description: 'Φάρμακα' },
      { id: '3', order: 2, date: '2026-11-03', kind: 'visit', cents: null, description: 'ΚΑΤ' },
      { id: '4', order: 3, date: '2026-11-04', kind: 'dayOff', cents: null, description: '' },
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
    expect(readEntry({ id: '1', order: 'x', date: '2026-11-03', kind: 'note', cents: null, description: 'ok' })).toBeNull();
    expect(readEntry([1, 2])).toBeNull();
  });

  it('orders a journal kept as one list by its places in it, which was the order its entries were written in', () => {
    const stored = [
      { id: 'z', date: '2026-11-03', kind: 'note', cents: null, description: 'first' },
      { id: 'a', date: '2026-11-03', kind: 'note', cents: null, description: 'second' },
      { id: 'm', date: '2026-11-01', kind: 'note', cents: null, description: 'earlier day' },
    ];
    const entries = readEntries(stored);
    expect(entries.map((e) => e.order)).toEqual([0, 1, 2]);
    expect(sortEntries(entries).map((e) => e.description)).toEqual(['earlier day', 'first', 'second']);
  });
});

describe('changes to the journal, one entry at a time', () => {
  const entry = (id: string, date: string, order: number): JournalEntry => ({
    id,
    order,
    date: date as JournalEntry['date'],
    kind: 'note',
    cents: null,
    description: id,
  });
  const list = sortEntries([
    entry('a', '2026-11-01', 1),
    entry('b', '2026-11-03', 2),
    entry('c', '2026-11-03', 3),
    entry('d', '2026-11-09', 4),
  ]);
  const ids = (entries: readonly JournalEntry[]) => entries.map((e) => e.id);

  it('puts a new entry in its place: by day, and after the entries of its day written before it', () => {
    expect(ids(applyChange(list, { type: 'put', entry: entry('n', '2026-11-03', 9) }))).toEqual(['a', 'b', 'c', 'n', 'd']);
    expect(ids(applyChange(list, { type: 'put', entry: entry('n', '2026-10-01', 9) }))).toEqual(['n', 'a', 'b', 'c', 'd']);
    expect(ids(applyChange(list, { type: 'put', entry: entry('n', '2026-12-01', 9) }))).toEqual(['a', 'b', 'c', 'd', 'n']);
    expect(ids(applyChange([], { type: 'put', entry: entry('n', '2026-12-01', 9) }))).toEqual(['n']);
  });

  it('moves an edited entry to its new day, keeping every other entry the same object', () => {
    const moved = applyChange(list, { type: 'put', entry: { ...list[0]!, date: '2026-11-05' } });
    expect(ids(moved)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved[0]).toBe(list[1]);
    expect(moved).toHaveLength(4);
    // The same change twice (told by another tab after this one made it) changes nothing more.
    expect(applyChange(moved, { type: 'put', entry: moved[2]! })).toEqual(moved);
  });

  it('deletes one entry, or all; a change that finds nothing leaves the list as it was', () => {
    expect(ids(applyChange(list, { type: 'delete', id: 'b' }))).toEqual(['a', 'c', 'd']);
    expect(applyChange(list, { type: 'delete', id: 'gone' })).toBe(list);
    expect(applyChange(list, { type: 'clear' })).toEqual([]);
    const empty: JournalEntry[] = [];
    expect(applyChange(empty, { type: 'clear' })).toBe(empty);
  });

  it('puts each of 2,000 entries in its place as it comes, as sorting them all would', () => {
    let kept: readonly JournalEntry[] = [];
    const all: JournalEntry[] = [];
    for (let i = 0; i < 2000; i++) {
      const day = `2026-${String(1 + ((i * 7) % 12)).padStart(2, '0')}-${String(1 + ((i * 13) % 28)).padStart(2, '0')}`;
      const next = entry(`e${i}`, day, i);
      all.push(next);
      kept = applyChange(kept, { type: 'put', entry: next });
    }
    expect(ids(kept)).toEqual(ids(sortEntries(all)));
  });
});
