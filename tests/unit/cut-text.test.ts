import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutText } from '../../src/lib/cut-text.ts';

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('a text cut to a length, never inside a character', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves a text within the limit as it is', () => {
    expect(cutText('short', 5)).toBe('short');
    expect(cutText('', 0)).toBe('');
  });

  it('drops an emoji whose second half would pass the limit, rather than keep its first half', () => {
    const text = `${'a'.repeat(4999)}😀tail`;
    const cut = cutText(text, 5000);
    expect(cut).toBe('a'.repeat(4999));
    expect(cut).not.toMatch(loneSurrogate);
    expect(cutText(`${'a'.repeat(4998)}😀tail`, 5000)).toBe(`${'a'.repeat(4998)}😀`);
  });

  it('keeps a letter with its accent, and a family emoji, whole', () => {
    expect(cutText('cafe\u0301!', 4)).toBe('caf');
    expect(cutText('ab👨‍👩‍👧z', 5)).toBe('ab');
  });

  it('without Intl.Segmenter (older Safari), still never splits an emoji', () => {
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    expect(cutText(`${'a'.repeat(4999)}😀tail`, 5000)).toBe('a'.repeat(4999));
    expect(cutText('x😀y', 3)).toBe('x😀');
  });
});
