import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { ContactRejection, rejectionBody } from '../../src/lib/contact/rejections.ts';

describe('the text of a rate-limit refusal', () => {
  it('names the minutes, and says "a minute" rather than "1 minutes" in both languages', () => {
    const text = (lang: 'el' | 'en', minutes: number) => rejectionBody(lang, new ContactRejection('rate_limited', {}, { minutes })).error;
    expect(text('en', 1)).toBe(dictionaries.en['form.errors.rateLimitedMinute']);
    expect(text('el', 1)).toBe(dictionaries.el['form.errors.rateLimitedMinute']);
    expect(text('en', 1)).toMatch(/in\sa\sminute/);
    expect(text('en', 10)).toMatch(/in\s10\sminutes/);
    expect(text('el', 10)).toMatch(/σε\s10\sλεπτά/);
  });
});
