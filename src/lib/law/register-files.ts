import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { ruleIdPattern, ruleSchema, type RegisterEntry } from './rule-schema.ts';

/**
 * The register of the law as the build's checks, preflight and the tests read it, outside Astro: the same
 * files and the same schema as the `law` collection (src/content.config.ts), each problem named by file,
 * line and field, in the editors' words.
 */

export const registerDir = (root: string) => join(root, 'src', 'content', 'law');

export interface RegisterFile {
  path: string;
  id: string;
  text: string;
}

export function readRegisterFiles(root = process.cwd()): RegisterFile[] {
  const dir = registerDir(root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({ path: `src/content/law/${name}`, id: name.slice(0, -'.yaml'.length), text: readFileSync(join(dir, name), 'utf8') }));
}

/** Every rule of the register, and what is wrong with any file of it. */
export function checkRegister(files: readonly RegisterFile[]): { entries: RegisterEntry[]; problems: string[] } {
  const entries: RegisterEntry[] = [];
  const problems: string[] = [];
  for (const file of files) {
    if (!ruleIdPattern.test(file.id)) {
      problems.push(`${file.path}: a rule's file name is its id: lower-case latin letters and digits, words joined by hyphens.`);
      continue;
    }
    const lines = new LineCounter();
    const doc = parseDocument(file.text, { lineCounter: lines });
    if (doc.errors.length) {
      const error = doc.errors[0]!;
      problems.push(`${file.path}, line ${lines.linePos(error.pos[0]).line}: ${error.message.split('\n')[0]}`);
      continue;
    }
    const parsed = ruleSchema.safeParse(doc.toJS());
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const node = doc.getIn(issue.path as (string | number)[], true) as { range?: [number, number, number] } | undefined;
        const parent = doc.getIn(issue.path.slice(0, 1) as string[], true) as { range?: [number, number, number] } | undefined;
        const at = node?.range ?? parent?.range;
        const line = at ? `, line ${lines.linePos(at[0]).line}` : '';
        problems.push(`${file.path}${line}, field "${issue.path.join('.') || 'the rule'}": ${issue.message}.`);
      }
      continue;
    }
    entries.push({ id: file.id, ...parsed.data });
  }
  return { entries, problems };
}

/** The register, or an error naming every problem: for scripts and tests, which want the rules or nothing. */
export function readRegister(root = process.cwd()): RegisterEntry[] {
  const { entries, problems } = checkRegister(readRegisterFiles(root));
  if (problems.length) throw new Error(`The register of the law (src/content/law/) has problems:\n${problems.join('\n')}`);
  return entries;
}

/**
 * The texts that may state the law and must take it from the register: the guides and notices in every
 * language, the UI strings, the what-happened path's rules, the public services' cards and the written claim's sentences.
 */
export function readLawTextFiles(root = process.cwd()): { path: string; text: string }[] {
  const under = (folder: string, ext: string): string[] => {
    const dir = join(root, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith(ext) && !name.endsWith('README.md'))
      .map((name) => `${folder}/${name.split('\\').join('/')}`)
      .sort();
  };
  const paths = [
    ...under('src/content/articles', '.mdx'),
    ...under('src/content/pages', '.mdx'),
    ...under('src/i18n/ui', '.ts').filter((p) => !/\/(index|types)\.ts$/.test(p)),
    'src/config/start-path.ts',
    'src/config/public-services.ts',
    // The written claim's fixed sentences: its period is the register's, never typed.
    'src/config/claim-letter.ts',
  ];
  return paths.filter((p) => existsSync(join(root, p))).map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}
