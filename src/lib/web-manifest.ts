import { firm } from '../config/firm.ts';
import { defaultLang, localeTags, localizePath, type Lang } from '../i18n/locales.ts';

/** The navy of the header and the icons' background. */
export const THEME_COLOR = '#0f2a44';
const BACKGROUND_COLOR = '#ffffff';

/** Where a language's manifest is served: '/manifest.webmanifest', '/en/manifest.webmanifest'. */
export const manifestPath = (lang: Lang) => localizePath(lang, '/manifest.webmanifest');

/**
 * The web app manifest of one language: "Add to home screen" from a Greek page installs the Greek site,
 * from an English page the English one, each opening at its own home page. English lives under '/en', so
 * that is its scope; Greek, at the root, keeps the whole site in scope, English included, because the
 * language switcher must not throw the installed app out to the browser.
 */
export function webManifest(lang: Lang) {
  const start = localizePath(lang, '/');
  return {
    id: start,
    name: firm.name[lang],
    short_name: firm.shortName[lang],
    lang: localeTags[lang].hreflang,
    dir: 'ltr',
    start_url: start,
    scope: lang === defaultLang ? '/' : start,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
