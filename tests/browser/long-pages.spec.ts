import { expect, test, type Page } from './helpers/sites.ts';

/**
 * A long guide on a phone lays out a block only as the reader nears it (src/styles/guide.css), so that its first
 * paint does not hold the phone's main thread. What the reader does with the text must not notice: finding a
 * phrase, following the table of contents, tabbing to a link far down, printing.
 */
const GUIDE = '/en/articles/accident-report';

/** The guide body's blocks, its direct children; the first is never held back. */
const blocks = (page: Page) => page.locator('.guide-body > *');

/** Whether the browser has laid out what is inside the body's block `index` (false while it is held back). */
const laidOut = (page: Page, index: number) =>
  blocks(page)
    .nth(index)
    .evaluate((block) => block.querySelector('*')!.checkVisibility({ contentVisibilityAuto: true }));

/** The last paragraph with an element inside (a link, a term in Greek), far down the guide. */
const farParagraph = (page: Page) =>
  blocks(page).evaluateAll((all) => all.findLastIndex((block) => block.tagName === 'P' && block.querySelector('*') !== null));

/** The body's last block that may be held back, with an element inside (the disclaimer and sources are always laid out). */
const lastBlock = (page: Page) =>
  blocks(page).evaluateAll((all) =>
    all.findLastIndex((block) => getComputedStyle(block).contentVisibility === 'auto' && block.querySelector('*') !== null),
  );

test.describe('a long guide, on a phone', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });

  test('holds back the blocks far below the first screen, and lays each out as the reader scrolls to it', async ({ page }) => {
    await page.goto(GUIDE);
    const last = await lastBlock(page);
    expect(last).toBeGreaterThan(20);
    expect(await laidOut(page, last)).toBe(false);
    // A screen at a time, as a reader flicks down, until the block is on screen.
    const scrollOn = (index: number) =>
      page.evaluate((i) => {
        scrollBy({ top: innerHeight, behavior: 'instant' });
        const { top, bottom } = document.querySelector('.guide-body')!.children[i]!.getBoundingClientRect();
        return top < innerHeight && bottom > 0;
      }, index);
    await expect.poll(() => scrollOn(last), { intervals: [50], timeout: 20_000 }).toBe(true);
    await expect.poll(() => laidOut(page, last)).toBe(true);
  });

  test('lays out the timeline, checklists, templates, disclaimer and sources from the start, wherever they stand', async ({ page }) => {
    // Held back, they would clip the timeline's dots, and axe would read a template's white-on-dark bar as white on
    // the page (axe-core issue 2768), and the sources' lines where the footer's navy is drawn. The guide with all five.
    await page.goto('/en/articles/documents-checklist');
    const drawn = await page.locator('.guide-body > *').evaluateAll((all) =>
      all
        .filter(
          (block, index) =>
            index >= 1 &&
            ['guide-timeline', 'guide-checklist', 'guide-template', 'guide-disclaimer', 'guide-sources'].includes(block.classList[0] ?? ''),
        )
        .map((block) => ({
          kind: block.classList[0],
          shown: block.querySelector('*')!.checkVisibility({ contentVisibilityAuto: true }),
        })),
    );
    expect(new Set(drawn.map(({ kind }) => kind)).size).toBe(5);
    expect(drawn.filter(({ shown }) => !shown)).toEqual([]);
  });

  test('find-in-page reaches a phrase in a block held back, and shows it', async ({ page }) => {
    await page.goto(GUIDE);
    const last = await farParagraph(page);
    expect(await laidOut(page, last)).toBe(false);
    const phrase = await blocks(page)
      .nth(last)
      .evaluate((block) => block.textContent.trim().split(/\s+/).slice(0, 5).join(' '));
    expect(await page.evaluate((words) => (window as unknown as { find: (s: string) => boolean }).find(words), phrase)).toBe(true);
    // The selection reads the page's no-break spaces (typeset between a one-letter word and the next) as spaces.
    expect((await page.evaluate(() => getSelection()?.toString()))?.replace(/\u00a0/g, ' ')).toBe(phrase.replace(/\u00a0/g, ' '));
    await expect(blocks(page).nth(last)).toBeInViewport();
  });

  test('the table of contents lands each section’s heading at the top of the screen, the last one too', async ({ page }) => {
    await page.goto(GUIDE);
    const toc = page.locator('nav[aria-labelledby="toc-title"] a');
    const last = toc.last();
    const id = decodeURIComponent((await last.evaluate((a) => (a as HTMLAnchorElement).hash)).slice(1));
    await last.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    // Below the sticky header, and not lower than a heading reached on a page laid out whole would be.
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toBeInViewport();
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(200);
    expect(await heading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
  });

  test('a link far down, reached with the keyboard, shows its whole focus outline', async ({ page }) => {
    await page.goto(GUIDE);
    // In the text's own paragraphs: the sources' link to the register, after them, is in a block always laid out.
    const link = page.locator('.guide-body > p a').last();
    await link.focus();
    await expect(link).toBeFocused();
    // A block held back clips what is drawn outside it, the outline around a link at its edge among them: the
    // block that holds the focus is laid out as any other element, without that clip.
    const blockOf = (a: Element) => {
      let block = a;
      while (!block.parentElement!.classList.contains('guide-body')) block = block.parentElement!;
      return getComputedStyle(block).contentVisibility;
    };
    expect(await link.evaluate(blockOf)).toBe('visible');
    await link.blur();
    expect(await link.evaluate(blockOf)).toBe('auto');
  });

  test('prints every block, those never scrolled to included', async ({ page }) => {
    await page.goto(GUIDE);
    const last = await lastBlock(page);
    expect(await laidOut(page, last)).toBe(false);
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => laidOut(page, last)).toBe(true);
  });
});
