import { describe, expect, it } from 'vitest';
import { pagesMissingFromSitemap, urlOfBuiltFile } from '../../src/integrations/build-output/sitemap-check.ts';

const dist = '/site/dist';
const page = (robots?: string) => `<!doctype html><html><head>${robots ? `<meta name="robots" content="${robots}">` : ''}</head></html>`;
const sitemap = `<?xml version="1.0"?><urlset><url><loc>https://www.example.gr/</loc></url><url><loc>https://www.example.gr/en/about</loc></url></urlset>`;

function files(pages: Record<string, string>) {
  const all: Record<string, string> = { [`${dist}/sitemap.xml`]: sitemap, ...pages };
  return async (file: string) => {
    const text = all[file];
    if (text === undefined) throw new Error(`no ${file}`);
    return text;
  };
}

describe('the build’s check that every indexable page is in the sitemap', () => {
  it('maps built files to the paths they answer', () => {
    expect(urlOfBuiltFile(dist, `${dist}/index.html`)).toBe('/');
    expect(urlOfBuiltFile(dist, `${dist}/en.html`)).toBe('/en');
    expect(urlOfBuiltFile(dist, `${dist}/en/about.html`)).toBe('/en/about');
  });

  it('names the source file of a page that is neither listed nor noindex', async () => {
    const built = [
      { source: 'src/pages/[...lang]/index.astro', file: `${dist}/index.html` },
      { source: 'src/pages/[...lang]/about.astro', file: `${dist}/en/about.html` },
      { source: 'src/pages/[...lang]/start.astro', file: `${dist}/en/start.html` },
      { source: 'src/pages/[...lang]/offline.astro', file: `${dist}/en/offline.html` },
      { source: 'src/pages/[...lang]/manifest.webmanifest.ts', file: `${dist}/en/manifest.webmanifest` },
    ];
    const read = files({
      [`${dist}/index.html`]: page(),
      [`${dist}/en/about.html`]: page(),
      [`${dist}/en/start.html`]: page(),
      [`${dist}/en/offline.html`]: page('noindex'),
    });
    expect(await pagesMissingFromSitemap(dist, built, read)).toEqual([{ source: 'src/pages/[...lang]/start.astro', url: '/en/start' }]);
  });
});
