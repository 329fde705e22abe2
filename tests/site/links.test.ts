import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  attr,
  builtFile,
  builtHtmlPages,
  elements,
  inTemplate,
  langOfUrl,
  parseHtml,
  sitePages,
  siteUrl,
  textOf,
  type Element,
} from '../support/built-site.ts';

/**
 * The link check, over the built HTML (dist/) with no server: every <a href> on every built page,
 * not-found and error pages included, resolves, and every in-page reference names an element that exists.
 * Each test fails with the full list of what is broken, one line per link.
 */
interface BuiltPage {
  url: string;
  lang: 'el' | 'en';
  ids: string[];
  anchors: Element[];
  doc: ReturnType<typeof parseHtml>;
}

const pages = new Map<string, BuiltPage>();

beforeAll(() => {
  for (const { file, url } of builtHtmlPages()) {
    const doc = parseHtml(readFileSync(file, 'utf8'));
    const all = elements(doc);
    pages.set(url, {
      url,
      // The page's own language (the error page is English at a language-neutral path).
      lang: (attr(elements(doc, 'html')[0]!, 'lang') ?? langOfUrl(url)) as 'el' | 'en',
      ids: all.map((e) => attr(e, 'id')).filter((id): id is string => id !== undefined),
      anchors: all.filter((e) => e.localName === 'a' || e.localName === 'area'),
      doc,
    });
  }
});

/** Ids of the page a site path names (parsed from the build), or null if the path is not an HTML page. */
function idsOf(path: string): string[] | null {
  const file = builtFile(path);
  if (!file?.endsWith('.html')) return null;
  const url = [...pages.keys()].find((u) => builtFile(u) === file);
  return url ? pages.get(url)!.ids : null;
}

const TEL = /^tel:\+?[0-9]+$/;
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
/** Link texts that say nothing out of context, in either language. */
const VAGUE =
  /^(click here|here|click|this link|link|read more|more|εδώ|κάντε κλικ εδώ|πατήστε εδώ|κλικ εδώ|πατήστε|περισσότερα|διαβάστε περισσότερα)[.!:…]*$/i;

/** What a screen reader announces for a link: aria-label, else its text and image alternatives. */
function accessibleName(a: Element): string {
  const label = attr(a, 'aria-label');
  if (label?.trim()) return label.trim();
  const alts = elements(a, 'img')
    .map((img) => attr(img, 'alt') ?? '')
    .join(' ');
  return `${textOf(a)} ${alts}`.replace(/\s+/g, ' ').trim();
}

function describeLink(page: BuiltPage, a: Element) {
  return `${page.url}: <a href="${attr(a, 'href')}"> “${accessibleName(a).slice(0, 60)}”`;
}

/** Problems of one link, as messages; [] when it is fine. */
function check(page: BuiltPage, a: Element): string[] {
  const href = attr(a, 'href');
  if (href === undefined) return attr(a, 'id') || attr(a, 'name') ? [] : ['an <a> without href'];
  const problems: string[] = [];
  if (href.trim() !== href || href === '') return ['empty href or surrounding spaces'];

  if (href.startsWith('tel:')) return TEL.test(href) ? [] : ['tel: link is not tel:+digits'];
  if (href.startsWith('mailto:')) {
    const [address, query] = href.slice('mailto:'.length).split('?');
    const addresses = decodeURIComponent(address ?? '').split(',');
    if (addresses.length !== 1 || !EMAIL.test(addresses[0]!)) problems.push('mailto: is not one valid address');
    if (query !== undefined && !/^(subject|body)=[^&]*(&(subject|body)=[^&]*)*$/.test(query))
      problems.push('mailto: has an unexpected query');
    return problems;
  }
  // A chat with a number in Viber (src/lib/messaging-links.ts): the number's plus written %2B, then digits only.
  if (href.startsWith('viber:'))
    return /^viber:\/\/chat\?number=%2B\d{7,15}$/.test(href) ? [] : ['viber: link is not a chat with a number'];
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^https?:/i.test(href)) return [`unsupported scheme ${href.split(':')[0]}:`];

  let target: URL;
  try {
    target = new URL(href, new URL(page.url, `${siteUrl}/`));
  } catch {
    return ['not a valid URL'];
  }
  const internal = target.origin === new URL(siteUrl).origin;
  if (!internal) {
    if (target.protocol !== 'https:') problems.push('external link is not https');
    return problems;
  }
  if (href === '#') return ['href="#" goes nowhere'];
  if (href.startsWith('#')) {
    const id = decodeURIComponent(href.slice(1));
    return page.ids.includes(id) ? [] : [`no element with id="${id}" on this page`];
  }
  const path = decodeURIComponent(target.pathname);
  if (path.length > 1 && path.endsWith('/')) problems.push('trailing slash (the server redirects it; link to the canonical URL)');
  const file = builtFile(path);
  if (!file) return [...problems, `no built page or file at ${path}`];
  if (/\/(404|500)(\.html)?$/.test(path.replace(/\/index\.html$/, ''))) problems.push('links to an error page');

  if (target.hash) {
    const ids = idsOf(path);
    const id = decodeURIComponent(target.hash.slice(1));
    if (!ids) problems.push(`#${id} on a file that is not a page`);
    else if (!ids.includes(id)) problems.push(`no element with id="${id}" on ${path}`);
  }

  // A Greek page links to Greek pages, an English page to English ones: only the language switcher and
  // the links marked with the other language's hreflang may cross.
  if (file.endsWith('.html') && !/\/(404|500)/.test(path)) {
    const targetLang = langOfUrl(path);
    if (targetLang !== page.lang && attr(a, 'hreflang') !== targetLang)
      problems.push(`${page.lang} page links to the ${targetLang} page ${path} without hreflang="${targetLang}"`);
  }
  return problems;
}

