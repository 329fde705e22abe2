import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { defaultLang, locales } from './src/i18n/locales.ts';
import { siteUrl } from './src/config/site.ts';
import { typesetPlugin } from './src/lib/typeset-plugin.ts';
import { guideCheck } from './src/integrations/guide-check.ts';

export default defineConfig({
  site: siteUrl,
  trailingSlash: 'never',
  // Inlined, the styles arrive with the page instead of a round trip later, and the page paints as soon as it has arrived.
  build: { format: 'directory', inlineStylesheets: 'always' },
  i18n: {
    locales: [...locales],
    defaultLocale: defaultLang,
    routing: { prefixDefaultLocale: false },
  },
  integrations: [guideCheck(), react(), mdx()],
  markdown: { syntaxHighlight: false, processor: satteri({ hastPlugins: [typesetPlugin] }) },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: { plugins: [tailwindcss()] },
});
