import { sitePages as pagesOf, type SitePage } from '../../src/lib/site-pages.ts';
import { guideSlugs } from './guide-source.ts';

export type { SitePage };

/** Every indexable page in every language, with every guide the MDX files publish now. */
export const sitePages: SitePage[] = pagesOf(guideSlugs);
