import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, relative, sep } from 'node:path';
import { serviceWorkerUrl } from '../../src/config/offline.ts';
import { filesUnder } from '../../src/lib/files-under.ts';

/** One built file held in memory with its precompressed variants (written by scripts/precompress.ts). */
export interface SiteFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** Hashes of an HTML page's inline <script> blocks (Astro's island loader among them), for its CSP. */
  scriptHashes: string[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/** sha256 sources of every inline script of a page, as CSP wants them. */
export function inlineScriptHashes(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) found.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
  return [...found];
}

/** Files the build writes for static hosts (their headers rules): instructions to a host, never pages of this one. */
const STATIC_HOST_FILES = new Set(['/_headers', '/_redirects']);

function cacheControlFor(urlPath: string, type: string): string {
  // Astro fingerprints everything under /_astro/: a changed file gets a new name.
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  // The browser checks these for a new deploy: they must always be revalidated, like the pages.
  if (type.startsWith('text/html') || urlPath === serviceWorkerUrl || urlPath.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=3600, must-revalidate';
}

/**
 * Reads the whole built site into memory once, at start-up, keyed by the path of its file ('/about.html').
 * Serving then never touches the disk.
 */
export async function loadSite(distDir: string): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>();
  const all = await filesUnder(distDir);
  const present = new Set(all);
  for (const file of all) {
    if (file.endsWith('.br') || file.endsWith('.gz') || /(^|[\\/])\.[^\\/]+$/.test(file)) continue;
    const urlPath = '/' + relative(distDir, file).split(sep).join('/');
    if (STATIC_HOST_FILES.has(urlPath)) continue;
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const body = await readFile(file);
    const br = present.has(`${file}.br`) ? await readFile(`${file}.br`) : undefined;
    const gzip = present.has(`${file}.gz`) ? await readFile(`${file}.gz`) : undefined;
    files.set(urlPath, {
      body,
      br,
      gzip,
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: cacheControlFor(urlPath, type),
      scriptHashes: type.startsWith('text/html') ? inlineScriptHashes(body.toString('utf8')) : [],
    });
  }
  return files;
}
