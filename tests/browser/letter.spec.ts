import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/sites.ts';
import { claimLetterWords } from '../../src/config/claim-letter.ts';
import type { Lang } from '../../src/i18n/locales.ts';
import { fieldMax, harmHeads, letterPapers } from '../../src/lib/days-after/claim-letter.ts';
import { readRegister } from '../../src/lib/law/register-files.ts';
import { rulePeriod } from '../../src/lib/law/rule-text.ts';
import { islandReady } from './helpers/islands.ts';
import { localizePath, oneWidthEach, plain, sameAtEveryWidth, shot, text } from './support.ts';

/**
 * The written claim (/letter): made on the device from the path's answers (in the address's fragment) and what the
 * visitor types, for the Fund, a passenger's insurer and the other driver's insurer; printed by Chromium on at most
 * two A4 pages with no amount; kept on the device across a reload; nothing of it in any request; the day it was
 * received into the journal and the dates page. "Today" is fixed, so that the letter's date is known.
 */
const TODAY = new Date('2026-12-05T10:00:00Z');
const greek = claimLetterWords.el;
const insurerAnswer = readRegister().find((rule) => rule.id === 'insurer-answer')!;

/** The letter as the browser keeps it (IndexedDB `claim-letter`, store `letters`, key `draft`), or null. */
async function kept(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('claim-letter');
      request.onupgradeneeded = () => request.result.createObjectStore('letters');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
    });
    const value = await new Promise<unknown>((resolve, reject) => {
      const request = db.transaction('letters').objectStore('letters').get('draft');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
    });
    db.close();
    return (value as { fields?: Record<string, unknown> } | undefined)?.fields ?? null;
  });
}
const keptField = (page: Page, field: string) => async () => (await kept(page))?.[field];

/** Writes a letter into the browser's keeping, as a visit before would have left it. The page must be on the site. */
async function keep(page: Page, fields: Record<string, unknown>) {
  await page.evaluate(async (fields) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('claim-letter');
      request.onupgradeneeded = () => request.result.createObjectStore('letters');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
    });
    const tx = db.transaction('letters', 'readwrite');
    tx.objectStore('letters').put({ fields, saved: Date.now() }, 'draft');
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB refused'));
    });
    db.close();
  }, fields);
}

/** What a visitor types, as a phone's keyboard would, into the field labelled with `key`. */
async function type(page: Page, lang: Lang, key: Parameters<typeof text>[1], value: string) {
  await page.getByLabel(text(lang, key), { exact: true }).fill(value);
}

async function open(page: Page, lang: Lang, fragment = '') {
  await page.clock.setFixedTime(TODAY);
  await page.goto(`${localizePath(lang, '/letter')}${fragment}`);
  await islandReady(page, 'form[aria-label]');
  // The kept letter (none yet) has been read once the letter is dated.
  await expect(page.getByTestId('letter-greek')).toContainText('5 Δεκεμβρίου 2026');
}

/** The printed pages of a PDF Chromium made: its page objects, and its page tree's count. */
function pageCount(pdf: Buffer): number {
  const body = pdf.toString('latin1');
  const pages = body.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
  const count = Number(/\/Type\s*\/Pages[^>]*?\/Count\s+(\d+)/.exec(body)?.[1] ?? /\/Count\s+(\d+)/.exec(body)?.[1]);
  expect(pages, 'page objects and the page tree agree').toBe(count);
  return pages;
}

/** The letter on paper: Chromium's PDF of the page, its page count, and what print media shows of the page. */
async function printed(page: Page, name: string) {
  const pdf = await page.pdf({ format: 'A4' });
  mkdirSync('test-results/letters', { recursive: true });
  writeFileSync(`test-results/letters/${name}.pdf`, pdf);
  // As after a tap on "Print": whatever had focus is not on paper.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.emulateMedia({ media: 'print' });
  // Only the Greek letter is printed: no form, no reading aid, no site chrome.
  const shown = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const letter = '[data-testid="letter-greek"]';
        // What is there only for a screen reader (clipped away) is not on paper either.
        const clipped = getComputedStyle(el).clipPath === 'inset(50%)';
        return el.checkVisibility() && !clipped && box.height > 1 && box.width > 1 && !el.closest(letter) && !el.querySelector(letter);
      })
      .map((el) => el.tagName + (el.textContent?.trim().slice(0, 40) ?? '')),
  );
  const paper = plain(await page.getByTestId('letter-greek').innerText());
  if (process.env.SHOTS_DIR) {
    // The A4 page's printable box at 96 dpi (210 × 297 mm less the page's margins), to look at it as printed.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 658, height: 1032 });
    await page.getByTestId('letter-greek').screenshot({ path: `${process.env.SHOTS_DIR}/${name}-print.png` });
    await page.setViewportSize(viewport);
  }
  // Back to the browser's own media: emulating "screen" would make a later PDF print the screen's styles.
  await page.emulateMedia({ media: null });
  return { pages: pageCount(pdf), shown, paper };
}

