import type { Lang } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/locales.ts';
import { lookup } from '../../src/i18n/t.ts';
import { dictionaries, type UiKey } from '../../src/i18n/ui/index.ts';
import { contactFields, type ContactField } from '../../src/lib/contact-schema.ts';
import { escapeHtml } from '../mail/compose.ts';

const FIELD_LABELS: Record<ContactField, UiKey> = { name: 'form.name', email: 'form.email', phone: 'form.phone', message: 'form.message' };

export type ResultPage =
  | { sent: true }
  /** `problem` is the overall message; `fields` the message of each field to fix, already translated. */
  | { sent: false; problem: string; fields: Partial<Record<ContactField, string>> };

/**
 * The answer to the form posted without JavaScript: a plain, self-contained page in the visitor's
 * language (no scripts, no styles, so the site's CSP needs no exception) with a link back to the form.
 */
export function resultPage(lang: Lang, result: ResultPage): string {
  const t = (key: UiKey) => escapeHtml(lookup(dictionaries[lang], key));
  const title = result.sent ? t('form.result.sentTitle') : t('form.result.errorTitle');
  const body = result.sent
    ? `<p>${t('form.result.sentText')}</p>`
    : [
        `<p>${escapeHtml(result.problem)}</p>`,
        ...(Object.keys(result.fields).length > 0
          ? [
              '<ul>',
              ...contactFields
                .filter((field) => result.fields[field])
                .map((field) => `<li><strong>${t(FIELD_LABELS[field])}:</strong> ${escapeHtml(result.fields[field]!)}</li>`),
              '</ul>',
            ]
          : []),
      ].join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
<p><a href="${localizePath(lang, '/contact')}">${t('form.result.back')}</a></p>
</main>
</body>
</html>
`;
}
