import type { Page } from '@playwright/test';
import { questionIds } from '../../src/config/start-path.ts';
import { locales, type Lang } from '../../src/i18n/locales.ts';
import { contactPath, field, fillContactForm } from './helpers/contact-form.ts';
import { islandReady } from './helpers/islands.ts';
import { expect, mailWith, test } from './helpers/sites.ts';
import { localizePath, oneWidthEach, plain, serviceWorkerReady, shot, text } from './support.ts';
import { formatDayWithWeekday } from '../../src/lib/days-after/day-names.ts';

/**
 * The "what happened?" path: one question a screen, one tap each, each skippable; a result that names what
 * applies and where to read, in its order, the law from the register; its link, which keeps the answers after
 * its # (never in a query the server sees); by keyboard, without JavaScript, offline; and the message it writes,
 * reaching the contact form, also after a #, for the visitor to read, change and send.
 */
const questionScreen = (page: Page, question: string) => page.locator(`[data-question="${question}"]`);
const answer = (page: Page, lang: Lang, question: string, value: string) =>
  questionScreen(page, question).getByRole('button', { name: text(lang, `start.a.${question}.${value}` as never), exact: true });

/** The result's parts, in the order the page shows them. */
async function partsInOrder(page: Page) {
  return page
    .getByTestId('start-result')
    .locator('[data-part]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-part')));
}

