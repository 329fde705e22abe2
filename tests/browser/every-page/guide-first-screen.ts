import { expect, type Page } from '@playwright/test';
import type { Lang } from '../../../src/i18n/locales.ts';
import { guideSchema } from '../../../src/lib/guides/guide-schema.ts';
import { readGuide } from '../../support/guide-source.ts';
import { brokenCompounds, titleSelectors } from '../visit/broken-compounds.ts';

/**
 * A guide's first screen on a phone: the emergency numbers as tap-to-call links after the title and before
 * the contents and the text, where the guide has them, and otherwise what to do now; the first thing to do
 * within the first forty words after the title; and no title or first point breaking a compound at its hyphen.
 */
export async function checkGuideFirstScreen(page: Page, lang: Lang, slug: string) {
  const height = page.viewportSize()!.height;
  const { emergencyNumbers } = guideSchema.parse(readGuide(lang, slug).frontmatter);
  if (emergencyNumbers) {
    const box = page.locator('[data-component="emergency"]');
    await expect(box).toHaveCount(1);
    expect(await box.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      'tel:112',
      'tel:166',
      'tel:100',
      'tel:199',
    ]);
    const order = await page.evaluate(() => {
      const box = document.querySelector('[data-component="emergency"]')!;
      const follows = (a: Element, b: Element) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return {
        afterTitle: follows(document.querySelector('h1')!, box),
        beforeToc: follows(box, document.querySelector('.guide-toc')!),
        beforeText: follows(box, document.querySelector('.guide-body')!),
      };
    });
    expect(order).toEqual({ afterTitle: true, beforeToc: true, beforeText: true });
    expect(
      await box
        .locator('a')
        .first()
        .evaluate((a) => a.getBoundingClientRect().bottom),
    ).toBeLessThan(height);
  } else {
    const heading = page.locator('#summary-title');
    await expect(heading).toHaveText(lang === 'en' ? 'What to do now' : 'Τι κάνετε τώρα');
    // Above the call bar at the bottom of the screen.
    expect(await heading.evaluate((h) => h.getBoundingClientRect().bottom)).toBeLessThan(height - 72);
  }

  const { before, opening } = await page.evaluate(() => {
    const title = document.querySelector('h1')!;
    const point = document.querySelector('[data-component="summary"] li')!;
    const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
    // The words a reader sees between the title and the first point of "what to do now".
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let count = 0;
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const after = !!(title.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) && !title.contains(node);
      if (!after) continue;
      if (point.contains(node) || point.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) break;
      if (node.parentElement?.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        count += words(node.textContent ?? '').length;
    }
    return {
      before: count,
      opening: words((point as HTMLElement).innerText)
        .slice(0, 3)
        .join(' '),
    };
  });
  // Its first three words, the action itself ("See a doctor", "Εξεταστείτε από γιατρό"), end by word 40.
  expect(before + 3, `"${opening}"`).toBeLessThanOrEqual(40);

  expect(await brokenCompounds(page, titleSelectors.guide)).toEqual([]);
}
