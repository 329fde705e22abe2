import { expect, test } from './helpers/sites.ts';
import type { Locator, Page } from '@playwright/test';
import { firm } from '../../src/config/firm.ts';
import { otherCarInsurer } from '../../src/config/other-car-insurer.ts';
import { locales, type Lang } from '../../src/i18n/locales.ts';
import { messagingLinks } from '../../src/lib/messaging-links.ts';
import { localizePath, plain, text, sameAtEveryWidth } from './support.ts';

/**
 * After the first minute: a chat with the firm's mobile in the apps its facts switch on (contact page, the
 * home page's first-minute block, the footer; the privacy notice says what passes through them), and the
 * note on finding the other car's insurer from its plate, in the guides that need it.
 */
const expected = messagingLinks(firm);

/** The block's picture for the reviewer (SHOTS_DIR=/tmp/shots npx playwright test …). */
async function shotOf(locator: Locator, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  // Cut from the whole page as it stands at the top, so that the sticky header is not drawn across the block.
  await locator.page().evaluate(() => scrollTo(0, 0));
  const box = (await locator.boundingBox())!;
  await locator.page().screenshot({ path: `${dir}/${name}.png`, fullPage: true, clip: box });
}

/** The links inside `scope` are exactly the firm's: each app's chat, named for a screen reader in the page's language. */
async function expectMessagingLinks(scope: Locator, lang: Lang) {
  const links = scope.getByTestId('messaging-links').getByRole('link');
  await expect(links).toHaveCount(expected.length);
  for (const [i, { name, href }] of expected.entries()) {
    const link = links.nth(i);
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAccessibleName(text(lang, 'messaging.linkLabel').replace('{app}', name));
    await expect(link).toContainText(name);
    await expect(link).toBeVisible();
    // Same tab, as every link out of the site; the app's site learns nothing of the page it came from.
    expect(await link.getAttribute('target')).toBeNull();
    if (href.startsWith('https:')) await expect(link).toHaveAttribute('rel', 'noreferrer');
  }
}

/** Nothing from another origin is requested while the pages load: the apps are reached only by a tap. */
function foreignRequests(page: Page) {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') foreign.push(request.url());
  });
  return foreign;
}

