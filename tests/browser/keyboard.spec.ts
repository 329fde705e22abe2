import { expect, mailWith, test, type Page } from './helpers/sites.ts';
import { emergencyNumbers } from '../../src/config/emergency.ts';
import { firm } from '../../src/config/firm.ts';
import { islandReady } from './helpers/islands.ts';

/**
 * Keyboard only, as on a desktop (a full-width window and one narrowed to 375 px): no clicks and no `fill`
 * in this file, only Tab, Shift+Tab, Enter, Escape and typing. Every element that receives focus on the
 * way must show it (an outline or a box-shadow ring).
 */
interface Focused {
  tag: string;
  role: string | null;
  name: string;
  href: string | null;
  inMain: boolean;
  inHeader: boolean;
  inMenu: boolean;
  /** A visible focus indicator: a non-none outline of some width, or a box-shadow. */
  indicator: boolean;
  visible: boolean;
}

/** What has focus now, as a keyboard user would meet it. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const box = el.getBoundingClientRect();
    const name =
      (el.getAttribute('aria-label') ?? el.innerText ?? '').replace(/\s+/g, ' ').trim() ||
      (el as HTMLInputElement).labels?.[0]?.innerText.trim() ||
      '';
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      name,
      href: el.getAttribute('href'),
      inMain: !!el.closest('main'),
      inHeader: !!el.closest('body > header'),
      inMenu: !!el.closest('#site-menu'),
      indicator: outline || shadow,
      visible: box.width > 1 && box.height > 1 && style.visibility !== 'hidden',
    };
  });
}

/** Presses Tab and returns what got focus, failing if it does not show that it has focus. */
async function tab(page: Page, shift = false): Promise<Focused> {
  await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  const now = await focused(page);
  expect(now, 'something has focus after Tab').not.toBeNull();
  expect(now!.visible, `${now!.tag} “${now!.name}” is visible when focused`).toBe(true);
  expect(now!.indicator, `${now!.tag} “${now!.name}” shows a focus indicator`).toBe(true);
  return now!;
}

/** Loads a page with nothing focused, once the header's islands have hydrated. */
async function start(page: Page, url: string) {
  await page.goto(url);
  await islandReady(page, 'header [lang="en"]');
  if (page.viewportSize()!.width < 768) await islandReady(page, '[aria-controls="site-menu"]');
}

test.describe('keyboard only at 1280 px', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ locale: 'en-GB' });

  test('the first Tab reaches the skip link, and Enter moves focus to the main content', async ({ page }) => {
    await start(page, '/en/contact');
    expect(await tab(page)).toMatchObject({ tag: 'a', name: 'Skip to content', href: '#main' });
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    // The next Tab continues inside the main content, past the header.
    expect((await tab(page)).inMain).toBe(true);
  });

  test('then walks the header links in order, the EN/EL switcher, then the main content', async ({ page }) => {
    await start(page, '/en/contact');
    const order: Focused[] = [];
    for (let i = 0; i < 13; i++) order.push(await tab(page));
    expect(order.map((f) => f.name)).toEqual([
      'Skip to content',
      'Papadopoulos Law Office',
      'Home',
      'About',
      'Services',
      'Articles',
      'Contact',
      'Search this site',
      'What happened?',
      `Mobile: ${firm.mobile.display}`,
      'EL',
      'EN',
      // The first link of the main content (the firm's name above the page title).
      'Papadopoulos Law Office',
    ]);
    expect(order.map((f) => f.href)).toEqual([
      '#main',
      '/en',
      '/en',
      '/en/about',
      '/en/services',
      '/en/articles',
      '/en/contact',
      null,
      '/en/start',
      `tel:${firm.mobile.tel}`,
      '/contact?lang=el',
      '/en/contact?lang=en',
      '/en',
    ]);
    expect(order.slice(1, 12).every((f) => f.inHeader)).toBe(true);
    expect(order[12]!.inMain).toBe(true);
  });

  test.describe('to the firm', () => {
    test.use({ siteKind: 'inbox' });

    test('fills and sends the contact form with keys alone: the success toast appears, and the message arrives', async ({ page, site }) => {
      await start(page, '/en/contact');
      await islandReady(page, 'main form');
      // Tab past the header (its search box is an input too) to the first field of the form, then through the form in order.
      let current = await tab(page);
      for (let i = 0; i < 40 && (current.tag !== 'input' || !current.inMain); i++) current = await tab(page);
      expect(current).toMatchObject({ tag: 'input', name: 'Full name' });
      await page.keyboard.type('Keyboard Only');
      expect(await tab(page)).toMatchObject({ tag: 'input', name: 'Email' });
      await page.keyboard.type('keys@example.com');
      expect(await tab(page)).toMatchObject({ tag: 'input', name: 'Phone' });
      await page.keyboard.type('+30 690 000 0000');
      expect(await tab(page)).toMatchObject({ tag: 'textarea', name: 'Message' });
      await page.keyboard.type('Written and sent with the keyboard alone.');
      // The best time to call, optional, left as it is.
      expect(await tab(page)).toMatchObject({ tag: 'select' });
      // The honeypot is skipped: the next stop is the send button.
      expect(await tab(page)).toMatchObject({ tag: 'button', name: 'Send message' });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Your message was sent successfully!' })).toHaveCount(1);
      await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('');
      await mailWith(site.inbox, 'Written and sent with the keyboard alone.');
    });
  });

  test('on a guide, the table of contents and the checklist boxes are reachable and work with the keyboard', async ({ page }) => {
    await start(page, '/en/articles/documents-checklist');
    await page.locator('main').focus();
    let current = await tab(page);
    for (let i = 0; i < 80 && !(current.tag === 'input'); i++) current = await tab(page);
    expect(current.tag).toBe('input');
    const box = page.locator('.guide-checklist input[type="checkbox"]').first();
    await expect(box).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await page.keyboard.press('Space');
    await expect(box).not.toBeChecked();
  });
});

