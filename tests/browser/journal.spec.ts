import { expect, test } from './helpers/sites.ts';
import type { Page } from '@playwright/test';
import { locales, type Lang } from '../../src/i18n/locales.ts';
import { localizePath, plain, serviceWorkerReady, shot, text, sameAtEveryWidth } from './support.ts';
import { islandReady } from './helpers/islands.ts';
import { manyEntries, seedJournal } from './helpers/journal.ts';

/**
 * The claim journal: entries kept on this device only (they survive a reload and work offline), totals by
 * kind, a print view for the first meeting, and "delete everything" only after a confirmation.
 */
async function addEntry(page: Page, lang: Lang, entry: { date: string; kind: string; amount?: string; description: string }) {
  const t = (key: Parameters<typeof text>[1]) => text(lang, key);
  const kept = await page.locator('ol > li').count();
  await page.getByLabel(t('journal.date'), { exact: true }).fill(entry.date);
  await page.getByLabel(t('journal.kind'), { exact: true }).selectOption({ label: entry.kind });
  await page.getByLabel(t('journal.amount'), { exact: true }).fill(entry.amount ?? '');
  await page.getByLabel(t('journal.description'), { exact: true }).fill(entry.description);
  const status = page.getByRole('status');
  await status.evaluate((element) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(element.textContent ?? '')).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.getByRole('button', { name: t('journal.add'), exact: true }).click();
  // The form is empty for the next entry at once, so nothing typed next is cleared when the phone has kept this one.
  await expect(page.getByLabel(t('journal.description'), { exact: true })).toHaveValue('');
  await expect(page.locator('ol > li')).toHaveCount(kept + 1);
  await expect(status).toHaveText(t('journal.added'));
  // The same words for every entry: emptied as it goes in, they are said again once it is kept.
  expect(await page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual(
    kept === 0 ? [t('journal.added')] : ['', t('journal.added')],
  );
}

for (const lang of locales) {
  const t = (key: Parameters<typeof text>[1]) => text(lang, key);
  const page$ = localizePath(lang, '/journal');
  const euros = (value: number) =>
    plain(new Intl.NumberFormat(lang === 'el' ? 'el-GR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(value));

  test(
    `${lang}: entries kept on the device, totals by kind, a print view, and delete everything after a confirmation`,
    sameAtEveryWidth,
    async ({ page }, info) => {
      await page.goto(page$);
      await expect(page.getByTestId('journal-warning')).toHaveText(t('journal.warning'));
      await islandReady(page, 'form[aria-labelledby="journal-new"]');
      await expect(page.getByText(t('journal.empty'))).toBeVisible();

      await addEntry(page, lang, {
        date: '2026-11-03',
        kind: t('journal.kind.visit'),
        description: lang === 'el' ? 'ΚΑΤ, ακτινογραφία αυχένα' : 'KAT hospital, neck X-ray',
      });
      await addEntry(page, lang, {
        date: '2026-11-04',
        kind: t('journal.kind.expense'),
        amount: lang === 'el' ? '45,50' : '45.50',
        description: lang === 'el' ? 'Φάρμακα' : 'Medicines',
      });
      await addEntry(page, lang, {
        date: '2026-11-05',
        kind: t('journal.kind.expense'),
        amount: '12',
        description: lang === 'el' ? 'Ταξί για τη φυσικοθεραπεία' : 'Taxi to physiotherapy',
      });
      await addEntry(page, lang, {
        date: '2026-11-05',
        kind: t('journal.kind.dayOff'),
        description: lang === 'el' ? 'Άδεια ασθενείας' : 'Sick leave',
      });

      await shot(page, `journal-${lang}-${info.project.name}`);

      // An expense without its amount is refused, in the visitor's language, at the field.
      await page.getByLabel(t('journal.kind'), { exact: true }).selectOption({ label: t('journal.kind.expense') });
      await page.getByLabel(t('journal.description'), { exact: true }).fill('?');
      await page.getByRole('button', { name: t('journal.add'), exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(t('journal.error.amount'));
      await expect(page.getByLabel(t('journal.amount'), { exact: true })).toBeFocused();
      await page.getByLabel(t('journal.description'), { exact: true }).fill('');

      const totals = page.getByRole('table');
      await expect(totals.locator('tr[data-kind="expense"] td').nth(0)).toHaveText('2');
      expect(plain(await totals.locator('tr[data-kind="expense"] td').nth(1).innerText())).toBe(euros(57.5));
      await expect(totals.locator('tr[data-kind="visit"] td').nth(0)).toHaveText('1');
      await expect(totals.locator('tr[data-kind="dayOff"] td').nth(0)).toHaveText('1');

      // Kept on the device: still there after a reload.
      await page.reload();
      await expect(page.locator('ol > li')).toHaveCount(4);
      await expect(page.getByText(lang === 'el' ? 'Ταξί για τη φυσικοθεραπεία' : 'Taxi to physiotherapy')).toBeVisible();

      // What the browser does as it prints: the paper is dated then.
      await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByText(t('journal.printTitle'))).toBeVisible();
      await expect(page.getByText(t('journal.printedOn').replace('{date}', ''))).toBeVisible();
      await expect(page.getByRole('button', { name: t('journal.add'), exact: true })).toBeHidden();
      await expect(page.getByRole('button', { name: t('journal.deleteAll') })).toBeHidden();
      // The warning is the visitor's, not the lawyer's: the paper starts with the title, then the totals.
      await expect(page.getByTestId('journal-warning')).toBeHidden();
      await shot(page, `journal-${lang}-${info.project.name}-print`);
      await page.emulateMedia({ media: 'screen' });

      await islandReady(page, 'form[aria-labelledby="journal-new"]');
      await page.getByRole('button', { name: t('journal.deleteAll') }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(t('journal.confirmDeleteAll'));
      await dialog.getByRole('button', { name: t('journal.cancel') }).click();
      await expect(page.locator('ol > li')).toHaveCount(4);
      await page.getByRole('button', { name: t('journal.deleteAll') }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('journal.confirmYes') })
        .click();
      await expect(page.getByText(t('journal.empty'))).toBeVisible();
      await page.reload();
      await expect(page.getByText(t('journal.empty'))).toBeVisible();
    },
  );

  // The service worker serves this page offline: here, and only here, it is let in.
  test.describe(() => {
    test.use({ serviceWorkers: 'allow' });
    test(
      `${lang}: offline, once the site has been opened, the journal opens, keeps a new entry and shows it again`,
      sameAtEveryWidth,
      async ({ page, context }) => {
        await page.goto(localizePath(lang, '/'));
        await serviceWorkerReady(page);
        await context.setOffline(true);
        await page.goto(page$, { waitUntil: 'domcontentloaded' });
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await islandReady(page, 'form[aria-labelledby="journal-new"]');
        await addEntry(page, lang, {
          date: '2026-11-06',
          kind: t('journal.kind.note'),
          description: lang === 'el' ? 'Χωρίς σήμα' : 'No signal',
        });
        await page.reload({ waitUntil: 'domcontentloaded' });
        await expect(page.getByText(lang === 'el' ? 'Χωρίς σήμα' : 'No signal')).toBeVisible();
        await context.setOffline(false);
      },
    );
  });
}

test('the pages are reached from the home page, the phone drawer and the guides', { tag: '@phone' }, async ({ page }) => {
  for (const lang of locales) {
    await page.goto(localizePath(lang, '/'));
    const after = page.getByTestId('first-minute-after');
    await expect(after.getByRole('link', { name: text(lang, 'home.firstMinute.deadlines') })).toHaveAttribute(
      'href',
      localizePath(lang, '/deadlines'),
    );
    await expect(after.getByRole('link', { name: text(lang, 'home.firstMinute.journal') })).toHaveAttribute(
      'href',
      localizePath(lang, '/journal'),
    );
    await page
      .getByRole('link', { name: text(lang, 'nav.openMenu') })
      .or(page.getByRole('button', { name: text(lang, 'nav.openMenu') }))
      .click();
    await expect(page.locator('#site-menu').getByRole('link', { name: text(lang, 'nav.journal') })).toBeVisible();
    await expect(page.locator('#site-menu').getByRole('link', { name: text(lang, 'nav.deadlines') })).toBeVisible();
    await page.goto(localizePath(lang, '/articles/documents-checklist'));
    await expect(page.getByTestId('guide-tools').getByRole('link', { name: text(lang, 'nav.journal') })).toHaveAttribute(
      'href',
      localizePath(lang, '/journal'),
    );
  }
});

test.describe('the journal, entry by entry', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });

  for (const lang of locales) {
    const t = (key: Parameters<typeof text>[1]) => text(lang, key);
    const day = (iso: string) =>
      new Intl.DateTimeFormat(lang === 'el' ? 'el-GR' : 'en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${iso}T00:00:00Z`));

    test(`${lang}: each entry's buttons name it, focus stays in the list after a delete, an entry can be edited, and storage is asked to last`, async ({
      page,
    }) => {
      // Whether the page asked the browser to keep its storage (this browser says it has not been granted yet).
      await page.addInitScript(() => {
        const asked: string[] = [];
        (window as unknown as { persistAsked: string[] }).persistAsked = asked;
        StorageManager.prototype.persisted = () => Promise.resolve(false);
        StorageManager.prototype.persist = () => {
          asked.push('persist');
          return Promise.resolve(false);
        };
      });
      await page.goto(localizePath(lang, '/journal'));
      await islandReady(page, 'form[aria-labelledby="journal-new"]');
      const taxi = lang === 'el' ? 'Ταξί για το νοσοκομείο' : 'Taxi to hospital';
      const drugs = lang === 'el' ? 'Φάρμακα' : 'Medicines';
      const visit = lang === 'el' ? 'Ορθοπεδικός' : 'Orthopaedist';
      await addEntry(page, lang, { date: '2026-11-03', kind: t('journal.kind.expense'), amount: '12', description: taxi });
      expect(await page.evaluate(() => (window as unknown as { persistAsked: string[] }).persistAsked)).toEqual(['persist']);
      await addEntry(page, lang, { date: '2026-11-03', kind: t('journal.kind.expense'), amount: '20', description: drugs });
      await addEntry(page, lang, { date: '2026-11-03', kind: t('journal.kind.visit'), description: visit });
      // Asked once per visit, not at every entry.
      expect(await page.evaluate(() => (window as unknown as { persistAsked: string[] }).persistAsked)).toEqual(['persist']);

      // Three entries of one day: each button says which entry it acts on.
      const name = (description: string, kind: 'expense' | 'visit', amount?: string) =>
        [day('2026-11-03'), t(`journal.kind.${kind}`), description, amount].filter(Boolean).join(', ');
      const euros = (value: number) =>
        new Intl.NumberFormat(lang === 'el' ? 'el-GR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(value);
      const deleteTaxi = page.getByRole('button', {
        name: t('journal.deleteEntry').replace('{entry}', name(taxi, 'expense', euros(12))),
        exact: true,
      });
      const deleteDrugs = page.getByRole('button', {
        name: t('journal.deleteEntry').replace('{entry}', name(drugs, 'expense', euros(20))),
        exact: true,
      });
      const deleteVisit = page.getByRole('button', {
        name: t('journal.deleteEntry').replace('{entry}', name(visit, 'visit')),
        exact: true,
      });
      await expect(deleteTaxi).toHaveCount(1);
      await expect(deleteDrugs).toHaveCount(1);
      await expect(deleteVisit).toHaveCount(1);

      // The totals come before the list.
      const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
      expect(headings.indexOf(t('journal.totals'))).toBeLessThan(headings.indexOf(t('journal.entries')));

      // Edited in its place: the amount as the visitor would type it, saved, and focus back on its Edit button.
      const editDrugs = page.getByRole('button', {
        name: t('journal.editEntry').replace('{entry}', name(drugs, 'expense', euros(20))),
        exact: true,
      });
      await editDrugs.click();
      const editor = page.getByRole('form', { name: t('journal.editEntry').replace('{entry}', name(drugs, 'expense', euros(20))) });
      await expect(editor.getByLabel(t('journal.date'), { exact: true })).toBeFocused();
      await expect(editor.getByLabel(t('journal.amount'), { exact: true })).toHaveValue(lang === 'el' ? '20,00' : '20.00');
      await editor.getByLabel(t('journal.amount'), { exact: true }).fill(lang === 'el' ? '22,50' : '22.50');
      await editor.getByRole('button', { name: t('journal.save') }).click();
      const editedDrugs = page.getByRole('button', {
        name: t('journal.editEntry').replace('{entry}', name(drugs, 'expense', euros(22.5))),
        exact: true,
      });
      await expect(editedDrugs).toBeFocused();
      await expect(page.getByRole('status')).toHaveText(t('journal.saved'));
      expect(plain(await page.getByRole('table').locator('tr[data-kind="expense"] td').nth(1).innerText())).toBe(plain(euros(34.5)));

      // Deleting the first entry puts focus on the next entry's delete button; the last, on the one before; none left, on the heading.
      await deleteTaxi.click();
      const deleteEditedDrugs = page.getByRole('button', {
        name: t('journal.deleteEntry').replace('{entry}', name(drugs, 'expense', euros(22.5))),
        exact: true,
      });
      await expect(deleteEditedDrugs).toBeFocused();
      await expect(page.getByRole('status')).toHaveText(t('journal.deleted').replace('{entry}', name(taxi, 'expense', euros(12))));
      await deleteVisit.click();
      await expect(deleteEditedDrugs).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: t('journal.entries') })).toBeFocused();
      await expect(page.getByText(t('journal.empty'))).toBeVisible();
    });
  }
});

