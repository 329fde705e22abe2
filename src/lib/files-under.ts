import { readdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Dirent } from 'node:fs';

/*
 * The one way the build scripts, the server and the tests list a directory tree: Node's own recursive
 * listing, keeping regular files only (a build has no links worth following). Node-only: never import it
 * from code that runs in the browser.
 */

const fullPaths = (entries: Dirent[]) => entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));

/** Every file under `dir`, at any depth, as full paths. */
export async function filesUnder(dir: string): Promise<string[]> {
  return fullPaths(await readdir(dir, { recursive: true, withFileTypes: true }));
}

/** The same, for the few callers that must stay synchronous. */
export function filesUnderSync(dir: string): string[] {
  return fullPaths(readdirSync(dir, { recursive: true, withFileTypes: true }));
}