test.describe('keyboard only at 375 px', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ locale: 'en-GB', viewport: { width: 375, height: 812 } });

  test('the menu button opens the drawer with Enter, Tab stays inside, Escape closes and focus returns to the button', async ({ page }) => {
    await start(page, '/en/about');
    expect(await tab(page)).toMatchObject({ name: 'Skip to content' });
    expect(await tab(page)).toMatchObject({ name: 'Papadopoulos Law Office', inHeader: true });
    expect(await tab(page)).toMatchObject({ tag: 'a', role: 'button', name: 'Open menu' });
    // The switcher stays one Tab away, outside the drawer.
    expect(await tab(page)).toMatchObject({ name: 'EL' });
    await tab(page, true);
    expect(await focused(page)).toMatchObject({ name: 'Open menu' });

    const button = page.getByRole('button', { name: 'Open menu' });
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog', { name: 'Main navigation' })).toBeVisible();
    await expect.poll(async () => (await focused(page))?.inMenu).toBe(true);
    const seen = new Set<string>();
    for (let i = 0; i < 16; i++) {
      const now = await tab(page);
      expect(now.inMenu, `Tab ${i + 1} stays in the drawer (${now.name})`).toBe(true);
      seen.add(now.name);
    }
    // The close button, the emergency numbers, the what-happened path, the five links, the search box, the first guide
    // and the pages of the days after, and the call link of the drawer's call block.
    const names = [...seen];
    const links = [firm.mobile.display, 'About', 'Articles', 'Close menu', 'Contact', 'Home', 'Services', 'Every step in the guide'];
    for (const name of [...links, 'Search this site', 'Your deadlines', 'Claim journal']) expect(names).toContain(name);
    for (const { number } of emergencyNumbers)
      expect(
        names.some((name) => name.startsWith(number)),
        number,
      ).toBe(true);
    expect(names.some((name) => name.startsWith('What happened? Start here'))).toBe(true);
    expect(names).toHaveLength(12 + emergencyNumbers.length);
    for (let i = 0; i < 8; i++) expect((await tab(page, true)).inMenu).toBe(true);

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await focused(page)).toMatchObject({ tag: 'a', role: 'button', name: 'Open menu' });
    // Once slid out, the drawer's links are hidden again (out of the Tab order).
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Services' })).toBeHidden();

    // Open again with the keyboard and follow a link with Enter.
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    let current = await tab(page);
    for (let i = 0; i < 10 && current.name !== 'Services'; i++) current = await tab(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/en/services');
  });

  test('the call bar is reachable after the page content and shows focus', async ({ page }) => {
    await start(page, '/en');
    const names: string[] = [];
    for (let i = 0; i < 80; i++) {
      const now = await tab(page);
      names.push(now.name);
      if (now.name === 'Message') break;
    }
    expect(names.slice(-2)).toEqual(['Call', 'Message']);
  });
});
