import { expect, type Page } from '@playwright/test';
import { firm } from '../../../src/config/firm.ts';
import { localizePath, type Lang } from '../../../src/i18n/locales.ts';
import { format } from '../../../src/i18n/lookup.ts';
import { formatDate } from '../../../src/i18n/t.ts';
import { dictionaries } from '../../../src/i18n/ui/index.ts';
import { guideSchema } from '../../../src/lib/guides/guide-schema.ts';
import { withLaw } from '../../../src/lib/law/law-tokens.ts';
import { readRegister } from '../../../src/lib/law/register-files.ts';
import { readGuide } from '../../support/guide-source.ts';
import { withWholePage } from '../../support/whole-page.ts';
import { expectText } from '../support.ts';
import { brokenCompounds, titleSelectors } from '../visit/broken-compounds.ts';

const register = readRegister();

/**
 * A guide, wherever it is opened: its title, author and date as its frontmatter says, what to do now before the contents
 * and the text, a table of contents landing on its headings, the closing disclaimer with a number to call.
 */
export async function checkGuide(page: Page, lang: Lang, slug: string) {
  const data = guideSchema.parse(readGuide(lang, slug).frontmatter);
  const t = dictionaries[lang];
  await expectText(page.locator('h1'), data.title);
  expect(await brokenCompounds(page, titleSelectors.guide)).toEqual([]);

  // A guide names a lawyer as its author only when its frontmatter does; otherwise the firm publishes it.
  const author = firm.lawyers.find((l) => Object.values<string>(l.name).includes(data.author ?? ''));
  const byline = page.getByTestId('guide-author');
  const bylineText = await byline.innerText();
  if (author) {
    expect(bylineText).toContain(author.name[lang]);
    await expect(byline.getByRole('link')).toHaveAttribute('href', `${localizePath(lang, '/about')}#lawyers`);
  } else {
    expect(bylineText).toBe(`${t['article.publisher']} ${firm.name[lang]}`);
    for (const lawyer of firm.lawyers) expect(bylineText).not.toContain(lawyer.name[lang]);
  }

  // "Last legal review" with the lawyer's name only when a lawyer of the firm reviewed it; otherwise when it last changed.
  const reviewer = firm.lawyers.find((l) => Object.values<string>(l.name).includes(data.reviewedBy ?? ''));
  const dated =
    reviewer && data.reviewed
      ? format(t['article.reviewed'], { date: formatDate(lang, data.reviewed), lawyer: reviewer.name[lang] })
      : format(t['article.updated'], { date: formatDate(lang, data.updated) });
  expect((await page.getByTestId('guide-date').innerText()).replace(/\u00a0/g, ' ')).toBe(dated);
  if (!reviewer)
    expect(await withWholePage(page, () => page.locator('body').innerText())).not.toContain(t['article.reviewed'].split(':')[0]);

  const summary = page.getByRole('region', { name: lang === 'en' ? 'What to do now' : 'Τι κάνετε τώρα' });
  // A point may name a rule of the register ({period:…}): the page shows the register's words there.
  await expectText(
    summary.getByRole('listitem'),
    data.summary.map((point) => withLaw(point, lang, register)),
  );
  const summaryFirst = await page.evaluate(() => {
    const box = document.querySelector('[data-component="summary"]')!;
    const before = (other: string) => !!(box.compareDocumentPosition(document.querySelector(other)!) & Node.DOCUMENT_POSITION_FOLLOWING);
    return before('.guide-toc') && before('.guide-body');
  });
  expect(summaryFirst).toBe(true);
  const back = page.getByRole('link', { name: lang === 'en' ? 'Back to articles' : 'Πίσω στα άρθρα' });
  expect(new URL(await back.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe(localizePath(lang, '/articles'));

  const disclaimer = page.locator('[data-component="disclaimer"]');
  await expect(disclaimer).toHaveCount(1);
  await expect(disclaimer).toContainText(lang === 'en' ? 'not legal advice' : 'δεν αποτελεί νομική συμβουλή');
  await expect(disclaimer.locator('a[href^="tel:"]')).toHaveCount(1);

  if (slug === 'contributory-negligence') await checkReductionTable(page, lang);

  // Last, as it scrolls: the contents name the text's headings, and the last entry brings its heading into view.
  const toc = page.getByRole('navigation', { name: lang === 'en' ? 'Contents' : 'Περιεχόμενα' }).getByRole('link');
  const entries = await toc.evaluateAll((links) => links.map((a) => ({ text: a.textContent ?? '', hash: (a as HTMLAnchorElement).hash })));
  const headings = await page.locator('.guide-body h2').evaluateAll((hs) => hs.map((h) => ({ text: h.textContent ?? '', id: h.id })));
  expect(entries.map((e) => decodeURIComponent(e.hash.slice(1)))).toEqual(headings.map((h) => h.id));
  expect(entries.map((e) => e.text)).toEqual(headings.map((h) => h.text));
  await toc.last().click();
  await expect
    .poll(() =>
      page
        .locator('.guide-body h2')
        .last()
        .evaluate((h) => h.getBoundingClientRect().top),
    )
    .toBeLessThan(300);
  expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(headings.at(-1)!.id);
}

/** The computed contributory-negligence table, in the page's language's number format. */
async function checkReductionTable(page: Page, lang: Lang) {
  const tables = page.locator('[data-component="reduction-table"]');
  // As a reader comes to it: a table far down is laid out once near the screen.
  await tables.first().scrollIntoViewIfNeeded();
  if (lang === 'en')
    await expect(tables.filter({ hasText: '15,000' }).locator('tbody tr').first()).toHaveText(/€5,000\s+€4,500\s+€4,000\s+€3,500/, {
      useInnerText: true,
    });
  else
    await expect(tables.filter({ hasText: '15.000' }).locator('tbody tr').last()).toHaveText(
      /15\.000\s€\s+13\.500\s€\s+12\.000\s€\s+10\.500\s€/,
      { useInnerText: true },
    );
}
