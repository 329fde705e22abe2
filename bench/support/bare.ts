import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse, serialize, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

/** Where the bare copies live in the benchmark's copy of the build: `/en/about` is compared with `/__bare/en/about`. */
export const BARE_PREFIX = '/__bare';

/** `<link rel>` values that fetch something before or while the page paints. */
const FETCHING_LINKS = new Set(['stylesheet', 'preload', 'modulepreload', 'prefetch', 'preconnect', 'dns-prefetch']);

function isStripped(node: Node): boolean {
  if (!('tagName' in node)) return false;
  if (['script', 'style', 'img', 'picture', 'source', 'noscript'].includes(node.tagName)) return true;
  if (node.tagName !== 'link') return false;
  const rel = node.attrs.find((a) => a.name === 'rel')?.value ?? '';
  return rel.split(/\s+/).some((r) => FETCHING_LINKS.has(r.toLowerCase()));
}

function strip(node: Node): void {
  const parent = node as { childNodes?: Node[]; content?: Node };
  if (parent.childNodes) {
    parent.childNodes = parent.childNodes.filter((child) => !isStripped(child));
    parent.childNodes.forEach(strip);
  }
  if (parent.content) strip(parent.content);
}

/**
 * The page as bare HTML: the same document without its scripts, stylesheets (linked or inline), images
 * and preloads. It paints with the browser's own styles as soon as its bytes arrive: the floor that the
 * real page's LCP is compared with.
 */
export function barePage(html: string): string {
  const document = parse(html);
  strip(document);
  return serialize(document);
}

/**
 * Writes the bare copy of each page into `distDir` under {@link BARE_PREFIX}, compressed as
 * scripts/precompress.ts compresses the real pages, so that our server sends both the same way.
 * Call before the server loads the build.
 */
export function writeBareCopies(distDir: string, paths: string[]): void {
  for (const path of paths) {
    const html = barePage(readFileSync(join(distDir, path, 'index.html'), 'utf8'));
    const file = join(distDir, BARE_PREFIX, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    const body = Buffer.from(html);
    writeFileSync(file, body);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}
