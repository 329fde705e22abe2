import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/sites.ts';
import { locales, type Lang } from '../../src/i18n/locales.ts';
import { formatDay, formatDayOf, formatDayWithWeekday } from '../../src/lib/days-after/day-names.ts';
import type { IsoDate } from '../../src/lib/days-after/greek-calendar.ts';
import { localizePath, plain, serviceWorkerReady, shot, text, sameAtEveryWidth } from './support.ts';
import { islandReady } from './helpers/islands.ts';
import { lawLine, lawReading, lawRule, lawText } from './helpers/law.ts';
import { deadlineRules } from '../../src/lib/days-after/deadlines.ts';
import { firm } from '../../src/config/firm.ts';

/**
 * Your dates: from the accident date (and the days the insurer and the Fund received the claim) to each last
 * day with its weekday, what to do, its source and its guide; the live ones first, a near last day to sue above
 * everything, the passed ones folded; as a link that keeps them after its # (never in a query the server sees),
 * as a calendar file, without script and offline. "Today" is fixed on the page's clock, so that what has passed
 * does not depend on the day the tests run.
 */
const TODAY = new Date('2026-11-28T10:00:00Z');

/** "Last checked": the oldest check of the register's rules the page's dates rest on. */
const checked = Object.values(deadlineRules)
  .map((id) => lawRule(id).checked)
  .sort()[0] as IsoDate;

/** A day as the page writes it, with its weekday, from the site's own tables (the unit tests check them). */
const day = (lang: Lang, iso: string) => formatDayWithWeekday(lang, iso as IsoDate);

async function openAt(page: Page, address: string) {
  await page.clock.setFixedTime(TODAY);
  await page.goto(address);
}

