import type { Page } from '@playwright/test';
import { islandReady } from './helpers/islands.ts';
import { seedJournal, storedJournal } from './helpers/journal.ts';
import { expect, test } from './helpers/sites.ts';
import { text } from './support.ts';

/**
 * The journal in several tabs of one browser: each entry is a record of its own, so no tab writes over
 * another's entries; each tab sees the others' changes as they are made; and what "delete everything" deleted
 * stays deleted whatever a tab still showing it does next. A journal kept before as one list is taken over
 * whole. In English; both languages share this code.
 */
const t = (key: Parameters<typeof text>[1]) => text('en', key);
const FORM = 'form[aria-labelledby="journal-new"]';

async function openJournal(page: Page) {
  await page.goto('/en/journal');
  await islandReady(page, FORM);
  await expect(page.getByRole('button', { name: t('journal.add'), exact: true })).toBeEnabled();
}

async function add(page: Page, description: string, date = '2026-11-03') {
  await page.getByLabel(t('journal.date'), { exact: true }).fill(date);
  await page.getByLabel(t('journal.kind'), { exact: true }).selectOption({ label: t('journal.kind.note') });
  await page.getByLabel(t('journal.description'), { exact: true }).fill(description);
  await page.getByRole('button', { name: t('journal.add'), exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(t('journal.added'));
}

const listed = (page: Page) => page.locator('ol > li p.break-words');

test.describe('the journal in two tabs', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });

  test('entries written in two tabs are both kept, and each tab shows the other’s as it is written', async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await openJournal(a);
    await openJournal(b);
    await add(a, 'written in tab A');
    await expect(listed(b)).toHaveText(['written in tab A']);
    await add(b, 'written in tab B', '2026-11-04');
    await expect(listed(a)).toHaveText(['written in tab A', 'written in tab B']);
    await a.reload();
    await islandReady(a, FORM);
    await expect(listed(a)).toHaveText(['written in tab A', 'written in tab B']);
    expect((await storedJournal(a)).keys).toHaveLength(2);

    // An edit and a delete in one tab show in the other.
    await a.getByRole('button', { name: /^Edit: .*written in tab A$/ }).click();
    await a.getByLabel(t('journal.description'), { exact: true }).last().fill('edited in tab A');
    await a.getByRole('button', { name: t('journal.save') }).click();
    await expect(listed(b)).toHaveText(['edited in tab A', 'written in tab B']);
    await b.getByRole('button', { name: /^Delete: .*written in tab B$/ }).click();
    await expect(listed(a)).toHaveText(['edited in tab A']);
  });

  test('after "delete everything" in one tab, the other tab shows none, and adding there brings none back', async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await openJournal(a);
    await add(a, 'written in tab A');
    await openJournal(b);
    await add(b, 'written in tab B');
    await expect(listed(a)).toHaveCount(2);

    await a.getByRole('button', { name: t('journal.deleteAll') }).click();
    await a
      .getByRole('alertdialog')
      .getByRole('button', { name: t('journal.confirmYes') })
      .click();
    await expect(a.getByText(t('journal.empty'))).toBeVisible();
    await expect(b.getByText(t('journal.empty'))).toBeVisible();
    await add(b, 'tab B after delete');
    await a.reload();
    await islandReady(a, FORM);
    await expect(listed(a)).toHaveText(['tab B after delete']);
  });

  test('a tab that never heard of the deletion (no BroadcastChannel, as in older Safari) cannot bring an entry back', async ({
    context,
  }) => {
    const a = await context.newPage();
    const stale = await context.newPage();
    await stale.addInitScript(() => Reflect.deleteProperty(window, 'BroadcastChannel'));
    await openJournal(a);
    await add(a, 'kept then deleted');
    await add(a, 'deleted one by one', '2026-11-05');
    await openJournal(stale);
    await expect(listed(stale)).toHaveCount(2);

    await a.getByRole('button', { name: /^Delete: .*deleted one by one$/ }).click();
    await a.getByRole('button', { name: t('journal.deleteAll') }).click();
    await a
      .getByRole('alertdialog')
      .getByRole('button', { name: t('journal.confirmYes') })
      .click();
    await expect(a.getByText(t('journal.empty'))).toBeVisible();

    // Still showing both, it edits one and deletes the other: nothing is written back.
    await expect(listed(stale)).toHaveCount(2);
    await stale.getByRole('button', { name: /^Edit: .*kept then deleted$/ }).click();
    await stale.getByLabel(t('journal.description'), { exact: true }).last().fill('written back?');
    await stale.getByRole('button', { name: t('journal.save') }).click();
    await expect(stale.getByRole('status')).toHaveText(t('journal.error.gone'));
    await expect(listed(stale)).toHaveText(['deleted one by one']);
    await stale.getByRole('button', { name: /^Delete: .*deleted one by one$/ }).click();
    await expect(stale.getByText(t('journal.empty'))).toBeVisible();

    expect((await storedJournal(a)).keys).toEqual([]);
    await a.reload();
    await islandReady(a, FORM);
    await expect(a.getByText(t('journal.empty'))).toBeVisible();
  });

  test('a journal kept as one list is taken over entry by entry, in its order, with nothing lost', async ({ page }) => {
    await page.goto('/en/about');
    const legacy = [
      { id: 'old-1', date: '2026-11-05', kind: 'expense' as const, cents: 1240, description: 'Taxi to hospital' },
      { id: 'old-2', date: '2026-11-03', kind: 'visit' as const, cents: null, description: 'KAT, neck X-ray' },
      { id: 'old-3', date: '2026-11-05', kind: 'note' as const, cents: null, description: 'Written after the taxi' },
      { id: 'old-4', date: '2026-11-04', kind: 'dayOff' as const, cents: null, description: '' },
    ];
    await seedJournal(page, { legacy });
    await openJournal(page);
    await expect(page.locator('ol > li')).toHaveCount(4);
    await expect(listed(page)).toHaveText(['KAT, neck X-ray', 'Taxi to hospital', 'Written after the taxi']);
    const stored = await storedJournal(page);
    expect(stored.keys.sort()).toEqual(['moved-from-list', 'old-1', 'old-2', 'old-3', 'old-4']);
    expect(stored.values).toContainEqual({ ...legacy[0], order: 0 });
    await add(page, 'new after the move', '2026-11-05');
    await page.reload();
    await islandReady(page, FORM);
    await expect(listed(page)).toHaveText(['KAT, neck X-ray', 'Taxi to hospital', 'Written after the taxi', 'new after the move']);
  });

  test('a tab of the earlier build, saving its whole list after the move, brings back no edited or deleted entry, and its new one is kept', async ({
    page,
  }) => {
    await page.goto('/en/about');
    const old = [
      { id: 'old-1', date: '2026-11-03', kind: 'note' as const, cents: null, description: 'first as written' },
      { id: 'old-2', date: '2026-11-04', kind: 'note' as const, cents: null, description: 'deleted in this build' },
    ];
    await seedJournal(page, { legacy: old });
    await openJournal(page);
    await page.getByRole('button', { name: /^Edit: .*first as written$/ }).click();
    await page.getByLabel(t('journal.description'), { exact: true }).last().fill('edited in this build');
    await page.getByRole('button', { name: t('journal.save') }).click();
    await expect(page.getByRole('status')).toHaveText(t('journal.saved'));
    await page.getByRole('button', { name: /^Delete: .*deleted in this build$/ }).click();
    await expect(listed(page)).toHaveText(['edited in this build']);

    // The earlier build's tab, still showing its list, adds an entry: it saves the whole list, stale copies and all.
    const fromOldTab = [...old, { id: 'old-3', date: '2026-11-05', kind: 'note' as const, cents: null, description: 'new in the old tab' }];
    await seedJournal(page, { legacy: fromOldTab });
    await openJournal(page);
    await expect(listed(page)).toHaveText(['edited in this build', 'new in the old tab']);

    // Nor after "delete everything".
    await page.getByRole('button', { name: t('journal.deleteAll') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('journal.confirmYes') })
      .click();
    await expect(page.getByText(t('journal.empty'))).toBeVisible();
    await seedJournal(page, { legacy: fromOldTab });
    await openJournal(page);
    await expect(page.getByText(t('journal.empty'))).toBeVisible();
    expect((await storedJournal(page)).keys).toEqual(['moved-from-list']);
  });
});
