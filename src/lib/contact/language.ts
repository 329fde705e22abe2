import { isLang, type Lang } from '../../i18n/locales.ts';

/**
 * The visitor's language for answers: the `language` the form sent when it is one of ours; otherwise
 * English when the browser prefers it (`Accept-Language` starting with `en`); otherwise Greek, the
 * site's default.
 */
export function visitorLanguage(body: unknown, acceptLanguage: string | null | undefined): Lang {
  const declared = body && typeof body === 'object' ? (body as Record<string, unknown>).language : undefined;
  if (isLang(declared)) return declared;
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'el';
}
