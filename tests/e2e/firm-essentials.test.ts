import { describe, expect, it } from 'vitest';
import { firm } from '../../src/config/firm.ts';
import { experienceYears, firmLanguages, languageList } from '../../src/lib/firm-facts.ts';
import { services } from '../../src/config/services.ts';
import { localizePath, locales } from '../../src/i18n/locales.ts';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { useBrowser } from '../support/browser.ts';
import { sitePages } from '../support/pages.ts';
import { typeset } from '../../src/lib/typography.ts';

const browser = useBrowser();

describe('privacy and legal notices', () => {
  it.each(locales.flatMap((lang) => (['/privacy', '/legal'] as const).map((path) => ({ lang, path, url: localizePath(lang, path) }))))(
    '$url shows the firm’s facts from the config',
    async ({ lang, path, url }) => {
      const page = await browser.newPage();
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      const text = await page.locator('main').innerText();
      for (const fact of [firm.name[lang], firm.email, firm.address.postalCode]) expect(text).toContain(fact);
      if (path === '/legal')
        for (const fact of [firm.lawyers[0].barRegistration, firm.vatNumber, firm.taxOffice[lang]]) expect(text).toContain(fact);
      // The lawyers' line is labelled in the singular or the plural, by how many the config lists.
      const label = dictionaries[lang][firm.lawyers.length === 1 ? 'notice.lawyers.one' : 'notice.lawyers.other'];
      expect(text).toContain(`${label}: ${firm.lawyers[0].name[lang]}`);
      if (path === '/privacy') {
        expect(text).toContain('365');
        expect(text).toMatch(lang === 'en' ? /Hellenic Data Protection Authority/ : /Αρχή Προστασίας Δεδομένων/);
      }
      await page.context().close();
    },
  );

  it('are linked from every footer', async () => {
    const page = await browser.newPage();
    for (const { lang, url } of sitePages) {
      await page.goto(url);
      const footer = page.getByRole('contentinfo');
      for (const [name, path] of lang === 'en'
        ? [
            ['Privacy Notice', '/en/privacy'],
            ['Legal Notice', '/en/legal'],
          ]
        : [
            ['Πολιτική Απορρήτου', '/privacy'],
            ['Νομική Σημείωση', '/legal'],
          ]) {
        expect(new URL(await footer.getByRole('link', { name }).evaluate((a: HTMLAnchorElement) => a.href)).pathname, url).toBe(path);
      }
    }
    await page.context().close();
  });

  it('is linked beside the form’s send button', async () => {
    const page = await browser.newPage();
    await page.goto('/en/contact');
    const link = page.locator('form').getByRole('link', { name: 'Privacy Notice' });
    expect(await link.getAttribute('href')).toBe('/en/privacy');
    await page.context().close();
  });
});

