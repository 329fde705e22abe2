import type { ReactNode } from 'react';
import type { Lang } from '../i18n/locales.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { I18nProvider } from './i18n.tsx';

/** Props every island takes from its page: its language and the strings it was given. */
export interface IslandProps {
  lang: Lang;
  strings: Partial<Record<string, string>>;
}

/** The common root of every island: crash screen outside, translations inside. */
export function Island({ lang, strings, children }: IslandProps & { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <I18nProvider lang={lang} strings={strings}>
        {children}
      </I18nProvider>
    </ErrorBoundary>
  );
}
