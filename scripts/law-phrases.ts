/**
 * `npm run law:phrases`: every phrase that states a period outside the register of the law (src/content/law/),
 * by file, with the allowed ones and their reasons apart, and the count. What the build refuses is the
 * count of phrases not allowed; this prints them all, so that a lawyer or an editor sees where periods stand.
 */
import { phrasesIn } from '../src/lib/law/law-check.ts';
import { readLawTextFiles } from '../src/lib/law/register-files.ts';

const phrases = phrasesIn(readLawTextFiles());
const outside = phrases.filter((p) => !p.allowed);
const allowed = phrases.filter((p) => p.allowed);
const verbose = process.argv.includes('--list');
if (verbose) for (const p of outside) console.log(`${p.path}:${p.line}: ${p.text}`);
const byFile = new Map<string, number>();
for (const p of outside) byFile.set(p.path, (byFile.get(p.path) ?? 0) + 1);
for (const [path, count] of [...byFile].sort((a, b) => b[1] - a[1])) console.log(`${String(count).padStart(4)}  ${path}`);
console.log(`${outside.length} period phrases outside the register; ${allowed.length} allowed as not rules (src/lib/law/not-rules.ts).`);
process.exitCode = outside.length ? 1 : 0;
