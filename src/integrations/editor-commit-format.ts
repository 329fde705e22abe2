import type { Options } from 'prettier';
import { format } from 'prettier/standalone';
import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import * as yaml from 'prettier/plugins/yaml';
import settings from '../../.prettierrc.json';
import { inProjectFormat } from './editor-saved.ts';

/**
 * The files of a save in the editor online, put in the project's format in the lawyer's browser before Keystatic
 * commits them (./editor.ts puts the call in Keystatic's code), as `npm run edit`'s file watcher formats them on
 * disk: otherwise a pull request from the editor would fail CI's format check. Prettier's own standalone build,
 * with the project's settings (less the plugin for .astro files, which the editor never saves) and the parsers of
 * the files it saves: YAML, and JSON, which is Babel's.
 */
const options: Options = Object.fromEntries(Object.entries(settings).filter(([key]) => key !== 'plugins' && key !== 'overrides'));
const plugins = [babel, estree, yaml];

const decoder = new TextDecoder();
const encoder = new TextEncoder();

export function formatSave(files: { path: string; contents: Uint8Array }[]) {
  return Promise.all(
    files.map(async (file) => {
      const text = decoder.decode(file.contents);
      const formatted = await inProjectFormat(file.path, text, (source) => format(source, { ...options, filepath: file.path, plugins }));
      return formatted === text ? file : { ...file, contents: encoder.encode(formatted) };
    }),
  );
}
