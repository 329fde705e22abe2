import { expect, test } from './helpers/sites.ts';
import { publicServices, publicServicesPath, shownAddress } from '../../src/config/public-services.ts';
import { localizePath, locales } from '../../src/i18n/locales.ts';
import { formatDay } from '../../src/lib/days-after/day-names.ts';
import type { IsoDate } from '../../src/lib/days-after/greek-calendar.ts';
import { readRegister } from '../../src/lib/law/register-files.ts';
import { ruleText } from '../../src/lib/law/rule-text.ts';
import { typeset } from '../../src/lib/typography.ts';
import { elements, parseHtml, readBuilt, textOf } from '../support/built-site.ts';
import { waitForServiceWorker } from '../support/service-worker.ts';
import { shot, text } from './support.ts';

/**
 * The public services a victim meets, on one page (src/config/public-services.ts): every service in both
 * languages under the question it answers, with what it does and does not do, the register's rule where one
 * applies, its address as a plain link out (the same tab, no referrer) and the day it was checked; reached from
 * the home page's first minute, the dates page and the footer; and readable offline once the site was opened.
 */
const register = readRegister();
/** Text as compared: spaces collapsed, as a reader sees them. */
const flat = (value: string) => value.replace(/\s+/g, ' ').trim();
/** A text of the config as the page shows it: typeset (no-break spaces and hyphens, src/lib/typography.ts). */
const shown = (value: string) => flat(typeset(value));

test.describe('the public services', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const lang of locales) {
    const url = localizePath(lang, publicServicesPath);

    test(`${url}: every service under its question, what it does and does not do, its rule, its address out and its check`, async ({
      page,
    }, info) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(flat(text(lang, 'publicServices.title')));
      const cards = page.getByTestId('public-services').locator(':scope > li');
      await expect(cards).toHaveCount(publicServices.length);

      for (const [i, service] of publicServices.entries()) {
        const card = cards.nth(i);
        await expect(card).toHaveAttribute('data-service', service.id);
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(shown(service.question[lang]));
        // The contents list leads to the card.
        await expect(page.locator(`nav[aria-labelledby="public-services-contents"] a[href="#${service.id}"]`)).toHaveText(
          shown(service.question[lang]),
        );
        const said = flat(await card.innerText());
        for (const field of ['name', 'does', 'doesNot'] as const)
          expect(said, `${service.id} ${field}`).toContain(shown(service[field][lang]));
        const doesNot = card.getByTestId('service-does-not');
        await expect(doesNot.locator('dt')).toHaveText(flat(text(lang, 'publicServices.doesNot')));
        // Who pays is the register's to say, with its link to the rule on /law.
        for (const id of service.rules ?? []) {
          const rule = card.locator(`[data-rule="${id}"]`);
          expect(flat(await rule.innerText())).toContain(
            flat(
              ruleText(
                register.find((r) => r.id === id)!,
                lang,
              ),
            ),
          );
          await expect(rule.getByRole('link')).toHaveAttribute('href', `${localizePath(lang, '/law')}#${id}`);
        }

        // A plain link out, as the site's other links out: the same tab (Back returns here), no referrer.
        const link = card.getByTestId('service-link');
        await expect(link).toHaveAttribute('href', service.url);
        await expect(link).toHaveAttribute('rel', 'noreferrer');
        await expect(link).not.toHaveAttribute('target', /.*/);
        expect(flat(await link.innerText())).toBe(flat(`${text(lang, 'publicServices.open')} ${shownAddress(service.url)}`));
        await expect(card.getByTestId('service-checked')).toHaveText(
          flat(text(lang, 'publicServices.checked').replace('{date}', formatDay(lang, service.checked as IsoDate))),
        );
      }
      // On the English page a Greek name is marked as Greek, for a screen reader.
      if (lang === 'en') await expect(page.locator('[data-service="insurer"] span[lang="el"]').first()).toHaveText('Κέντρο Πληροφοριών');
      await shot(page, `services-${lang}-${info.project.name}`);
    });

    test(`${url}: reached in one tap from the first minute on the home page, from the dates page and from the footer`, async ({ page }) => {
      const target = `a[href="${url}"]`;
      await page.goto(localizePath(lang, '/'));
      const firstMinute = page.locator('section[aria-labelledby="first-minute-title"]');
      await expect(firstMinute.locator(target)).toHaveText(flat(text(lang, 'home.firstMinute.publicServices')));
      await expect(page.getByTestId('footer-after').locator(target)).toHaveText(text(lang, 'nav.publicServices'));
      await page.goto(localizePath(lang, '/deadlines'));
      await page.locator(`main ${target}`).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(flat(text(lang, 'publicServices.title')));
    });
  }
});

test.describe('the public services offline', { tag: '@phone' }, () => {
  // The service worker precaches the page; the other specs keep it out.
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ mode: 'parallel' });

  for (const lang of locales) {
    const url = localizePath(lang, publicServicesPath);
    test(`${url}: after one visit to another page, it opens without a network, whole, with its addresses`, async ({ page, context }) => {
      // Never opened before: the worker has it from its precache, not from a visit.
      await page.goto(localizePath(lang, '/'));
      await waitForServiceWorker(page);
      await context.setOffline(true);
      const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(flat(textOf(elements(parseHtml(await response!.text()), 'main')[0]!))).toBe(
        flat(textOf(elements(parseHtml(readBuilt(url)), 'main')[0]!)),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(flat(text(lang, 'publicServices.title')));
      for (const service of publicServices)
        await expect(page.locator(`[data-service="${service.id}"] a[href="${service.url}"]`)).toBeVisible();
    });
  }
});
