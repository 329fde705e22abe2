import type { Page } from '@playwright/test';
import { locales } from '../../src/i18n/locales.ts';
import { contactPath, field, fillContactForm, sendButton, toast } from './helpers/contact-form.ts';
import { islandReady } from './helpers/islands.ts';
import { expect, mailWith, test } from './helpers/sites.ts';
import { localizePath, plain, text } from './support.ts';

/**
 * On a slow connection a visitor reaches a form before its island's script: what they typed, chose or tapped by
 * then stays when the island takes over, and the island works with it. Each island's own script (its
 * component-url) is held back while the visitor types in the server's form, then let through.
 */
async function holdIsland(page: Page, component: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(new RegExp(`/_astro/${component}\\.[^/]+\\.js$`), async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}

const serverRendered = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.closest('astro-island')!.hasAttribute('ssr'));

test.describe('typed before the script', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });

  for (const lang of locales) {
    const t = (key: Parameters<typeof text>[1]) => text(lang, key);

    test(`${lang}: the journal keeps the new entry's date, kind, amount and words, and adds them`, async ({ page }) => {
      const island = await holdIsland(page, 'Journal');
      await page.goto(localizePath(lang, '/journal'));
      const form = 'form[aria-labelledby="journal-new"]';
      await page.locator(form).scrollIntoViewIfNeeded();
      await island.requested;
      expect(await serverRendered(page, form)).toBe(true);
      const words = lang === 'el' ? 'Ταξί στο νοσοκομείο' : 'Taxi to hospital';
      await page.getByLabel(t('journal.date'), { exact: true }).fill('2026-11-03');
      await page.getByLabel(t('journal.kind'), { exact: true }).selectOption({ label: t('journal.kind.expense') });
      await page.getByLabel(t('journal.amount'), { exact: true }).fill(lang === 'el' ? '12,40' : '12.40');
      await page.getByLabel(t('journal.description'), { exact: true }).fill(words);
      island.release();
      await islandReady(page, form);
      // Hydrated, it has drawn the form again (the journal read, the button enabled): the words are still there.
      await expect(page.getByRole('button', { name: t('journal.add'), exact: true })).toBeEnabled();
      await expect(page.getByLabel(t('journal.date'), { exact: true })).toHaveValue('2026-11-03');
      await expect(page.getByLabel(t('journal.kind'), { exact: true })).toHaveValue('expense');
      await expect(page.getByLabel(t('journal.description'), { exact: true })).toHaveValue(words);
      await page.getByRole('button', { name: t('journal.add'), exact: true }).click();
      const entry = page.locator('ol > li');
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(words);
      await expect(entry).toContainText(t('journal.kind.expense'));
      expect(plain(await entry.innerText())).toContain(plain(lang === 'el' ? '12,40 €' : '€12.40'));
      await expect(page.getByLabel(t('journal.description'), { exact: true })).toHaveValue('');
    });

    // The review of 1 December 2026, M2: a tap on "Cyclist" 1 s before the script ran did nothing.
    test(`${lang}: the what-happened path keeps a tap made before its script, and moves on from it`, async ({ page }) => {
      const island = await holdIsland(page, 'StartPath');
      const path = localizePath(lang, '/start');
      await page.goto(path);
      expect(await serverRendered(page, '[data-question="role"]')).toBe(true);
      // The island's script is asked for on this first move, and held back.
      await page
        .locator('[data-question="role"]')
        .getByRole('button', { name: t('start.a.role.cyclist'), exact: true })
        .click();
      await island.requested;
      // Kept at once: the next question's address, and a line saying the page is on its way.
      await expect(page).toHaveURL(`${path}#q=harm&role=cyclist`);
      await expect(page.getByTestId('start-waiting')).toBeVisible();
      await expect(page.locator('[data-question="role"]')).toBeHidden();
      island.release();
      const harm = page.locator('[data-question="harm"]');
      await expect(harm.getByRole('heading')).toBeFocused();
      await expect(page.getByTestId('start-waiting')).toBeHidden();
      // The tap is an answer like any other: Back returns to it, marked.
      await page.goBack();
      await expect(
        page.locator('[data-question="role"]').getByRole('button', { name: t('start.a.role.cyclist'), exact: true }),
      ).toHaveAttribute('aria-current', 'true');
      // A skip, too, before the script: tested on a page whose script is held again.
      const again = await holdIsland(page, 'StartPath');
      await page.goto('about:blank');
      await page.goto(path);
      await page
        .locator('[data-question="role"]')
        .getByRole('button', { name: t('start.skip') })
        .click();
      await again.requested;
      await expect(page).toHaveURL(`${path}#q=harm`);
      again.release();
      await expect(page.locator('[data-question="harm"]')).toBeVisible();
    });

    test(`${lang}: the written claim keeps what is typed before its script, in the letter and on the device`, async ({ page }) => {
      const island = await holdIsland(page, 'ClaimLetter');
      await page.goto(localizePath(lang, '/letter'));
      expect(await serverRendered(page, 'main form')).toBe(true);
      await page.getByLabel(t('letter.name'), { exact: true }).fill('Κώστας Λαμπρόπουλος');
      await page.getByLabel(t('letter.insurer'), { exact: true }).fill('Ασφαλιστική Γάμμα Α.Ε.');
      // The island's script was asked for on the first move (the focus), and held back meanwhile.
      await island.requested;
      island.release();
      await islandReady(page, 'main form');
      await expect(page.getByTestId('letter-greek')).toContainText('Προς: Ασφαλιστική Γάμμα Α.Ε.');
      await expect(page.getByTestId('letter-greek')).toContainText('Κώστας Λαμπρόπουλος');
      await expect(page.getByLabel(t('letter.name'), { exact: true })).toHaveValue('Κώστας Λαμπρόπουλος');
      await expect(page.getByTestId('letter-status')).toHaveText(t('letter.kept'));
    });

    // M2: a relative opening a shared result read "Question 1 of 6" for two seconds, with buttons that did nothing.
    test(`${lang}: a shared result link never shows the first question first`, async ({ page }) => {
      const island = await holdIsland(page, 'StartPath');
      const path = localizePath(lang, '/start');
      await page.goto(`${path}#role=motorcyclist&harm=hurt&other=insured&police=yes&fault=unsure&date=2026-11-30`);
      await island.requested;
      await expect(page.getByTestId('start-waiting')).toHaveText(t('start.waiting'));
      await expect(page.locator('[data-question]')).toBeHidden();
      island.release();
      const result = page.getByTestId('start-result');
      await expect(result.locator('[data-payer="otherInsurer"]')).toBeVisible();
      await expect(page.getByTestId('start-waiting')).toHaveCount(0);
      await expect(page.locator('[data-question]')).toHaveCount(0);
      // Opened from a link, the answers it was made from are shown open, for the one who reads it.
      await expect(result.getByTestId('start-answers')).toHaveAttribute('open', '');
    });

    test(`${lang}: the dates page keeps both dates and works them out`, async ({ page }) => {
      const island = await holdIsland(page, 'Deadlines');
      const path = localizePath(lang, '/deadlines');
      await page.goto(path);
      await page.locator('main form[action]').scrollIntoViewIfNeeded();
      await island.requested;
      expect(await serverRendered(page, 'main form[action]')).toBe(true);
      await page.getByLabel(t('deadlines.accident')).fill('2026-11-02');
      await page.getByLabel(t('deadlines.received')).fill('2026-11-30');
      island.release();
      await islandReady(page, 'main form[action]');
      // Hydrating sets the island's state (the form turns off the browser's own checks): drawn again, the dates stay.
      await expect(page.locator('main form[action]')).toHaveAttribute('novalidate');
      await expect(page.getByLabel(t('deadlines.accident'))).toHaveValue('2026-11-02');
      await expect(page.getByLabel(t('deadlines.received'))).toHaveValue('2026-11-30');
      await page.getByRole('button', { name: t('deadlines.submit') }).click();
      await expect(page).toHaveURL(`${path}#accident=2026-11-02&received=2026-11-30`);
      await expect(page.locator('#deadlines-result')).toBeFocused();
    });
  }

  test.describe(() => {
    test.use({ siteKind: 'inbox' });
    for (const lang of locales) {
      const t = (key: Parameters<typeof text>[1]) => text(lang, key);
      test(`${lang}: the contact form keeps the four fields and sends them`, async ({ page, site }) => {
        const island = await holdIsland(page, 'ContactForm');
        await page.goto(contactPath[lang]);
        await page.locator('main form').first().scrollIntoViewIfNeeded();
        await island.requested;
        expect(await serverRendered(page, 'main form')).toBe(true);
        const values = {
          name: lang === 'el' ? 'Ελένη Γεωργίου' : 'Helen George',
          email: 'helen@example.com',
          phone: '+30 690 000 1111',
          message:
            lang === 'el'
              ? `Ο πατέρας μου νοσηλεύεται μετά από τροχαίο (${Date.now()}).`
              : `My father is in hospital after a crash (${Date.now()}).`,
        };
        await fillContactForm(page, lang, values);
        island.release();
        await islandReady(page, 'main form');
        for (const name of ['name', 'email', 'phone', 'message'] as const) await expect(field(page, lang, name)).toHaveValue(values[name]);
        await sendButton(page).click();
        await expect(toast(page, t('form.success'))).toHaveCount(1);
        const mail = await mailWith(site.inbox, values.message);
        expect(mail.text).toContain(values.name);
      });

      // The review of 1 December 2026, M1: the box was empty until the script ran, and a line typed there dropped the path's words.
      test(`${lang}: a message the path wrote is in the box before the form's script, and a line typed under it stays`, async ({
        page,
      }) => {
        const island = await holdIsland(page, 'ContactForm');
        const written = lang === 'el' ? 'Στο ατύχημα: ποδηλάτης.\nΑστυνομία: ήρθε.' : 'In the accident: cyclist.\nPolice: came.';
        await page.goto(`${contactPath[lang]}#${new URLSearchParams({ message: written }).toString()}`);
        await island.requested;
        expect(await serverRendered(page, 'main form')).toBe(true);
        const box = field(page, lang, 'message');
        await expect(box).toHaveValue(written);
        // Out of the address, once in the box.
        await expect.poll(() => page.evaluate(() => location.hash)).toBe('#contact-form');
        const own = lang === 'el' ? 'Καλέστε με μετά τις 3.' : 'Please call me after 3pm.';
        await box.focus();
        await page.keyboard.press('Control+End');
        await box.pressSequentially(`\n${own}`);
        island.release();
        await islandReady(page, 'main form');
        // Drawn again by the island (a field's change): both still there.
        await field(page, lang, 'name').fill('Helen');
        await expect(box).toHaveValue(`${written}\n${own}`);
      });
    }
  });
});
