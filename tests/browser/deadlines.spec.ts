import { readFileSync } from 'node:fs';
import { expect, test } from './helpers/sites.ts';
import { locales } from '../../src/i18n/locales.ts';
import { localizePath, plain, serviceWorkerReady, shot, text, sameAtEveryWidth } from './support.ts';
import { islandReady } from './helpers/islands.ts';

/**
 * Your dates: from the accident date (and the day the claim was received) to each deadline with what to
 * do, its source and its guide; as a link that can be shared, as a calendar file, without script and offline.
 */
for (const lang of locales) {
  const t = (key: Parameters<typeof text>[1]) => text(lang, key);
  const page$ = localizePath(lang, '/deadlines');
  const day = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'el' ? 'el-GR' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );

  test(
    `${lang}: the dates from the form, each with its source and guide, as a link and a calendar file`,
    sameAtEveryWidth,
    async ({ page }, info) => {
      await page.goto(page$);
      await expect(page.getByRole('heading', { level: 1, name: t('deadlines.title') })).toBeVisible();
      await expect(page.getByTestId('deadlines-general')).toHaveText(t('deadlines.general'));
      await islandReady(page, 'form[action]');

      await page.getByLabel(t('deadlines.accident')).fill('2026-11-02');
      await page.getByLabel(t('deadlines.received')).fill('2026-11-30');
      await page.getByRole('button', { name: t('deadlines.submit') }).click();

      const result = page.getByRole('heading', { level: 2, name: t('deadlines.resultTitle').replace('{date}', day('2026-11-02')) });
      await expect(result).toBeFocused();
      await expect(page).toHaveURL(`${page$}?accident=2026-11-02&received=2026-11-30`);

      const item = (id: string) => page.locator(`[data-deadline="${id}"]`);
      const expected = {
        lawyer: '2026-11-12',
        notice: '2026-11-12',
        insurerAnswer: '2027-02-28',
        interest: '2027-03-01',
        strictLiability: '2028-11-02',
        insurer: '2031-11-02',
        fund: '2031-11-02',
      };
      for (const [id, iso] of Object.entries(expected)) {
        await expect(item(id).locator('time')).toHaveAttribute('datetime', iso);
        expect(plain(await item(id).locator('time').innerText())).toBe(day(iso));
      }
      const notice = plain(await item('notice').innerText());
      // Cited as Greek lawyers cite it; on an English page after the English words, marked as Greek.
      if (lang === 'en') {
        expect(notice).toContain('Article 9(1) of Presidential Decree 237/1986');
        await expect(item('notice').locator('span[lang="el"]')).toHaveCount(1);
      }
      expect(notice).toContain('άρθρο 9 παρ. 1 π.δ. 237/1986');
      await expect(item('notice').getByRole('link', { name: t('deadlines.guide') })).toHaveAttribute(
        'href',
        localizePath(lang, '/articles/accident-report'),
      );
      expect(plain(await item('insurerAnswer').innerText())).toContain('ν. 5113/2024');
      expect(plain(await item('strictLiability').innerText())).toContain('ν. ΓπΝ/1911');
      // The Fund's own deadline to sue after its answer is not confirmed: a caution, never a date.
      await expect(page.locator('[data-deadline="fundClaim"]')).toContainText(t('deadlines.fundClaim.caution'));
      await expect(page.locator('[data-deadline="fundClaim"] time')).toHaveCount(0);
      // In the order they fall, the lawyer first.
      expect(await page.locator('ol > [data-deadline]').evaluateAll((items) => items.map((i) => i.getAttribute('data-deadline')))).toEqual([
        'lawyer',
        'notice',
        'insurerAnswer',
        'interest',
        'strictLiability',
        'insurer',
        'fund',
        'fundClaim',
      ]);
      await shot(page, `deadlines-${lang}-${info.project.name}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: t('deadlines.calendar') }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);
      const ics = readFileSync(await download.path(), 'utf8');
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(7);
      expect(ics.match(/TRIGGER:-P7D/g)).toHaveLength(7);
      expect(ics).toContain('DTSTART;VALUE=DATE:20261112');
      expect(ics).toContain('DTSTART;VALUE=DATE:20311102');

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: t('deadlines.submit') })).toBeHidden();
      await shot(page, `deadlines-${lang}-${info.project.name}-print`);
      await page.emulateMedia({ media: 'screen' });

      // The same address, opened again (bookmarked, or sent to someone): the same dates at once.
      await page.goto(`${page$}?accident=2026-11-02&received=2026-11-30`);
      await expect(item('insurerAnswer').locator('time')).toHaveAttribute('datetime', '2027-02-28');
      await expect(page.getByLabel(t('deadlines.accident'))).toHaveValue('2026-11-02');
    },
  );

  test(
    `${lang}: a received date before the accident, and a date that is not one, are refused in the visitor's language`,
    sameAtEveryWidth,
    async ({ page }) => {
      await page.goto(`${page$}?accident=2026-11-02&received=2026-10-01`);
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText(t('deadlines.error.receivedBeforeAccident'));
      await expect(page.getByLabel(t('deadlines.received'))).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('[data-deadline] time')).toHaveCount(0);

      await page.goto(`${page$}?accident=2026-02-30`);
      await expect(page.getByRole('alert')).toHaveText(t('deadlines.error.accidentInvalid'));

      await islandReady(page, 'form[action]');
      await page.getByLabel(t('deadlines.accident')).fill('');
      await page.getByRole('button', { name: t('deadlines.submit') }).click();
      await expect(page.getByRole('alert')).toHaveText(t('deadlines.error.accidentMissing'));
      await expect(page.getByLabel(t('deadlines.accident'))).toBeFocused();
    },
  );

  test(
    `${lang}: without JavaScript, the form sends the dates as a link and the page explains every deadline`,
    sameAtEveryWidth,
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(page$);
      await page.getByLabel(t('deadlines.accident')).fill('2026-11-02');
      await page.getByRole('button', { name: t('deadlines.submit') }).click();
      await expect(page).toHaveURL(new RegExp(`${page$}\\?accident=2026-11-02`));
      await expect(page.getByRole('heading', { name: t('deadlines.rulesTitle') })).toBeVisible();
      for (const id of ['lawyer', 'notice', 'insurerAnswer', 'interest', 'strictLiability', 'insurer', 'fund', 'fundClaim'])
        await expect(page.locator(`[data-deadline="${id}"]`)).toBeVisible();
      await expect(page.locator('[data-deadline="notice"]')).toContainText(t('deadlines.notice.rule'));
      await context.close();
    },
  );

  // The service worker serves this page offline: here, and only here, it is let in.
  test.describe(() => {
    test.use({ serviceWorkers: 'allow' });
    test(
      `${lang}: offline, once the site has been opened, a shared link still shows its dates`,
      sameAtEveryWidth,
      async ({ page, context }) => {
        await page.goto(localizePath(lang, '/'));
        await serviceWorkerReady(page);
        await context.setOffline(true);
        await page.goto(`${page$}?accident=2027-04-27`, { waitUntil: 'domcontentloaded' });
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // Easter 2027 falls on 2 May: Good Friday and Easter Monday are skipped.
        await expect(page.locator('[data-deadline="notice"] time')).toHaveAttribute('datetime', '2027-05-11');
        await context.setOffline(false);
      },
    );
  });
}
