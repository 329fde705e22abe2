import { describe, expect, it } from 'vitest';
import { callTimes, contactSchema, fieldErrors, looksBlank } from '../../src/lib/contact/contact-schema.ts';
import { readSubmission } from '../../src/lib/contact/submission.ts';

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
    ['a message of Hangul fillers (U+3164)', { ...valid, message: '\u3164\u3164' }, { message: 'required' }],
    ['a message of blank braille cells (U+2800)', { ...valid, message: '\u2800 \u2800' }, { message: 'required' }],
    // The attack of 1 December (P14 variant): code points a font draws as it likes, or as nothing.
    ['a message of private-use characters (U+E000)', { ...valid, message: '\ue000\ue000\ue000' }, { message: 'required' }],
    ['a message of unassigned code points (U+0378)', { ...valid, message: '\u0378 \u0378' }, { message: 'required' }],
    ['a message of null noteheads (U+1D159)', { ...valid, message: '\u{1D159}\u{1D159}' }, { message: 'required' }],
    ['a message of lone surrogates', { ...valid, message: '\ud83d \udc00' }, { message: 'required' }],
    ['a name of a private-use character', { ...valid, name: '\uf8ff' }, { name: 'required' }],
    ['a message of combining marks alone', { ...valid, message: '\u0301\u0308\u0336' }, { message: 'required' }],
    ['a message of variation selectors', { ...valid, message: '\ufe0f\ufe0f' }, { message: 'required' }],
    ['a message of tag characters', { ...valid, message: '\u{E0041}\u{E0042}' }, { message: 'required' }],
    ['a name of a halfwidth Hangul filler (U+FFA0)', { ...valid, name: '\uffa0' }, { name: 'required' }],
    ['a name of Hangul choseong and jungseong fillers', { ...valid, name: '\u115f\u1160' }, { name: 'required' }],
    ['an e-mail whose local part is over 64 characters', { ...valid, email: `${'a'.repeat(65)}@example.gr` }, { email: 'invalid_email' }],
    ['an e-mail at an IP address', { ...valid, email: 'a@192.168.1.1' }, { email: 'invalid_email' }],
    ['an e-mail at a numeric top-level domain', { ...valid, email: 'a@example.123' }, { email: 'invalid_email' }],
    ['an e-mail at a bracketed IP address', { ...valid, email: 'a@[192.168.1.1]' }, { email: 'invalid_email' }],
    ['a call time not offered', { ...valid, callTime: 'night' }, { callTime: 'invalid_call_time' }],
    ['a call time in capitals', { ...valid, callTime: 'Morning' }, { callTime: 'invalid_call_time' }],
    ['a call time that is not text', { ...valid, callTime: ['morning'] }, { callTime: 'invalid_call_time' }],
    ['a call time of null', { ...valid, callTime: null }, { callTime: 'invalid_call_time' }],
  ])('rejects %s', (_name, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('takes an empty call time, as a form without JavaScript posts "no preference", for none given', () => {
    const parsed = contactSchema.safeParse({ ...valid, callTime: '' });
    expect(parsed.success && parsed.data.callTime).toBe(undefined);
    expect(contactSchema.safeParse({ ...valid, callTime: 'evening' }).data?.callTime).toBe('evening');
  });

  it('accepts a pasted table (tabs) in the message and a dotted e-mail', () => {
    const result = contactSchema.parse({ ...valid, message: 'col1\tcol2\n1\t2', email: 'maria.p+law@example.gr' });
    expect(result.message).toBe('col1\tcol2\n1\t2');
    expect(result.email).toBe('maria.p+law@example.gr');
  });

  it('accepts a message with letters and marks, an emoji, a 64-character local part and a letter-and-digit domain', () => {
    const result = contactSchema.parse({
      ...valid,
      name: 'Ma\u0301ria',
      message: '👍',
      email: `${'a'.repeat(64)}@example2.gr`,
    });
    expect(result.email).toHaveLength(64 + '@example2.gr'.length);
    expect(contactSchema.parse({ ...valid, email: 'a@xn--hxajbheg2az3al.xn--qxam' }).email).toBe('a@xn--hxajbheg2az3al.xn--qxam');
  });

  it.each(callTimes)('accepts the call time %s, and a message without one', (callTime) => {
    expect(contactSchema.parse({ ...valid, callTime }).callTime).toBe(callTime);
    expect(contactSchema.parse(valid).callTime).toBeUndefined();
  });

  it.each([
    ['', true],
    ['\u200b\u2060', true],
    ['\u3164\u2800\ufe0f\u0301', true],
    ['\ue000\u0378\u{1D159}\u{F0000}', true],
    ['a\ue000', false],
    [' \t\n', true],
    ['a', false],
    ['α\u0301', false],
    ['😀', false],
  ])('looksBlank(%j) is %s', (text, blank) => {
    expect(looksBlank(text)).toBe(blank);
  });

  it('names every missing field', () => {
    expect(errorsOf({})).toEqual({ name: 'required', email: 'required', phone: 'required', message: 'required' });
  });
});

describe('readSubmission: the honeypot', () => {
  const body = (website: unknown) => ({ ...valid, website });
  // The attack of 1 December (P13 variant): empty values of other shapes were taken for a bot's.
  it.each([[''], [' '], ['\u200b'], [null], [undefined], [false], [0], [[]], [{}], [['', '']], [{ a: '' }], [[null, 0]]])(
    'is empty when the website field holds %j: a person',
    async (website) => {
      expect((await readSubmission(body(website), Date.now())).honeypot).toBe(false);
    },
  );

  it.each([['http://spam.example'], ['x'], [1], [true], [['', 'x']], [{ url: 'x' }]])(
    'is filled when it holds %j: a bot',
    async (website) => {
      expect((await readSubmission(body(website), Date.now())).honeypot).toBe(true);
    },
  );
});