for (const lang of locales) {
  const t = (key: Parameters<typeof text>[1]) => text(lang, key);

  test(
    `${lang}: the contact page offers a chat in each app, and says what passes through them`,
    sameAtEveryWidth,
    async ({ page }, info) => {
      const foreign = foreignRequests(page);
      await page.goto(localizePath(lang, '/contact'));
      const details = page.locator('main dl').first();
      await expectMessagingLinks(details, lang);
      const privacy = details.getByRole('link', { name: t('messaging.privacy') });
      await expect(privacy).toHaveCount(expected.length ? 1 : 0);
      await shotOf(page.locator('main .card').first(), `contact-details-${lang}-${info.project.name}`);
      await page.evaluate(() => scrollTo(0, 0));
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/contact-${lang}-${info.project.name}.png` });
      expect(foreign).toEqual([]);
      if (!expected.length) return;

      // The notice: the office is the controller of what reaches its mobile, for how long it keeps it, the app's
      // company as a separate controller that may work outside the EEA, what not to send, answers in the same app.
      await privacy.click();
      await expect(page).toHaveURL(`${localizePath(lang, '/privacy')}#messaging-apps`);
      const section = page.locator('#messaging-apps');
      await expect(section).toBeInViewport();
      const said = plain(await section.innerText());
      for (const { name } of expected) expect(said).toContain(name);
      for (const phrase of lang === 'el'
        ? [
            'φτάνουν στο κινητό του γραφείου',
            'υπεύθυνοι επεξεργασίας είμαστε εμείς',
            `μέσα σε ${firm.chats.keepDays} ημέρες από την παραλαβή του`,
            'ως αυτοτελής υπεύθυνος επεξεργασίας, με τους όρους και την πολιτική απορρήτου της',
            'εκτός του ΕΟΧ',
            'φωτογραφίες τραυματισμών, ταυτότητα ή διαβατήριο, ΑΜΚΑ, ΑΦΜ ή τραπεζικά στοιχεία',
            'δεν τηρεί καμία προθεσμία',
            'σας απαντάμε από την ίδια εφαρμογή',
          ]
        : [
            'reach the office’s mobile',
            'We are the controller of what we receive',
            `within ${firm.chats.keepDays} days of receiving it`,
            'as a separate controller under its own terms and privacy policy',
            'outside the EEA',
            'photos of injuries, identity cards or passports',
            'keeps no deadline',
            'we reply through the same app',
          ])
        expect(said).toContain(phrase);
      expect(said).toContain(firm.mobile.display);
    },
  );

  test(
    `${lang}: the home page's first-minute block offers the chats and the way to the other car's insurer`,
    sameAtEveryWidth,
    async ({ page }, info) => {
      await page.goto(localizePath(lang, '/'));
      const block = page.locator('section[aria-labelledby="first-minute-title"]');
      await expectMessagingLinks(block, lang);
      if (expected.length) {
        // The invitation says what to send and what not, and the notice is one tap away, before any app opens.
        await expect(block.getByText(t('home.firstMinute.message'))).toBeVisible();
        const note = block.getByTestId('first-minute-messaging-note');
        await expect(note).toContainText(t('messaging.note'));
        await expect(note.getByRole('link', { name: t('messaging.privacy') })).toHaveAttribute(
          'href',
          `${localizePath(lang, '/privacy')}#messaging-apps`,
        );
      }
      const insurer = block.getByRole('link', { name: t('home.firstMinute.insurer') });
      const [guide] = otherCarInsurer.guides;
      await expect(insurer).toHaveAttribute('href', `${localizePath(lang, `/articles/${guide}`)}#${otherCarInsurer.id}`);
      await shotOf(block, `home-first-minute-${lang}-${info.project.name}`);

      // The footer of every page carries the same chats.
      await expectMessagingLinks(page.locator('footer'), lang);

      await insurer.click();
      await expect(page.locator(`#${otherCarInsurer.id}`)).toBeInViewport();
    },
  );

  test(
    `${lang}: the guides say how to find the other car's insurer from its plate, and what happens when there is none`,
    sameAtEveryWidth,
    async ({ page }, info) => {
      for (const slug of otherCarInsurer.guides) {
        await page.goto(`${localizePath(lang, `/articles/${slug}`)}#${otherCarInsurer.id}`);
        const note = page.locator(`#${otherCarInsurer.id}`);
        await expect(note).toBeInViewport();
        await expect(note).toContainText(t('home.firstMinute.insurer'));
        const said = plain(await note.innerText());
        // The fact sheet's sources, cited as it cites them.
        expect(said).toContain(lang === 'el' ? 'άρθρο 27β παρ. 5 π.δ. 237/1986' : 'Article 27β(5) of Presidential Decree 237/1986');
        // hic.gr's own search needs the owner's tax number; what counts is cover on the day of the accident.
        expect(said).toContain(lang === 'el' ? 'ζητά και τον ΑΦΜ του ιδιοκτήτη' : 'also asks for the owner’s tax number');
        expect(said).toContain(lang === 'el' ? 'την ημέρα του ατυχήματος' : 'cover on the day of the accident');
        expect(said).toContain('ΚΥΑ Α.1254/2021');
        expect(said).toContain(lang === 'el' ? 'Επικουρικό Κεφάλαιο' : 'Auxiliary Fund');
        // Plain links out; the Fund's conditions one tap away.
        await expect(note.getByRole('link', { name: 'hic.gr' })).toHaveAttribute('href', 'https://www.hic.gr');
        await expect(note.getByRole('link', { name: 'gov.gr' })).toHaveAttribute('href', 'https://www.gov.gr');
        const fund = note.getByRole('link').last();
        const target = new URL((await fund.getAttribute('href'))!, page.url());
        expect(target.pathname).toBe(localizePath(lang, '/articles/uninsured-hit-run'));
        await page.goto(target.href);
        await expect(page.locator(`[id="${decodeURIComponent(target.hash.slice(1))}"]`)).toBeInViewport();
        if (slug === 'uninsured-hit-run') {
          await page.goto(`${localizePath(lang, `/articles/${slug}`)}#${otherCarInsurer.id}`);
          await shotOf(page.locator(`#${otherCarInsurer.id}`), `guide-insurer-${lang}-${info.project.name}`);
        }
      }
    },
  );
}
