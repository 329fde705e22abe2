import { defaultLang, isLang, type Lang } from '../../i18n/locales.ts';

/** The language of the page a guide component is rendered in (Astro derives it from the URL). */
export function pageLang(currentLocale: string | undefined): Lang {
  return isLang(currentLocale) ? currentLocale : defaultLang;
}
