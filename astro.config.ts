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
  // Stylesheets as files: the build then puts each page's own styles inline and links the files at the end of
  // its body (src/integrations/build-output/page-styles.ts; the measurements in docs/performance.md).
  // One file per page ('/en/about' => en/about.html) rather than a folder with an index: static hosts serve a
  // file's URL without the '.html' and without a redirect, where they answer a folder's with a 301/307/308 to
  // '/en/about/' (Netlify, Cloudflare, S3 website endpoints; tests/site/static-hosts.test.ts follows each
  // host's rules over every sitemap URL). The language's 404 is then en/404.html, where Cloudflare looks first.
  build: { format: 'file', inlineStylesheets: 'never' },
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
