import type { APIRoute } from 'astro';
import { defaultLang, localeTags, localizePath, locales } from '../i18n/locales.ts';
import { getGuides, slugOf } from '../lib/guides/guides.ts';
import { sitePaths } from '../lib/site-pages.ts';
import { absoluteUrl } from '../lib/structured-data.ts';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every page in every language, each with its language alternates (and x-default = Greek). */
export const GET: APIRoute = async () => {
  const guides = (await getGuides(defaultLang)).map(slugOf);
  const urls = sitePaths(guides).flatMap((path) => {
    const alternates = [
      ...locales.map(
        (code) =>
          `    <xhtml:link rel="alternate" hreflang="${localeTags[code].hreflang}" href="${escapeXml(absoluteUrl(localizePath(code, path)))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(localizePath(defaultLang, path)))}"/>`,
    ].join('\n');
    return locales.map((lang) => `  <url>\n    <loc>${escapeXml(absoluteUrl(localizePath(lang, path)))}</loc>\n${alternates}\n  </url>`);
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
