import type { Loader, LoaderContext, ParseDataOptions } from 'astro/loaders';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A content loader (Astro's glob() here) that, in `astro dev`, leaves out a file it cannot read instead of
 * stopping the server: an editor's half-typed frontmatter must not end the preview. The file comes back as
 * soon as it is mended, through glob()'s own watcher. The reason is shown by the guide check
 * (src/integrations/guide-check.ts), which also keeps every page on its message meanwhile. A build has no
 * watcher and is left as it is: there the guide check stops first, and anything it misses still fails.
 */

/** What glob() reads a file's frontmatter through: the loader context's `entryTypes`, outside its public type. */
interface EntryType {
  getEntryInfo(params: { contents: string; fileUrl: URL }): Promise<{ data: Record<string, unknown> }>;
}
type Context = LoaderContext & { entryTypes?: Map<string, EntryType> };

/** Stands for the data of a file that cannot be read, from its frontmatter to the store, which drops it. */
const unreadable = Symbol('unreadable');
const isUnreadable = (data: unknown) => typeof data === 'object' && data !== null && unreadable in data;

export function lenientInDev(loader: Loader): Loader {
  return {
    ...loader,
    load: (context: Context) => {
      if (!context.watcher) return loader.load(context);
      const { config, logger, store } = context;
      const leaveOut = (path: string, error: unknown) => {
        const what = relative(fileURLToPath(config.root), path);
        logger.warn(
          `${what} is left out of the preview until it can be read: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
        );
        return { [unreadable]: true };
      };
      const entryTypes =
        context.entryTypes &&
        new Map(
          [...context.entryTypes].map(([extension, type]) => [
            extension,
            {
              ...type,
              getEntryInfo: (params) =>
                Promise.resolve(params)
                  .then((p) => type.getEntryInfo(p))
                  .catch((error: unknown) => ({
                    data: leaveOut(fileURLToPath(params.fileUrl), error),
                    body: '',
                  })),
            } satisfies EntryType,
          ]),
        );
      return loader.load({
        ...context,
        entryTypes,
        parseData: <TData extends Record<string, unknown>>(props: ParseDataOptions<TData>): Promise<TData> =>
          isUnreadable(props.data)
            ? Promise.resolve(props.data)
            : context.parseData(props).catch((error: unknown) => leaveOut(props.filePath ?? props.id, error) as unknown as TData),
        store: {
          ...store,
          set: (entry) => {
            if (!isUnreadable(entry.data)) return store.set(entry);
            store.delete(entry.id);
            return false;
          },
        },
      } as Context);
    },
  };
}
