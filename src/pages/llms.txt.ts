import type { APIRoute } from 'astro';
import { firm } from '../config/firm.ts';
import { localizePath } from '../i18n/locales.ts';
import { getGuides, slugOf } from '../lib/guides.ts';
import { absoluteUrl } from '../lib/structured-data.ts';

/** A plain-text summary of the firm and its guides for language models (llmstxt.org format). */
export const GET: APIRoute = async () => {
  const [el, en] = await Promise.all([getGuides('el'), getGuides('en')]);
  const list = (guides: typeof el, lang: 'el' | 'en') =>
    guides.map((g) => `- [${g.data.title}](${absoluteUrl(localizePath(lang, `/articles/${slugOf(g)}`))}): ${g.data.description}`).join('\n');
  const body = `# ${firm.name.en} (${firm.name.el})

> Law office in central Athens (${firm.address.postalCode}), Greece, working only on compensation for people injured or damaged in road accidents, for over 30 years. Bilingual site: Greek at the root, English under /en.

Contact: ${firm.landline.display} (office), ${firm.mobile.display} (mobile, urgent), ${firm.email}. Address: ${firm.address.street.en}, ${firm.address.postalCode} ${firm.address.city.en}.

## Pages

- [Home](${absoluteUrl('/')}) · [English](${absoluteUrl('/en')})
- [About](${absoluteUrl('/about')}) · [English](${absoluteUrl('/en/about')})
- [Services](${absoluteUrl('/services')}) · [English](${absoluteUrl('/en/services')})
- [Contact](${absoluteUrl('/contact')}) · [English](${absoluteUrl('/en/contact')})

## Guides (English)

${list(en, 'en')}

## Οδηγοί (Ελληνικά)

${list(el, 'el')}

## Notes

The guides are general information about Greek law on road-accident compensation, not legal advice for a particular case.
`;
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
