import type { Loader, LoaderContext } from 'astro/loaders';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A content loader (Astro's glob() here) that, in `astro dev`, leaves out a file it cannot read instead of
 * stopping the preview: an editor's half-typed frontmatter must not end it. The reason is shown by the
 * guide check (src/integrations/guide-check.ts), which keeps every page on its message meanwhile. glob()
 * watches its files only once a first load has read them all, so here the loader is run again, whole, on
 * every change under `base` (unchanged files are skipped by their digest); a file comes back as soon as it
 * is mended. Only the loader context's public members are used. A build has no watcher and is left as it
 * is: there the guide check stops first, and anything it misses still fails.
 */
export function lenientInDev(loader: Loader, base: string): Loader {
  return {
    ...loader,
    load: (context: LoaderContext) => {
      const { watcher, logger, config, store } = context;
      if (!watcher) return loader.load(context);
      const root = fileURLToPath(config.root);
      const leftOut = new Set<string>();
      const leaveOut = (error: unknown, path?: string) => {
        const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        logger.warn(`${path ? `${relative(root, path)} is` : 'A file is'} left out of the preview until it can be read: ${message}`);
      };
      const lenient: LoaderContext = {
        ...context,
        watcher: undefined,
        parseData: (props) =>
          context.parseData(props).catch((error: unknown) => {
            leaveOut(error, props.filePath);
            leftOut.add(props.id);
            return props.data;
          }),
        store: {
          ...store,
          set: (entry) => (leftOut.delete(entry.id) ? (store.delete(entry.id), false) : store.set(entry)),
        },
      };
      // One load at a time: an editor saving twice in a row gets the second file, not a race of the two.
      let loading = Promise.resolve();
      const load = () =>
        (loading = loading.then(() =>
          Promise.resolve(loader.load(lenient)).catch((error: unknown) =>
            leaveOut(error, (error as { loc?: { file?: string } }).loc?.file),
          ),
        ));
      const folder = fileURLToPath(new URL(base.endsWith('/') ? base : `${base}/`, config.root));
      watcher.add(folder);
      for (const event of ['add', 'change', 'unlink'] as const)
        watcher.on(event, (path: string) => {
          if (path.startsWith(folder)) void load();
        });
      return load();
    },
  };
}
