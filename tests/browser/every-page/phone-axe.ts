import { expect, type Page } from '@playwright/test';
import { expectNoViolations } from '../../support/axe.ts';

/** A phone's call bar is on screen, so that axe, run next, measures it too. */
export async function checkCallBarShown(page: Page) {
  await expect(page.locator('[data-callbar]')).toBeVisible();
}

/** axe on a phone with the drawer fully open. */
export async function checkAxeWithDrawerOpen(page: Page, url: string) {
  await page.locator('[aria-controls="site-menu"]').click();
  // Fully slid in (the panel is 300 px wide at the right edge) before contrast is measured.
  const width = page.viewportSize()!.width;
  await expect.poll(async () => (await page.locator('#site-menu').boundingBox())?.x).toBe(width - 300);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectNoViolations(page, `${url} @phone drawer open`);
}
