import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './helpers/sites.ts';
import { firm } from '../../src/config/firm.ts';
import { roadsidePaths } from '../../src/config/offline.ts';
import { buildServiceWorker } from '../../src/integrations/build-output/service-worker.ts';
import { localizePath, locales, type Lang } from '../../src/i18n/locales.ts';
import { attr, builtHtmlPages, distDir, elements, parseHtml, readBuilt, textOf } from '../support/built-site.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { cachedPaths, cacheNames, waitForServiceWorker } from '../support/service-worker.ts';
import { pageHydrated } from './helpers/islands.ts';
import { text } from './support.ts';

// Every test here is about the service worker, which the other specs keep out.
test.use({ serviceWorkers: 'allow' });

/**
 * The site at the roadside, so on a phone: after one visit, the roadside pages open without a network in the
 * language of that visit, a page never opened shows the offline page with the firm's phones, a new build
 * replaces the old caches, and the site installs like an app (Chromium's own manifest and installability checks).
 */

/** Text of a built page's <main>, whitespace collapsed: what the visitor must be able to read. */
const builtMainText = (url: string) => textOf(elements(parseHtml(readBuilt(url)), 'main')[0]!);

/** Text of the page's <main> as served, read before any island hydrates. */
const mainText = (page: Page) => page.evaluate(() => (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ').trim());

/** A stylesheet applied: the body's font is the site's, not the browser's default serif. */
const styled = async (page: Page) =>
  expect(await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily)).not.toMatch(/^"?Times/);

test.describe('offline reading', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });

  for (const lang of locales) {
    test(`in ${lang}: after one visit, the roadside pages open offline with their full text; other pages show the offline page`, async ({
      page,
      context,
    }) => {
      // A page that is not one of the roadside pages: the worker keeps it too, though it was opened before the worker existed.
      const first = localizePath(lang, '/about');
      await page.goto(first);
      await waitForServiceWorker(page);
      await context.setOffline(true);

      for (const path of roadsidePaths) {
        const url = localizePath(lang, path);
        const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
        expect(response?.status(), url).toBe(200);
        await expect(page.locator('html'), url).toHaveAttribute('lang', lang);
        // The page as served, before its island runs: the path's island shows its first question in place of the
        // whole form once hydrated, which may be before the text is read.
        expect(textOf(elements(parseHtml(await response!.text()), 'main')[0]!), url).toBe(builtMainText(url));
      }
      await page.goto(first, { waitUntil: 'domcontentloaded' });
      expect(await mainText(page), first).toBe(builtMainText(first));

      // Never opened: the offline page in the language of the path, with the phones as tel: links.
      const unvisited = localizePath(lang, '/services');
      await page.goto(unvisited, { waitUntil: 'domcontentloaded' });
      expect(page.url()).toMatch(new RegExp(`${unvisited}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'offline.title'));
      for (const phone of [firm.mobile, firm.landline])
        await expect(page.locator(`a[href="tel:${phone.tel}"]`)).toContainText(phone.display);
      const links = await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toEqual(roadsidePaths.map((path) => localizePath(lang, path)));
      // Styled: the stylesheet came from the precache as well.
      await styled(page);
    });
  }

  test('online, pages come from the network first: a page kept offline is fresh again once back online', async ({ page }) => {
    await page.goto('/en/contact');
    await waitForServiceWorker(page);
    // The worker answered this navigation and kept it; what the network sends now is what is shown.
    const response = await page.goto('/en/contact');
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.headers()['content-security-policy']).toContain("worker-src 'self'");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textOf(elements(parseHtml(readBuilt('/en/contact')), 'h1')[0]!));
  });
});

test.describe('what the worker keeps of a visitor’s answers', { tag: '@phone' }, () => {
  /** Every address (path and query) held in this origin's page caches. */
  const keptPages = (page: Page) =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of (await caches.keys()).filter((n) => n.startsWith('pages-')))
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname + new URL(request.url).search);
      return urls;
    });

  test('no page whose address carries answers is kept, offline such an address gets its page, and "delete everything" clears what an earlier worker kept', async ({
    page,
    context,
  }) => {
    await page.goto('/en/about');
    await waitForServiceWorker(page);
    const withAnswers = [
      '/en/start?role=pedestrian&harm=died&date=2026-11-20',
      '/en/deadlines?accident=2026-11-02',
      '/en/contact?message=SECRET1',
    ];
    for (const url of withAnswers) await page.goto(url);
    await page.goto('/en/how-we-work');
    const kept = await keptPages(page);
    // The worker keeps the pages opened (the test could not fail otherwise), none with its query.
    expect(kept).toContain('/en/how-we-work');
    expect(kept.filter((url) => url.includes('?'))).toEqual([]);

    // Offline, an address with answers opens its page (kept or precached), not the offline page.
    await context.setOffline(true);
    await page.goto('/en/deadlines?accident=2026-11-03', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textOf(elements(parseHtml(readBuilt('/en/deadlines')), 'h1')[0]!));
    await context.setOffline(false);

    // A worker of an earlier build kept such pages: "delete everything" on the journal drops them.
    await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith('pages-'))!;
      await (await caches.open(name)).put('/en/start?role=pedestrian&harm=died', new Response('<p>kept by an earlier worker</p>'));
    });
    expect(await keptPages(page)).toContain('/en/start?role=pedestrian&harm=died');
    await page.goto('/en/journal');
    await pageHydrated(page);
    await page.getByLabel(text('en', 'journal.description'), { exact: true }).fill('One entry');
    await page.getByLabel(text('en', 'journal.kind'), { exact: true }).selectOption('note');
    await page.getByRole('button', { name: text('en', 'journal.add'), exact: true }).click();
    await page.getByRole('button', { name: text('en', 'journal.deleteAll') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: text('en', 'journal.confirmYes') })
      .click();
    await expect(page.getByRole('status')).toHaveText(text('en', 'journal.deletedAll'));
    await expect.poll(async () => (await keptPages(page)).filter((url) => url.includes('?'))).toEqual([]);
    expect(await keptPages(page)).toContain('/en/how-we-work');
  });
});

test.describe('installable', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });

  test('every page links the manifest of its language', () => {
    // The 500 page stands alone on purpose: an error must not depend on the rest of the site.
    const wrong = builtHtmlPages()
      .filter(({ url }) => url !== '/500')
      .flatMap(({ file, url }) => {
        const doc = parseHtml(readFileSync(file, 'utf8'));
        const lang = attr(elements(doc, 'html')[0]!, 'lang') as Lang;
        const links = elements(doc, 'link')
          .filter((l) => attr(l, 'rel') === 'manifest')
          .map((l) => attr(l, 'href'));
        return links.length === 1 && links[0] === localizePath(lang, '/manifest.webmanifest') ? [] : [`${url}: ${JSON.stringify(links)}`];
      });
    expect(wrong).toEqual([]);
  });

  for (const lang of locales) {
    test(`in ${lang}: Chromium reads the manifest without errors and finds the site installable, opening at its own home page`, async ({
      page,
      context,
    }) => {
      await page.goto(localizePath(lang, '/contact'));
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(new URL(url).pathname).toBe(localizePath(lang, '/manifest.webmanifest'));
      expect(errors).toEqual([]);
      // Playwright's contexts are incognito profiles, where Chromium never offers to install; nothing else may be missing.
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
      const manifest = (await (await page.request.get(url)).json()) as Record<string, unknown> & {
        icons: { src: string; sizes: string; purpose: string; type: string }[];
      };
      expect(manifest.name).toBe(firm.name[lang]);
      expect(manifest.short_name).toBe(firm.shortName[lang]);
      expect(manifest.lang).toBe(lang);
      expect(manifest.start_url).toBe(localizePath(lang, '/'));
      expect(String(manifest.start_url).startsWith(String(manifest.scope))).toBe(true);
      expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
      for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
        const png = await page.request.get(icon.src);
        expect(png.headers()['content-type']).toBe('image/png');
        const body = await png.body();
        // Width and height of a PNG, from its IHDR chunk.
        expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
      }
    });
  }

  test('the worker script is revalidated on every visit and sent as JavaScript', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-type']).toMatch(/^text\/javascript/);
  });
});

test.describe('a new build', { tag: '@phone' }, () => {
  const servers: RunningServer[] = [];
  const dirs: string[] = [];
  test.afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Build B: the build as it is with one page's text changed and the language switcher's script renamed,
   * as changed code gets a new hashed name; the worker is generated again over it, as the build does
   * (src/integrations/build-output.ts; without the compressed copies, which the server does without). The worker's generation takes
   * seconds: it runs while build A is served, and `ready` says when it is done.
   */
  function nextBuild(): { dir: string; marker: string; oldAsset: string; newAsset: string; ready: Promise<unknown> } {
    const dir = mkdtempSync(join(tmpdir(), 'law-site-build-b-'));
    dirs.push(dir);
    cpSync(distDir, dir, { recursive: true, filter: (source) => !source.endsWith('.br') && !source.endsWith('.gz') });
    const oldAsset = readdirSync(join(dir, '_astro')).find((f) => /^LanguageSwitcher\..+\.js$/.test(f))!;
    const newAsset = oldAsset.replace(/^LanguageSwitcher\.[^.]+/, 'LanguageSwitcher.NEWBUILD');
    renameSync(join(dir, '_astro', oldAsset), join(dir, '_astro', newAsset));
    const marker = 'Build B: this page changed.';
    for (const page of builtHtmlPages()) {
      const file = join(dir, page.file.slice(distDir.length));
      let html = readFileSync(file, 'utf8').replaceAll(`/_astro/${oldAsset}`, `/_astro/${newAsset}`);
      if (page.url === '/en/contact') html = html.replace('</h1>', `</h1><p id="build-b">${marker}</p>`);
      writeFileSync(file, html);
    }
    const ready = buildServiceWorker(dir);
    return { dir, marker, oldAsset, newAsset, ready };
  }

  test('replaces the old cache: the changed page is shown at once online, then offline, and nothing of the old build is kept', async ({
    browser,
  }) => {
    // Two servers, a copy of the build and two workers installing one after the other.
    test.slow();
    const b = nextBuild();
    const a = await startServer({ RATE_LIMIT_MAX: '1000' });
    servers.push(a);
    const port = new URL(a.url).port;
    const context = await browser.newContext({ baseURL: a.url });
    const page = await context.newPage();
    await page.goto('/en/about');
    const firstWorker = await waitForServiceWorker(page);
    await expect.poll(() => cachedPaths(page)).toContain(`/_astro/${b.oldAsset}`);
    const oldCaches = await cacheNames(page);

    // The same origin now serves build B.
    await b.ready;
    await a.stop();
    const server = await startServer({ PORT: port, DIST_DIR: b.dir, RATE_LIMIT_MAX: '1000' });
    servers.push(server);

    // Online, the new page is seen at once, whole, even while the old worker still controls the tab.
    await page.goto('/en/contact');
    await expect(page.locator('#build-b')).toHaveText(b.marker);
    await styled(page);

    // The browser found the new worker on that navigation; it waits while a page of the old build is open
    // (so no open page loses the scripts it may still load), and takes over once they are closed.
    const registrationState = (p: Page) =>
      p.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: !!registration?.waiting, installing: !!registration?.installing, active: registration?.active?.state };
      });
    await expect.poll(async () => (await registrationState(page)).waiting, { timeout: 20_000 }).toBe(true);
    await page.close();
    const oldPages = oldCaches.find((n) => n.startsWith('pages-'));
    expect(oldPages).toBeTruthy();
    // The waiting worker takes over once no page of the old build is open, and then deletes the old build's
    // caches. A page opened just as the last old one closes can still be taken by the old worker (or its
    // navigation aborted in the hand-over, on a heavily loaded host), and then keeps the new one waiting:
    // such a page is closed and another opened, as a visitor would come back later.
    let next: Page | undefined;
    const settled = async (p: Page) => {
      const state = await registrationState(p);
      return !state.waiting && !state.installing && state.active === 'activated' && !(await cacheNames(p)).includes(oldPages!);
    };
    await expect(async () => {
      await next?.close();
      next = await context.newPage();
      await next.goto('/en', { timeout: 15_000 });
      await expect.poll(() => settled(next!), { timeout: 5_000 }).toBe(true);
    }).toPass({ timeout: 60_000 });
    if (!next) throw new Error('no page of the new build');
    expect(firstWorker).toMatch(/\/sw\.js$/);
    const paths = await cachedPaths(next);
    expect(paths).toContain(`/_astro/${b.newAsset}`);
    expect(paths).not.toContain(`/_astro/${b.oldAsset}`);
    const names = await cacheNames(next);
    for (const name of oldCaches.filter((n) => /^(pages|assets)-/.test(n))) expect(names).not.toContain(name);

    await context.setOffline(true);
    await next.goto('/en/contact', { waitUntil: 'domcontentloaded' });
    await expect(next.locator('#build-b')).toHaveText(b.marker);
    // The page opened under build A was fetched again from build B, and its islands hydrate offline from
    // build B's scripts.
    await next.goto('/en/about', { waitUntil: 'load' });
    expect(await next.content()).toContain(`/_astro/${b.newAsset}`);
    await pageHydrated(next);
    await styled(next);
    await context.close();
  });
});