describe('the call bar', () => {
  it('at 375 px offers Call and Message and never covers the footer’s last line', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto('/en/services');
    const bar = page.getByRole('navigation', { name: 'Quick contact' });
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(`tel:${firm.mobile.tel}`);
    expect(await bar.getByRole('link', { name: 'Message' }).getAttribute('href')).toBe('/en/contact#contact-form');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await bar.boundingBox())!.y;
    const lastLine = await page.getByRole('contentinfo').locator('p').last().boundingBox();
    expect(lastLine!.y + lastLine!.height).toBeLessThanOrEqual(barTop);
    await page.context().close();
  });

  it('on the contact page, “Message” jumps to the form and moves focus to its heading', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto('/en/contact');
    const message = page.getByRole('navigation', { name: 'Quick contact' }).getByRole('link', { name: 'Message' });
    expect(await message.getAttribute('href')).toBe('/en/contact#contact-form');
    await message.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(typeset('Send us a message'));
    expect(new URL(page.url()).hash).toBe('#contact-form');
    // The heading is on screen, below the sticky header.
    const heading = (await page.getByRole('heading', { name: 'Send us a message' }).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(64);
    expect(heading.y).toBeLessThan(812 / 2);
    await page.context().close();
  });

  it('is absent at 1280 px', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/services');
    expect(await page.getByRole('navigation', { name: 'Γρήγορη επικοινωνία' }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('office hours', () => {
  it('are on the contact page and in the footer', async () => {
    const page = await browser.newPage();
    await page.goto('/en/contact');
    const hours = `${firm.hours[0]!.opens} – ${firm.hours[0]!.closes}`;
    expect(await page.locator('main').innerText()).toContain(hours);
    expect(await page.getByRole('contentinfo').innerText()).toContain(hours);
    await page.context().close();
  });
});

describe('the English hint', () => {
  it('appears on a Greek page for an en-US browser with no stored language, and is gone after dismissal', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto('/about');
    const hint = page.getByRole('region', { name: 'Language suggestion' });
    await expect.poll(() => hint.isVisible()).toBe(true);
    expect(await hint.getAttribute('lang')).toBe('en');
    await hint.getByRole('button', { name: 'Dismiss' }).click();
    expect(await hint.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await hint.isVisible()).toBe(false);
    await page.context().close();
  });

  it('stores English when chosen', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto('/services');
    await page.getByRole('link', { name: 'Read in English' }).click();
    await page.waitForURL((u) => u.pathname === '/en/services');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.context().close();
  });

  it.each([
    ['el-GR', null],
    ['en-US', 'el'],
  ])('does not appear for %s with %j stored', async (locale, stored) => {
    const page = await browser.newPage({ locale });
    if (stored) await page.addInitScript((v) => localStorage.setItem('language', v), stored);
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: 'Language suggestion' }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('the firm’s people', () => {
  it.each(locales)('in %s: About presents every lawyer, with title, bar registration, languages and biography', async (lang) => {
    const page = await browser.newPage();
    await page.goto(localizePath(lang, '/about'));
    const section = page.locator('section').filter({ has: page.getByRole('heading', { name: dictionaries[lang]['about.lawyers.title'] }) });
    for (const lawyer of firm.lawyers) {
      const profile = section.locator('article').filter({ has: page.getByRole('heading', { name: lawyer.name[lang] }) });
      const text = await profile.innerText();
      for (const fact of [
        lawyer.role[lang],
        lawyer.barAssociation[lang],
        lawyer.barRegistration,
        languageList(lawyer.languages, lang, 'unit'),
        lawyer.bio[lang],
      ])
        expect(text).toContain(fact);
      // Without a photograph, the initials stand in, hidden from screen readers, which read the name itself.
      if (lawyer.portrait === null) {
        const monogram = profile.locator('[aria-hidden="true"]').first();
        expect((await monogram.innerText()).trim()).toMatch(/^\p{Lu}{2,3}$/u);
        expect((await monogram.boundingBox())!.width).toBeGreaterThan(100);
      } else expect(await profile.getByRole('img', { name: lawyer.name[lang] }).count()).toBe(1);
    }
    await page.context().close();
  });

  it.each(locales)('in %s: every footer names the lawyer with title and registration, and says which phone is for what', async (lang) => {
    const page = await browser.newPage();
    for (const { url } of sitePages.filter((p) => p.lang === lang)) {
      await page.goto(url);
      const footer = await page.getByRole('contentinfo').innerText();
      const lawyer = firm.lawyers[0];
      for (const fact of [lawyer.name[lang], lawyer.role[lang], lawyer.barRegistration]) expect(footer, url).toContain(fact);
      expect(footer, url).toContain(`${dictionaries[lang]['footer.phone.office']}\n${firm.landline.display}`);
      expect(footer, url).toContain(`${dictionaries[lang]['footer.phone.mobile']}\n${firm.mobile.display}`);
    }
    await page.context().close();
  });
});

describe('the firm’s facts come from src/config/firm.ts', () => {
  it.each(locales)('in %s: the notices name the bar association, the processors and the hosts’ request logs from it', async (lang) => {
    const page = await browser.newPage();
    await page.goto(localizePath(lang, '/legal'));
    const legal = await page.locator('main').innerText();
    for (const lawyer of firm.lawyers) expect(legal).toContain(lawyer.barAssociation[lang]);
    // The bar association is a fact of each lawyer, never typed into the notice: it appears once per lawyer.
    expect(legal.split(firm.lawyers[0].barAssociation[lang]).length - 1).toBe(firm.lawyers.length);
    expect(legal).not.toContain('ΔΣΑ');

    await page.goto(localizePath(lang, '/privacy'));
    const privacy = await page.locator('main').innerText();
    for (const p of firm.processors) {
      expect(privacy).toContain(p.name);
      expect(privacy).toContain(p.location[lang]);
    }
    expect(privacy).toContain(
      dictionaries[lang][firm.processors.every((p) => p.transfer.inEea) ? 'notice.transfers.none' : 'notice.transfers.some'],
    );
    // Health data rest on the establishment of legal claims, never on consent implied by sending the form.
    expect(privacy).toMatch(lang === 'el' ? /Άρθρο\s9\sπαρ\.\s2\sστοιχ\.\sστ΄/ : /Article 9\(2\)\(f\)/);
    expect(privacy).not.toMatch(lang === 'el' ? /9\sπαρ\.\s2\sστοιχ\.\sα΄|συγκατάθεσή σας/ : /9\(2\)\(a\)|your (explicit )?consent/);
    for (const host of firm.processors.filter((p) => p.role === 'hosting' || p.role === 'cdn')) {
      const line = privacy.split('\n').find((l) => l.startsWith(`${host.name}:`));
      expect(line, host.name).toBeDefined();
      if (typeof host.requestLogDays === 'number' && host.requestLogDays > 0) expect(line).toContain(String(host.requestLogDays));
    }
    await page.context().close();
  });

  it.each(locales)('in %s: home and about count the years from the founding year and say what the office works on', async (lang) => {
    const page = await browser.newPage();
    const years = experienceYears(firm.foundedYear, new Date());
    await page.goto(localizePath(lang, '/'));
    const home = await page.locator('main').innerText();
    expect(home).toContain(`${years}+`);
    expect(home).toContain(String(firm.foundedYear));
    expect(home).toContain(firm.practice[lang]);
    await page.goto(localizePath(lang, '/about'));
    const about = await page.locator('main').innerText();
    expect(about).toContain(String(firm.foundedYear));
    expect(about).toContain(languageList(firmLanguages(), lang));
    await page.context().close();
  });
});

describe('the services page', () => {
  it.each(locales)(
    'in %s: each service says who it is for, what the firm does, what to bring, the fees, and links to its guides',
    async (lang) => {
      const page = await browser.newPage();
      await page.goto(localizePath(lang, '/services'));
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
        // Each link leads to a guide that is there.
        for (const link of links) expect((await page.request.get(link)).status(), link).toBe(200);
      }
      await page.context().close();
    },
  );
});
