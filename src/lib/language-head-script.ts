import { HINT_ATTRIBUTE, HINT_DISMISSED_KEY, LANGUAGE_KEY } from '../i18n/language.ts';
import { defaultLang, localeTags, locales } from '../i18n/locales.ts';

/** Each language of the registry and the hreflang of its alternate link, e.g. {"el":"el","en":"en"}. */
const hreflangs = JSON.stringify(Object.fromEntries(locales.map((lang) => [lang, localeTags[lang].hreflang])));

/**
 * Runs in <head> before anything is painted, on every page (one fixed text, so one CSP hash):
 * 1. `?lang=<one of ours>` (the switcher's links) stores the choice and is removed from the address bar;
 * 2. a page in the default language (its paths are the ones people type and share) with another of our
 *    languages stored hides itself and replaces the location with that language's alternate (read from
 *    the page's own hreflang link), so no text in the wrong language is painted. A page under `/<lang>`
 *    was asked for by its address, so it stays;
 * 3. a page in the default language, with no language stored, in a browser whose first language is
 *    another, marks <html> so that the offer of the other page shows in its place under the header, decided
 *    before the paint so that it moves nothing once the page is on screen.
 */
export const languageHeadScript = `(function(){try{var d=document.documentElement,u=new URL(location.href),q=u.searchParams.get('lang'),h=${hreflangs},s;if(h.hasOwnProperty(q)){localStorage.setItem('${LANGUAGE_KEY}',q);u.searchParams.delete('lang');history.replaceState(history.state,'',u.pathname+u.search+u.hash)}s=localStorage.getItem('${LANGUAGE_KEY}');if(d.lang==='${defaultLang}'&&s!=='${defaultLang}'&&h.hasOwnProperty(s)){var a=document.querySelector('link[rel=alternate][hreflang="'+h[s]+'"]');if(a){d.hidden=true;location.replace(a.href.replace(/^https?:\\/\\/[^/]+/,'')+u.search+u.hash)}}if(d.lang==='${defaultLang}'&&s===null&&localStorage.getItem('${HINT_DISMISSED_KEY}')===null&&((navigator.languages||[])[0]||navigator.language||'').toLowerCase().indexOf('${defaultLang}')!==0)d.setAttribute('${HINT_ATTRIBUTE}','')}catch(e){}})();`;
