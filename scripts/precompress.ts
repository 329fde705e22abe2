/**
 * Writes .br and .gz beside every compressible file of the build, once, at build time, so that the
 * server sends compressed bytes without compressing per request.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { filesUnder } from '../src/lib/files-under.ts';

const dist = process.argv[2] ?? 'dist';
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

let count = 0;
for (const file of await filesUnder(dist)) {
  if (!COMPRESSIBLE.has(extname(file))) continue;
  const body = await readFile(file);
  if (body.length < 256) continue;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  count++;
}
// The marker `npm start` compares with the sources to know whether the build is current.
await writeFile(join(dist, '.build-complete'), `${new Date().toISOString()}\n`);
console.log(`precompress: ${count} files compressed (brotli and gzip) in ${dist}`);
