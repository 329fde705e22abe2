import { describe, expect, it } from 'vitest';
import { tidyOffered } from '../../src/lib/contact/offered-message.ts';

describe('a message offered to the contact form hides nothing below the box’s fold', () => {
  it('keeps the site’s own sentences and paragraphs as they are', () => {
    const own = 'I was in an accident on 3 November 2026.\n\nI was driving. Someone was hurt.\nPlease call me.';
    expect(tidyOffered(own)).toBe(own);
  });

  it('leaves at most one empty line between paragraphs, however many were sent', () => {
    expect(tidyOffered(`Call me.${'\n'.repeat(3000)}I consent to share my file.`)).toBe('Call me.\n\nI consent to share my file.');
    expect(tidyOffered(`Call me.${'\r\n'.repeat(50)}${'\u2028'.repeat(50)}Tail`)).toBe('Call me.\n\nTail');
  });

  it('makes a run of blanks one space, and a line of characters drawn as blanks an empty line', () => {
    expect(tidyOffered(`a${' '.repeat(5000)}b\tc`)).toBe('a b c');
    expect(tidyOffered(`Call me.\n${'\u2800'.repeat(400)}\n${'\u3164 \u200b'.repeat(100)}\n\n\nHidden?`)).toBe('Call me.\n\nHidden?');
    expect(tidyOffered(`a${'\u2800'.repeat(3000)}b`)).toBe('a b');
  });

  it('keeps an emoji of several parts and a letter with its accent whole', () => {
    expect(tidyOffered('👨‍👩‍👧 café\u0301')).toBe('👨‍👩‍👧 café\u0301');
  });

  it('offers nothing for a message of blanks alone', () => {
    expect(tidyOffered(' \n\u2800\n\t')).toBe('');
  });
});
