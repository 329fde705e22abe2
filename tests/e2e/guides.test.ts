import { describe, expect, it } from 'vitest';
import { localizePath, locales } from '../../src/i18n/locales.ts';
import { firm } from '../../src/config/firm.ts';
import { format } from '../../src/i18n/lookup.ts';
import { formatDate } from '../../src/i18n/t.ts';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { guideSchema } from '../../src/lib/guide-schema.ts';
import { typeset } from '../../src/lib/typography.ts';
import { useBrowser } from '../support/browser.ts';
import { guideSlugs, readGuide } from '../support/guide-source.ts';
import { guideRequirements } from '../support/spec-content.ts';

const browser = useBrowser();
const guidePages = locales.flatMap((lang) => guideSlugs.map((slug) => ({ lang, slug, url: localizePath(lang, `/articles/${slug}`) })));

describe('guide pages', () => {
  it.each(guidePages)(
    '$url: title, its date, what to do now, table of contents landing on its headings, disclaimer',
    async ({ lang, slug, url }) => {
      const { frontmatter } = readGuide(lang, slug);
      const data = guideSchema.parse(frontmatter);
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(url);
      expect(await page.locator('h1').innerText()).toBe(typeset(data.title));
      // A guide names a lawyer as its author only when its frontmatter does; otherwise the firm publishes it.
      const author = firm.lawyers.find((l) => Object.values<string>(l.name).includes(data.author ?? ''));
      const byline = page.getByTestId('guide-author');
      const bylineText = await byline.innerText();
      if (author) {
        expect(bylineText).toContain(author.name[lang]);
        expect(await byline.getByRole('link').getAttribute('href')).toBe(`${localizePath(lang, '/about')}#lawyers`);
      } else {
        expect(bylineText).toBe(`${dictionaries[lang]['article.publisher']} ${firm.name[lang]}`);
        for (const lawyer of firm.lawyers) expect(bylineText).not.toContain(lawyer.name[lang]);
      }

      // A guide says "last legal review" with the lawyer's name only when a lawyer of the firm reviewed it;
      // otherwise when it last changed, and it claims no legal review.
      const t = dictionaries[lang];
      const reviewer = firm.lawyers.find((l) => Object.values<string>(l.name).includes(data.reviewedBy ?? ''));
      const dated =
        reviewer && data.reviewed
          ? format(t['article.reviewed'], { date: formatDate(lang, data.reviewed), lawyer: reviewer.name[lang] })
          : format(t['article.updated'], { date: formatDate(lang, data.updated) });
      expect((await page.getByTestId('guide-date').innerText()).replace(/\u00a0/g, ' ')).toBe(dated);
      if (!reviewer) expect(await page.locator('body').innerText()).not.toContain(t['article.reviewed'].split(':')[0]);

      // What to do now: the summary's points, as a list under its heading, before the contents and the text.
      const summary = page.getByRole('region', { name: lang === 'en' ? 'What to do now' : 'Τι κάνετε τώρα' });
      expect(await summary.getByRole('listitem').allInnerTexts()).toEqual(data.summary.map(typeset));
      const summaryFirst = await page.evaluate(() => {
        const box = document.querySelector('[data-component="summary"]')!;
        const before = (other: string) =>
          !!(box.compareDocumentPosition(document.querySelector(other)!) & Node.DOCUMENT_POSITION_FOLLOWING);
        return before('.guide-toc') && before('.guide-body');
      });
      expect(summaryFirst).toBe(true);
      const back = page.getByRole('link', { name: lang === 'en' ? 'Back to articles' : 'Πίσω στα άρθρα' });
      expect(new URL(await back.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe(localizePath(lang, '/articles'));

      const toc = page.getByRole('navigation', { name: lang === 'en' ? 'Contents' : 'Περιεχόμενα' }).getByRole('link');
      const entries = await toc.evaluateAll((links) =>
        links.map((a) => ({ text: a.textContent ?? '', hash: (a as HTMLAnchorElement).hash })),
      );
      const headings = await page.locator('.guide-body h2').evaluateAll((hs) => hs.map((h) => ({ text: h.textContent ?? '', id: h.id })));
      expect(entries.map((e) => decodeURIComponent(e.hash.slice(1)))).toEqual(headings.map((h) => h.id));
      expect(entries.map((e) => e.text)).toEqual(headings.map((h) => h.text));
      // Following the last entry scrolls its heading into view.
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

      const disclaimer = page.locator('[data-component="disclaimer"]');
      expect(await disclaimer.count()).toBe(1);
      expect(await disclaimer.innerText()).toContain(lang === 'en' ? 'not legal advice' : 'δεν αποτελεί νομική συμβουλή');
      expect(await page.locator('[data-component="disclaimer"] a[href^="tel:"]').count()).toBe(1);
      await page.context().close();
    },
  );

  it.each(guidePages.filter((p) => guideSchema.parse(readGuide(p.lang, p.slug).frontmatter).emergencyNumbers))(
    '$url opens with the emergency numbers as tap-to-call links, before the table of contents',
    async ({ url }) => {
      const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
      await page.goto(url);
      const box = page.locator('[data-component="emergency"]');
      expect(await box.count()).toBe(1);
      expect(await box.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
        'tel:112',
        'tel:166',
        'tel:100',
        'tel:199',
      ]);
      // In the page's order: the title, then the numbers, then the table of contents and the text.
      const order = await page.evaluate(() => {
        const box = document.querySelector('[data-component="emergency"]')!;
        const follows = (a: Element, b: Element) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        return {
          afterTitle: follows(document.querySelector('h1')!, box),
          beforeToc: follows(box, document.querySelector('.guide-toc')!),
          beforeText: follows(box, document.querySelector('.guide-body')!),
        };
      });
      expect(order).toEqual({ afterTitle: true, beforeToc: true, beforeText: true });
      // On a phone, the first screen shows the numbers without scrolling.
      expect(
        await box
          .locator('a')
          .first()
          .evaluate((a) => a.getBoundingClientRect().bottom),
      ).toBeLessThan(812);
      await page.context().close();
    },
  );

  it('on a phone, every guide without emergency numbers shows what to do now on its first screen', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    for (const { url, lang, slug } of guidePages.filter(
      (p) => !guideSchema.parse(readGuide(p.lang, p.slug).frontmatter).emergencyNumbers,
    )) {
      await page.goto(url);
      const heading = page.locator('#summary-title');
      expect(await heading.innerText(), url).toBe(lang === 'en' ? 'What to do now' : 'Τι κάνετε τώρα');
      expect(await heading.evaluate((h) => h.getBoundingClientRect().bottom), `${slug} (${lang})`).toBeLessThan(812 - 72);
    }
    await page.context().close();
  });

  it('shows the computed contributory-negligence table in each language’s number format', async () => {
    const page = await browser.newPage();
    await page.goto('/en/articles/contributory-negligence');
    const table = page.locator('[data-component="reduction-table"]').filter({ hasText: '15,000' });
    expect(await table.locator('tbody tr').first().innerText()).toMatch(/€5,000\s+€4,500\s+€4,000\s+€3,500/);
    await page.goto('/articles/contributory-negligence');
    const el = page.locator('[data-component="reduction-table"]').filter({ hasText: '15.000' });
    expect(await el.locator('tbody tr').last().innerText()).toMatch(/15\.000\s€\s+13\.500\s€\s+12\.000\s€\s+10\.500\s€/);
    await page.context().close();
  });

  it('copies a template with its copy button', async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/en/articles/common-mistakes');
    const template = page.locator('[data-template]').first();
    const button = template.getByRole('button', { name: 'Copy' });
    await button.click();
    await expect.poll(() => template.getByRole('button').innerText()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(100);
    expect(copied).toBe((await template.locator('pre').innerText()).trim());
    await page.context().close();
  });
});

