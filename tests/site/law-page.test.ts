import { describe, expect, it } from 'vitest';
import { localizePath, locales } from '../../src/i18n/locales.ts';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { formatDay } from '../../src/lib/days-after/day-names.ts';
import type { IsoDate } from '../../src/lib/days-after/greek-calendar.ts';
import { readRegister } from '../../src/lib/law/register-files.ts';
import { rulePeriod, ruleText } from '../../src/lib/law/rule-text.ts';
import { guideSlugs } from '../support/guide-source.ts';
import { attr, elements, parseHtml, readBuilt, textOf } from '../support/built-site.ts';

/**
 * The register of the law as a page (/law, /en/law): what a lawyer reads once to sign the site, and a visitor
 * shows to someone else. Every rule of src/content/law/ is there, in the register's words, with its sources,
 * whether a lawyer of the firm has confirmed it and when it was last checked; every guide and tool links to it.
 */
const register = readRegister();
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the register of the law as a page', () => {
  it.each(locales)('%s: every rule, in its words, with its period, sources, status and last check', (lang) => {
    const doc = parseHtml(readBuilt(localizePath(lang, '/law')));
    const articles = elements(doc, 'article').filter((a) => attr(a, 'data-rule'));
    expect(articles.map((a) => attr(a, 'data-rule')).sort()).toEqual(register.map((r) => r.id).sort());
    const t = dictionaries[lang];
    for (const rule of register) {
      const article = articles.find((a) => attr(a, 'id') === rule.id)!;
      const text = plain(textOf(article));
      expect(text, rule.id).toContain(plain(rule.title[lang]));
      expect(text, rule.id).toContain(plain(ruleText(rule, lang)));
      expect(text, rule.id).toContain(plain(ruleText(rule, lang, 'full')));
      if (rule.period) expect(text, rule.id).toContain(plain(rulePeriod(rule, lang)));
      expect(elements(article, 'li').length, `${rule.id}'s sources`).toBe(rule.sources.length);
      const status = plain(textOf(article.querySelector('[data-testid="law-status"]')!));
      expect(status).toContain(plain(t['law.checked'].replace('{date}', formatDay(lang, rule.checked as IsoDate))));
      expect(status).toContain(rule.status === 'confirmed' ? plain(t['law.confirmed'].split('{lawyer}')[0]!) : plain(t['law.unconfirmed']));
    }
  });

  it.each(locales)('%s: linked from every guide’s sources, the dates page and the journal', (lang) => {
    const law = localizePath(lang, '/law');
    for (const path of [...guideSlugs.map((slug) => `/articles/${slug}`), '/deadlines', '/journal']) {
      const links = elements(parseHtml(readBuilt(localizePath(lang, path))), 'a').map((a) => attr(a, 'href'));
      expect(links, path).toContain(law);
    }
  });
});
