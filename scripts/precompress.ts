/**
 * Writes .br and .gz beside every compressible file of the build, once, at build time, so that the
 * server sends compressed bytes without compressing per request.
 *
 * Brotli at its best quality is slow (about 20 CPU-seconds for the whole site, most of a build's time after
 * Astro's), and from one build to the next nearly every file comes out the same. So each file's compressed
 * copies are kept in node_modules/.cache/precompress under a hash of its bytes, reused when the same bytes come
 * again, and the entries no build used are removed. The bytes written are those compression gives; only the
 * time is saved.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { filesUnder } from '../src/lib/files-under.ts';

const dist = process.argv[2] ?? 'dist';
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.webmanifest']);
const CACHE = 'node_modules/.cache/precompress';
/** Part of every key: a change in how files are compressed makes every entry new. */
const SETTINGS = 'brotli 11, gzip 9';

interface Compressed {
  br: Buffer;
  gz: Buffer;
}

function compress(body: Buffer): Compressed {
  return {
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gz: gzipSync(body, { level: 9 }),
  };
}

await mkdir(CACHE, { recursive: true });
const used = new Set<string>();

/** Writes an entry whole or not at all: a build reading the cache at the same moment never sees half of one. */
async function keep(path: string, bytes: Buffer) {
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, path);
}

/** The compressed copies of `body`, from the cache when these bytes were compressed before. */
async function compressed(body: Buffer): Promise<Compressed> {
  const key = createHash('sha256').update(SETTINGS).update(body).digest('hex');
  used.add(`${key}.br`).add(`${key}.gz`);
  const [br, gz] = [join(CACHE, `${key}.br`), join(CACHE, `${key}.gz`)];
  try {
    return { br: await readFile(br), gz: await readFile(gz) };
  } catch {
    const made = compress(body);
    await keep(br, made.br);
    await keep(gz, made.gz);
    return made;
  }
}

let count = 0;
for (const file of await filesUnder(dist)) {
  if (!COMPRESSIBLE.has(extname(file))) continue;
  const body = await readFile(file);
  if (body.length < 256) continue;
  const { br, gz } = await compressed(body);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  count++;
}
// Only the last build's entries are kept: the cache never grows past one build's worth.
for (const entry of await readdir(CACHE)) if (!used.has(entry)) await rm(join(CACHE, entry), { force: true });

// The marker `npm start` compares with the sources to know whether the build is current.
await writeFile(join(dist, '.build-complete'), `${new Date().toISOString()}\n`);
console.log(`precompress: ${count} files compressed (brotli and gzip) in ${dist}`);
