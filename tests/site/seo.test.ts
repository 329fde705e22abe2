import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { firm } from '../../src/config/firm.ts';
import { localeTags } from '../../src/i18n/locales.ts';
import { guideSlugs, readGuide } from '../support/guide-source.ts';
import { serverUrl } from './server-url.ts';
import {
  absolute,
  attr,
  builtHtmlPages,
  elements,
  localizePath,
  locales,
  meta,
  parseHtml,
  sitePages,
  siteUrl,
  textOf,
  type SitePage,
} from '../support/built-site.ts';
import { untypeset } from '../../src/lib/typography.ts';

/**
 * Search-engine tags of every page in both languages, as the real server sends them (spec pages plus the
 * privacy and legal notices), and the sitemap, robots.txt and llms.txt. All URLs are SITE_URL-based.
 */
type Ld = Record<string, unknown> & { '@type': string };

interface PageHead {
  page: SitePage;
  htmlLang?: string;
  title: string;
  description?: string;
  canonicals: string[];
  alternates: { hreflang: string; href: string }[];
  meta: (key: string) => string | undefined;
  jsonLd: Ld[];
  /** Questions of the page's <Faq> components, in order. */
  faqQuestions: string[];
  h1: string;
}

const heads = new Map<string, PageHead>();

async function fetchText(url: string): Promise<{ status: number; type: string; body: string }> {
  const response = await fetch(new URL(url, serverUrl()));
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

beforeAll(async () => {
  for (const page of sitePages) {
    const { status, body } = await fetchText(page.url);
    expect(status, page.url).toBe(200);
    const doc = parseHtml(body);
    const links = elements(doc, 'link');
    heads.set(page.url, {
      page,
      htmlLang: attr(elements(doc, 'html')[0]!, 'lang'),
      title: textOf(elements(doc, 'title')[0] ?? doc),
      description: meta(doc, 'description'),
      canonicals: links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href') ?? ''),
      alternates: links
        .filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang'))
        .map((l) => ({ hreflang: attr(l, 'hreflang')!, href: attr(l, 'href') ?? '' })),
      meta: (key) => meta(doc, key),
      jsonLd: elements(doc, 'script')
        .filter((s) => attr(s, 'type') === 'application/ld+json')
        .map((s) => {
          const text = textOf(s);
          try {
            return JSON.parse(text) as Ld;
          } catch (error) {
            throw new Error(`${page.url}: JSON-LD does not parse (${(error as Error).message}): ${text.slice(0, 200)}`, { cause: error });
          }
        }),
      faqQuestions: elements(doc, 'div')
        .filter((d) => attr(d, 'data-component') === 'faq')
        .map((d) => textOf(elements(d, 'h3')[0] ?? d)),
      // As written: the page typesets its headings (src/lib/typography.ts), the metadata repeats them plainly.
      h1: untypeset(elements(doc, 'h1').map(textOf).join(' | ')),
    });
  }
});

const head = (url: string) => heads.get(url)!;
const other = (lang: string) => locales.find((l) => l !== lang)!;
const ofType = (ld: Ld[], type: string) => ld.filter((d) => d['@type'] === type);

describe('every page has its own title and description', () => {
  it('the page list is exactly the build’s indexable pages: every guide file in every language, nothing else', () => {
    const indexable = builtHtmlPages()
      .filter(({ file }) => !/noindex/.test(meta(parseHtml(readFileSync(file, 'utf8')), 'robots') ?? ''))
      .map(({ url }) => url);
    expect(sitePages.map((p) => p.url).sort()).toEqual(indexable.sort());
    for (const lang of locales)
      for (const slug of guideSlugs) expect(heads.has(localizePath(lang, `/articles/${slug}`)), `${lang}/${slug}`).toBe(true);
    expect(heads.size).toBe(sitePages.length);
  });

  it('titles are present and unique', () => {
    const titles = [...heads.values()].map((h) => h.title);
    for (const h of heads.values()) expect(h.title, h.page.url).toMatch(/\S{3}/);
    const duplicates = titles.filter((t, i) => titles.indexOf(t) !== i);
    expect(duplicates, 'duplicate <title>s').toEqual([]);
  });

  it('the home page’s title names the firm and fits a search result (65 characters at most)', () => {
    for (const lang of locales) {
      const title = head(localizePath(lang, '/')).title;
      expect(title).toContain(firm.name[lang]);
      expect(title.length, title).toBeLessThanOrEqual(65);
    }
  });

  it('meta descriptions are present, of a useful length, and unique', () => {
    const descriptions = [...heads.values()].map((h) => h.description ?? '');
    for (const h of heads.values()) expect(h.description?.length ?? 0, `${h.page.url} description length`).toBeGreaterThanOrEqual(50);
    for (const h of heads.values()) expect(h.description!.length, `${h.page.url} description length`).toBeLessThanOrEqual(200);
    const duplicates = descriptions.filter((d, i) => descriptions.indexOf(d) !== i);
    expect(duplicates, 'duplicate meta descriptions').toEqual([]);
  });
});

describe.each(sitePages)('$url', ({ lang, path, url }) => {
  const self = absolute(url);

  it('has lang, one canonical (its own SITE_URL address) and the hreflang trio pointing at each other', () => {
    const h = head(url);
    expect(h.htmlLang).toBe(lang);
    expect(h.canonicals).toHaveLength(1);
    expect(absolute(h.canonicals[0]!)).toBe(self);
    expect(h.canonicals[0]!.startsWith(siteUrl)).toBe(true);

    const byLang = Object.fromEntries(h.alternates.map((a) => [a.hreflang, a.href]));
    expect(h.alternates.map((a) => a.hreflang).sort()).toEqual(['el', 'en', 'x-default']);
    for (const code of locales) expect(absolute(byLang[code]!), `hreflang=${code}`).toBe(absolute(localizePath(code, path)));
    expect(absolute(byLang['x-default']!)).toBe(absolute(localizePath('el', path)));
    expect(absolute(byLang[lang]!)).toBe(self);
    // The alternate page names this page back as its alternate in this language.
    const twin = head(localizePath(other(lang), path));
    expect(absolute(twin.alternates.find((a) => a.hreflang === lang)!.href)).toBe(self);
    expect(absolute(twin.canonicals[0]!)).toBe(absolute(byLang[other(lang)]!));
  });

  it('has Open Graph and Twitter card tags with an absolute image that is served', async () => {
    const h = head(url);
    expect(h.meta('og:title')).toBe(h.title);
    expect(h.meta('og:description')).toBe(h.description);
    expect(absolute(h.meta('og:url')!)).toBe(self);
    expect(h.meta('og:locale')).toBe(lang === 'el' ? 'el_GR' : 'en_GB');
    expect(h.meta('twitter:card')).toBe('summary_large_image');
    const image = h.meta('og:image')!;
    expect(image).toMatch(/^https?:\/\//);
    expect(image.startsWith(siteUrl)).toBe(true);
    const served = await fetch(new URL(new URL(image).pathname, serverUrl()));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
  });

  it('carries JSON-LD that parses, with LegalService (and Article, BreadcrumbList, FAQPage on guides)', () => {
    const { jsonLd, faqQuestions, h1 } = head(url);
    for (const block of jsonLd) expect(block['@context']).toBe('https://schema.org');

    const [firmLd, ...moreFirms] = ofType(jsonLd, 'LegalService');
    expect(firmLd).toBeDefined();
    expect(moreFirms).toEqual([]);
    expect(firmLd).toMatchObject({
      name: firm.name[lang],
      email: firm.email,
      telephone: firm.landline.tel,
      address: { '@type': 'PostalAddress', postalCode: firm.address.postalCode, addressCountry: firm.address.country },
      knowsLanguage: locales.map((code) => localeTags[code].hreflang),
    });
    expect(firmLd).not.toHaveProperty('availableLanguage');
    expect((firmLd!.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
    expect((firmLd!.areaServed as unknown[]).length).toBeGreaterThan(0);
    expect(firmLd!.contactPoint).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ telephone: firm.mobile.tel, availableLanguage: locales.map((code) => localeTags[code].hreflang) }),
      ]),
    );

    const isGuide = path.startsWith('/articles/');
    const articles = ofType(jsonLd, 'Article');
    const crumbs = ofType(jsonLd, 'BreadcrumbList');
    const faqs = ofType(jsonLd, 'FAQPage');
    if (!isGuide) {
      expect(articles).toEqual([]);
      expect(crumbs).toEqual([]);
      expect(faqs).toEqual([]);
      return;
    }
    expect(articles).toHaveLength(1);
    expect(articles[0]).toMatchObject({ headline: h1, inLanguage: lang, url: self, mainEntityOfPage: self });
    expect(articles[0]!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The author is the lawyer the guide's frontmatter names, or else the firm itself: never a lawyer by default.
    const { frontmatter } = readGuide(lang, path.slice('/articles/'.length));
    const named = firm.lawyers.find((l) =>
      Object.values<string>(l.name).includes(typeof frontmatter.author === 'string' ? frontmatter.author : ''),
    );
    expect(articles[0]!.author).toEqual(
      named
        ? { '@type': 'Person', name: named.name[lang], worksFor: { '@id': `${siteUrl}/#firm` } }
        : { '@type': 'Organization', '@id': `${siteUrl}/#firm`, name: firm.name[lang] },
    );

    expect(crumbs).toHaveLength(1);
    const items = crumbs[0]!.itemListElement as { '@type': string; position: number; name: string; item: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items.map((i) => absolute(i.item))).toEqual([
      absolute(localizePath(lang, '/')),
      absolute(localizePath(lang, '/articles')),
      self,
    ]);
    expect(items.at(-1)!.name).toBe(h1);

    if (faqQuestions.length === 0) {
      expect(faqs).toEqual([]);
    } else {
      expect(faqs).toHaveLength(1);
      const questions = faqs[0]!.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
      expect(questions.map((q) => q.name)).toEqual(faqQuestions);
      for (const q of questions) {
        expect(q['@type']).toBe('Question');
        expect(q.acceptedAnswer['@type']).toBe('Answer');
        expect(q.acceptedAnswer.text).toMatch(/\S{3}/);
      }
    }
  });
});

