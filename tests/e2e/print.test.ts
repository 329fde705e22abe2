import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, waitForIsland } from '../support/browser.ts';
import { absolute } from '../support/built-site.ts';

/**
 * Guides on paper (print media emulated): no site chrome, the full URL after each link to a page, and
 * the checklists as boxes, ticked where the reader ticked them.
 */
const browser = useBrowser();

/** Whether anything of the element is rendered (display, visibility and size). */
const shown = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    return [...document.querySelectorAll<HTMLElement>(sel)].map((el) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
    });
  }, selector);

const CHROME = {
  header: 'body > header',
  footer: 'body > footer',
  'call bar': '[data-callbar]',
  drawer: '#site-menu',
  'drawer backdrop': '[data-testid="drawer-backdrop"]',
  'English hint': '[data-english-hint]',
  'table of contents': '.guide-toc',
  'checklist clear button': '[data-checklist-clear]',
};

describe('printing a guide', () => {
  it.each([
    ['/en/articles/documents-checklist', 1280],
    ['/articles/documents-checklist', 375],
    ['/articles/compensation-calculation', 1280],
  ] as const)('%s at %i px: none of the chrome on screen is printed', async (url, width) => {
    // An English-speaking browser on a Greek page gets the language hint, and on phones the drawer is
    // opened: so every piece of chrome the page can show is on screen before it is printed.
    const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'en-US' });
    await page.goto(url);
    const phone = width < 768;
    const greek = !url.startsWith('/en/');
    if (phone) {
      await waitForIsland(page, '#site-menu');
      await page.locator('[aria-controls="site-menu"]').click();
    }
    // The menu (#site-menu) is the header's links on desktops and the drawer on phones; all three guides
    // have a checklist.
    const expected = ['header', 'footer', 'table of contents', 'drawer', 'checklist clear button'];
    if (phone) expected.push('call bar', 'drawer backdrop');
    if (greek) expected.push('English hint');
    const onScreen = async () => {
      const names: string[] = [];
      for (const [name, selector] of Object.entries(CHROME)) if ((await shown(page, selector)).some(Boolean)) names.push(name);
      return names.sort();
    };
    await expect.poll(onScreen).toEqual(expected.sort());

    await page.emulateMedia({ media: 'print' });
    expect(await onScreen(), 'printed').toEqual([]);
    expect((await shown(page, 'h1'))[0]).toBe(true);
    expect((await shown(page, '.guide-body'))[0]).toBe(true);
    await page.context().close();
  });

  it.each(['/en/articles/compensation-calculation', '/articles/contributory-negligence'])(
    '%s prints the full URL after each link to a page',
    async (url) => {
      const page = await browser.newPage();
      await page.goto(url);
      await page.emulateMedia({ media: 'print' });
      const links = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('.guide-body a[href]')].map((a) => ({
          href: a.getAttribute('href')!,
          after: getComputedStyle(a, '::after').content,
        })),
      );
      const toPages = links.filter((l) => l.href.startsWith('/') || /^https?:/.test(l.href));
      expect(toPages.length).toBeGreaterThan(0);
      for (const link of toPages) expect(link.after, link.href).toBe(`" (${absolute(link.href)})"`);
      // Phone numbers and in-page anchors print as they are.
      for (const link of links.filter((l) => l.href.startsWith('tel:') || l.href.startsWith('#')))
        expect(link.after, link.href).toBe('none');
      // On screen, nothing is added.
      await page.emulateMedia({ media: 'screen' });
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll('.guide-body a')].every((a) => getComputedStyle(a, '::after').content === 'none'),
        ),
      ).toBe(true);
      await page.context().close();
    },
  );

  it('prints the dark title bars of templates and the closing note as ink on white', async () => {
    const page = await browser.newPage();
    await page.goto('/en/articles/common-mistakes');
    await page.emulateMedia({ media: 'print' });
    // Browsers drop backgrounds when printing: light text on a dark bar would print white on white.
    const painted = await page.evaluate(() =>
      [
        '.guide-template',
        '.guide-template-title',
        '[data-component="disclaimer"]',
        '[data-component="disclaimer"] p',
        '[data-component="disclaimer"] a',
      ].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
        const [r, g, b] = channels(style.color);
        const [br, bg, bb, alpha = 1] = channels(style.backgroundColor);
        return { selector, darkText: r! + g! + b! < 300, lightBackground: alpha === 0 || br! + bg! + bb! > 700 };
      }),
    );
    for (const p of painted) expect(p, p.selector).toMatchObject({ darkText: true, lightBackground: true });
    await page.context().close();
  });

  it('prints checklists as boxes: ticked where ticked, empty elsewhere', async () => {
    const page = await browser.newPage();
    await page.goto('/en/articles/documents-checklist');
    const boxes = page.locator('.guide-checklist input[type="checkbox"]');
    await expect.poll(() => boxes.count(), { timeout: 5_000 }).toBeGreaterThan(3);
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLIElement>('.guide-checklist li')].map((li) => {
        const box = li.querySelector<HTMLInputElement>('input[type="checkbox"]');
        const style = box ? getComputedStyle(box) : null;
        const rect = box?.getBoundingClientRect();
        return {
          hasBox: !!box,
          drawn:
            !!style &&
            style.display !== 'none' &&
            style.visibility !== 'hidden' &&
            style.appearance !== 'none' &&
            rect!.width >= 12 &&
            rect!.height >= 12,
          checked: !!box?.checked,
        };
      }),
    );
    expect(printed.length).toBeGreaterThan(3);
    expect(printed.every((p) => p.hasBox && p.drawn)).toBe(true);
    expect(printed.map((p) => p.checked).slice(0, 4)).toEqual([true, false, true, false]);
    expect(printed.filter((p) => p.checked)).toHaveLength(2);
    await page.context().close();
  });

  it('without JavaScript, checklist items still print with an empty box each', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/articles/documents-checklist');
    await page.emulateMedia({ media: 'print' });
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll('.guide-checklist li')].map((li) => {
        const before = getComputedStyle(li, '::before');
        return { content: before.content, border: parseFloat(before.borderTopWidth), width: parseFloat(before.width) };
      }),
    );
    expect(boxes.length).toBeGreaterThan(3);
    for (const box of boxes) expect(box).toMatchObject({ content: '""' });
    expect(boxes.every((b) => b.border >= 1 && b.width >= 12)).toBe(true);
    await page.context().close();
  });
});
