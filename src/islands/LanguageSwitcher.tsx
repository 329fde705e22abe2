import { switchHref } from '../i18n/language.ts';
import { localeTags, locales, type Lang } from '../i18n/locales.ts';
import { Island, type IslandProps } from './Island.tsx';
import { islandStrings, type StringsOf } from './i18n.tsx';
import { chooseLanguage } from './language-store.ts';

export const switcherStrings = islandStrings(['lang.label']);

interface Props extends IslandProps<StringsOf<typeof switcherStrings>> {
  /** The same page in each language, computed at build time. */
  hrefs: Record<Lang, string>;
  /** Tooltip of each link, in that link's own language (it carries lang={code}). */
  titles: Record<Lang, string>;
  /** On a guide, its section ids in each language, in the same order (both languages share one structure). */
  sections?: Record<Lang, string[]> | undefined;
}

/** Below the sticky header: a section counts as the one being read once its heading has passed this line. */
const READING_LINE_PX = 120;

/** The index of the section whose heading last passed the reading line, or -1 above the first one. */
function sectionBeingRead(ids: string[]): number {
  let current = -1;
  ids.forEach((id, index) => {
    const heading = document.getElementById(id);
    if (heading && heading.getBoundingClientRect().top <= READING_LINE_PX) current = index;
  });
  return current;
}

/**
 * EL / EN. Rendered as real links carrying `?lang=` so that they work before hydration (the head script
 * stores the choice); once hydrated, a click stores it through the language store first. The highlighted
 * one is the visitor's language as the store holds it.
 */
function Switcher({ hrefs, titles, sections, pageLang }: Pick<Props, 'hrefs' | 'titles' | 'sections'> & { pageLang: Lang }) {
  const { lang, t } = switcherStrings.useT();
  // On a long guide the other language opens at the section being read; without script, at its top.
  const follow = (code: Lang, link: HTMLAnchorElement) => {
    const index = sections ? sectionBeingRead(sections[pageLang]) : -1;
    const target = index >= 0 ? sections?.[code][index] : undefined;
    if (target) link.hash = target;
  };
  return (
    <div role="group" aria-label={t('lang.label')} className="flex items-center gap-1">
      {locales.map((code) => {
        const active = code === lang;
        return (
          <a
            key={code}
            href={switchHref(hrefs[code], code)}
            lang={code}
            hrefLang={code}
            aria-current={active ? 'true' : undefined}
            title={titles[code]}
            onClick={(event) => {
              follow(code, event.currentTarget);
              chooseLanguage(code);
            }}
            className={
              'inline-flex min-h-9 min-w-11 items-center justify-center rounded-md border px-2.5 text-sm font-semibold transition-colors ' +
              (active
                ? 'border-gold-500 bg-gold-500 text-navy-950'
                : 'border-white/40 text-white hover:border-gold-300 hover:text-gold-300')
            }
          >
            {localeTags[code].label}
          </a>
        );
      })}
    </div>
  );
}

export default function LanguageSwitcher({ lang, strings, hrefs, titles, sections }: Props) {
  return (
    <Island lang={lang} strings={strings}>
      <Switcher hrefs={hrefs} titles={titles} sections={sections} pageLang={lang} />
    </Island>
  );
}