describe('link check over every built page', () => {
  it('covers the whole build: every indexable page and the not-found and error pages', () => {
    const urls = [...pages.keys()];
    for (const { url } of sitePages) expect(urls).toContain(url);
    expect(urls).toEqual(expect.arrayContaining(['/404', '/en/404', '/500']));
    expect([...pages.values()].reduce((n, p) => n + p.anchors.length, 0)).toBeGreaterThan(sitePages.length * 10);
  });

  it('every link resolves: internal pages and files exist, #fragments name an element, tel: and mailto: are well formed', () => {
    const broken: string[] = [];
    for (const page of pages.values()) {
      for (const a of page.anchors) for (const problem of check(page, a)) broken.push(`${describeLink(page, a)}: ${problem}`);
    }
    expect(broken.join('\n')).toBe('');
  });

  it('every link has a name that makes sense on its own (no bare “click here” / “εδώ”)', () => {
    const vague: string[] = [];
    for (const page of pages.values()) {
      for (const a of page.anchors) {
        if (attr(a, 'href') === undefined) continue;
        const name = accessibleName(a);
        if (!name) vague.push(`${describeLink(page, a)}: no accessible name`);
        else if (VAGUE.test(name)) vague.push(`${describeLink(page, a)}: says nothing out of context`);
      }
    }
    expect(vague.join('\n')).toBe('');
  });

  it('ids are unique on every page, and every id reference (label for, aria-*) names an element of the page', () => {
    const problems: string[] = [];
    for (const page of pages.values()) {
      const seen = new Set<string>();
      for (const id of page.ids) {
        if (seen.has(id)) problems.push(`${page.url}: duplicate id="${id}"`);
        seen.add(id);
      }
      for (const el of elements(page.doc)) {
        // Inside a <template> (Astro's island fallbacks) references are resolved later, in the browser.
        if (inTemplate(el)) continue;
        const refs = [
          ...(el.localName === 'label' && attr(el, 'for') ? [['for', attr(el, 'for')!] as const] : []),
          ...(['aria-labelledby', 'aria-describedby', 'aria-controls'] as const).flatMap((name) =>
            (attr(el, name) ?? '')
              .split(/\s+/)
              .filter(Boolean)
              .map((id) => [name, id] as const),
          ),
        ];
        for (const [name, id] of refs)
          if (!seen.has(id) && !page.ids.includes(id)) problems.push(`${page.url}: <${el.localName} ${name}="${id}"> names no element`);
      }
    }
    expect(problems.join('\n')).toBe('');
  });

  it('the check itself catches what it must (broken page, missing anchor, bad tel:, two addresses, wrong language)', () => {
    const page = pages.get('/en/about')!;
    const link = (href: string, extra: Record<string, string> = {}) => {
      const a = page.doc.createElement('a');
      for (const [name, value] of Object.entries({ href, ...extra })) a.setAttribute(name, value);
      return a;
    };
    expect(check(page, link('/en/no-such-page'))).not.toEqual([]);
    expect(check(page, link('/en/contact#no-such-id'))).not.toEqual([]);
    expect(check(page, link('#main'))).toEqual([]);
    expect(check(page, link('#nowhere'))).not.toEqual([]);
    expect(check(page, link('tel:210 000'))).not.toEqual([]);
    expect(check(page, link('tel:+302100000000'))).toEqual([]);
    expect(check(page, link('mailto:a@example.gr,b@example.gr'))).not.toEqual([]);
    expect(check(page, link('mailto:a@b'))).not.toEqual([]);
    expect(check(page, link('/about'))).not.toEqual([]);
    expect(check(page, link('/about?lang=el', { hreflang: 'el' }))).toEqual([]);
    expect(check(page, link('/en/about/'))).not.toEqual([]);
    expect(VAGUE.test('εδώ')).toBe(true);
    expect(VAGUE.test('Click here')).toBe(true);
  });
});
