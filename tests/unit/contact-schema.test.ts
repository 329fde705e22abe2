import { describe, expect, it } from 'vitest';
import { contactSchema, fieldErrors } from '../../src/lib/contact-schema.ts';

const valid = { name: 'Μαρία Παπά', email: 'maria@example.gr', phone: '+30 690 000 0000', message: 'Τράκαρα χθες.\r\nΧρειάζομαι βοήθεια.' };
const errorsOf = (input: unknown) => {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('contact schema', () => {
  it('accepts a valid message and trims it', () => {
    const result = contactSchema.parse({ ...valid, name: '  Μαρία Παπά  ' });
    expect(result.name).toBe('Μαρία Παπά');
    expect(result.message).toContain('\r\n');
  });

  it.each([
    ['missing name', { ...valid, name: undefined }, { name: 'required' }],
    ['blank name', { ...valid, name: '   ' }, { name: 'required' }],
    ['name too long', { ...valid, name: 'a'.repeat(101) }, { name: 'too_long' }],
    ['name with a line break', { ...valid, name: 'Ana\r\nBcc: x@y.z' }, { name: 'invalid_chars' }],
    ['numeric name', { ...valid, name: 42 }, { name: 'invalid_type' }],
    ['two addresses', { ...valid, email: 'a@b.gr, c@d.gr' }, { email: 'invalid_email' }],
    ['header injection in e-mail', { ...valid, email: 'a@b.gr\r\nBcc: x@y.z' }, { email: 'invalid_chars' }],
    ['no domain', { ...valid, email: 'a@b' }, { email: 'invalid_email' }],
    ['e-mail too long', { ...valid, email: `${'a'.repeat(250)}@b.gr` }, { email: 'too_long' }],
    ['phone with letters', { ...valid, phone: '690abc1234' }, { phone: 'invalid_phone' }],
    ['phone too short', { ...valid, phone: '12345' }, { phone: 'invalid_phone' }],
    ['phone too long', { ...valid, phone: '1'.repeat(21) }, { phone: 'too_long' }],
    ['message too long', { ...valid, message: 'a'.repeat(5001) }, { message: 'too_long' }],
    ['message with NUL', { ...valid, message: 'hi\u0000' }, { message: 'invalid_chars' }],
    ['name with a tab', { ...valid, name: 'Ana\tPapa' }, { name: 'invalid_chars' }],
    ['two dots in a row in the e-mail', { ...valid, email: 'a..b@example.gr' }, { email: 'invalid_email' }],
    ['a leading dot in the e-mail', { ...valid, email: '.a@example.gr' }, { email: 'invalid_email' }],
    ['a trailing dot before the @', { ...valid, email: 'a.@example.gr' }, { email: 'invalid_email' }],
    ['a phone of punctuation only', { ...valid, phone: '+++++++()()' }, { phone: 'invalid_phone' }],
    ['a phone of fewer than 7 digits', { ...valid, phone: '+30 (69) 0' }, { phone: 'invalid_phone' }],
    ['a message of zero-width characters', { ...valid, message: '\u200b\u2060\ufeff' }, { message: 'required' }],
    ['a name of a zero-width joiner and spaces', { ...valid, name: ' \u200d ' }, { name: 'required' }],
  ])('rejects %s', (_name, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('accepts a pasted table (tabs) in the message and a dotted e-mail', () => {
    const result = contactSchema.parse({ ...valid, message: 'col1\tcol2\n1\t2', email: 'maria.p+law@example.gr' });
    expect(result.message).toBe('col1\tcol2\n1\t2');
    expect(result.email).toBe('maria.p+law@example.gr');
  });

  it('names every missing field', () => {
    expect(errorsOf({})).toEqual({ name: 'required', email: 'required', phone: 'required', message: 'required' });
  });
});
