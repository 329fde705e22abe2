import { defaultLang, locales, type Lang } from '../i18n/locales.ts';

/**
 * Static paths of a page in every language: Greek at the root (param undefined), the others under
 * '/<lang>'. Used by each route in `src/pages/[...lang]/`.
 */
export function langStaticPaths() {
  return locales.map((lang) => ({ params: { lang: lang === defaultLang ? undefined : lang }, props: { lang } }));
}

export interface LangProps {
  lang: Lang;
}
