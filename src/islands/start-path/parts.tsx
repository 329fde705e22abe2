import { Fragment, type ReactNode } from 'react';
import { emergencyNumbers } from '../../config/emergency.ts';
import type { PlainWord } from '../../config/plain-words.ts';
import { ruleRef, type CardWords, type SectionRef } from '../../config/start-path.ts';
import { localeTags } from '../../i18n/locales.ts';
import { startStrings, type Key } from './strings.ts';

/** A section the path links to, resolved at build time in the page's language. */
export interface SectionLink {
  href: string;
  guideTitle: string;
  sectionTitle: string;
}

export const linkClass = 'font-semibold text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-700';
export const sectionKeyOf = (ref: SectionRef) => `${ref.guide}#${ref.section}`;

/** The notice on every screen; in brief under a question, where the screen of a phone is full. */
export function General({ brief = false }: { brief?: boolean }) {
  const { t } = startStrings.useT();
  return (
    <p
      className="rounded-md border-l-4 border-gold-500 bg-navy-50 px-4 py-2.5 text-sm leading-relaxed text-ink"
      data-testid="start-general"
    >
      {t(brief ? 'start.notAdvice' : 'start.general')}
    </p>
  );
}

const emergency = new RegExp(`(?<!\\d)(${emergencyNumbers.map((e) => e.number).join('|')})(?!\\d)`, 'g');

/** Text whose emergency numbers ("καλέστε το 112") are links that call, as on the home page. */
export function Callable({ text }: { text: string }) {
  const parts = text.split(emergency);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={`tel:${part}`}
            className="font-bold whitespace-nowrap text-navy-800 underline decoration-gold-500 underline-offset-4"
          >
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function ReadLink({ link, label }: { link: SectionLink | undefined; label: Key }) {
  const { t } = startStrings.useT();
  if (!link) return null;
  return (
    <p className="mt-2">
      {t(label)}:{' '}
      <a href={link.href} className={linkClass}>
        {link.sectionTitle}
      </a>{' '}
      <span className="text-muted">({link.guideTitle})</span>
    </p>
  );
}

/** The words of the law a card is the first on the page to use, each with what it means (src/config/plain-words.ts). */
function Glosses({ words }: { words: readonly PlainWord[] }) {
  const { t } = startStrings.useT();
  if (words.length === 0) return null;
  return (
    <div className="mt-3 border-t border-line pt-2 text-sm leading-relaxed text-muted" data-testid="start-glosses">
      <p className="font-semibold text-ink">{t('start.result.plainWords')}</p>
      <ul className="mt-1 space-y-1">
        {words.map((word) => (
          <li key={word} data-gloss={word}>
            {t(`gloss.${word}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A step's or a payer's card: its title, its own practical line where it has one, and the rules of the law it
 * states, as the register words them; then where to read more, and what its words of the law mean.
 */
export function Card({
  title,
  advice,
  words,
  law,
  above = new Map(),
  link,
  glosses = [],
  callable = false,
  children,
}: {
  title: string;
  advice: string | undefined;
  words: CardWords;
  law: readonly string[];
  /** The rules a step above already states on this result, each with that step's title: named, not repeated. */
  above?: ReadonlyMap<string, string>;
  link: SectionLink | undefined;
  glosses?: readonly PlainWord[];
  /** Its emergency numbers are links that call. */
  callable?: boolean;
  /** What the card says first for this visitor, under its title (the days a limitation period ends for their accident). */
  children?: ReactNode;
}) {
  const { lang, t } = startStrings.useT();
  const shown = (text: string) => (callable ? <Callable text={text} /> : text);
  const line = (text: string) => (
    <p key={text} className="mt-1.5 leading-relaxed">
      {shown(text)}
    </p>
  );
  const ids = words.rules.map((ref) => ruleRef(ref).id);
  const stated = law.filter((_, i) => !above.has(ids[i]!));
  const pointers = [...new Set(ids.flatMap((id) => above.get(id) ?? []))].map((step) => t('start.result.quoted', { step }));
  return (
    <>
      <p className="text-lg font-bold">{shown(title)}</p>
      {children}
      {advice && words.advice === 'before' && line(advice)}
      {stated.map(line)}
      {pointers.length > 0 && (
        <p className="mt-1.5 leading-relaxed font-semibold text-navy-900">
          {t('start.result.seeAbove', { steps: new Intl.ListFormat(localeTags[lang].intl, { type: 'conjunction' }).format(pointers) })}
        </p>
      )}
      {advice && words.advice === 'after' && line(advice)}
      <ReadLink link={link} label="start.result.more" />
      <Glosses words={glosses} />
    </>
  );
}

/** The texts of a card, as `firstUses` reads them for the words of the law it uses. */
export function cardTexts(title: string, advice: string | undefined, law: readonly string[]): string[] {
  return [title, ...(advice ? [advice] : []), ...law];
}
