import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLAND_RUNTIME } from '../../src/integrations/scripts-after-paint.ts';
import { attr, builtHtmlPages, distDir, elements, parseHtml } from '../support/built-site.ts';

/**
 * What a page needs for its first paint arrives with the page itself: its styles are inline, and
 * nothing it links or loads holds the paint back. (How much later than bare HTML it paints is
 * measured by `npm run bench`, never in a test.)
 */
describe('nothing fetched before the first paint', () => {
  for (const { file, url } of builtHtmlPages()) {
    it(url, () => {
      const doc = parseHtml(readFileSync(file, 'utf8'));
      const blockingLinks = elements(doc, 'link')
        .filter((link) => /\b(stylesheet|preload|modulepreload)\b/i.test(attr(link, 'rel') ?? ''))
        .map((link) => attr(link, 'href'));
      expect(blockingLinks, 'stylesheets or preloads').toEqual([]);

      // A classic external script without async or defer stops the parser until it has arrived.
      const blockingScripts = elements(doc, 'script')
        .filter((s) => attr(s, 'src') && attr(s, 'type') !== 'module' && attr(s, 'async') === undefined && attr(s, 'defer') === undefined)
        .map((s) => attr(s, 'src'));
      expect(blockingScripts, 'parser-blocking scripts').toEqual([]);

      const styles = elements(doc, 'style').filter((style) => style.parentNode === doc.head);
      expect(styles.length, 'inline styles in the head').toBeGreaterThan(0);

      // Astro's island scripts are not in the page: the after-paint loader requests them, and they exist.
      const scripts = elements(doc, 'script');
      expect(scripts.filter((s) => ISLAND_RUNTIME.test(s.textContent)).length, "Astro's island scripts inline").toBe(0);
      expect(scripts.filter((s) => attr(s, 'data-after-paint') !== undefined).length, 'scripts for after the paint inline').toBe(0);
      const loaders = scripts.filter((s) => attr(s, 'data-after-paint-loader') !== undefined);
      if (url === '/500') {
        expect(loaders, 'the error page stands alone').toEqual([]);
        return;
      }
      expect(loaders.length, 'after-paint loaders').toBe(1);
      const listed = (attr(loaders[0]!, 'data-scripts') ?? '').split(' ').filter(Boolean);
      if (elements(doc, 'astro-island').length > 0) expect(listed.length, 'scripts handed to the loader').toBeGreaterThan(0);
      expect(listed.filter((src) => !existsSync(join(distDir, src)))).toEqual([]);
    });
  }
});
