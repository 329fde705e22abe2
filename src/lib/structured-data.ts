import { firm } from '../config/firm.ts';
import type { Article, BreadcrumbList, FAQPage, LegalService, Thing, WebPage, WithContext } from 'schema-dts';
import { localeTags, localizePath, locales, type Lang } from '../i18n/locales.ts';
import { DEFAULT_SITE_URL } from './contact/settings-schema.ts';
import { trimTrailingSlashes } from './trailing-slashes.ts';

/** One JSON-LD document, typed by schema.org's vocabulary (schema-dts), so that a misnamed property is a type error. */
export type JsonLd = WithContext<Thing>;

/** The BCP 47 tags of every language of the site. */
const languages = locales.map((lang) => localeTags[lang].hreflang);

/**
 * The site's public origin: Astro's `site`, which astro.config.ts takes from SITE_URL (checked by `astro:env`,
 * src/config/site-env.ts); outside a build (the unit tests) the default.
 */
const site = import.meta.env.SITE as string | undefined;
export const siteUrl = trimTrailingSlashes(site ?? DEFAULT_SITE_URL);

export const absoluteUrl = (path: string) => `${siteUrl}${path === '/' ? '' : path}` || siteUrl;

/** The firm as schema.org LegalService, from the firm's config. */
export function legalServiceLd(lang: Lang): WithContext<LegalService> {
  const otherNames = locales.filter((other) => other !== lang).map((other) => firm.name[other]);
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': `${siteUrl}/#firm`,
    name: firm.name[lang],
    alternateName: otherNames.length === 1 ? otherNames[0] : otherNames,
    url: absoluteUrl(localizePath(lang, '/')),
    image: `${siteUrl}/og-image.jpg`,
    telephone: firm.landline.tel,
    email: firm.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: firm.address.street[lang],
      addressLocality: firm.address.city[lang],
      addressRegion: firm.address.region[lang],
      postalCode: firm.address.postalCode,
      addressCountry: firm.address.country,
    },
    contactPoint: [
      { '@type': 'ContactPoint', telephone: firm.landline.tel, contactType: 'customer service', availableLanguage: languages },
      // Not 'emergency': that promises out-of-hours cover the firm has not said it gives; emergencies are 112.
      { '@type': 'ContactPoint', telephone: firm.mobile.tel, contactType: 'customer service', availableLanguage: languages },
    ],
    openingHoursSpecification: firm.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => `https://schema.org/${d}` as const),
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: firm.areaServed.map((name) => ({ '@type': 'Place', name })),
    // schema.org gives an organisation `knowsLanguage`; `availableLanguage` belongs to its contact points (above).
    knowsLanguage: languages,
    foundingDate: String(firm.foundedYear),
    employee: firm.lawyers.map((lawyer) => ({
      '@type': 'Person',
      name: lawyer.name[lang],
      jobTitle: lawyer.role[lang],
      memberOf: { '@type': 'Organization', name: lawyer.barAssociation[lang] },
    })),
  };
}

export function breadcrumbLd(items: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: absoluteUrl(item.path) })),
  };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface ArticleDates {
  /** Last change to the text. */
  updated: Date;
  /** First publication; `updated` when unknown. */
  published?: Date;
  /** The firm's lawyer who last reviewed it, and when. */
  review?: { by: string; date: Date };
}

/**
 * A guide as schema.org Article. `author` is the lawyer its frontmatter names; without one the firm itself
 * is the author, as it is the publisher: no page credits a lawyer with a text the firm did not say is theirs.
 */
export function articleLd(
  args: { lang: Lang; path: string; title: string; description: string; author?: string } & ArticleDates,
): WithContext<Article> {
  const modified = args.review && args.review.date > args.updated ? args.review.date : args.updated;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: args.title,
    description: args.description,
    inLanguage: localeTags[args.lang].hreflang,
    mainEntityOfPage: absoluteUrl(args.path),
    url: absoluteUrl(args.path),
    image: `${siteUrl}/og-image.jpg`,
    dateModified: isoDay(modified),
    datePublished: isoDay(args.published ?? args.updated),
    author: args.author
      ? { '@type': 'Person', name: args.author, worksFor: { '@id': `${siteUrl}/#firm` } }
      : { '@type': 'Organization', '@id': `${siteUrl}/#firm`, name: firm.name[args.lang] },
    publisher: { '@id': `${siteUrl}/#firm`, '@type': 'LegalService', name: firm.name[args.lang] },
  };
}

/** The page of a guide a lawyer of the firm has reviewed: who and when (schema.org puts these on the WebPage). */
export function reviewedPageLd(args: { path: string; review: { by: string; date: Date } }): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': absoluteUrl(args.path),
    url: absoluteUrl(args.path),
    lastReviewed: isoDay(args.review.date),
    reviewedBy: { '@type': 'Person', name: args.review.by, worksFor: { '@id': `${siteUrl}/#firm` } },
  };
}

export function faqLd(items: { q: string; a: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map(({ q, a }) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })),
  };
}

/** JSON for a <script type="application/ld+json">, safe against '</script>' in text. */
export const serializeLd = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');