test('forty entries print as a compact table on at most two A4 pages, the totals first', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/en/about');
  await seedJournal(page, { records: manyEntries(40) });
  await page.goto('/en/journal');
  await islandReady(page, 'form[aria-labelledby="journal-new"]');
  await expect(page.locator('ol > li')).toHaveCount(40);
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const rows = page.locator('ol > li');
  // One line of a table per entry: date, kind, description and amount side by side.
  const cells = await rows
    .nth(1)
    .evaluate((row) =>
      [...row.querySelectorAll(':scope > p, :scope > p > *')]
        .filter((el) => getComputedStyle(el).display !== 'none' && getComputedStyle(el).display !== 'contents' && el.textContent.trim())
        .map((el) => Math.round(el.getBoundingClientRect().top)),
    );
  expect(new Set(cells).size).toBe(1);
  const totals = await page.getByRole('heading', { name: 'Totals by kind' }).boundingBox();
  const list = await page.getByRole('heading', { name: 'Your entries' }).boundingBox();
  expect(totals!.y).toBeLessThan(list!.y);
  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
  expect(pages.length).toBeLessThanOrEqual(2);
});

test(
  'a long journal is shown a page at a time, the latest first; edits, deletions and additions show their page; the paper has every entry',
  { tag: '@phone' },
  async ({ page }) => {
    const t = (key: Parameters<typeof text>[1]) => text('en', key);
    const seeded = manyEntries(120);
    const day = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      );
    const showing = (from: number, to: number, of: number, first: string, last: string) =>
      t('journal.showing')
        .replace('{from}', String(from))
        .replace('{to}', String(to))
        .replace('{count}', String(of))
        .replace('{first}', day(first))
        .replace('{last}', day(last));
    const rows = page.locator('ol > li');
    const line = page.getByTestId('journal-showing');
    const heading = page.getByRole('heading', { name: t('journal.entries') });
    const nav = page.getByRole('navigation', { name: t('journal.pages') });
    const deleteOf = (i: number) => page.getByRole('button', { name: new RegExp(`^Delete: .* ${i + 1}(, €[\\d.]+)?$`) });

    await page.goto('/en/about');
    await seedJournal(page, { records: seeded });
    await page.goto('/en/journal');
    await islandReady(page, 'form[aria-labelledby="journal-new"]');

    // The latest fifty; the totals count every entry.
    await expect(rows).toHaveCount(50);
    await expect(line).toHaveText(showing(71, 120, 120, seeded[70]!.date, seeded[119]!.date));
    await expect(page.getByRole('table').locator('tfoot td').first()).toHaveText('120');
    await expect(nav.getByRole('button', { name: t('journal.later') })).toHaveCount(0);

    // The page before: the list's heading takes focus, so that a screen reader reads on from there.
    await nav.getByRole('button', { name: t('journal.earlier') }).click();
    await expect(heading).toBeFocused();
    await expect(line).toHaveText(showing(21, 70, 120, seeded[20]!.date, seeded[69]!.date));
    await expect(rows).toHaveCount(50);

    // Its last entry deleted: focus on the one before it, on this page, which takes in one earlier entry.
    await deleteOf(69).click();
    await expect(deleteOf(68)).toBeFocused();
    await expect(line).toHaveText(showing(20, 69, 119, seeded[19]!.date, seeded[68]!.date));
    await expect(rows).toHaveCount(50);

    // An entry of a day before all the others is shown on its page, the earliest.
    await page.getByLabel(t('journal.date'), { exact: true }).fill('2026-11-01');
    await page.getByLabel(t('journal.kind'), { exact: true }).selectOption({ label: t('journal.kind.note') });
    await page.getByLabel(t('journal.description'), { exact: true }).fill('Before everything else');
    await page.getByRole('button', { name: t('journal.add'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(t('journal.added'));
    await expect(line).toHaveText(showing(1, 20, 120, '2026-11-01', seeded[18]!.date));
    await expect(rows.first()).toContainText('Before everything else');
    await expect(nav.getByRole('button', { name: t('journal.earlier') })).toHaveCount(0);

    // On paper, every entry; on the screen again, the page.
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    await expect(rows).toHaveCount(120);
    await expect(nav).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => dispatchEvent(new Event('afterprint')));
    await expect(rows).toHaveCount(20);

    // The latest entry, moved to a day before all: its page is shown, with focus on its Edit button.
    await nav.getByRole('button', { name: t('journal.latest') }).click();
    await expect(line).toHaveText(showing(71, 120, 120, seeded[70]!.date, seeded[119]!.date));
    await page.getByRole('button', { name: /^Edit: .* 120$/ }).click();
    const editor = page.getByRole('form', { name: /^Edit: .* 120$/ });
    await editor.getByLabel(t('journal.date'), { exact: true }).fill('2026-10-31');
    await editor.getByRole('button', { name: t('journal.save') }).click();
    await expect(page.getByRole('button', { name: /^Edit: 31 October 2026, .* 120$/ })).toBeFocused();
    await expect(line).toHaveText(showing(1, 20, 120, '2026-10-31', seeded[17]!.date));
  },
);
