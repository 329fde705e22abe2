import { expect, test } from './helpers/sites.ts';
import { firm } from '../../src/config/firm.ts';
import { typeset } from '../../src/lib/typography.ts';

/** The call bar at the foot of a phone's screen: Call and Message, never over the page's last line; none on a desk. */
test.describe.configure({ mode: 'parallel' });

test.describe('on a phone', { tag: '@phone' }, () => {
  test('offers Call and Message and never covers the footer’s last line', async ({ page }) => {
    await page.goto('/en/services');
    const bar = page.getByRole('navigation', { name: 'Quick contact' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:${firm.mobile.tel}`);
    await expect(bar.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/en/contact#contact-form');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await bar.boundingBox())!.y;
    const lastLine = (await page.getByRole('contentinfo').locator('p').last().boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barTop);
  });

  test('on the contact page, “Message” jumps to the form and moves focus to its heading', async ({ page }) => {
    await page.goto('/en/contact');
    const message = page.getByRole('navigation', { name: 'Quick contact' }).getByRole('link', { name: 'Message' });
    await expect(message).toHaveAttribute('href', '/en/contact#contact-form');
    await message.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(typeset('Send us a message'));
    expect(new URL(page.url()).hash).toBe('#contact-form');
    // The heading is on screen, below the sticky header.
    const heading = (await page.getByRole('heading', { name: 'Send us a message' }).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(64);
    expect(heading.y).toBeLessThan(page.viewportSize()!.height / 2);
  });
});

test('is absent on a desk', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('navigation', { name: 'Γρήγορη επικοινωνία' })).toBeHidden();
});