const amount = /€|\$|ευρ[ώω]|euro|\bEUR\b/i;

const cases = [
  {
    name: 'a pedestrian hit by a driver who fled: to the Auxiliary Fund',
    fragment: '#role=pedestrian&harm=hurt&other=unknown&police=yes&fault=unsure&when=year&date=2026-11-02',
    fill: async (page: Page) => {
      await type(page, 'el', 'letter.insurerAddress.fund', 'Υπατίας 5, 105 57 Αθήνα');
      await type(page, 'el', 'letter.police.unit', 'Τμήμα Τροχαίας Αθηνών');
    },
    expected: [
      `Προς: ${greek.fund}`,
      `${greek.accident.fundVehicle}: ${greek.accident.fundUnknown}`,
      'Ιδιότητα κατά το ατύχημα: πεζός/πεζή',
      '(άρθρο 19 παρ. 8 π.δ. 237/1986, που προστέθηκε με το άρθρο 4 ν. 4092/2012)',
    ],
    absent: ['άρθρο 6 παρ. 6', 'ασφαλιστήριο'],
  },
  {
    name: 'a passenger: to the insurer of the car they were in',
    fragment: '#role=passenger&harm=hurt&other=insured&police=yes&date=2026-11-02',
    fill: async (page: Page) => {
      await type(page, 'el', 'letter.insurer', 'Ασφαλιστική Βήτα Α.Ε.');
      await type(page, 'el', 'letter.insurerAddress', 'Λεωφ. Κηφισίας 200, 151 24 Μαρούσι');
      await type(page, 'el', 'letter.plates.insured', 'ΙΡΒ 4521');
      await type(page, 'el', 'letter.policy', 'ΑΥ-778812');
    },
    expected: [
      'Προς: Ασφαλιστική Βήτα Α.Ε., Διεύθυνση Αποζημιώσεων Αυτοκινήτων',
      'Ιδιότητα κατά το ατύχημα: επιβάτης του οχήματος που ασφαλίζεται στην εταιρεία σας',
      'Όχημα που ασφαλίζεται στην εταιρεία σας: ΙΡΒ 4521, αριθμός ασφαλιστηρίου ΑΥ-778812',
      '(άρθρο 6 παρ. 6 π.δ. 237/1986, όπως αντικαταστάθηκε με το άρθρο 5 παρ. 4 ν. 5113/2024· ΠΕΕ 87/2016)',
    ],
    absent: ['άρθρο 19'],
  },
  {
    name: 'a driver hit by an insured car: to the other car’s insurer',
    fragment: '#role=driver&harm=hurt&other=insured&police=no&fault=partly&date=2026-11-02',
    fill: async (page: Page) => {
      await type(page, 'el', 'letter.insurer', 'Ασφαλιστική Άλφα Α.Ε.');
      await type(page, 'el', 'letter.insurerAddress', 'Λεωφ. Συγγρού 100, 117 41 Αθήνα');
      await type(page, 'el', 'letter.plates.insured', 'ΥΧΡ 1234');
      await type(page, 'el', 'letter.ownPlates.driver', 'ΙΚΑ 5678');
      await page
        .getByRole('group', { name: text('el', 'letter.form.question') })
        .getByLabel(text('el', 'letter.no'))
        .check();
    },
    expected: [
      'Προς: Ασφαλιστική Άλφα Α.Ε., Διεύθυνση Αποζημιώσεων Αυτοκινήτων',
      'Ιδιότητα κατά το ατύχημα: οδηγός του οχήματος με αριθμό κυκλοφορίας ΙΚΑ 5678',
      'Αστυνομία: δεν επιλήφθηκε',
      'Δήλωση φιλικού διακανονισμού: δεν συμπληρώθηκε',
      'υλικές ζημίες του οχήματος',
    ],
    absent: ['άρθρο 19'],
  },
];

