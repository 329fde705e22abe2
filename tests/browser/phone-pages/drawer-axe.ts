import { expect, type Page } from '@playwright/test';
import { expectNoViolations } from '../../support/axe.ts';

/** axe on a phone with the call bar showing and the drawer closed, then with the drawer fully open. */
export async function checkAxeWithDrawer(page: Page, url: string) {
  await expect(page.locator('[data-callbar]')).toBeVisible();
  await expectNoViolations(page, `${url} @phone drawer closed`);
  await page.locator('[aria-controls="site-menu"]').click();
  // Fully slid in (the panel is 300 px wide at the right edge) before contrast is measured.
  const width = page.viewportSize()!.width;
  await expect.poll(async () => (await page.locator('#site-menu').boundingBox())?.x).toBe(width - 300);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectNoViolations(page, `${url} @phone drawer open`);
}
