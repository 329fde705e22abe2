import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServiceWorker } from './build-output/service-worker.ts';
import { inlinePageStyles } from './build-output/page-styles.ts';
import { precompress } from './build-output/precompress.ts';
import { pagesMissingFromSitemap } from './build-output/sitemap-check.ts';
import { writeStaticHeaders } from './build-output/static-headers.ts';
import { parseContactServiceUrl } from '../lib/contact/contact-service.ts';

/**
 * What `astro build` adds to Astro's pages, in order, so that the one command leaves the whole of dist/:
 * first a check that every indexable page is in the sitemap (a new page not registered in sitePaths() stops
 * the build, naming its file); then each page's own styles inline, the site's stylesheets linked at its end
 * (./build-output/page-styles.ts); then dist/_headers and dist/.headers.caddy (the security headers, with the
 * hashes of the pages' inline scripts); then the service worker, whose precache lists the finished pages;
 * then the brotli and gzip copies of every text file (unless PRECOMPRESS is false); last the marker of a
 * finished build.
 */
/** The marker `npm start` and the tests of the built site read: written last, so present only on a finished build. */
const BUILD_COMPLETE = '.build-complete';

export function buildOutput(): AstroIntegration {
  let root = process.cwd();
  /** Each page route's source file, by the route's pattern. */
  const sources = new Map<string, string>();
  return {
    name: 'build-output',
    hooks: {
      'astro:config:setup': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:routes:resolved': ({ routes }) => {
        sources.clear();
        for (const route of routes) if (route.type === 'page' && route.origin === 'project') sources.set(route.pattern, route.entrypoint);
      },
      'astro:build:done': async ({ dir, assets, logger }) => {
        const dist = fileURLToPath(dir);
        const built = [...assets].flatMap(([pattern, urls]) =>
          urls.map((url) => ({ source: sources.get(pattern), file: fileURLToPath(url) })),
        );
        const missing = await pagesMissingFromSitemap(dist, built, (file) => readFile(file, 'utf8'));
        if (missing.length) {
          const bySource = Map.groupBy(missing, ({ source }) => source ?? '(a page of an integration)');
          const lines = [...bySource].map(([source, pages]) => `- ${source}: ${pages.map(({ url }) => url).join(', ')}`);
          throw new Error(
            `Pages missing from the sitemap:\n${lines.join('\n')}\nAdd the page's path to sitePaths() in src/lib/site-pages.ts or, if search engines should not list it, pass \`noindex\` to its layout (docs/development.md, "Add a page").`,
          );
        }
        const styles = await inlinePageStyles(
          dist,
          built.map(({ file }) => file).filter((file) => file.endsWith('.html')),
        );
        logger.info(
          `page styles: ${styles.pages} pages, inline ${Math.round(styles.before / 1024)} KB before, ${Math.round(styles.after / 1024)} KB after`,
        );
        // Checked by astro:env before any page was built (src/config/site-env.ts), which also put the .env files' values into process.env.
        logger.info(await writeStaticHeaders(dist, parseContactServiceUrl(process.env.PUBLIC_FUNCTIONS_URL)));
        logger.info(await buildServiceWorker(dist));
        if (process.env.PRECOMPRESS === 'false') logger.info('precompress: left out (PRECOMPRESS=false)');
        else logger.info(await precompress(dist, join(root, 'node_modules/.cache/precompress')));
        // `npm start` compares its time with the sources' to know whether the build is current.
        await writeFile(join(dist, BUILD_COMPLETE), `${new Date().toISOString()}\n`);
      },
    },
  };
}
