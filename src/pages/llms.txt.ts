import type { APIRoute } from 'astro';
import { firm } from '../config/firm.ts';
import { defaultLang, languageName, localizePath, locales, type Lang } from '../i18n/locales.ts';
import { experienceYears } from '../lib/firm-facts.ts';
import { getGuides, slugOf } from '../lib/guides/guides.ts';
import { absoluteUrl } from '../lib/structured-data.ts';

/** The file is written in English; English comes first, then the other languages in the registry's order. */
const inEnglish = (lang: Lang) => languageName(lang, 'en');
const order = [...locales].sort((a, b) => Number(b === 'en') - Number(a === 'en'));
const others = locales.filter((lang) => lang !== defaultLang);

/** A plain-text summary of the firm and its guides for language models (llmstxt.org format). */
export const GET: APIRoute = async () => {
  const guides = await Promise.all(order.map(async (lang) => ({ lang, guides: await getGuides(lang) })));
  const list = ({ lang, guides: all }: (typeof guides)[number]) =>
    all.map((g) => `- [${g.data.title}](${absoluteUrl(localizePath(lang, `/articles/${slugOf(g)}`))}): ${g.data.description}`).join('\n');
  const heading = (lang: Lang) => (lang === 'en' ? 'Guides (English)' : `Guides in ${inEnglish(lang)} (${languageName(lang, lang)})`);
  const page = (title: string, path: string) =>
    `- [${title}](${absoluteUrl(path)})${others.map((lang) => ` · [${languageName(lang, lang)}](${absoluteUrl(localizePath(lang, path))})`).join('')}`;
  const body = `# ${firm.name.en} (${firm.name.el})

> Law office in central Athens (${firm.address.postalCode}), Greece, working ${firm.practice.en}, for over ${experienceYears(firm.foundedYear, new Date())} years. Site in ${locales.map(inEnglish).join(' and ')}: ${inEnglish(defaultLang)} at the root, ${others.map((lang) => `${inEnglish(lang)} under /${lang}`).join(', ')}.

Contact: ${firm.landline.display} (office), ${firm.mobile.display} (mobile), ${firm.email}. Address: ${firm.address.street.en}, ${firm.address.postalCode} ${firm.address.city.en}.

## Pages

${page('Home', '/')}
${page('About', '/about')}
${page('Services', '/services')}
${page('Contact', '/contact')}

${guides.map((g) => `## ${heading(g.lang)}\n\n${list(g)}`).join('\n\n')}

## Notes

The guides are general information about Greek law on road-accident compensation, not legal advice for a particular case.
`;
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
