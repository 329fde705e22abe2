/**
 * One lint for the whole tree. TypeScript (Node, browser, service worker) is linted with type
 * information, because the rules that need it catch what review misses in this codebase: promises
 * nobody awaits (a contact message lost without an error), `await` on non-promises, unsafe `any`
 * leaking from JSON. .astro, the Deno Edge Functions and MDX are linted without type information:
 * TypeScript's project service does not open .astro or MDX files, and the Deno code resolves `npm:`
 * specifiers that the Node tsconfig cannot see. Formatting is Prettier's job; eslint-config-prettier
 * comes last and switches off every rule that would fight it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import prettier from 'eslint-config-prettier/flat';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import * as mdx from 'eslint-plugin-mdx';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const deno = ['supabase/functions/**'];

/**
 * The project's files the Edge Functions load on Deno: all of src/lib/contact (its README), and whatever
 * the functions and that folder import from src/, followed import by import. Deno loads relative `.ts`
 * files, web APIs and the npm packages of supabase/functions/deno.json, and nothing of Node or Astro.
 */
function sharedWithDeno() {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} file */
  const visit = (file) => {
    if (seen.has(file) || !file.endsWith('.ts')) return;
    seen.add(file);
    for (const [, path = ''] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?\bfrom '(\.{1,2}\/[^']+)'/gm))
      visit(join(dirname(file), path));
  };
  /** @param {string} dir @returns {string[]} */
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const root = import.meta.dirname;
  for (const file of [
    ...walk(join(root, 'src/lib/contact')),
    ...walk(join(root, 'supabase/functions')).filter((f) => !f.includes('/_local/')),
  ])
    visit(file);
  return [...seen].map((file) => relative(root, file)).filter((file) => file.startsWith('src/'));
}
/** The npm packages Deno may load: the import map of supabase/functions/deno.json ("zod": "npm:zod@…"). */
const denoPackages = [
  ...readFileSync(join(import.meta.dirname, 'supabase/functions/deno.json'), 'utf8').matchAll(/^\s*"([^"]+)": "npm:/gm),
].map(([, name = '']) => name);
const onDeno = 'runs on Deno too (src/lib/contact/README.md)';

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-editor/',
    '.astro/',
    'src/editor-online/.astro/',
    'data/',
    'screenshots/',
    'test-results/',
    'public/',
    'supabase/.temp/',
    'supabase/functions/deno.lock',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // With noUncheckedIndexedAccess, `list[0]!` after a length check is the plain way to say "present";
      // the type checker already makes every unchecked access visible.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      // `() => setOpen(false)` and `(done) => server.close(done)` are clear; void in other places is still flagged.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Passing on a caught value unchanged is not inventing a non-Error rejection.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // `'#' + n` for ids and counters is as clear as a template string.
      '@typescript-eslint/restrict-plus-operands': ['error', { allowNumberAndString: true }],
      // Numbers and booleans in template strings are how log lines and messages are built here.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `_`-prefixed names mark an argument kept for the signature or a value destructured away on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // The CloudFront Function is a script for CloudFront's own runtime, which calls its `handler` by name.
  {
    files: ['deploy/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { sourceType: 'script', globals: {} },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^handler$' }] },
  },
  // Tests: `afterAll(() => server?.stop())` cleans up after a `beforeAll` that may have failed before it
  // assigned, and parsed JSON bodies go straight into expect(); the rules below only add noise there.
  {
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Plain TypeScript cannot resolve .astro modules (only Astro's own checker can, and `npm run check` does),
  // so what a .ts file imports from one is an error type here.
  {
    files: ['src/components/guide/index.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  // The islands: React with hooks and accessible markup.
  {
    files: ['**/*.tsx'],
    ...jsxA11y.configs.strict,
    languageOptions: { ...jsxA11y.configs.strict.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx', 'src/islands/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['src/islands/**', 'src/service-worker/**'], languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } } },
  // .astro pages and components, with their client-side <script>s, and accessible markup.
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-strict'],
  {
    rules: {
      // `list-style: none` makes Safari/VoiceOver drop a list's semantics; role="list" puts them back.
      'astro/jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
    },
  },
  {
    files: ['**/*.astro', '**/*.astro/*.ts', '**/*.astro/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.astro/*.ts', '**/*.astro/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The Edge Functions run on Deno, outside the Node tsconfig.
  {
    files: deno,
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { project: false, projectService: false, program: null }, globals: { Deno: 'readonly' } },
  },
  // What the Edge Functions load from src/ must load on Deno: said where the code is written, not found at deploy.
  {
    files: sharedWithDeno(),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: `This file ${onDeno}: web APIs only, nothing from node:*.` },
            { regex: '^astro', message: `This file ${onDeno}: nothing from Astro.` },
            {
              regex: `^(?![./]|node:|astro)(?!(?:${denoPackages.join('|')})$)`,
              message: `This file ${onDeno}: of packages, only those of supabase/functions/deno.json (${denoPackages.join(', ')}).`,
            },
            // A JSON file (the firm's facts) is imported with `with { type: 'json' }`, which Deno reads as Node does.
            { regex: '^\\.{1,2}/(?!.*\\.(ts|json)$)', message: `This file ${onDeno}: Deno needs the file's extension, './file.ts'.` },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', '__dirname', '__filename', 'global', 'module'].map((name) => ({
          name,
          message: `This file ${onDeno}: ${name} is Node's; use web APIs (or take the value as an argument).`,
        })),
      ],
    },
  },
  // Guides and pages: MDX is parsed and its JS expressions and imports are linted.
  // The guides' frontmatter is read as YAML, not as MDX (remark-frontmatter, in package.json's remarkConfig): a
  // summary point may name a rule of the register as `{period:insurer-answer}`, which MDX would read as code.
  { ...mdx.flat, files: ['**/*.mdx'] },
  {
    files: ['**/*.mdx'],
    ...tseslint.configs.disableTypeChecked,
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      // Guides use the components the article page passes to <Content components={…} />, never imports;
      // MDX's compiled output throws on a name the page does not pass, so the build catches those.
      'no-undef': 'off',
    },
  },
  // Every suppression must say why, and name the rule it suppresses.
  comments.recommended,
  {
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: true }],
    },
  },
  prettier,
);
