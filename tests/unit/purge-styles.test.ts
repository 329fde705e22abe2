import { describe, expect, it } from 'vitest';
import { purgePageStyles, selectorWords } from '../../src/integrations/purge-styles.ts';

const page = (body: string, css: string) => `<html><head><style>${css}</style></head><body>${body}</body></html>`;
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('per-page styles: only the rules a page (or an island script) can use', () => {
  it("keeps Tailwind's variant classes the page uses and drops the classes it does not", async () => {
    const css = '.px-4{padding:1rem}.md\\:flex{display:flex}.hover\\:bg-navy-900\\/80:hover{color:red}.unused{color:blue}';
    const out = styleOf(await purgePageStyles(page('<p class="px-4 md:flex hover:bg-navy-900/80">a</p>', css), []));
    expect(out).toContain('.px-4');
    expect(out).toContain('.md\\:flex');
    expect(out).toContain('.hover\\:bg-navy-900\\/80:hover');
    expect(out).not.toContain('.unused');
  });

  it('keeps a class that only an island script adds after hydration', async () => {
    const css = '.drawer-open{display:block}.never{display:none}';
    const out = styleOf(await purgePageStyles(page('<p>a</p>', css), ['el.className = open ? "drawer-open" : ""']));
    expect(out).toContain('.drawer-open');
    expect(out).not.toContain('.never');
  });

  it('keeps element, attribute and print rules that match the page', async () => {
    const css = 'h2{margin:0}table{width:1px}[aria-expanded=true]{color:red}@media print{.no-print{display:none}}';
    const out = styleOf(await purgePageStyles(page('<h2 class="no-print">a</h2><button aria-expanded="true">b</button>', css), []));
    expect(out).toContain('h2{');
    expect(out).toContain('[aria-expanded=true]');
    expect(out).toContain('.no-print');
    expect(out).not.toContain('table');
  });

  it("does not keep a rule for a word that only the stylesheet's own text holds", async () => {
    // `pre` stands alone only in the selector `.box pre code`: without a <pre> on the page, both rules go.
    const css = '.box pre code{font:inherit}pre{margin:0}.box{color:red}';
    const out = styleOf(await purgePageStyles(page('<p class="box">a</p>', css), []));
    expect(out).toContain('.box{');
    expect(out).not.toContain('pre');
  });

  it('splits words as class names are written, and attributes at =', () => {
    expect(selectorWords('<a class="md:flex w-1/2" aria-expanded="true">')).toEqual(
      expect.arrayContaining(['md:flex', 'w-1/2', 'aria-expanded', 'true', 'a']),
    );
  });
});
