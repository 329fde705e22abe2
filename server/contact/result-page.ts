import { firm } from '../../src/config/firm.ts';
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
 * The look of the site in a few lines: the colours and font stacks of the theme in src/styles/global.css
 * (keep them in step). Inline, because the page must stand alone: it is the server's answer, not a built
 * page, and the site's stylesheet has a hashed name. The CSP allows inline styles (server/security-headers.ts);
 * scripts stay forbidden, and the page has none.
 */
const STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#fbfaf7;color:#1c2530;font:1rem/1.6 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif}
.bar{background:#0f2a44;padding:1.1rem 1rem}
.bar a,h1{font-family:Georgia,'Noto Serif','Times New Roman',Times,serif;font-weight:700}
.bar a{color:#fff;font-size:1.2rem;line-height:1.3;text-decoration:none}
.bar a:hover{color:#d9c29a}
.wrap{max-width:40rem;margin:0 auto;padding:0 1rem}
main{margin:2.5rem auto;padding:1.5rem;background:#fff;border:1px solid #e4e0d8;border-top:4px solid #b08d57;border-radius:.5rem;box-shadow:0 1px 2px rgb(0 0 0 / .05)}
h1{margin:0 0 1rem;color:#0f2a44;font-size:1.75rem;line-height:1.25}
ul{margin:1rem 0;padding-left:1.25rem}
li{margin:.35rem 0}
a{color:#17395a;text-underline-offset:.2em}
.back a{display:inline-flex;align-items:center;min-height:2.75rem;margin-top:.5rem;padding:.6rem 1.25rem;border-radius:.375rem;background:#0f2a44;color:#fff;font-weight:600;text-decoration:none}
.back a:hover{background:#17395a}
.call{margin:1.5rem 0 0;padding-top:1rem;border-top:1px solid #e4e0d8;color:#4a5563}
.call a{color:#0f2a44;font-weight:600;white-space:nowrap}
:focus-visible{outline:3px solid #b08d57;outline-offset:2px;border-radius:2px}
`.trim();

/**
 * The answer to the form posted without JavaScript: a self-contained page in the visitor's language, with
 * the firm's name, its phones for whoever would rather call, and a link back to the form.
 */
export function resultPage(lang: Lang, result: ResultPage): string {
  const t = (key: UiKey) => escapeHtml(lookup(dictionaries[lang], key));
  const firmName = escapeHtml(firm.name[lang]);
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
  const phones = [firm.mobile, firm.landline].map((phone) => `<a href="tel:${escapeHtml(phone.tel)}">${escapeHtml(phone.display)}</a>`).join(' · ');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${firmName}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="bar"><div class="wrap"><a href="${localizePath(lang, '/')}">${firmName}</a></div></header>
<div class="wrap">
<main>
<h1>${title}</h1>
${body}
<p class="back"><a href="${localizePath(lang, '/contact')}">${t('form.result.back')}</a></p>
<p class="call">${t('contact.callUs')}: ${phones}</p>
</main>
</div>
</body>
</html>
`;
}