/** The part of a question screen a visitor must see without scrolling: the question, every answer, the skip and the notice. */
async function fitsOneScreen(page: Page, question: string) {
  const screen = questionScreen(page, question);
  const height = page.viewportSize()!.height;
  // On a phone the call bar covers the bottom of the screen.
  const bar = await page.locator('[data-callbar]').boundingBox();
  const visibleBottom = bar && bar.height > 0 ? Math.min(height, bar.y) : height;
  for (const part of [screen.getByRole('heading'), screen.getByRole('button').last(), screen.getByTestId('start-general')]) {
    const box = (await part.boundingBox())!;
    expect(box.y, `${question}: top`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${question}: bottom`).toBeLessThanOrEqual(visibleBottom + 1);
  }
}

for (const lang of locales) {
  const t = (key: Parameters<typeof text>[1]) => text(lang, key);
  const page$ = localizePath(lang, '/start');

  test(`${lang}: one tap a screen, skippable, to a result in its order, kept in the link`, async ({ page }, info) => {
    await page.goto(page$);
    await expect(page.getByRole('heading', { level: 1, name: t('start.title') })).toBeVisible();
    await expect(questionScreen(page, 'role')).toBeVisible();
    // The served first question answers nothing until React has taken it over; a busy machine taps sooner.
    await islandReady(page, '[data-question="role"]');

    const taps: [string, string | null][] = [
      ['role', 'pedestrian'],
      ['harm', 'hurt'],
      ['other', 'insured'],
      ['police', null],
      ['fault', 'no'],
    ];
    for (const [i, [question, value]] of taps.entries()) {
      const screen = questionScreen(page, question);
      await expect(screen).toBeVisible();
      await expect(screen).toContainText(
        t('start.progress')
          .replace('{n}', String(i + 1))
          .replace('{total}', String(questionIds.length)),
      );
      await expect(screen.getByTestId('start-general')).toHaveText(t('start.notAdvice'));
      if (info.project.name === 'phone') await fitsOneScreen(page, question);
      await shot(page, `start-${lang}-${question}-${info.project.name}`, { fullPage: false });
      if (value) await answer(page, lang, question, value).click();
      else await screen.getByRole('button', { name: t('start.skip') }).click();
      // The next screen's question takes the focus, as a new page would.
      await expect(questionScreen(page, questionIds[i + 1]!).getByRole('heading')).toBeFocused();
    }
    // The last question: a day, which the dates page is then filled in with.
    const when = questionScreen(page, 'when');
    if (info.project.name === 'phone') await fitsOneScreen(page, 'when');
    await when.getByLabel(t('start.when.date')).fill('2026-11-02');
    await when.getByRole('button', { name: t('start.when.useDate') }).click();

    const result = page.getByTestId('start-result');
    await expect(result.getByRole('heading', { level: 2, name: t('start.result.title') })).toBeFocused();
    await expect(page).toHaveURL(`${page$}#role=pedestrian&harm=hurt&other=insured&fault=no&date=2026-11-02`);
    expect(await page.evaluate(() => location.search)).toBe('');
    await expect(result.getByTestId('start-general')).toHaveText(t('start.general'));

    // In its order: near the top, the way to the office and the link to send; what to do now (when anything is
    // urgent), who pays, the guides, the days ahead (dates, journal, papers), then the message for the office.
    const parts = await partsInOrder(page);
    expect(parts.filter((id) => id !== 'start-urgent')).toEqual([
      'start-actions',
      'start-payers',
      'start-guides',
      'start-next',
      'start-send',
    ]);
    if (parts.includes('start-urgent')) expect(parts[1]).toBe('start-urgent');

    await expect(result.locator('[data-payer]')).toHaveCount(1);
    await expect(result.locator('[data-payer="otherInsurer"]')).toContainText(t('start.pay.otherInsurer.title'));
    // The dates page, with the day and what orders its dates, after its # too.
    const dates = `${localizePath(lang, '/deadlines')}#accident=2026-11-02&role=pedestrian&other=insured`;
    await expect(page.getByTestId('start-dates')).toHaveAttribute('href', dates);
    await expect(result.getByRole('link', { name: t('start.result.journal') })).toHaveAttribute('href', localizePath(lang, '/journal'));
    // A pedestrian has no vehicle of their own to document; someone was hurt, so the health papers are there.
    await expect(result.locator('[data-paper="vehicle"]')).toHaveCount(0);
    await expect(result.locator('[data-paper="health"] a')).toHaveAttribute(
      'href',
      new RegExp(`^${localizePath(lang, '/articles/documents-checklist')}#`),
    );
    // Each guide is linked at the section to read first, which the guide's page has.
    const guides = result.locator('[data-guide] a');
    expect(await guides.count()).toBeGreaterThanOrEqual(1);
    expect(await guides.count()).toBeLessThanOrEqual(3);
    const href = (await guides.first().getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^${localizePath(lang, '/articles/')}[a-z-]+#.+`));
    await shot(page, `start-${lang}-result-pedestrian-${info.project.name}`);

    // The link, opened again or by someone it was sent to: the same result at once, no question asked.
    await page.goto('about:blank');
    await page.goto(`${page$}#role=pedestrian&harm=hurt&other=insured&fault=no&date=2026-11-02`);
    await expect(page.getByTestId('start-result').locator('[data-payer="otherInsurer"]')).toBeVisible();
    await expect(page.getByTestId('start-dates')).toHaveAttribute('href', dates);

    await page.goto(href);
    const id = decodeURIComponent(href.slice(href.indexOf('#') + 1));
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  });

  test(
    `${lang}: a passenger, and the victim of an unknown car, are told who pays in such a case`,
    oneWidthEach(locales.indexOf(lang)),
    async ({ page }, info) => {
      await page.clock.setFixedTime(new Date('2026-12-02T10:00:00+02:00'));
      await page.goto(`${page$}#role=passenger&other=insured&fault=unsure`);
      const result = page.getByTestId('start-result');
      await expect(result.locator('[data-payer]')).toHaveCount(2);
      await expect(result.locator('[data-payer]').first()).toContainText(t('start.pay.vehicleInsurer.title'));
      // The law on the card comes from the register: for a passenger, the whole rule with its exceptions (ΑΠ 637/2010).
      await expect(result.locator('[data-payer="vehicleInsurer"]')).toContainText('637/2010');
      await expect(result.locator('[data-guide="insurance-rights"] a')).toHaveText(/.+/);
      // Its words of the law, in plain words under the card that first uses them.
      await expect(result.locator('[data-payer="vehicleInsurer"] [data-gloss="thirdParty"]')).toHaveText(t('gloss.thirdParty'));
      await expect(result.locator('[data-payer="otherInsurer"] [data-gloss="directClaim"]')).toHaveText(t('gloss.directClaim'));
      await expect(result.locator('[data-gloss="thirdParty"]')).toHaveCount(1);
      await shot(page, `start-${lang}-result-passenger-${info.project.name}`);
      // The written claim, from these answers, after the '#': to the insurer of the vehicle the passenger was in.
      const letter = page.getByTestId('start-letter');
      await expect(letter).toHaveText(t('start.result.letter'));
      await expect(letter).toHaveAttribute('href', `${localizePath(lang, '/letter')}#role=passenger&other=insured`);
      await letter.click();
      // The letter is drawn from the answers when it comes into view, as the visitor scrolls to it.
      const addressee = page.getByRole('radio', { name: t('letter.to.vehicleInsurer') });
      await addressee.scrollIntoViewIfNeeded();
      await expect(addressee).toBeChecked();
      await page.goBack();

      // Another link opened on the same page: its answers, at once.
      await page.goto(`${page$}#role=driver&harm=hurt&other=unknown&police=no&when=today`);
      await expect(result.locator('[data-payer="fundUnknown"]')).toContainText(t('start.pay.fundUnknown.title'));
      await expect(result.locator('[data-payer="ownCover"]')).toContainText(t('start.pay.ownCover.title'));
      await expect(result.locator('[data-guide]').first()).toHaveAttribute('data-guide', 'uninsured-hit-run');
      await expect(page.getByTestId('start-letter')).toHaveText(t('start.result.letterFund'));
      for (const step of ['emergency', 'police', 'scene', 'fundDeadline'])
        await expect(result.locator(`[data-urgent="${step}"]`)).toBeVisible();
      // The Fund's short deadline to sue is stated once, in its step, and the Fund's card names that step.
      await expect(result.locator('[data-payer="fundUnknown"]')).toContainText(t('start.urgent.fundDeadline.title'));
      await expect(result.locator('[data-urgent="fundDeadline"] p')).toHaveCount(4);
      // Its emergency numbers call.
      await expect(result.locator('[data-urgent="emergency"] a[href="tel:112"]').first()).toBeVisible();
      // "Today or yesterday", with no day given: the two days, so that nobody types the day again.
      const deadlines = localizePath(lang, '/deadlines');
      await expect(page.getByTestId('start-dates-today')).toHaveAttribute(
        'href',
        `${deadlines}#accident=2026-12-02&role=driver&other=unknown`,
      );
      await expect(page.getByTestId('start-dates-yesterday')).toHaveAttribute(
        'href',
        `${deadlines}#accident=2026-12-01&role=driver&other=unknown`,
      );
      await shot(page, `start-${lang}-result-unknown-${info.project.name}`);

      // A foreign vehicle: the Motor Insurers' Bureau, marked to be confirmed.
      await page.goto(`${page$}#other=foreign`);
      await expect(result.locator('[data-payer="foreignBureau"]')).toContainText(t('start.verify'));
      await expect(result.locator('[data-payer="foreignBureau"]')).toContainText(/mib.hellas\.gr/);
      // With no other vehicle a driver has no insurer to write to: no written claim offered.
      await page.goto(`${page$}#role=driver&other=none`);
      await expect(result.locator('[data-payer]').first()).toBeVisible();
      await expect(page.getByTestId('start-letter')).toHaveCount(0);
    },
  );

  test(`${lang}: by keyboard alone, from the first question to the message`, { tag: '@desktop' }, async ({ page }) => {
    await page.goto(page$);
    await expect(questionScreen(page, 'role')).toBeVisible();
    await islandReady(page, '[data-question="role"]');
    for (const question of questionIds) {
      // From the question (or, at first, from the top of the page), Tab reaches the first answer.
      await expect(questionScreen(page, question)).toBeVisible();
      const first = questionScreen(page, question).locator('ul button').first();
      for (let i = 0; i < 40 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(first).toBeFocused();
      await page.keyboard.press(question === 'role' ? 'Enter' : 'Space');
    }
    await expect(page.getByRole('heading', { level: 2, name: t('start.result.title') })).toBeFocused();
    const send = page.getByTestId('start-send');
    for (let i = 0; i < 80 && !(await send.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${contactPath[lang]}#`));
    await expect(page).toHaveURL(new RegExp(`${contactPath[lang]}#`));
    await islandReady(page, 'main form');
    await expect(field(page, lang, 'message')).toHaveValue(
      new RegExp(
        plain(t('start.message.role.driver'))
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/ /g, '\\s'),
      ),
    );
  });

  test(
    `${lang}: through the path to "send this to the firm", for a relative: nothing in a query, the message in the form`,
    oneWidthEach(locales.indexOf(lang)),
    async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => asked.push(request.url()));
      await page.goto(page$);
      await islandReady(page, '[data-question="role"]');
      const taps: [string, string][] = [
        ['role', 'pedestrian'],
        ['harm', 'hurt'],
        ['other', 'unknown'],
        ['police', 'no'],
        ['fault', 'partly'],
        ['when', 'week'],
      ];
      for (const [question, value] of taps) await answer(page, lang, question, value).click();
      const result = page.getByTestId('start-result');
      await expect(result.getByRole('heading', { level: 2, name: t('start.result.title') })).toBeFocused();
      await result.getByTestId('start-writer').getByLabel(t('start.writer.other')).check();
      // The fault answer was asked only to choose what to read: a line on it goes in only if the visitor adds it.
      const preview = result.getByTestId('start-message');
      await expect(preview).not.toContainText(t('start.message.fault'));
      await result.getByTestId('start-add-fault').check();
      await expect(preview).toContainText(t('start.message.fault'));
      const shown = plain(await preview.innerText());
      await page.getByTestId('start-send').click();
      await expect(page).toHaveURL(new RegExp(`${contactPath[lang]}#`));
      await islandReady(page, 'main form');
      const written = plain(await field(page, lang, 'message').inputValue());
      // What the form holds is what the result showed, whole.
      expect(written.replace(/\n+/g, ' ')).toBe(shown.replace(/\s*\n\s*/g, ' ').trim());
      expect(written.split('\n')).toEqual([
        plain(t('start.message.intro.other')),
        '',
        plain(t('start.message.role.pedestrian')),
        plain(t('start.message.other.unknown')),
        plain(t('start.message.police.no')),
        plain(t('start.message.when.week')),
        '',
        plain(t('start.message.fault')),
        '',
        plain(t('start.message.end')),
      ]);
      // The address has no query, and once the form holds the message the address drops it too.
      expect(await page.evaluate(() => location.search)).toBe('');
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#contact-form');
      // Neither the answers nor the message ever reached the server in an address.
      const leaked = asked.filter((url) => /[?&](?:role|harm|other|police|fault|when|date|message)=/.test(url));
      expect(leaked).toEqual([]);
    },
  );

  // The review of 1 December 2026, M3: the phone's Back gesture left the path, and the answers with it.
  test(
    `${lang}: Back steps back one question, Forward again, and a return from a guide lands where the visitor was`,
    oneWidthEach(locales.indexOf(lang)),
    async ({ page }) => {
      await page.goto(page$);
      await islandReady(page, '[data-question="role"]');
      await answer(page, lang, 'role', 'motorcyclist').click();
      await answer(page, lang, 'harm', 'hurt').click();
      await answer(page, lang, 'other', 'insured').click();
      await expect(questionScreen(page, 'police')).toBeVisible();
      await expect(page).toHaveURL(`${page$}#q=police&role=motorcyclist&harm=hurt&other=insured`);
      // The browser's Back: the question before, its answer marked, announced by its heading.
      await page.goBack();
      await expect(questionScreen(page, 'other').getByRole('heading')).toBeFocused();
      await expect(answer(page, lang, 'other', 'insured')).toHaveAttribute('aria-current', 'true');
      await page.goBack();
      await expect(questionScreen(page, 'harm')).toBeVisible();
      await page.goForward();
      await expect(questionScreen(page, 'other')).toBeVisible();
      // The page's own Back does the same.
      await questionScreen(page, 'other')
        .getByRole('button', { name: t('start.back'), exact: true })
        .click();
      await expect(questionScreen(page, 'harm').getByRole('heading')).toBeFocused();
      await page.goBack();
      await expect(questionScreen(page, 'role')).toBeVisible();
      await expect(page).toHaveURL(page$);
      // Forward to the question, then on to the result; from there, to a guide and back.
      await page.goForward();
      await answer(page, lang, 'harm', 'hurt').click();
      await answer(page, lang, 'other', 'insured').click();
      await answer(page, lang, 'police', 'yes').click();
      await answer(page, lang, 'fault', 'no').click();
      await answer(page, lang, 'when', 'week').click();
      const result = page.getByTestId('start-result');
      await expect(result).toBeVisible();
      const guide = result.locator('[data-guide] a').last();
      await guide.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 1);
      const scrolled = await page.evaluate(() => scrollY);
      expect(scrolled).toBeGreaterThan(500);
      await page.waitForTimeout(400);
      await guide.click();
      await expect(page).toHaveURL(/\/articles\//);
      await page.goBack();
      await expect(result).toBeVisible();
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrolled - 100);
      expect(await page.evaluate(() => scrollY)).toBeLessThan(scrolled + 100);
      // Back from the result: the last question.
      await page.goBack();
      await expect(questionScreen(page, 'when')).toBeVisible();
    },
  );

  test(
    `${lang}: after a death, words for the family and no "your case"; near a last day to sue, that day; no friendly settlement where someone was hurt`,
    oneWidthEach(locales.indexOf(lang)),
    async ({ page }, info) => {
      await page.clock.setFixedTime(new Date('2026-12-01T10:00:00+02:00'));
      await page.goto(`${page$}#role=pedestrian&harm=died&other=insured&police=yes&when=week`);
      const result = page.getByTestId('start-result');
      await expect(result.getByRole('heading', { level: 2 })).toHaveText(t('start.result.titleDied'));
      await expect(result.getByTestId('start-condolence')).toHaveText(t('start.result.condolence'));
      await expect(result).not.toContainText(t('start.result.title'));
      await shot(page, `start-${lang}-died-${info.project.name}`, { fullPage: false });

      // The driver of the review, whose accident was on 1 February 2022: the last day to sue, and how long is left.
      await page.goto('about:blank');
      await page.goto(`${page$}#role=driver&harm=hurt&other=insured&police=yes&fault=partly&date=2022-02-01`);
      const days = result.locator('[data-urgent="limitation"] [data-testid="start-limitation-days"]');
      const insurer = days.locator('[data-deadline="insurer"]');
      await expect(insurer).toContainText(formatDayWithWeekday(lang, '2027-02-01'));
      await expect(insurer).toContainText(t('start.limitation.left').replace('{left}', lang === 'el' ? '8 εβδομάδες' : '8 weeks'));
      // The two years of the 1911 law passed in 2024: not named as a day to act on.
      await expect(days.locator('[data-deadline="strictLiability"]')).toHaveCount(0);
      await expect(days.getByRole('link')).toHaveAttribute('href', /^tel:/);
      // The friendly settlement is for damage only, soon after: not for this driver.
      await expect(result.locator('[data-payer="ownInsurerSettlement"]')).toHaveCount(0);
      await page.goto('about:blank');
      await page.goto(`${page$}#role=driver&harm=none&other=insured&when=today`);
      await expect(result.locator('[data-payer="ownInsurerSettlement"]')).toBeVisible();
    },
  );

  // The review of 1 December 2026, H1, H2 and M12, for Μαρία, whose son is in hospital: she writes for him.
  test(`${lang}: a relative writing: the way to the office near the top, the whole message seen before it is sent`, async ({
    page,
    context,
  }, info) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.setFixedTime(new Date('2026-12-02T10:00:00+02:00'));
    await page.goto(page$);
    await islandReady(page, '[data-question="role"]');
    for (const [question, value] of [
      ['role', 'motorcyclist'],
      ['harm', 'hurt'],
      ['other', 'insured'],
      ['police', 'yes'],
      ['fault', 'unsure'],
      ['when', 'today'],
    ] as const)
      await answer(page, lang, question, value).click();
    const result = page.getByTestId('start-result');
    await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
    // Within the first screen: "send to the firm" and a way to send the page to someone.
    const actions = result.getByTestId('start-actions');
    await expect(actions.getByRole('button', { name: t('start.result.send') })).toBeInViewport();
    await expect(actions.getByRole('button', { name: t('start.result.shareButton') })).toBeInViewport();
    await shot(page, `start-${lang}-relative-top-${info.project.name}`, { fullPage: false });
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/visitor-start-relative-${lang}-${info.project.name === 'phone' ? 375 : 1280}.png`,
      });
    // The share button copies the result's link where the browser has no share sheet.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await actions.getByRole('button', { name: t('start.result.shareButton') }).click();
    await expect(actions.getByRole('status')).toHaveText(t('start.result.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    // "Send to the firm", at the top, brings the message's part into view with its heading focused.
    await actions.getByRole('button', { name: t('start.result.send') }).click();
    const send = result.getByTestId('start-send-section');
    await expect(send.getByRole('heading')).toBeFocused();
    await send.getByTestId('start-writer').getByLabel(t('start.writer.other')).check();
    const preview = send.getByTestId('start-message');
    await expect(preview).toContainText(t('start.message.intro.other'));
    await expect(preview).not.toContainText(t('start.message.fault'));
    const width = info.project.name === 'phone' ? 375 : 1280;
    if (process.env.SHOTS_DIR) {
      await send.getByTestId('start-writer').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/visitor-start-relative-send-${lang}-${width}.png` });
    }
    const shown = plain(await preview.innerText());
    await page.getByTestId('start-send').click();
    await islandReady(page, 'main form');
    const box = field(page, lang, 'message');
    expect(plain(await box.inputValue()).replace(/\n+/g, ' ')).toBe(shown.replace(/\s*\n\s*/g, ' ').trim());
    // The box is as tall as its text: nothing of it hidden, nothing to scroll inside it.
    expect(await box.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    if (process.env.SHOTS_DIR) {
      await box.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/visitor-contact-relative-${lang}-${width}.png` });
    }
  });

  test(
    `${lang}: without JavaScript, every question on one page, sent as a link, and where each answer leads`,
    oneWidthEach(locales.indexOf(lang)),
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(page$);
      const form = page.getByTestId('start-form');
      await expect(form.getByTestId('start-general')).toHaveText(t('start.general'));
      for (const question of questionIds) await expect(form.getByRole('group', { name: t(`start.q.${question}` as never) })).toBeVisible();
      await form
        .getByRole('group', { name: t('start.q.role') })
        .getByLabel(t('start.a.role.passenger'), { exact: true })
        .check();
      await form
        .getByRole('group', { name: t('start.q.other') })
        .getByLabel(t('start.a.other.unknown'), { exact: true })
        .check();
      // The form says that, without a script, its answers travel in the address.
      await expect(form.getByTestId('start-noscript-query')).toHaveText(t('start.noscript.query'));
      await form.getByRole('button', { name: t('start.submit') }).click();
      await expect(page).toHaveURL(new RegExp(`${page$}\\?role=passenger&other=unknown`));
      // The page cannot combine the answers: it lists where each answer leads, with plain links to the sections.
      await expect(page.getByRole('heading', { name: t('start.noscript.title') })).toBeVisible();
      const byAnswer = page.locator('section[aria-labelledby="start-by-answer"]');
      await expect(byAnswer.getByText(t('start.a.other.unknown')).first()).toBeVisible();
      await expect(byAnswer.locator(`a[href^="${localizePath(lang, '/articles/uninsured-hit-run')}#"]`).first()).toBeVisible();
      await expect(byAnswer.locator(`a[href^="${localizePath(lang, '/articles/insurance-rights')}#"]`).first()).toBeVisible();
      await expect(byAnswer).toContainText(t('start.pay.fundUnknown.title'));
      await context.close();
    },
  );

  // The service worker serves this page offline: here it is let in.
  test.describe(() => {
    test.use({ serviceWorkers: 'allow' });
    test(
      `${lang}: offline, once the site has been opened, a link's result is still worked out`,
      { tag: '@phone' },
      async ({ page, context }) => {
        await page.goto(localizePath(lang, '/'));
        await serviceWorkerReady(page);
        await context.setOffline(true);
        await page.goto(`${page$}#role=pedestrian&other=unknown`, { waitUntil: 'domcontentloaded' });
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByTestId('start-result').locator('[data-payer="fundUnknown"]')).toBeVisible();
        // And the questions themselves, from the start.
        await page.goto(page$, { waitUntil: 'domcontentloaded' });
        await answer(page, lang, 'role', 'cyclist').click();
        await expect(questionScreen(page, 'harm')).toBeVisible();
        await context.setOffline(false);
      },
    );
  });

  test.describe(() => {
    test.use({ siteKind: 'inbox' });
    test(
      `${lang}: "send this to the firm" fills the contact form, which the visitor changes and sends with a time to call`,
      { tag: '@phone' },
      async ({ page, site }) => {
        // An older link, with the answers in its query: the page puts them after the # at once.
        await page.goto(`${site.url}${page$}?role=pedestrian&harm=hurt&other=unknown&police=yes&fault=no&date=2026-11-02`);
        await expect(page).toHaveURL(`${site.url}${page$}#role=pedestrian&harm=hurt&other=unknown&police=yes&fault=no&date=2026-11-02`);
        await page.getByTestId('start-send').click();
        await expect(page).toHaveURL(new RegExp(`${contactPath[lang]}#`));
        await islandReady(page, 'main form');
        const message = field(page, lang, 'message');
        await expect(message).not.toHaveValue('');
        const written = plain(await message.inputValue());
        // The answers in plain words, and not a word on anyone's injuries.
        expect(written).toContain(plain(t('start.message.intro.self')));
        expect(written).toContain(plain(t('start.message.role.pedestrian')));
        expect(written).toContain(plain(t('start.message.other.unknown')));
        expect(written).not.toContain(plain(t('start.a.harm.hurt')));
        // Nothing was sent on its own.
        const sent: string[] = [];
        page.on('request', (request) => request.url().includes('send-contact-email') && sent.push(request.url()));
        await page.waitForTimeout(300);
        expect(sent).toEqual([]);

        const own = lang === 'el' ? 'Ο γιος μου είναι στο νοσοκομείο.' : 'My son is in hospital.';
        await fillContactForm(page, lang, {
          name: lang === 'el' ? 'Ελένη Σταύρου' : 'Helen Stavrou',
          email: `start-${lang}@example.gr`,
          phone: '+30 690 765 4321',
          message: `${written}\n${own}`,
        });
        // The office closes at 18:00: no evening slot is offered (the function would still take one).
        await expect(page.getByLabel(t('form.callTime')).locator('option[value="evening"]')).toHaveCount(0);
        await page.getByLabel(t('form.callTime')).selectOption('afternoon');
        const request = page.waitForRequest('**/functions/v1/send-contact-email');
        await page.locator('main form button[type="submit"]').click();
        const body = (await request).postDataJSON() as Record<string, string>;
        expect(body.callTime).toBe('afternoon');
        expect(plain(body.message!)).toContain(own);
        const mail = await mailWith(site.inbox, own);
        expect(plain(mail.text)).toContain(plain(t('start.message.role.pedestrian')));
        // The firm's e-mail, in Greek whatever the visitor's language, says when to call.
        expect(plain(mail.text)).toContain('Καλύτερη ώρα για τηλεφώνημα: απόγευμα');
      },
    );
  });
}
