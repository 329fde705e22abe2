import type { ReactNode } from 'react';
import type { Lang } from '../i18n/locales.ts';
import type { UiKey } from '../i18n/ui/index.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { I18nProvider } from './i18n.tsx';

/** Props every island takes from its page: the page's language and the strings the island declared. */
export interface IslandProps<S extends Partial<Record<UiKey, string>>> {
  lang: Lang;
  strings: S;
}

/** The common root of every island: crash screen outside, translations inside. */
export function Island({ lang, strings, children }: IslandProps<Partial<Record<UiKey, string>>> & { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <I18nProvider lang={lang} strings={strings}>
        {children}
      </I18nProvider>
    </ErrorBoundary>
  );
}
