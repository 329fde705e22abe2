import { useEffect, useRef, useState } from 'react';
import { Island, type IslandProps } from './Island.tsx';
import { islandStrings, type StringsOf } from './i18n.tsx';

export const phoneRevealStrings = islandStrings(['hero.phoneLabel']);

interface Props extends IslandProps<StringsOf<typeof phoneRevealStrings>> {
  tel: string;
  display: string;
}

/** The hero's urgent-contact button: only its label until clicked, then a tel: link with the number. */
function Reveal({ tel, display }: Pick<Props, 'tel' | 'display'>) {
  const { t } = phoneRevealStrings.useT();
  const [revealed, setRevealed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (revealed) link.current?.focus();
  }, [revealed]);

  // `noscript:hidden`: with scripting off the button could never reveal the number, so the page's
  // <noscript> link (the revealed state, rendered by the page) stands in for it.
  const className = 'btn-outline min-w-56 noscript:hidden';
  if (revealed) {
    return (
      <a ref={link} href={`tel:${tel}`} className={className} aria-label={`${t('hero.phoneLabel')}: ${display}`}>
        <PhoneIcon />
        <span>{display}</span>
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={() => setRevealed(true)}>
      <PhoneIcon />
      <span>{t('hero.phoneLabel')}</span>
    </button>
  );
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.8 2z" />
    </svg>
  );
}

export default function PhoneReveal({ lang, strings, tel, display }: Props) {
  return (
    <Island lang={lang} strings={strings}>
      <Reveal tel={tel} display={display} />
    </Island>
  );
}