for (const lang of locales) {
  const t = (key: Parameters<typeof text>[1]) => text(lang, key);
  const page$ = localizePath(lang, '/deadlines');
  const item = (page: Page, id: string) => page.locator(`[data-deadline="${id}"]`);

  test(
    `${lang}: the dates from the form, each a last day with its weekday, source and guide, as a link and a calendar file`,
    sameAtEveryWidth,
    async ({ page }) => {
      await openAt(page, page$);
      await expect(page.getByRole('heading', { level: 1, name: t('deadlines.title') })).toBeVisible();
      // "Not legal advice" comes before the form on every width.
      const caveat = page.getByTestId('deadlines-general');
      await expect(page.getByTestId('deadlines-not-advice')).toHaveText(t('deadlines.notAdvice'));
      await expect(caveat).toContainText(t('deadlines.general'));
      const [caveatBox, formBox] = [await caveat.boundingBox(), await page.locator('form[action]').boundingBox()];
      expect(caveatBox!.y + caveatBox!.height).toBeLessThanOrEqual(formBox!.y);
      await expect(page.getByTestId('deadlines-checked')).toHaveText(t('deadlines.checked').replace('{date}', formatDay(lang, checked)));
      await islandReady(page, 'form[action]');

      await page.getByLabel(t('deadlines.accident')).fill('2026-11-02');
      await page.getByLabel(t('deadlines.received')).fill('2026-11-30');
      await page.getByRole('button', { name: t('deadlines.submit') }).click();

      const result = page.getByRole('heading', {
        level: 2,
        name: t('deadlines.resultTitle').replace('{date}', formatDayOf(lang, '2026-11-02')),
      });
      await expect(result).toBeFocused();
      await expect(page).toHaveURL(`${page$}#accident=2026-11-02&received=2026-11-30`);
      // The passed notice date is folded under a line that counts it; opened, it is there.
      const passed = page.getByTestId('deadlines-passed');
      await expect(passed.locator('summary')).toHaveText(t('deadlines.passedTitle').replace('{n}', '1'));
      await passed.locator('summary').click();

      const expected = {
        notice: '2026-11-12',
        insurerAnswer: '2027-02-28',
        interest: '2027-03-01',
        strictLiability: '2028-11-02',
        insurer: '2031-11-02',
        fund: '2031-11-02',
      };
      for (const [id, iso] of Object.entries(expected)) {
        await expect(item(page, id).locator('time').first()).toHaveAttribute('datetime', iso);
        expect(plain(await item(page, id).locator('time').first().innerText())).toBe(day(lang, iso));
      }
      // The five years end on a Sunday: the card names the Friday before as the last day.
      const sunday = t('deadlines.closed.weekend')
        .replace('{weekday}', lang === 'el' ? 'Κυριακή' : 'Sunday')
        .replace('{date}', day(lang, '2031-10-31'));
      for (const id of ['insurer', 'fund']) {
        await expect(item(page, id).locator('[data-closed="sunday"]')).toContainText(sunday);
        await expect(item(page, id)).toContainText(t('deadlines.lastDay'));
      }
      await expect(item(page, 'insurer').getByRole('heading')).toHaveText(t('deadlines.insurer.title'));
      await expect(item(page, 'strictLiability').locator('[data-closed]')).toHaveCount(0);
      // A passed notice date says what still holds, in a neutral tone; the insurer's dates ahead say nothing.
      await expect(item(page, 'notice').locator('[data-passed]')).toHaveText(t('deadlines.passed.notice'));
      await expect(page.locator('[data-passed]')).toHaveCount(1);
      await expect(item(page, 'notice')).toContainText(lawReading(lang, 'own-insurer-notice'));

      const notice = plain(await item(page, 'notice').innerText());
      // Cited as Greek lawyers cite it, as amended; on an English page after the English words, marked as Greek.
      if (lang === 'en') {
        expect(notice).toContain('Article 9(1) of Presidential Decree 237/1986');
        expect(notice).toContain('as replaced by Article 6 of Law 3557/2007');
        await expect(item(page, 'notice').locator('span[lang="el"]')).toHaveCount(lawRule('own-insurer-notice').sources.length);
      }
      expect(notice).toContain(`${t('deadlines.source')}:`);
      expect(notice).toContain(lang === 'el' ? 'όπως αντικαταστάθηκε με το άρθρο 6 ν. 3557/2007' : 'άρθρο 9 παρ. 1 π.δ. 237/1986');
      await expect(item(page, 'notice').getByRole('link', { name: t('deadlines.guide') })).toHaveAttribute(
        'href',
        localizePath(lang, '/articles/accident-report'),
      );
      expect(plain(await item(page, 'insurerAnswer').innerText())).toContain('ν. 5113/2024');
      expect(plain(await item(page, 'strictLiability').innerText())).toContain('ν. ΓπΝ/1911');
      // The Fund's own deadline to sue after its answer is not confirmed: a caution, never a date.
      await expect(item(page, 'fundClaim')).toContainText(t('deadlines.fundClaim.caution'));
      await expect(item(page, 'fundClaim').locator('time')).toHaveCount(0);
      // "Talk to a lawyer" is a note with the office's call and message buttons, not a dated deadline.
      const lawyer = page.getByTestId('deadlines-lawyer');
      await expect(lawyer.locator('time')).toHaveCount(0);
      await expect(lawyer.getByRole('link', { name: t('deadlines.lawyer.call') })).toHaveAttribute('href', /^tel:\+30/);
      await expect(lawyer.getByRole('link', { name: t('deadlines.lawyer.message') })).toHaveAttribute(
        'href',
        new RegExp(`^${localizePath(lang, '/contact')}#`),
      );
      // The live ones in the order they fall, the Fund's written claim last; no day is near.
      await expect(page.getByTestId('deadlines-near')).toHaveCount(0);
      expect(
        await page
          .getByTestId('deadlines-live')
          .locator(':scope > [data-deadline]')
          .evaluateAll((items) => items.map((i) => i.getAttribute('data-deadline'))),
      ).toEqual(['insurerAnswer', 'interest', 'strictLiability', 'insurer', 'fund', 'fundClaim']);
      await expect(page.getByTestId('deadlines-not-counted')).toContainText(lawText(lang, 'criminal-complaint'));

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: t('deadlines.calendar') }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);
      const ics = readFileSync(await download.path(), 'utf8').replace(/\r\n /g, '');
      // The passed notice date and the interest (nothing to do) are left out.
      const events = ics.split('BEGIN:VEVENT').slice(1);
      expect(events).toHaveLength(4);
      expect(ics).not.toContain('DTSTART;VALUE=DATE:20261112');
      expect(ics).not.toContain('DTSTART;VALUE=DATE:20270301');
      // The five years end on a Sunday: the events fall on the Friday before.
      expect(ics).toContain('DTSTART;VALUE=DATE:20311031');
      expect(ics).not.toContain('DTSTART;VALUE=DATE:20311102');
      const triggers = (uid: string) => [...events.find((e) => e.includes(`UID:${uid}-`))!.matchAll(/TRIGGER:(\S+)/g)].map((m) => m[1]);
      expect(triggers('insurerAnswer')).toEqual(['-P7D']);
      for (const uid of ['strictLiability', 'insurer', 'fund']) expect(triggers(uid)).toEqual(['-P180D', '-P90D', '-P30D']);
      const caveatText = plain(t('deadlines.calendarCaveat')).replace(/[,;]/g, (c) => `\\${c}`);
      for (const event of events) {
        expect(event).toContain(`DESCRIPTION:${caveatText}`);
        expect(event).toContain(
          `SUMMARY:${t('deadlines.calendarEvent').split(' ')[0]} ${formatDay(lang, '2026-11-02').replace(/,/g, '\\,')}`,
        );
        // The page's link keeps the dates after its #; the office's number is in every event.
        expect(event).toMatch(/URL:http:\/\/127\.0\.0\.1:\d+\/.*deadlines#accident=2026-11-02&received=2026-11-30/);
        expect(event).toContain(t('deadlines.calendarPhone').replace('{phone}', firm.mobile.display));
        // Far from today: reminders before the day only.
        expect(event).not.toContain('TRIGGER;VALUE=DATE-TIME');
      }
      expect(ics).toContain(`PRODID:-//road-accident-law-site//deadlines//${lang.toUpperCase()}`);
      expect(ics).not.toMatch(/[\u00a0\u202f\u2011]/);

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: t('deadlines.submit') })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      // The same address, opened again (bookmarked, or sent to someone): the same dates at once.
      await page.goto('about:blank');
      await page.goto(`${page$}#accident=2026-11-02&received=2026-11-30`);
      await expect(item(page, 'insurerAnswer').locator('time')).toHaveAttribute('datetime', '2027-02-28');
      await expect(page.getByLabel(t('deadlines.accident'))).toHaveValue('2026-11-02');

      // No written claim yet: the hint leads to the guide's section on it, which exists.
      const howTo = page.getByRole('link', { name: t('deadlines.noClaimLink') });
      const href = (await howTo.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^${localizePath(lang, '/articles/insurance-rights')}#`));
      await page.goto(href);
      await expect(page.locator(`[id="${decodeURIComponent(href.split('#')[1]!)}"]`)).toHaveCount(1);
    },
  );

  test(
    `${lang}: with the day the Fund received the claim, its three months instead of the insurer's rules`,
    sameAtEveryWidth,
    async ({ page }, info) => {
      await openAt(page, page$);
      await islandReady(page, 'form[action]');
      await page.getByLabel(t('deadlines.accident')).fill('2026-11-02');
      await page.getByLabel(t('deadlines.fundReceived')).fill('2026-11-30');
      await page.getByRole('button', { name: t('deadlines.submit') }).click();
      await expect(page).toHaveURL(`${page$}#accident=2026-11-02&fundReceived=2026-11-30`);

      const fundAnswer = item(page, 'fundAnswer');
      await expect(fundAnswer.locator('time')).toHaveAttribute('datetime', '2027-02-28');
      await expect(fundAnswer.locator('time')).toHaveText(day(lang, '2027-02-28'));
      await expect(fundAnswer).toContainText(t('deadlines.fundAnswer.do'));
      await expect(fundAnswer).toContainText(lawText(lang, 'fund-lawsuit-deadline'));
      await expect(fundAnswer).toContainText(t('deadlines.fundClaim.caution'));
      await expect(item(page, 'insurerAnswer')).toHaveCount(0);
      await expect(item(page, 'interest')).toHaveCount(0);
      // The five years: the outer limit, never the date to rely on.
      await expect(item(page, 'fund').getByRole('heading')).toHaveText(t('deadlines.fund.title'));
      await expect(item(page, 'fund')).toContainText(lawText(lang, 'fund-limitation', 'full'));
      await shot(page, `deadlines-fund-${lang}-${info.project.name}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: t('deadlines.calendar') }).click(),
      ]);
      const ics = readFileSync(await download.path(), 'utf8').replace(/\r\n /g, '');
      const fundEvent = ics.split('BEGIN:VEVENT').find((e) => e.includes('UID:fundAnswer-'))!;
      expect([...fundEvent.matchAll(/TRIGGER:(\S+)/g)].map((m) => m[1])).toEqual(['-P7D', 'PT9H']);
    },
  );

  test(
    `${lang}: a shared link whose date carries spaces shows that date in its field, as the result uses it`,
    { tag: '@phone' },
    async ({ page }) => {
      // A link pasted from a message: '+' and %20 are spaces around the Fund's date.
      await openAt(page, `${page$}#accident=2026-11-02&fundReceived=+2026-11-25%20`);
      await islandReady(page, 'form[action]');
      await expect(item(page, 'fundAnswer').locator('time')).toHaveAttribute('datetime', '2027-02-25');
      await expect(page.getByLabel(t('deadlines.fundReceived'))).toHaveValue('2026-11-25');
      // Sent again as it stands, the form gives the same result.
      await page.getByRole('button', { name: t('deadlines.submit') }).click();
      await expect(page).toHaveURL(`${page$}#accident=2026-11-02&fundReceived=2026-11-25`);
      await expect(item(page, 'fundAnswer').locator('time')).toHaveAttribute('datetime', '2027-02-25');
    },
  );

  test(
    `${lang}: a last day on a Sunday names the Friday before; a passed one is never "too late"`,
    sameAtEveryWidth,
    async ({ page }, info) => {
      // 9 April 2026 + 2 years = Sunday 9 April 2028. An older link, with its dates in the query: shown, and moved after the #.
      await openAt(page, `${page$}?accident=2026-04-09`);
      await expect(page).toHaveURL(`${page$}#accident=2026-04-09`);
      const strict = item(page, 'strictLiability');
      await expect(strict.locator('time').first()).toHaveText(day(lang, '2028-04-09'));
      await expect(strict.locator('[data-closed="sunday"]')).toContainText(day(lang, '2028-04-07'));
      // The notice, on the strict reading: Good Friday counted, Easter Monday skipped.
      await expect(item(page, 'notice').locator('time')).toHaveAttribute('datetime', '2026-04-22');
      await shot(page, `deadlines-sunday-${lang}-${info.project.name}`);

      // Years on: the limitation dates are past, folded, and each card says what may still hold.
      await page.goto('about:blank');
      await page.goto(`${page$}#accident=2005-03-01`);
      await expect(strict.locator('[data-passed]')).toHaveText(t('deadlines.passed.lawsuit'));
      await expect(page.getByTestId('deadlines-older')).toHaveText(t('deadlines.olderRules'));
      await expect(page.getByRole('link', { name: t('deadlines.calendar') })).toHaveCount(0);
    },
  );

  test(
    `${lang}: a receipt before the accident, and a date that is not one, are refused in the visitor's language`,
    sameAtEveryWidth,
    async ({ page }) => {
      await openAt(page, `${page$}#accident=2026-11-02&received=2026-10-01`);
      await expect(page.getByRole('alert')).toHaveText(t('deadlines.error.receivedBeforeAccident'));
      await expect(page.getByLabel(t('deadlines.received'))).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('[data-deadline] time')).toHaveCount(0);

      await page.goto('about:blank');
      await page.goto(`${page$}#accident=2026-11-02&fundReceived=2026-10-01`);
      await expect(page.getByRole('alert')).toHaveText(t('deadlines.error.fundReceivedBeforeAccident'));
      await expect(page.getByLabel(t('deadlines.fundReceived'))).toHaveAttribute('aria-invalid', 'true');

      await page.goto('about:blank');
      await page.goto(`${page$}#accident=2026-02-30`);
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
      // Real inputs with stable names in the static HTML.
      for (const name of ['accident', 'received', 'fundReceived']) await expect(page.locator(`form input[name="${name}"]`)).toHaveCount(1);
      await page.getByLabel(t('deadlines.accident')).fill('2026-11-02');
      await page.getByLabel(t('deadlines.fundReceived')).fill('2026-11-30');
      await page.getByRole('button', { name: t('deadlines.submit') }).click();
      await expect(page).toHaveURL(new RegExp(`${page$}\\?accident=2026-11-02&received=&fundReceived=2026-11-30`));
      await expect(page.getByRole('heading', { name: t('deadlines.rulesTitle') })).toBeVisible();
      for (const id of ['notice', 'insurerAnswer', 'interest', 'fundAnswer', 'strictLiability', 'insurer', 'fund', 'fundClaim'])
        await expect(page.locator(`[data-deadline="${id}"]`)).toBeVisible();
      await expect(page.locator('[data-deadline="notice"]')).toContainText(lawLine(lang, 'own-insurer-notice'));
      await expect(page.getByTestId('deadlines-lawyer')).toBeVisible();
      await context.close();
    },
  );

  // The review of 1 December 2026, visitor 5 (H3): a driver whose accident was on 1 February 2022, with 8½ weeks left.
  test(`${lang}: for a driver near his last day, that day first, with the time left and the call, the passed dates folded`, async ({
    page,
  }, info) => {
    await page.clock.setFixedTime(new Date('2026-12-01T10:00:00+02:00'));
    await page.goto(`${page$}#accident=2022-02-01&received=2022-04-15&role=driver&other=insured`);
    const near = page.getByTestId('deadlines-near');
    await expect(near).toBeVisible();
    // Brought into view at once, as a link to the result would be, and above everything else in it.
    await expect(near).toBeInViewport();
    const section = page.locator('section[aria-labelledby="deadlines-result"]');
    expect(await section.locator(':scope > *').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? el.tagName))).toEqual(
      ['H2', 'deadlines-near', 'deadlines-older', expect.anything(), 'deadlines-live', 'deadlines-passed', 'P', 'P'],
    );
    await expect(near.locator('time')).toHaveAttribute('datetime', '2027-02-01');
    await expect(near.locator('time')).toHaveText(day(lang, '2027-02-01'));
    const left = t('deadlines.near.left').replace('{left}', lang === 'el' ? '8 εβδομάδες' : '8 weeks');
    expect(plain(await near.innerText())).toContain(plain(`${t('deadlines.insurer.title')} · ${left}`));
    await expect(near).toContainText(t('deadlines.near.text'));
    await expect(near.getByRole('link', { name: new RegExp(`^${t('deadlines.lawyer.call')}`) })).toHaveAttribute(
      'href',
      `tel:${firm.mobile.tel}`,
    );
    // The live dates first: the last days to sue; the four past ones folded, counted, one tap away.
    expect(
      await page
        .getByTestId('deadlines-live')
        .locator(':scope > [data-deadline]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-deadline'))),
    ).toEqual(['insurer', 'fund', 'fundClaim']);
    const passed = page.getByTestId('deadlines-passed');
    await expect(passed.locator('summary')).toHaveText(t('deadlines.passedTitle').replace('{n}', '4'));
    await expect(passed.locator('[data-deadline="notice"]')).toBeHidden();
    await passed.locator('summary').click();
    await expect(passed.locator('[data-deadline="strictLiability"] [data-passed]')).toHaveText(t('deadlines.passed.lawsuit'));
    // The calendar: near, so it reminds a day and two weeks after the file is made too, and says so.
    await expect(page.getByText(t('deadlines.calendarNear').split('{within}')[0]!)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t('deadlines.calendar') }).click(),
    ]);
    const ics = readFileSync(await download.path(), 'utf8').replace(/\r\n /g, '');
    const insurer = ics.split('BEGIN:VEVENT').find((e) => e.includes('UID:insurer-'))!;
    expect(insurer).toContain('TRIGGER;VALUE=DATE-TIME:20261202T070000Z');
    expect(insurer).toContain('TRIGGER;VALUE=DATE-TIME:20261215T070000Z');
    await passed.locator('summary').click();
    if (process.env.SHOTS_DIR) {
      const width = info.project.name === 'phone' ? 375 : 1280;
      await page.evaluate(() => document.getElementById('deadlines-result')?.scrollIntoView());
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/visitor-deadlines-near-${lang}-${width}.png` });
    }
  });

  // The review of 1 December 2026, visitor 3 (M4): a pedestrian hit by a car that drove off, from the path's result.
  test(`${lang}: from the path, a hit-and-run pedestrian's dates open at the result, the Fund's first, the own-insurer notice aside`, async ({
    page,
  }) => {
    await openAt(page, `${page$}#accident=2026-11-24&role=pedestrian&other=unknown`);
    const heading = page.locator('#deadlines-result');
    await expect(heading).toBeInViewport();
    await islandReady(page, 'form[action]');
    expect(
      await page
        .getByTestId('deadlines-live')
        .locator(':scope > [data-deadline]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-deadline'))),
    ).toEqual(['fund', 'fundClaim', 'strictLiability', 'insurer']);
    const aside = page.getByTestId('deadlines-aside');
    await expect(aside.locator('summary')).toHaveText(t('deadlines.asideTitle').replace('{n}', '1'));
    await expect(aside.locator('[data-deadline="notice"]')).toBeHidden();
    await aside.locator('summary').click();
    await expect(aside).toContainText(t('deadlines.asideText'));
    await expect(aside.locator('[data-deadline="notice"]')).toBeVisible();
    // What the path passed on stays with the dates when they are changed, after the #.
    await page.getByLabel(t('deadlines.accident')).fill('2026-11-23');
    await page.getByRole('button', { name: t('deadlines.submit') }).click();
    await expect(page).toHaveURL(`${page$}#accident=2026-11-23&role=pedestrian&other=unknown`);
  });

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
        await page.goto(`${page$}#accident=2027-04-27`, { waitUntil: 'domcontentloaded' });
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // Easter 2027 falls on 2 May: Good Friday is counted (customary), Easter Monday is skipped.
        await expect(page.locator('[data-deadline="notice"] time')).toHaveAttribute('datetime', '2027-05-10');
        await context.setOffline(false);
      },
    );
  });
}
