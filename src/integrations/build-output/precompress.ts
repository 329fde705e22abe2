/**
 * Writes .br and .gz beside every compressible file of the build, once, at build time, so that the
 * server sends compressed bytes without compressing per request.
 *
 * Brotli at its best quality is slow (about 20 CPU-seconds for the whole site, most of a build's time after
 * Astro's), and from one build to the next nearly every file comes out the same. So each file's compressed
 * copies are kept in node_modules/.cache/precompress under a hash of its bytes, reused when the same bytes come
 * again, and the entries no build used are removed. The bytes written are those compression gives; only the
 * time is saved. Files are compressed on libuv's thread pool, a few at a time, so every core takes part.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { filesUnder } from '../../lib/files-under.ts';

const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.webmanifest']);
/** Part of every key: a change in how files are compressed makes every entry new. */
const SETTINGS = 'brotli 11, gzip 9';
/** The marker `npm start` and the tests of the built site read: written last, so present only on a finished build. */
export const BUILD_COMPLETE = '.build-complete';

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
      return { br: await readFile(br), gz: await readFile(gz) };
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
  // Only the last build's entries are kept: the cache never grows past one build's worth.
  for (const entry of await readdir(cache)) if (!used.has(entry)) await rm(join(cache, entry), { force: true });

  // The marker `npm start` compares with the sources to know whether the build is current.
  await writeFile(join(dist, BUILD_COMPLETE), `${new Date().toISOString()}\n`);
  return `precompress: ${count} files compressed (brotli and gzip)`;
}
