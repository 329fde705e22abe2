import { expect, type Page } from '@playwright/test';
import { services } from '../../../src/config/services.ts';
import { localizePath, type Lang } from '../../../src/i18n/locales.ts';
import { dictionaries } from '../../../src/i18n/ui/index.ts';

/** Each service says who it is for, what the firm does, what to bring, the fees, and links to its guides, which are there. */
export async function checkServices(page: Page, lang: Lang) {
  const strings = dictionaries[lang];
  for (const service of services) {
    const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: strings[service.title] }) });
    const text = await section.innerText();
    for (const label of ['services.label.who', 'services.label.does', 'services.label.bring', 'services.label.fees'] as const)
      expect(text).toContain(strings[label]);
    expect(text).toContain(strings[service.who]);
    const links = await section
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(links).toEqual(service.guides.map((slug) => localizePath(lang, `/articles/${slug}`)));
    for (const link of links) expect((await page.request.get(link)).status(), link).toBe(200);
  }
}
