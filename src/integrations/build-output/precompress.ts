/**
 * Writes .br and .gz beside every compressible file of the build, once, at build time, so that the
 * server sends compressed bytes without compressing per request.
 *
 * Brotli at its best quality is slow (about 20 CPU-seconds for the whole site, most of a build's time after
 * Astro's), and from one build to the next nearly every file comes out the same. So each file's compressed
 * copies are kept in node_modules/.cache/precompress under a hash of its bytes, reused when the same bytes come
 * again. The bytes written are those compression gives; only the time is saved. Files are compressed on libuv's
 * thread pool, a few at a time, so every core takes part.
 *
 * An entry is dropped once no build has used it for a week, not at the next build that does not: builds of the
 * same checkout with other settings (the tests build the site for a static host and in a copy of the project,
 * and share this cache) would otherwise each throw the others' entries away, and the next `npm run build`
 * compressed the whole site again, 11 CPU-seconds more than a build that finds its entries.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { filesUnder } from '../../lib/files-under.ts';

const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.webmanifest']);
/** Part of every key: a change in how files are compressed makes every entry new. */
const SETTINGS = 'brotli 11, gzip 9';
/** How long an entry no build uses is kept. */
const KEPT_UNUSED_MS = 7 * 24 * 60 * 60 * 1000;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

interface Compressed {
  br: Buffer;
  gz: Buffer;
}

async function compress(body: Buffer): Promise<Compressed> {
  const [b, g] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  return { br: b, gz: g };
}

/** Writes an entry whole or not at all: a build reading the cache at the same moment never sees half of one. */
async function keep(path: string, bytes: Buffer) {
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, path);
}

/** Compresses every compressible file of `dist`, with `cache` (a folder) as the store of earlier builds' results. */
export async function precompress(dist: string, cache: string): Promise<string> {
  await mkdir(cache, { recursive: true });
  const used = new Set<string>();

  /** The compressed copies of `body`, from the cache when these bytes were compressed before. */
  async function compressed(body: Buffer): Promise<Compressed> {
    const key = createHash('sha256').update(SETTINGS).update(body).digest('hex');
    used.add(`${key}.br`).add(`${key}.gz`);
    const [br, gz] = [join(cache, `${key}.br`), join(cache, `${key}.gz`)];
    try {
      const found = { br: await readFile(br), gz: await readFile(gz) };
      // Its time of last use, which the clean-up below reads.
      const now = new Date();
      await Promise.all([utimes(br, now, now), utimes(gz, now, now)]);
      return found;
    } catch {
      const made = await compress(body);
      await keep(br, made.br);
      await keep(gz, made.gz);
      return made;
    }
  }

  const files = (await filesUnder(dist)).filter((file) => COMPRESSIBLE.has(extname(file)));
  let count = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const body = await readFile(file);
      if (body.length < 256) continue;
      const { br, gz } = await compressed(body);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      count++;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  const unusedSince = Date.now() - KEPT_UNUSED_MS;
  for (const entry of await readdir(cache)) {
    if (used.has(entry)) continue;
    const path = join(cache, entry);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: 0 }));
    if (mtimeMs < unusedSince) await rm(path, { force: true });
  }
  return `precompress: ${count} files compressed (brotli and gzip)`;
}
