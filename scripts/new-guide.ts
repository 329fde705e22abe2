/**
 * `npm run new-guide -- <slug>`: writes src/content/articles/<lang>/<slug>.mdx for every language of the
 * registry (el/ and en/), a guide with valid frontmatter and the usual parts to fill in, placed after the last guide; then says what next.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { localizePath, locales } from '../src/i18n/locales.ts';
import { checkGuides } from '../src/lib/guides/guide-check.ts';
import { readGuideFiles } from '../src/lib/guides/guide-files.ts';
import { guideSlugPattern } from '../src/lib/guides/guide-schema.ts';
import { fillInMarks, guideSkeleton } from '../src/lib/guides/guide-skeleton.ts';

const slug = process.argv[2];
const fail = (message: string) => {
  console.error(message);
  process.exit(1);
};
if (!slug)
  fail(
    'Name the guide: npm run new-guide -- <slug>, for example npm run new-guide -- whiplash-claims.\nThe slug becomes its address: /articles/whiplash-claims.',
  );
if (!guideSlugPattern.test(slug!)) {
  fail(`"${slug}" cannot be a guide's address: use lower-case latin letters, digits and hyphens, for example "whiplash-claims".`);
}
const paths = locales.map((lang) => `src/content/articles/${lang}/${slug}.mdx`);
const taken = paths.filter((p) => existsSync(p));
if (taken.length) fail(`A guide "${slug}" exists already (${taken.join(', ')}). Choose another name, or edit that guide.`);

const { guides } = checkGuides(readGuideFiles());
const order = Math.max(0, ...guides.map((g) => g.data.order)) + 1;
const first = guides.filter((g) => !g.data.draft).sort((a, b) => a.data.order - b.data.order)[0];
const related = first?.file.slug ?? 'car-accident-guide';
const today = new Date().toISOString().slice(0, 10);

for (const lang of locales) {
  const path = join('src/content/articles', lang, `${slug}.mdx`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, guideSkeleton(lang, { order, related, today }));
}

const two = locales.length === 2;
const files = two ? 'the two files' : `the ${locales.length} files`;
const each = two ? 'both files' : `all ${locales.length} files`;
const Each = each[0]!.toUpperCase() + each.slice(1);
const marks = locales.map((lang) => `"${fillInMarks[lang]}"`).join(' / ');
const pages = locales.map((lang, i) => `${i ? '' : 'http://localhost:4321'}${localizePath(lang, `/articles/${slug}`)}`).join(' and ');

console.log(`Wrote ${files} of the guide "${slug}" (order ${order}, after the last guide):
  ${paths.join('\n  ')}

Next:
  1. Write ${each}: the frontmatter (title, subtitle, description, icon, related, summary, sources) and the text.
     Replace every ${marks}; list the guide's real laws and court decisions under sources, the same in
     ${each}, and delete the verify note about them. ${Each} keep the same headings and components
     in the same order. src/content/articles/README.md lists the fields and the components.
  2. See it as you write: npm run dev, then ${pages}.
     To keep it off the built site until it is ready, add "draft: true" to ${each}.
  3. npm run build checks ${each} and says in plain words anything to fix.
  4. When a lawyer of the firm has reviewed it, add reviewedBy: "<the lawyer's name>" and reviewed: YYYY-MM-DD.
     Until then the page says "Last updated". npm run preflight lists what still stops a launch.
  5. Commit ${files}: git add ${paths.join(' ')}`);
