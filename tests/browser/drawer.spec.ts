import { expect, test } from './helpers/sites.ts';
import { firm } from '../../src/config/firm.ts';
import { islandReady } from './helpers/islands.ts';

/** The header's menu: a drawer on a phone, the header's own links on a desk. */
test.describe.configure({ mode: 'parallel' });

test.describe('on a phone', { tag: '@phone' }, () => {
  test('opens with a 300 px panel, keeps focus inside, and closes on Escape, backdrop, close button and link tap', async ({ page }) => {
    await page.goto('/en/about');
    const menu = page.getByRole('button', { name: 'Open menu' });
    const panel = page.locator('#site-menu');
    const drawerLink = panel.getByRole('link', { name: 'Services' });
    const main = page.locator('main');
    await islandReady(page, '#site-menu');
    await expect(drawerLink).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(375 - 300);
    expect((await panel.boundingBox())?.width).toBe(300);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(drawerLink).toBeVisible();
    expect(await main.evaluate((m) => (m as HTMLElement).inert)).toBe(true);
    // Focus stays inside the panel however far one tabs.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#site-menu'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    expect(await main.evaluate((m) => (m as HTMLElement).inert)).toBe(false);

    await menu.click();
    await page.getByTestId('drawer-backdrop').click({ position: { x: 20, y: 400 } });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // Under the links, the call block: the mobile number to tap, and the office hours.
    await menu.click();
    const call = panel.getByRole('link', { name: firm.mobile.display });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', `tel:${firm.mobile.tel}`);
    await expect(panel).toContainText(`${firm.hours[0]!.opens} – ${firm.hours[0]!.closes}`);
    expect((await call.boundingBox())!.y).toBeGreaterThan((await drawerLink.boundingBox())!.y);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await drawerLink.click();
    await expect(page).toHaveURL(/\/en\/services$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  // The review of 1 December 2026, M9: "Services" sat 962 px down the drawer, under the emergency numbers and the
  // path's card, with or without JavaScript.
  for (const javaScriptEnabled of [true, false])
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled, viewport: { width: 375, height: 667 } });
      for (const lang of ['el', 'en'] as const)
        test(`in ${lang}: the site's pages are within the drawer's first screen on a 375 × 667 phone, after the numbers and the path`, async ({
          page,
        }) => {
          await page.goto(lang === 'el' ? '/about' : '/en/about');
          if (javaScriptEnabled) await islandReady(page, '#site-menu');
          await page.locator('#menu-button').click();
          const panel = page.locator('#site-menu');
          await expect.poll(async () => (await panel.boundingBox())?.x).toBe(375 - 300);
          const nav = panel.getByRole('navigation');
          for (const link of await nav.getByRole('link').all()) {
            await expect(link).toBeVisible();
            const box = (await link.boundingBox())!;
            expect(box.y + box.height, await link.innerText()).toBeLessThanOrEqual(667);
          }
          await expect(nav.getByRole('link')).toHaveCount(5);
          // Still after what a visitor who just had an accident needs first.
          const first = (await panel.locator('a[href="tel:112"]').boundingBox())!;
          const path = (await panel.getByTestId('start-link').boundingBox())!;
          expect(first.y).toBeLessThan(path.y);
          expect(path.y).toBeLessThan((await nav.boundingBox())!.y);
          if (process.env.SHOTS_DIR)
            await page.screenshot({ path: `${process.env.SHOTS_DIR}/visitor-drawer-${lang}-375${javaScriptEnabled ? '' : '-nojs'}.png` });
        });
    });

  test.describe('with prefers-reduced-motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the drawer and other transitions are instant', async ({ page }) => {
      await page.goto('/en/about');
      await islandReady(page, '#site-menu');
      const durations = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('#site-menu, [data-testid="drawer-backdrop"], header a, .btn-primary')].map((el) =>
          Math.max(
            ...getComputedStyle(el)
              .transitionDuration.split(',')
              .map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000)),
          ),
        ),
      );
      expect(durations.length).toBeGreaterThan(3);
      for (const ms of durations) expect(ms).toBeLessThanOrEqual(1);
      // Without the preference, the drawer does slide.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      expect(await page.locator('#site-menu').evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration))).toBeGreaterThan(0);
    });
  });
});

test('on a desk it is no drawer: the links are in the header', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Άνοιγμα μενού' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Υπηρεσίες' }).first()).toBeVisible();
});
