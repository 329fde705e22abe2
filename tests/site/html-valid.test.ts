import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { builtHtmlPages, distDir } from '../support/built-site.ts';
import { NOT_SENT_PATH } from '../../src/lib/contact/result-pages.ts';
import { localizePath } from '../../src/i18n/locales.ts';

/**
 * Every built page through the W3C Nu HTML Checker (the `vnu-jar` package, run by the `java` on PATH),
 * in one Java start for all pages: the checker takes seconds to start and checks a page in milliseconds.
 * The "not sent" pages are one template built once per refusal reason and language: a few stand for them
 * all, in each language a page with fields to correct and one without.
 */
const vnuJar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');

/**
 * The checker's CSS grammar predates these parts of CSS, which every browser the site supports knows
 * (Tailwind writes them into the inlined styles): its messages about them are about the checker.
 */
const CSS_THE_CHECKER_DOES_NOT_KNOW = [
  /^CSS: Unrecognized at-rule “@(property|container)”/,
  /^CSS: “container-type”: Property “container-type” doesn't exist/,
  // The contact form's message box, as tall as its text (Chromium; elsewhere its height is set by script).
  /^CSS: “field-sizing”: Property “field-sizing” doesn't exist/,
  // Tailwind's feature test for browsers without @property, inside @supports: unknown there by design.
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/,
  // Custom properties may be transitioned (CSS Transitions: <custom-ident>).
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value/,
];

/**
 * Nor does its HTML grammar know the `expect` link type (HTML Standard, "link-type-expect"), which holds the first
 * paint until an element is parsed: it accepts `blocking` on a stylesheet only.
 */
const HTML_THE_CHECKER_DOES_NOT_KNOW = [
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
];

const CHECKER_GAPS = [...CSS_THE_CHECKER_DOES_NOT_KNOW, ...HTML_THE_CHECKER_DOES_NOT_KNOW];

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  message: string;
}

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // Exit status 1 means "errors found"; the JSON says which. Language detection only ever warns.
    execFile(
      'java',
      // A run over a few dozen pages is over before the JVM's optimising compiler pays off: the quick one alone
      // halves its CPU time, and needs a deeper stack for the checker's recursive schema (it says so if not).
      [
        '-XX:TieredStopAtLevel=1',
        '-Xss64m',
        '-jar',
        vnuJar,
        '--errors-only',
        '--also-check-css',
        '--no-langdetect',
        '--format',
        'json',
        '--stdout',
        ...files,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        try {
          resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`The Nu HTML Checker gave no report (${error?.message ?? 'no error'}):\n${stderr}${stdout}`));
        }
      },
    );
  });
}

const NOT_SENT_SAMPLES = [
  localizePath('el', NOT_SENT_PATH),
  localizePath('el', `${NOT_SENT_PATH}/check-name-email-phone-message`),
  localizePath('en', `${NOT_SENT_PATH}/check-email`),
  localizePath('en', `${NOT_SENT_PATH}/too-many`),
];
const isNotSent = (url: string) => url.startsWith(localizePath('el', NOT_SENT_PATH)) || url.startsWith(localizePath('en', NOT_SENT_PATH));

/** The pages the checker reads: all but the "not sent" copies beyond the samples. */
function pagesToCheck() {
  const all = builtHtmlPages();
  for (const url of NOT_SENT_SAMPLES) if (!all.some((p) => p.url === url)) throw new Error(`${url}: not in the build`);
  return all.filter((p) => !isNotSent(p.url) || NOT_SENT_SAMPLES.includes(p.url));
}

/**
 * The pages as the checker reads them, copied under `dir` (same relative paths), with their style elements left
 * empty: each page's inline styles are rules cut from the site's stylesheets (src/integrations/build-output/
 * page-styles.ts), which are checked whole as files, once, instead of their pieces once a page (checking the same
 * CSS again a page took two-thirds of the checker's time). The markup and the style attributes are all checked.
 */
function copiesForChecker(pages: { file: string }[], dir: string): string[] {
  return pages.map(({ file }) => {
    const html = readFileSync(file, 'utf8').replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, '$1$2');
    const copy = join(dir, relative(distDir, file));
    mkdirSync(dirname(copy), { recursive: true });
    writeFileSync(copy, html);
    return copy;
  });
}

/** The site's stylesheets, which every page links. */
const stylesheets = () =>
  readdirSync(join(distDir, '_astro'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(distDir, '_astro', name));

describe('valid HTML', () => {
  // A page with an error the site once had, checked in the same run: proof that the checker ran and saw.
  const canaryDir = mkdtempSync(join(tmpdir(), 'vnu-canary-'));
  const canary = join(canaryDir, 'canary.html');
  writeFileSync(
    canary,
    '<!doctype html><html lang="en"><head><title>t</title></head><body><p><time>09:00 – 18:00</time></p></body></html>',
  );
  const copiesDir = join(canaryDir, 'pages');
  afterAll(() => rmSync(canaryDir, { recursive: true, force: true }));
  const where = (m: VnuMessage) =>
    `${m.url ? relative(fileURLToPath(m.url).endsWith('.css') ? distDir : copiesDir, fileURLToPath(m.url)) : '?'}:${m.lastLine ?? m.firstLine ?? '?'}`;

  it('every built page passes the W3C Nu HTML Checker without errors', { timeout: 300_000 }, async () => {
    const pages = copiesForChecker(pagesToCheck(), copiesDir);
    const sheets = stylesheets();
    expect(sheets.length, 'the build writes the site’s stylesheets').toBeGreaterThan(0);
    const messages = (await runVnu([canary, ...pages, ...sheets])).filter((m) => m.type === 'error' || m.subType === 'fatal');

    const canaryErrors = messages.filter((m) => m.url && fileURLToPath(m.url) === canary);
    expect(canaryErrors.map((m) => m.message)).toEqual([expect.stringMatching(/element “time”/)]);

    const errors = messages
      .filter((m) => !canaryErrors.includes(m))
      .filter((m) => !CHECKER_GAPS.some((gap) => gap.test(m.message)))
      .map((m) => `${where(m)}: ${m.message}`);
    expect(errors, `${errors.length} error(s):\n${errors.join('\n')}`).toEqual([]);
  });
});

describe('the built pages', () => {
  // Notes for developers belong in Astro comments, which the build leaves out; an HTML comment reaches every visitor.
  it("carries no developers' notes: the only HTML comments are Astro's island markers and React's text separators", () => {
    const notes = builtHtmlPages().flatMap(({ file, url }) =>
      [...readFileSync(file, 'utf8').matchAll(/<!--([\s\S]*?)-->/g)]
        .map(([, note = '']) => note)
        // React writes an empty comment between two adjacent texts, so that hydration finds each text node again.
        .filter((note) => note !== 'astro:end' && note !== ' ')
        .map((note) => `${url}: <!--${note.slice(0, 60)}`),
    );
    expect(notes).toEqual([]);
  });
});
