import { defaultLang, isLang, localeTags, locales, type Lang } from './locales.ts';

/**
 * Which language a visitor sees, and what choosing one does: the one place that answers it.
 *
 * - A page's address names its language: Greek at the root, every other language under `/<lang>`.
 * - A choice is kept in localStorage under `language` (any value that is not one of ours means Greek). The
 *   switcher's links carry `?lang=<code>`, so that the choice is kept even before its island runs.
 * - Before anything is painted, `languageHeadScript` stores a `?lang=` choice, sends a Greek page to the language
 *   stored (the paths people type and share are the Greek ones; a page under `/<lang>` was asked for by its
 *   address, so it stays), and offers the English page to a browser whose first language is not Greek.
 * - Once the switcher's island runs, a click stores the choice through the islands' store
 *   (`src/islands/language-store.ts`) and, on a guide, opens the other language at the section being read.
 */

/** localStorage key under which the visitor's language choice is kept. */
export const LANGUAGE_KEY = 'language';

/** localStorage key set once the visitor dismissed the offer of the English page. */
export const HINT_DISMISSED_KEY = 'englishHintDismissed';

/** Set on <html> before the first paint when a Greek page should offer its English version (the hint shows by CSS). */
export const HINT_ATTRIBUTE = 'data-language-hint';

/** The language a stored value means: exactly one of the registry's codes; anything else (or nothing) is the default. */
export function resolveStoredLanguage(stored: string | null | undefined): Lang {
  return isLang(stored) ? stored : defaultLang;
}

/** A link of the switcher: the same page in `lang`, carrying the choice for the head script to keep. */
export function switchHref(samePageIn: string, lang: Lang): string {
  return `${samePageIn}?lang=${lang}`;
}

/** Keeps the visitor's choice for the pages that follow; storage can be disabled (private modes), then it lasts this page. */
export function storeChoice(lang: Lang): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Nothing to keep it in: the page it leads to is still in that language, by its address.
  }
}

/** The English hint was dismissed: it does not come back. */
export function dismissHint(): void {
  document.documentElement.removeAttribute(HINT_ATTRIBUTE);
  try {
    localStorage.setItem(HINT_DISMISSED_KEY, '1');
  } catch {
    // Storage disabled: the notice comes back on the next page, which is harmless.
  }
}

interface BeforePaintSettings {
  languageKey: string;
  hintKey: string;
  hintAttribute: string;
  defaultLang: string;
  /** Each language of ours and the hreflang of its alternate link. */
  hreflangs: Record<string, string>;
}

/**
 * Runs inline in <head>, before anything is painted, as the text of this function: it can use nothing from
 * outside it but its settings, and the browser's own API.
 */
function beforePaint(settings: BeforePaintSettings) {
  try {
    const root = document.documentElement;
    const url = new URL(location.href);
    const own = (code: string | null): code is string => code !== null && Object.prototype.hasOwnProperty.call(settings.hreflangs, code);
    const asked = url.searchParams.get('lang');
    if (own(asked)) {
      localStorage.setItem(settings.languageKey, asked);
      url.searchParams.delete('lang');
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    }
    const stored = localStorage.getItem(settings.languageKey);
    if (root.lang !== settings.defaultLang) return;
    if (stored !== settings.defaultLang && own(stored)) {
      const alternate = document.querySelector<HTMLLinkElement>(`link[rel=alternate][hreflang="${settings.hreflangs[stored]}"]`);
      if (alternate) {
        // Hidden, so that no text in the wrong language is painted while the other page comes.
        root.hidden = true;
        location.replace(new URL(alternate.href).pathname + url.search + url.hash);
      }
      return;
    }
    const first = (navigator.languages[0] ?? navigator.language).toLowerCase();
    if (stored === null && localStorage.getItem(settings.hintKey) === null && !first.startsWith(settings.defaultLang))
      root.setAttribute(settings.hintAttribute, '');
  } catch {
    // Storage disabled: the page stays as its address says, which is always a right answer.
  }
}

const settings: BeforePaintSettings = {
  languageKey: LANGUAGE_KEY,
  hintKey: HINT_DISMISSED_KEY,
  hintAttribute: HINT_ATTRIBUTE,
  defaultLang,
  hreflangs: Object.fromEntries(locales.map((lang) => [lang, localeTags[lang].hreflang])),
};

/** The head script of every page: one fixed text, so one CSP hash. */
export const languageHeadScript = `(${beforePaint.toString()})(${JSON.stringify(settings)});`;
