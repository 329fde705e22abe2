import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { attr, builtHtmlPages, parseHtml, type Element } from '../support/built-site.ts';

/**
 * Phrases in the other language carry their own `lang`, so that a screen reader pronounces them in it: every
 * built page, read from dist/.
 */
describe('language of parts', () => {
  const GREEK = /[\u0370-\u03FF\u1F00-\u1FFF]/;
  /** Text from the MDX sources (guide and notice bodies and their headings, guide titles and descriptions). */
  const isContent = (el: Element) => {
    const cls = attr(el, 'class') ?? '';
    return (
      /\bguide-(body|toc)\b/.test(cls) ||
      (el.localName === 'header' && /\bguide\b/.test(el.parentElement?.getAttribute('class') ?? '')) ||
      (el.localName === 'article' && /\bcard\b/.test(cls))
    );
  };

  it('the site’s own components mark Greek words on English pages, and in English-marked parts, with lang="el"', () => {
    const problems: string[] = [];
    for (const { file, url } of builtHtmlPages()) {
      const visit = (node: Element, lang: string) => {
        if (['script', 'style', 'head', 'template'].includes(node.localName) || isContent(node)) return;
        const here = attr(node, 'lang') ?? lang;
        if (here === 'en') {
          for (const name of ['title', 'aria-label', 'alt', 'placeholder']) {
            const value = attr(node, name);
            if (value && GREEK.test(value)) problems.push(`${url}: <${node.localName} ${name}="${value}"> is Greek inside lang="en"`);
          }
        }
        for (const child of node.childNodes) {
          if (child.nodeType === child.TEXT_NODE && here === 'en' && GREEK.test(child.textContent ?? '')) {
            problems.push(`${url}: “${(child.textContent ?? '').trim().slice(0, 80)}” in <${node.localName}> is Greek inside lang="en"`);
          } else if (child.nodeType === child.ELEMENT_NODE) visit(child as Element, here);
        }
      };
      const doc = parseHtml(readFileSync(file, 'utf8'));
      const html = doc.documentElement;
      visit(html, attr(html, 'lang') ?? '');
    }
    expect(problems.join('\n')).toBe('');
  });
});
