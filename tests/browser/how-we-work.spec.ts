import { expect, test } from './helpers/sites.ts';
import { localizePath, locales } from '../../src/i18n/locales.ts';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { readRegister } from '../../src/lib/law/register-files.ts';
import { rulePeriod, ruleText } from '../../src/lib/law/rule-text.ts';

/**
 * How we work, in both languages, as the fourth legal read asked (H1, L9, L10): the cost is answered first, in
 * words, with no "to be confirmed" badge; the lawsuit stage states the Auxiliary Fund's short deadline to sue in
 * the register's words, with its source and a link to it on /law; and no sentence gives the Fund five years
 * except as the outer limit, next to the warning that the deadline may end much sooner.
 */
const register = readRegister();
const rule = (id: string) => {
  const found = register.find((r) => r.id === id);
  if (!found) throw new Error(`the register has no rule "${id}"`);
  return found;
};
/** Spaces as a reader sees them: the typeset texts join a number to its unit with a no-break space. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

const fund = /Κεφ[άα]λα[ιί]|Fund/;
const fiveYears = /(?:πέντε|5) (?:χρόνια|ετών|έτη)|πενταετ|(?:five|5)[ -]years?/i;
const outerLimit = /απώτατο όριο|πολύ νωρίτερα|μην υπολογίζετε|outer limit|much sooner|do not count/i;

test.describe('how we work', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'parallel' });

  for (const lang of locales) {
    const url = localizePath(lang, '/how-we-work');

    test(`${url}: the Fund’s short deadline to sue from the register, and no bare five years for the Fund`, async ({ page }) => {
      await page.goto(url);
      const lawsuit = page.locator('[data-stage="lawsuit"]');
      const deadline = lawsuit.locator('[data-rule="fund-lawsuit-deadline"]');
      const shortDeadline = rule('fund-lawsuit-deadline');
      expect(plain(await deadline.innerText())).toContain(plain(ruleText(shortDeadline, lang)));
      expect(plain(ruleText(shortDeadline, lang))).toContain(
        plain(rulePeriod(shortDeadline, lang, { case: lang === 'el' ? 'gen' : 'acc' })),
      );
      await expect(deadline.getByRole('link')).toHaveAttribute('href', `${localizePath(lang, '/law')}#fund-lawsuit-deadline`);
      // The insurer's five years, the Fund's outer limit and the mediation notice, each from the register with its link.
      for (const id of ['direct-claim-limitation', 'fund-limitation', 'mediation-notice']) {
        const line = lawsuit.locator(`[data-rule="${id}"]`);
        expect(plain(await line.innerText())).toContain(plain(ruleText(rule(id), lang)));
        await expect(line.getByRole('link')).toHaveAttribute('href', `${localizePath(lang, '/law')}#${id}`);
      }
      expect(plain(await lawsuit.locator('h3 + p').innerText())).toContain(plain(rulePeriod(rule('direct-claim-limitation'), lang)));

      // Every clause that names the Fund and five years says they are only the outer limit.
      const clauses = (await page.locator('main').innerText())
        .split(/\n+/)
        .flatMap((block) => plain(block).split(/(?<=[.;·])\s/))
        .filter((clause) => fund.test(clause) && fiveYears.test(clause));
      expect(clauses.length).toBeGreaterThan(0);
      for (const clause of clauses) expect(clause, clause).toMatch(outerLimit);
    });

    test(`${url}: what it costs comes first, in words, with no “to be confirmed” badge`, async ({ page }) => {
      await page.goto(url);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(dictionaries[lang]['howWeWork.cost.title']);
      await expect(page.getByTestId('how-we-work-cost')).toContainText(plain(dictionaries[lang]['howWeWork.cost.title']));
      expect(await main.innerText()).not.toContain(dictionaries[lang]['start.verify']);
    });
  }
});
