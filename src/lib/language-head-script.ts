import { LANGUAGE_KEY } from '../i18n/language.ts';

/**
 * Runs in <head> before anything is painted, on every page (one fixed text, so one CSP hash):
 * 1. `?lang=el|en` (the switcher's links) stores the choice and is removed from the address bar;
 * 2. a Greek page with 'en' stored hides itself and replaces the location with its English alternate
 *    (read from the page's own hreflang link), so no Greek text is painted.
 */
export const languageHeadScript = `(function(){try{var d=document.documentElement,u=new URL(location.href),q=u.searchParams.get('lang');if(q==='el'||q==='en'){localStorage.setItem('${LANGUAGE_KEY}',q);u.searchParams.delete('lang');history.replaceState(history.state,'',u.pathname+u.search+u.hash)}if(d.lang==='el'&&localStorage.getItem('${LANGUAGE_KEY}')==='en'){var a=document.querySelector('link[rel=alternate][hreflang=en]');if(a){d.hidden=true;location.replace(a.href.replace(/^https?:\\/\\/[^/]+/,'')+u.search+u.hash)}}}catch(e){}})();`;
