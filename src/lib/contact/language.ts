import { defaultLang, isLang, type Lang } from '../../i18n/locales.ts';

/**
 * The visitor's language for answers: the `language` the form sent when it is one of ours; otherwise the
 * browser's first choice (`Accept-Language`, e.g. 'en-GB,en;q=0.9' => 'en') when it is one of ours;
 * otherwise the site's default.
 */
export function visitorLanguage(body: unknown, acceptLanguage: string | null | undefined): Lang {
  const declared = body && typeof body === 'object' ? (body as Record<string, unknown>).language : undefined;
  if (isLang(declared)) return declared;
  const first = /^\s*([a-z]{1,8})(?![a-z])/i.exec(acceptLanguage ?? '')?.[1]?.toLowerCase();
  return isLang(first) ? first : defaultLang;
}