test.describe('the written claim', () => {
  for (const [i, c] of cases.entries())
    test(`${c.name}, from the path’s answers, printed on at most two A4 pages with no amount`, oneWidthEach(i), async ({ page }, info) => {
      await open(page, 'el', c.fragment);
      // The path's answers are in: the addressee, the role, the harm, the police, the accident's day.
      await expect(page.getByTestId('letter-greek')).toContainText('Θέμα: Αίτηση αποζημίωσης για το τροχαίο ατύχημα της 2 Νοεμβρίου 2026');
      await type(page, 'el', 'letter.name', 'Ελένη Ζαχαρίου');
      await type(page, 'el', 'letter.address', 'Αχαρνών 10, 104 34 Αθήνα');
      await type(page, 'el', 'letter.phone', '6900000000');
      await type(page, 'el', 'letter.email', 'eleni@example.gr');
      await type(page, 'el', 'letter.time', '18:30');
      await type(page, 'el', 'letter.place', 'Πατησίων και Αλεξάνδρας, Αθήνα');
      await type(
        page,
        'el',
        'letter.details',
        'Κάταγμα δεξιάς κνήμης και θλάση στον αυχένα· νοσηλεία στο ΚΑΤ από 2 έως 9 Νοεμβρίου 2026, φυσικοθεραπείες που συνεχίζονται.',
      );
      await type(page, 'el', 'letter.letterPlace', 'Αθήνα');
      await c.fill(page);
      const letter = page.getByTestId('letter-greek');
      for (const line of c.expected) await expect(letter).toContainText(line);
      for (const line of c.absent) await expect(letter).not.toContainText(line);
      // The fault the path was told ("partly", "unsure") is nowhere in it (the Fund's legal name speaks of liability insurance).
      expect((await letter.innerText()).replace(greek.fund, '')).not.toMatch(/υπαιτ|φταί|ευθύν/i);
      await shot(page, `letter-case-${i + 1}-${info.project.name}`, { fullPage: false });

      const paper = await printed(page, `letter-case-${i + 1}-${info.project.name}`);
      expect(paper.pages).toBeGreaterThanOrEqual(1);
      expect(paper.pages).toBeLessThanOrEqual(2);
      info.annotations.push({ type: 'pages', description: String(paper.pages) });
      expect(paper.shown).toEqual([]);
      expect(paper.paper).not.toMatch(amount);
      expect(paper.paper).toContain('Ελένη Ζαχαρίου');
      expect(paper.paper).toContain(greek.receipt);
    });

  test(
    'at its longest, every field full and everything ticked, it still prints on two A4 pages at most',
    oneWidthEach(1),
    async ({ page }, info) => {
      await open(page, 'el');
      const full = (words: string, max: number) =>
        words
          .repeat(Math.ceil(max / words.length))
          .slice(0, max)
          .trim();
      await keep(page, {
        ...Object.fromEntries(Object.entries(fieldMax).map(([field, max]) => [field, full('Παπαδοπούλου Κωνσταντίνα ', max)])),
        time: '18:30',
        writer: 'relative',
        harm: 'hurt',
        role: 'driver',
        addressee: 'otherInsurer',
        police: 'yes',
        form: 'yes',
        accident: '2026-11-02',
        letterDate: '2026-12-05',
        heads: [...harmHeads],
        papers: [...letterPapers],
      });
      await page.reload();
      await islandReady(page, 'form[aria-label]');
      await expect(page.getByTestId('letter-greek')).toContainText(greek.attachments.papers.authority);
      const paper = await printed(page, `letter-longest-${info.project.name}`);
      info.annotations.push({ type: 'pages', description: String(paper.pages) });
      expect(paper.pages).toBeLessThanOrEqual(2);
      expect(paper.shown).toEqual([]);
    },
  );

  test('an amount or a fault typed in is kept out of the letter, and the field says why', sameAtEveryWidth, async ({ page }) => {
    await open(page, 'el', '#role=driver&harm=hurt&other=insured');
    await type(page, 'el', 'letter.details', 'Ζημιά 1.500 € στο αυτοκίνητο');
    await expect(page.getByText(text('el', 'letter.refused.amount'))).toBeVisible();
    await expect(page.getByLabel(text('el', 'letter.details'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('letter-greek')).not.toContainText('1.500');
    await type(page, 'el', 'letter.details', 'Φταίει ο άλλος οδηγός');
    await expect(page.getByText(text('el', 'letter.refused.fault'))).toBeVisible();
    await expect(page.getByTestId('letter-greek')).not.toContainText('Φταίει');
  });

  test('kept on the device and edited across a reload, then deleted', sameAtEveryWidth, async ({ page }) => {
    await open(page, 'el', '#role=cyclist&harm=hurt&other=insured&date=2026-11-02');
    await type(page, 'el', 'letter.name', 'Κώστας Λαμπρόπουλος');
    await type(page, 'el', 'letter.insurer', 'Ασφαλιστική Γάμμα Α.Ε.');
    await expect(page.getByTestId('letter-status')).toHaveText(text('el', 'letter.kept'));
    await expect.poll(keptField(page, 'insurer')).toBe('Ασφαλιστική Γάμμα Α.Ε.');
    await page.reload();
    await islandReady(page, 'form[aria-label]');
    await expect(page.getByLabel(text('el', 'letter.name'), { exact: true })).toHaveValue('Κώστας Λαμπρόπουλος');
    await expect(page.getByTestId('letter-greek')).toContainText('Προς: Ασφαλιστική Γάμμα Α.Ε.');
    await expect(page.getByRole('radio', { name: text('el', 'letter.role.cyclist') })).toBeChecked();
    // Edited, and the edit is what is kept.
    await type(page, 'el', 'letter.name', 'Κωνσταντίνος Λαμπρόπουλος');
    await expect(page.getByTestId('letter-greek')).toContainText('Από: Κωνσταντίνος Λαμπρόπουλος');
    await expect.poll(keptField(page, 'name')).toBe('Κωνσταντίνος Λαμπρόπουλος');
    await page.reload();
    await islandReady(page, 'form[aria-label]');
    await expect(page.getByLabel(text('el', 'letter.name'), { exact: true })).toHaveValue('Κωνσταντίνος Λαμπρόπουλος');
    // Deleted after a confirmation: gone after a reload too.
    await page.getByRole('button', { name: text('el', 'letter.delete') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: text('el', 'letter.confirmYes') })
      .click();
    await expect(page.getByTestId('letter-status')).toHaveText(text('el', 'letter.deleted'));
    expect(await kept(page)).toBeNull();
    await page.reload();
    await islandReady(page, 'form[aria-label]');
    await expect(page.getByLabel(text('el', 'letter.name'), { exact: true })).toHaveValue('');
  });

  test(
    'nothing of the letter is in any request while a visitor fills it in, copies it and dates its receipt',
    sameAtEveryWidth,
    async ({ page, context }) => {
      const sent: string[] = [];
      page.on('request', (request) => sent.push(`${request.method()} ${request.url()}\n${request.postData() ?? ''}`));
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, 'el', '#role=pedestrian&harm=hurt&other=unknown&police=yes&date=2026-11-02');
      const typed = {
        name: 'Ξενοφών Ζυγομαλάς',
        address: 'Οδός Ψαρών 77, Καλλιθέα',
        phone: '6987654321',
        email: 'xenofon@example.gr',
        details: 'Διάστρεμμα αστραγάλου, νοσηλεία στον Ευαγγελισμό',
        place: 'Λεωφόρος Θησέως, Καλλιθέα',
      };
      await type(page, 'el', 'letter.name', typed.name);
      await type(page, 'el', 'letter.address', typed.address);
      await type(page, 'el', 'letter.phone', typed.phone);
      await type(page, 'el', 'letter.email', typed.email);
      await type(page, 'el', 'letter.details', typed.details);
      await type(page, 'el', 'letter.place', typed.place);
      // Copied once the letter shows what was typed, as a person copies what they see.
      await expect(page.getByText(`Από: ${typed.name}`).first()).toBeVisible();
      await page.getByRole('button', { name: text('el', 'letter.copy') }).click();
      await expect(page.getByTestId('letter-status')).toHaveText(text('el', 'letter.copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`Από: ${typed.name}`);
      await type(page, 'el', 'letter.received', '2026-12-10');
      await expect(page.getByTestId('letter-deadlines')).toHaveAttribute('href', /fundReceived=2026-12-10/);
      await page.getByRole('button', { name: text('el', 'letter.received.journal') }).click();
      await expect(page.getByText(text('el', 'letter.received.inJournal'))).toBeVisible();
      await expect.poll(keptField(page, 'journalDay')).toBe('2026-12-10');
      // The firm's review is a link whose message is in the fragment, which a browser never sends.
      const review = await page.getByRole('link', { name: text('el', 'letter.firm.link') }).getAttribute('href');
      expect(review).toMatch(/^\/contact#message=/);
      expect(decodeURIComponent(review!)).toContain(typed.details);

      expect(sent.length).toBeGreaterThan(0);
      const encoded = (value: string) => [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)];
      for (const value of Object.values(typed))
        for (const form of encoded(value))
          expect(
            sent.filter((request) => request.includes(form)),
            value,
          ).toEqual([]);
    },
  );

  test('the day it was received goes into the journal, and the dates page dates the answer', oneWidthEach(1), async ({ page }) => {
    await open(page, 'el', '#role=driver&harm=hurt&other=insured&date=2026-11-02');
    await type(page, 'el', 'letter.insurer', 'Ασφαλιστική Άλφα Α.Ε.');
    // The link to the dates waits for the day it was received.
    await type(page, 'el', 'letter.received', '2026-12-10');
    const dates = page.getByTestId('letter-deadlines');
    await expect(dates).toHaveAttribute('href', '/deadlines#accident=2026-11-02&received=2026-12-10');
    await page.getByRole('button', { name: text('el', 'letter.received.journal') }).click();
    await expect(page.getByText(text('el', 'letter.received.inJournal'))).toBeVisible();
    // A new day updates the same entry, never a second one.
    await type(page, 'el', 'letter.received', '2026-12-11');
    // Clicked once the page shows the new day, as a person would: on a busy machine the click can otherwise land
    // on the render before the typing.
    await expect(dates).toHaveAttribute('href', '/deadlines#accident=2026-11-02&received=2026-12-11');
    await page.getByRole('button', { name: text('el', 'letter.received.journalUpdate') }).click();
    await expect(page.getByText(text('el', 'letter.received.inJournal'))).toBeVisible();
    await expect.poll(keptField(page, 'journalDay')).toBe('2026-12-11');

    await page.goto('/journal');
    await islandReady(page, 'form[aria-labelledby="journal-new"]');
    const entries = page.locator('ol > li');
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText(`${text('el', 'letter.received.entry')} (Ασφαλιστική Άλφα Α.Ε.)`);
    await expect(entries).toContainText('11 Δεκεμβρίου 2026');

    await page.goto('/letter');
    await islandReady(page, 'form[aria-label]');
    await page.getByTestId('letter-deadlines').click();
    await expect(page).toHaveURL(/\/deadlines#accident=2026-11-02&received=2026-12-11$/);
    await expect(page.locator('[data-deadline="insurerAnswer"] time')).toHaveAttribute('datetime', '2027-03-11');
  });

  test('for the Fund, the dates page dates the Fund’s answer', sameAtEveryWidth, async ({ page }) => {
    await open(page, 'el', '#role=pedestrian&harm=hurt&other=unknown&date=2026-11-02');
    await type(page, 'el', 'letter.received', '2026-12-10');
    await expect(page.getByTestId('letter-deadlines')).toHaveAttribute('href', '/deadlines#accident=2026-11-02&fundReceived=2026-12-10');
    await expect(page.getByTestId('letter-deadlines')).toHaveText(text('el', 'letter.received.datesFund'));
  });

  test(
    'is linked from the dates page’s “no written claim yet?” line and from the guides’ written-claim sections',
    { tag: '@phone' },
    async ({ page }) => {
      for (const lang of ['el', 'en'] as const) {
        const letter = localizePath(lang, '/letter');
        await page.goto(localizePath(lang, '/deadlines'));
        await expect(
          page.getByTestId('deadlines-no-claim').getByRole('link', { name: text(lang, 'deadlines.noClaimLetter') }),
        ).toHaveAttribute('href', letter);
        for (const guide of ['insurance-rights', 'uninsured-hit-run']) {
          await page.goto(localizePath(lang, `/articles/${guide}`));
          await expect(page.locator(`.guide-body a[href="${letter}"]`)).toHaveCount(1);
        }
      }
    },
  );

  test('on the English page: the Greek letter to send, the English reading aid beside it, and only the Greek printed', async ({
    page,
  }, info) => {
    await open(page, 'en', '#role=passenger&harm=hurt&other=insured&police=yes&date=2026-11-02');
    await type(page, 'en', 'letter.name', 'Anna Schmidt');
    await type(page, 'en', 'letter.insurer', 'Ασφαλιστική Βήτα Α.Ε.');
    const letter = page.getByTestId('letter-greek');
    await expect(letter).toHaveAttribute('lang', 'el');
    await expect(letter).toContainText('Με την παρούσα ζητώ από την εταιρεία σας αποζημίωση');
    const aid = page.getByRole('region', { name: text('en', 'letter.readingAid.title') });
    await expect(aid).toContainText(text('en', 'letter.readingAid.note'));
    await expect(aid.getByTestId('letter-reading-aid')).toHaveAttribute('lang', 'en');
    await expect(aid).toContainText('By this letter I claim from your company compensation');
    await expect(aid).toContainText(`within ${rulePeriod(insurerAnswer, 'en')} of receiving this letter`);
    await shot(page, `letter-en-${info.project.name}`, { fullPage: false });
    const paper = await printed(page, `letter-en-${info.project.name}`);
    expect(paper.pages).toBeLessThanOrEqual(2);
    expect(paper.shown).toEqual([]);
    expect(paper.paper).not.toContain('By this letter');
  });
});