describe('checklists that remember', () => {
  it('keeps ticks across a reload, per guide and checklist, and clears them', async () => {
    const page = await browser.newPage();
    await page.goto('/en/articles/amicable-settlement');
    const list = page.locator('[data-checklist]').first();
    const boxes = list.getByRole('checkbox');
    const points = await boxes.count();
    expect(points).toBeGreaterThanOrEqual(guideRequirements['amicable-settlement'].checklistPoints!);
    await boxes.nth(0).check();
    await boxes.nth(3).check();
    await page.reload();
    expect(await boxes.evaluateAll((bs) => bs.map((b) => (b as HTMLInputElement).checked))).toEqual(
      Array.from({ length: points }, (_, i) => i === 0 || i === 3),
    );
    // Another guide's checklist is independent.
    await page.goto('/en/articles/common-mistakes');
    expect(
      await page
        .locator('[data-checklist]')
        .first()
        .getByRole('checkbox')
        .evaluateAll((bs) => bs.some((b) => (b as HTMLInputElement).checked)),
    ).toBe(false);
    await page.goto('/en/articles/amicable-settlement');
    await list.getByRole('button', { name: 'Clear ticks' }).click();
    expect(await boxes.evaluateAll((bs) => bs.some((b) => (b as HTMLInputElement).checked))).toBe(false);
    await page.reload();
    expect(await boxes.evaluateAll((bs) => bs.some((b) => (b as HTMLInputElement).checked))).toBe(false);
    await page.context().close();
  });
});
