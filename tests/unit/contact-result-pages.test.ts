import { describe, expect, it } from 'vitest';
import { ContactRejection } from '../../src/lib/contact/rejections.ts';
import {
  MAX_FRAGMENT,
  notSentLocation,
  notSentReason,
  notSentReasons,
  readReason,
  sentLocation,
} from '../../src/lib/contact/result-pages.ts';
import { readNotSent } from '../../src/lib/contact/not-sent.ts';
import { parseContactServiceUrl } from '../../src/lib/contact/contact-service.ts';

describe('the no-JS result pages’ addresses', () => {
  it('sent: the page in the visitor’s language, on this server or on the site’s origin', () => {
    expect(sentLocation('', 'el')).toBe('/contact/sent');
    expect(sentLocation('https://www.example.gr', 'en')).toBe('https://www.example.gr/en/contact/sent');
  });

  it('not sent: codes in the query, the visitor’s text in the fragment, read back as they were', () => {
    const rejection = new ContactRejection('validation_failed', { email: 'invalid_email', phone: 'too_long' });
    const values = { name: 'Άννα & Co', email: 'a@b', phone: '1'.repeat(30), message: 'Γραμμή 1\nΓραμμή #2 ?x=1' };
    const location = new URL(notSentLocation('https://www.example.gr', 'el', rejection, values));
    expect(location.pathname).toBe('/contact/not-sent/check-email-phone');
    expect([...location.searchParams.keys()]).toEqual(['error', 'email', 'phone']);
    expect(readNotSent(location.search, location.hash)).toEqual({
      code: 'validation_failed',
      fields: { email: 'invalid_email', phone: 'too_long' },
      minutes: null,
      values,
    });
  });

  it('keeps the call time chosen for the new try, and names a refused call time as the field to correct', () => {
    const phone = new URL(
      notSentLocation('', 'en', new ContactRejection('validation_failed', { phone: 'invalid_phone' }), {
        name: 'Ana',
        phone: 'abc',
        callTime: 'morning',
      }),
      'https://x',
    );
    expect(phone.pathname).toBe('/en/contact/not-sent/check-phone');
    expect(readNotSent(phone.search, phone.hash).values).toEqual({ name: 'Ana', phone: 'abc', callTime: 'morning' });

    const time = new URL(
      notSentLocation('', 'el', new ContactRejection('validation_failed', { callTime: 'invalid_call_time' }), { callTime: 'night' }),
      'https://x',
    );
    expect(time.pathname).toBe('/contact/not-sent/check-callTime');
    expect(readNotSent(time.search, time.hash)).toMatchObject({ fields: { callTime: 'invalid_call_time' }, values: { callTime: 'night' } });
    expect(readReason('check-callTime')).toEqual({ code: 'validation_failed', fields: ['callTime'] });
  });

  it('leaves a long text out of the address (Back still has it) and ignores unknown codes', () => {
    const long = notSentLocation('', 'en', new ContactRejection('rate_limited', {}, { minutes: 7 }), { message: 'α'.repeat(MAX_FRAGMENT) });
    expect(long).toBe('/en/contact/not-sent/too-many?error=rate_limited&minutes=7');
    expect(readNotSent('?error=drop_tables&name=evil', '')).toEqual({ code: null, fields: {}, minutes: null, values: {} });
  });

  it('has a page for every reason a visitor can meet, each reading back as its reason', () => {
    const reasons = notSentReasons();
    expect(new Set(reasons).size).toBe(reasons.length);
    // Every set of fields that can be wrong together has its page, which reads back as those fields.
    const fields = ['name', 'email', 'phone', 'message', 'callTime'] as const;
    for (let set = 1; set < 1 << fields.length; set++) {
      const wrong = fields.filter((_, i) => set & (1 << i));
      const reason = notSentReason(
        new ContactRejection(
          'validation_failed',
          Object.fromEntries(wrong.map((f) => [f, f === 'callTime' ? 'invalid_call_time' : 'required'])),
        ),
      );
      expect(reasons, wrong.join()).toContain(reason);
      expect(readReason(reason!)).toEqual({ code: 'validation_failed', fields: wrong });
    }
    for (const code of ['rate_limited', 'server_error', 'forbidden_origin', 'payload_too_large'] as const) {
      const reason = notSentReason(new ContactRejection(code));
      expect(reasons).toContain(reason);
      expect(readReason(reason!).code).toBe(code);
    }
    const wrong = new ContactRejection('validation_failed', { message: 'required', name: 'too_long' });
    expect(notSentReason(wrong)).toBe('check-name-message');
    expect(readReason('check-name-message')).toEqual({ code: 'validation_failed', fields: ['name', 'message'] });
    // A refusal no visitor's form can meet goes to the page that says what all refusals have in common.
    expect(notSentReason(new ContactRejection('invalid_json'))).toBeNull();
    expect(readReason(undefined)).toEqual({ code: null, fields: [] });
  });

  it('takes PUBLIC_FUNCTIONS_URL with or without /functions/v1', () => {
    expect(parseContactServiceUrl('https://abc.supabase.co/functions/v1/')).toBe('https://abc.supabase.co');
    expect(parseContactServiceUrl('https://abc.supabase.co')).toBe('https://abc.supabase.co');
    expect(parseContactServiceUrl(undefined)).toBe('');
  });
});
