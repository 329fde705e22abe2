import { EventEmitter } from 'node:events';
import { pathToFileURL } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { describe, expect, it } from 'vitest';
import { lenientInDev } from '../../src/lib/guides/lenient-in-dev.ts';

/**
 * The loader as `astro dev` and `astro build` call it, with a stand-in for glob() that reads two guides from
 * `files` (a file 'broken' cannot be read, as a YAML slip; one 'invalid' breaks the schema) and a context
 * built of the loader context's public members only.
 */
const root = '/project/';
const base = './src/content/articles';
const pathOf = (id: string) => `${root}src/content/articles/${id}.mdx`;

function setUp({ dev }: { dev: boolean }) {
  const files = new Map([
    ['en/a', 'fine'],
    ['en/b', 'fine'],
  ]);
  const stored = new Map<string, unknown>();
  const warnings: string[] = [];
  const watcher = Object.assign(new EventEmitter(), { add: () => watcher });
  const inner: Loader = {
    name: 'stand-in',
    load: async (context) => {
      for (const [id, text] of files) {
        if (text === 'broken') throw Object.assign(new Error(`${id} cannot be read\nat line 3`), { loc: { file: pathOf(id) } });
        context.store.set({ id, data: await context.parseData({ id, data: { text }, filePath: pathOf(id) }) });
      }
    },
  };
  const context = {
    config: { root: pathToFileURL(root) },
    logger: { warn: (message: string) => warnings.push(message) },
    watcher: dev ? watcher : undefined,
    parseData: ({ data }: { data: { text: string } }) =>
      data.text === 'invalid' ? Promise.reject(new Error('title: is missing')) : Promise.resolve(data),
    store: {
      set: ({ id, data }: { id: string; data: unknown }) => (stored.set(id, data), true),
      delete: (id: string) => void stored.delete(id),
    },
  } as unknown as LoaderContext;
  const load = () => lenientInDev(inner, base).load(context);
  /** The editor saves a file; resolves once the loader has run again. */
  const save = async (id: string, text: string) => {
    files.set(id, text);
    watcher.emit('change', pathOf(id));
    await new Promise((done) => setTimeout(done, 10));
  };
  return { load, save, stored, warnings };
}

describe('the content loader in astro dev', () => {
  it('goes on past a file it cannot read, names it, and reads it once it is mended', async () => {
    const { load, save, stored, warnings } = setUp({ dev: true });
    await save('en/b', 'broken');
    await load();
    expect(warnings).toEqual(['src/content/articles/en/b.mdx is left out of the preview until it can be read: en/b cannot be read']);
    expect([...stored.keys()]).toEqual(['en/a']);
    await save('en/b', 'fine again');
    expect(stored.get('en/b')).toEqual({ text: 'fine again' });
  });

  it('leaves out a file whose frontmatter breaks the schema, and takes it back once mended', async () => {
    const { load, save, stored, warnings } = setUp({ dev: true });
    await load();
    await save('en/a', 'invalid');
    expect(stored.has('en/a')).toBe(false);
    expect(warnings).toEqual(['src/content/articles/en/a.mdx is left out of the preview until it can be read: title: is missing']);
    await save('en/a', 'mended');
    expect(stored.get('en/a')).toEqual({ text: 'mended' });
  });
});

describe('the content loader in astro build', () => {
  it('stops on a file it cannot read, as Astro does', async () => {
    const { load, save } = setUp({ dev: false });
    await save('en/b', 'broken');
    await expect(load()).rejects.toThrow('en/b cannot be read');
  });
});
