import { expect, test } from './helpers/sites.ts';
import { guideRequirements } from '../support/spec-content.ts';

/** What a reader does with a guide: copies a template, ticks a checklist that remembers. */
test.describe('a guide’s tools', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'parallel' });

  test('a template is copied with its copy button', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/en/articles/common-mistakes');
    const template = page.locator('[data-template]').first();
    await template.getByRole('button', { name: 'Copy' }).click();
    await expect(template.getByRole('button')).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(100);
    expect(copied).toBe((await template.locator('pre').innerText()).trim());
  });

  test('a checklist keeps its ticks across a reload, per guide and checklist, and clears them', async ({ page }) => {
    await page.goto('/en/articles/amicable-settlement');
    const list = page.locator('[data-checklist]').first();
    const boxes = list.getByRole('checkbox');
    const ticks = () => boxes.evaluateAll((bs) => bs.map((b) => (b as HTMLInputElement).checked));
    const points = await boxes.count();
    expect(points).toBeGreaterThanOrEqual(guideRequirements['amicable-settlement'].checklistPoints!);
    await boxes.nth(0).check();
    await boxes.nth(3).check();
    await page.reload();
    await expect.poll(ticks).toEqual(Array.from({ length: points }, (_, i) => i === 0 || i === 3));
    // Another guide's checklist is independent.
    await page.goto('/en/articles/common-mistakes');
    await expect(page.locator('[data-checklist]').first().getByRole('checkbox').first()).toBeVisible();
    expect(
      await page
        .locator('[data-checklist]')
        .first()
        .getByRole('checkbox')
        .evaluateAll((bs) => bs.some((b) => (b as HTMLInputElement).checked)),
    ).toBe(false);
    await page.goto('/en/articles/amicable-settlement');
    await expect.poll(ticks).toEqual(Array.from({ length: points }, (_, i) => i === 0 || i === 3));
    await list.getByRole('button', { name: 'Clear ticks' }).click();
    await expect.poll(async () => (await ticks()).some(Boolean)).toBe(false);
    await page.reload();
    expect((await ticks()).some(Boolean)).toBe(false);
  });
});
