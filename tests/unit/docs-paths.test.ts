import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The docs name the project's files in backticks (`src/config/firm.ts`, `../contact-schema.ts`): each such path
 * must exist, so that a file moved or renamed takes its docs with it. A path with a wildcard or a placeholder
 * (`src/islands/*.tsx`, `<slug>.mdx`) names no one file and is not checked.
 */
const markdown = execFileSync('git', ['ls-files', '*.md'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const fromRoot = /^(?:src|server|supabase|tests|scripts|docs|deploy|bench|public|\.ci|\.github)\//;

it('every path a Markdown file names in backticks exists', () => {
  const missing: string[] = [];
  let checked = 0;
  for (const file of markdown) {
    for (const [, written] of readFileSync(file, 'utf8').matchAll(/`([^`\s]+)`/g)) {
      if (/[<>*{}…|$]/.test(written!)) continue;
      const path = written!.replace(/[:#].*$/, '').replace(/[),.;]+$/, '');
      const relative = path.startsWith('./') || path.startsWith('../');
      if (!relative && !fromRoot.test(path)) continue;
      checked++;
      if (!existsSync(relative ? join(dirname(file), path) : path)) missing.push(`${file}: ${written}`);
    }
  }
  expect(checked).toBeGreaterThan(100);
  expect(missing).toEqual([]);
});
