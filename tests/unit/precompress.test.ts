import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../../src/integrations/build-output/precompress.ts';

/**
 * The build's compressed copies and their cache: the copies hold the file's bytes; a build reuses what an
 * earlier one compressed; an entry other builds used lately is kept (the tests' builds for a static host and in
 * a copy of the project share the cache with `npm run build`), one unused for over a week is dropped.
 */
let root: string;
let dist: string;
let cache: string;
const page = (n: number) => `<!doctype html><title>Page ${n}</title>${'<p>Αποζημίωση μετά από τροχαίο. '.repeat(40)}`;
const DAY = 24 * 60 * 60 * 1000;
const age = (path: string, days: number) => {
  const then = new Date(Date.now() - days * DAY);
  utimesSync(path, then, then);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'precompress-'));
  dist = join(root, 'dist');
  cache = join(root, 'cache');
  mkdirSync(dist);
  writeFileSync(join(dist, 'a.html'), page(1));
  writeFileSync(join(dist, 'tiny.css'), 'p{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes a brotli and a gzip copy that hold the file, and none for a file too small to gain', async () => {
    expect(await precompress(dist, cache)).toBe('precompress: 1 files compressed (brotli and gzip)');
    expect(brotliDecompressSync(readFileSync(join(dist, 'a.html.br'))).toString()).toBe(page(1));
    expect(gunzipSync(readFileSync(join(dist, 'a.html.gz'))).toString()).toBe(page(1));
    expect(readdirSync(dist).sort()).toEqual(['a.html', 'a.html.br', 'a.html.gz', 'tiny.css']);
  });

  it('reuses an earlier build’s copies of the same bytes, and marks them used', async () => {
    await precompress(dist, cache);
    const entries = readdirSync(cache);
    expect(entries).toHaveLength(2);
    // A stand-in in the cache: were the file compressed again, the real copy would be written instead.
    const br = join(
      cache,
      entries.find((entry) => entry.endsWith('.br'))!,
    );
    writeFileSync(br, 'from the cache');
    age(br, 3);
    rmSync(join(dist, 'a.html.br'));
    await precompress(dist, cache);
    expect(readFileSync(join(dist, 'a.html.br'), 'utf8')).toBe('from the cache');
    expect(Date.now() - statSync(br).mtimeMs).toBeLessThan(DAY);
  });

  it('keeps another build’s entries used within the week, and drops those unused for longer', async () => {
    await precompress(dist, cache);
    const [first, second] = readdirSync(cache).sort();
    writeFileSync(join(dist, 'a.html'), page(2));
    age(join(cache, first!), 2);
    age(join(cache, second!), 8);
    await precompress(dist, cache);
    const kept = readdirSync(cache);
    expect(kept).toContain(first);
    expect(kept).not.toContain(second);
    expect(kept).toHaveLength(3);
  });
});
