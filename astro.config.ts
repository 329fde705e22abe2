import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import type { AstroIntegration } from 'astro';
import { defineConfig } from 'astro/config';
import { defaultLang, locales } from './src/i18n/locales.ts';
import { siteUrl } from './src/config/site.ts';
import { guideCheck } from './src/integrations/guide-check.ts';

/** Registers `client:afterpaint`, the hydration directive every island uses (see its file for why). */
const afterPaintDirective: AstroIntegration = {
  name: 'client-afterpaint',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'afterpaint', entrypoint: './src/islands/directives/after-paint.ts' });
    },
  },
};

export default defineConfig({
  site: siteUrl,
  trailingSlash: 'never',
  build: { format: 'directory', inlineStylesheets: 'never' },
  i18n: {
    locales: [...locales],
    defaultLocale: defaultLang,
    routing: { prefixDefaultLocale: false },
  },
  integrations: [guideCheck(), react(), mdx(), afterPaintDirective],
  markdown: { syntaxHighlight: false },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: { plugins: [tailwindcss()] },
});
