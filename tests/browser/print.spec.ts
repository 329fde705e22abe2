import { expect, test } from './helpers/sites.ts';
import type { Page } from '@playwright/test';
import { absolute } from '../support/built-site.ts';
import { islandReady } from './helpers/islands.ts';

/**
 * Guides on paper (print media emulated): no site chrome, the full URL after each link to a page, and
 * the checklists as boxes, ticked where the reader ticked them.
 */
test.describe.configure({ mode: 'parallel' });

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

test.use({ locale: 'en-US' });

for (const [url, onPhone] of [
  ['/en/articles/documents-checklist', false],
  ['/articles/documents-checklist', true],
  ['/articles/compensation-calculation', false],
] as const)
  test(`${url}: none of the chrome on screen is printed`, { tag: onPhone ? '@phone' : '@desktop' }, async ({ page }) => {
    // An English-speaking browser on a Greek page gets the language hint, and on phones the drawer is
    // opened: so every piece of chrome the page can show is on screen before it is printed.
    await page.goto(url);
    const greek = !url.startsWith('/en/');
    if (onPhone) {
      await islandReady(page, '#site-menu');
      await page.locator('[aria-controls="site-menu"]').click();
    }
    // The menu (#site-menu) is the header's links on desktops and the drawer on phones; all three guides
    // have a checklist.
    const expected = ['header', 'footer', 'table of contents', 'drawer', 'checklist clear button'];
    if (onPhone) expected.push('call bar', 'drawer backdrop');
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
  });

test.describe('on a desk', { tag: '@desktop' }, () => {
  for (const url of ['/en/articles/compensation-calculation', '/articles/contributory-negligence'])
    test(`${url} prints the full URL after each link to a page`, async ({ page }) => {
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
    });

  test('the dark title bars of templates and the closing note print as ink on white', async ({ page }) => {
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
  });

  test('checklists print as boxes: ticked where ticked, empty elsewhere', async ({ page }) => {
    await page.goto('/en/articles/documents-checklist');
    const boxes = page.locator('.guide-checklist input[type="checkbox"]');
    await expect.poll(() => boxes.count()).toBeGreaterThan(3);
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
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('checklist items still print with an empty box each', async ({ page }) => {
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
    });
  });
});
