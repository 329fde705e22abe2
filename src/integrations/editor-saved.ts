import { layOutComponents } from './editor-layout.ts';

/**
 * The files the editor saves, and the project's format for them. Keystatic writes its own YAML, JSON and MDX
 * style. The register's YAML and the firm's facts are put in Prettier's, which `npm test` and CI check; a guide's
 * MDX is laid out as the guides are written (./editor-layout.ts), not by Prettier, which the project keeps off MDX
 * (.prettierignore). Under `npm run edit` the dev server's file watcher formats a saved file (./editor.ts); online,
 * the browser formats it before Keystatic commits it (./editor-commit-format.ts).
 */
export const SAVED = /^src\/(content\/.*\.(mdx|yaml)|config\/firm\.json)$/;

/** `text`, saved at `path`, in the project's format; `prettier` formats the files Prettier checks. */
export async function inProjectFormat(path: string, text: string, prettier: (text: string) => Promise<string>): Promise<string> {
  if (!SAVED.test(path)) return text;
  return path.endsWith('.mdx') ? layOutComponents(text) : prettier(text);
}
