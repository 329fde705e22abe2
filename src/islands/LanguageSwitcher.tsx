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
}

/**
 * EL / EN. Rendered as real links carrying `?lang=` so that they work before hydration (the head script
 * stores the choice); once hydrated, a click stores it through the language store first. The highlighted
 * one is the visitor's language as the store holds it, a choice made in another tab included.
 */
function Switcher({ hrefs, titles }: Pick<Props, 'hrefs' | 'titles'>) {
  const { lang, t } = switcherStrings.useT();
  return (
    <div role="group" aria-label={t('lang.label')} className="flex items-center gap-1">
      {locales.map((code) => {
        const active = code === lang;
        return (
          <a
            key={code}
            href={`${hrefs[code]}?lang=${code}`}
            lang={code}
            hrefLang={code}
            aria-current={active ? 'true' : undefined}
            title={titles[code]}
            onClick={() => chooseLanguage(code)}
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

export default function LanguageSwitcher({ lang, strings, hrefs, titles }: Props) {
  return (
    <Island lang={lang} strings={strings}>
      <Switcher hrefs={hrefs} titles={titles} />
    </Island>
  );
}
