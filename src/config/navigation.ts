import type { UiKey } from '../i18n/ui/index.ts';

/** The header's links, as language-neutral paths; each language's prefix is added where they are rendered. */
export const mainNav: readonly { path: string; label: UiKey }[] = [
  { path: '/', label: 'nav.home' },
  { path: '/about', label: 'nav.about' },
  { path: '/services', label: 'nav.services' },
  { path: '/articles', label: 'nav.articles' },
  { path: '/contact', label: 'nav.contact' },
];

/**
 * The footer's first list: the header's pages, and how the firm works and what it costs, which is about the firm,
 * not the days after a crash.
 */
export const footerPages: readonly { path: string; label: UiKey }[] = [...mainNav, { path: '/how-we-work', label: 'nav.howWeWork' }];

/** The footer's second list: the path, the pages of the days after a crash (the written claim among them) and the rules of law. */
export const afterAccident: readonly { path: string; label: UiKey }[] = [
  { path: '/start', label: 'nav.start' },
  { path: '/deadlines', label: 'nav.deadlines' },
  { path: '/journal', label: 'nav.journal' },
  { path: '/public-services', label: 'nav.publicServices' },
  { path: '/letter', label: 'nav.letter' },
  { path: '/law', label: 'nav.law' },
];

/** Whether a nav link is the current page's: exact for home, by section for the rest (articles/*). */
export function isCurrent(linkPath: string, pagePath: string): boolean {
  if (linkPath === '/') return pagePath === '/';
  return pagePath === linkPath || pagePath.startsWith(`${linkPath}/`);
}

/** Id of the contact form's heading on /contact: the call bar's "Message" jumps there on that page. */
export const contactFormId = 'contact-form';
