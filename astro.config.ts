import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { defaultLang, locales } from './src/i18n/locales.ts';
import { siteUrl } from './src/config/site.ts';

export default defineConfig({
  site: siteUrl,
  trailingSlash: 'never',
  build: { format: 'directory', inlineStylesheets: 'never' },
  i18n: {
    locales: [...locales],
    defaultLocale: defaultLang,
    routing: { prefixDefaultLocale: false },
  },
  integrations: [react(), mdx()],
  markdown: { syntaxHighlight: false },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: { plugins: [tailwindcss()] },
});
