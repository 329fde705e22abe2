import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { defaultLang, locales } from './src/i18n/locales.ts';
import { siteEnvSchema } from './src/config/site-env.ts';
import { typesetPlugin } from './src/lib/typeset-plugin.ts';
import { buildOutput } from './src/integrations/build-output.ts';
import { guideCheck } from './src/integrations/guide-check.ts';
import { interactionDirective } from './src/integrations/interaction-directive.ts';
import { editor } from './src/integrations/editor.ts';

// The config is read before `astro:env` checks the variables, so SITE_URL becomes Astro's `site` only once
// it is a URL: a bad one is then reported by that check, with the others, in its one format.
const siteUrl = process.env.SITE_URL?.trim().replace(/\/+$/, '');

export default defineConfig({
  site: siteUrl && URL.canParse(siteUrl) ? siteUrl : siteEnvSchema.SITE_URL.default,
  env: { schema: siteEnvSchema },
  trailingSlash: 'never',
  // Styles inline in every page ('always') rather than a cached stylesheet ('never'; 'auto' is the same here, the
  // sheets being over Vite's 4 KB limit). Measured 2026-11-24, `npm run bench -- --baseline` with applied
  // throttling, medians of 3 runs on home, the longest guides and contact in both languages: with a linked
  // sheet LCP was 1.27–1.65× that with inline styles on five of the six (/contact 1.64 s against 1.00 s;
  // the English home, whose LCP is its photograph, 0.96×). On a slow phone the sheet is one more request
  // (562 ms of latency) before the first paint, while inline it adds 6.2 KB compressed to a page (9.0 KB to a
  // guide or notice), about 35–50 ms there. The price is paid again on every page, instead of once.
  // One file per page ('/en/about' => en/about.html) rather than a folder with an index: static hosts serve a
  // file's URL without the '.html' and without a redirect, where they answer a folder's with a 301/307/308 to
  // '/en/about/' (Netlify, Cloudflare, S3 website endpoints; tests/site/static-hosts.test.ts follows each
  // host's rules over every sitemap URL). The language's 404 is then en/404.html, where Cloudflare looks first.
  build: { format: 'file', inlineStylesheets: 'always' },
  i18n: {
    locales: [...locales],
    defaultLocale: defaultLang,
    routing: { prefixDefaultLocale: false },
  },
  // The islands are React components (src/islands/); when each hydrates is set where it is used, as late as its
  // fallback without JavaScript allows: Astro's own directives, and `client:interaction` for the header's two,
  // whose fallbacks serve until the visitor's first move (docs/islands.md).
  // buildOutput last: it finishes dist/ after every page is written (sitemap check, headers, service worker, compression).
  integrations: [guideCheck(), interactionDirective(), react(), mdx(), ...(await editor()), buildOutput()],
  markdown: { syntaxHighlight: false, processor: satteri({ hastPlugins: [typesetPlugin] }) },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: { plugins: [tailwindcss()] },
});
