import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkFirmFacts, firm, unconfirmedFacts } from '../../src/config/firm.ts';

/** The file's facts, loosely typed: each case below breaks one of them as a slip in the editor or by hand would. */
interface Facts {
  name: { el?: string; en?: string };
  address: { postalCode: string };
  lawyers: [{ name: { el: string } }];
  hours: [{ closes: string }];
  toConfirm: [{ field: string }];
  [other: string]: unknown;
}

/** The firm's facts as src/config/firm.json holds them (and the editor writes them), changed by `change`. */
const facts = (change: (data: Facts) => void = () => {}) => {
  const data = JSON.parse(readFileSync('src/config/firm.json', 'utf8')) as Facts;
  change(data);
  return data;
};

describe('src/config/firm.json, read through the schema of src/config/firm.ts', () => {
  it('gives every page the facts, and preflight each fact still to confirm with the value shown', () => {
    const { firm: read, toConfirm } = checkFirmFacts(facts());
    expect(read).toEqual(firm);
    expect(toConfirm.length).toBeGreaterThan(10);
    expect(toConfirm.find((f) => f.fact === 'the postal code')?.value).toBe(firm.address.postalCode);
    for (const fact of toConfirm) expect(unconfirmedFacts).toContainEqual(fact);
  });

  it.each([
    ['a postal code of four digits', (d: Facts) => (d.address.postalCode = '1056'), /firm\.json: address\.postalCode: /],
    ['a text without its English', (d: Facts) => delete d.name.en, /firm\.json: name\.en: /],
    ['an emptied lawyer’s name', (d: Facts) => (d.lawyers[0].name.el = ' '), /firm\.json: lawyers\.0\.name\.el: /],
    ['a closing time in words', (d: Facts) => (d.hours[0].closes = 'six'), /firm\.json: hours\.0\.closes: HH:MM/],
    ['a key the facts do not have', (d: Facts) => (d.fax = '210'), /firm\.json: \(the file\): .*fax/],
    ['a fact to confirm that names no field', (d: Facts) => (d.toConfirm[0].field = 'nmae'), /toConfirm: "nmae" names no field/],
  ])('stops the build on %s, naming the field', (_, change, message) => {
    expect(() => checkFirmFacts(facts(change))).toThrow(message);
  });
});