describe('guides with questions and answers', () => {
  it('at least one guide per language has a FAQPage (the check above is not vacuous)', () => {
    for (const lang of locales) {
      const withFaq = guideSlugs.filter((slug) => head(localizePath(lang, `/articles/${slug}`)).faqQuestions.length > 0);
      expect(withFaq.length, lang).toBeGreaterThan(0);
    }
  });
});

describe('sitemap.xml, robots.txt, llms.txt', () => {
  it('sitemap.xml lists every page of both languages once, each with its el, en and x-default alternates', async () => {
    const { status, type, body } = await fetchText('/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toMatch(/xml/);
    expect(body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
      const loc = /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!.replace(/&amp;/g, '&');
      const alternates = Object.fromEntries(
        [...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\s*\/>/g)].map((a) => [a[1]!, absolute(a[2]!)]),
      );
      return { loc: absolute(loc), alternates };
    });
    expect(entries.map((e) => e.loc).sort()).toEqual(sitePages.map((p) => absolute(p.url)).sort());
    for (const { lang, path, url } of sitePages) {
      const entry = entries.find((e) => e.loc === absolute(url))!;
      expect(entry.alternates, url).toEqual({
        el: absolute(localizePath('el', path)),
        en: absolute(localizePath('en', path)),
        'x-default': absolute(localizePath('el', path)),
      });
      expect(entry.alternates[lang]).toBe(entry.loc);
    }
  });

  it('robots.txt allows crawling and points to the sitemap', async () => {
    const { status, body } = await fetchText('/robots.txt');
    expect(status).toBe(200);
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).not.toMatch(/^Disallow: \/\s*$/m);
    expect(body).toMatch(new RegExp(`^Sitemap: ${absolute('/sitemap.xml').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`, 'm'));
  });

  it('llms.txt summarises the firm and lists every guide with its URL in both languages', async () => {
    const { status, type, body } = await fetchText('/llms.txt');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    expect(body).toMatch(new RegExp(`^# .*${firm.name.en}`, 'm'));
    expect(body).toMatch(/^> \S/m);
    for (const slug of guideSlugs) {
      for (const lang of locales) {
        const url = absolute(localizePath(lang, `/articles/${slug}`));
        const line = body.split('\n').find((l) => l.includes(`(${url})`));
        expect(line, `${url} in llms.txt`).toBeDefined();
        // Each guide is listed under its own title in that language.
        expect(line).toContain(`[${head(localizePath(lang, `/articles/${slug}`)).h1}]`);
      }
    }
  });
});

describe('pages that must not be indexed', () => {
  it.each(['/no-such-page', '/en/no-such-page'])('%s (404) says noindex and names no canonical', async (url) => {
    const { status, body } = await fetchText(url);
    expect(status).toBe(404);
    const doc = parseHtml(body);
    expect(meta(doc, 'robots')).toMatch(/noindex/);
    expect(elements(doc, 'link').filter((l) => attr(l, 'rel') === 'canonical')).toEqual([]);
  });
});
