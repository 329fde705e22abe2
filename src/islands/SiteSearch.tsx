import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchBundle } from '../config/search.ts';
import { Island, type IslandProps } from './Island.tsx';
import { islandStrings, type StringsOf } from './i18n.tsx';

export const searchStrings = islandStrings([
  'search.label',
  'search.placeholder',
  'search.withoutScript',
  'search.searching',
  'search.count',
  'search.none',
  'search.unavailable',
  'search.allGuides',
]);

/** The part of Pagefind's browser API (/pagefind/pagefind.js) this box uses. */
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(term: string, options?: object, wait?: number): Promise<{ results: { data(): Promise<PageResult> }[] } | null>;
}
interface Section {
  title: string;
  url: string;
  excerpt: string;
}
interface PageResult extends Section {
  meta: { title?: string };
  sub_results: Section[];
}

/** Pages shown, and sections under each: a phone's screen, not the whole index. */
const MAX_PAGES = 6;
const MAX_SECTIONS = 3;

/**
 * Loaded on the first focus of the box, never with the page: Pagefind's script, then (in its worker) the
 * WebAssembly and the index of the page's language, which it picks by `<html lang>`. A failure (offline before
 * the index was kept) is remembered for this page, and the box says so.
 */
let pagefind: Promise<Pagefind> | null = null;
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ `${searchBundle}pagefind.js`) as Promise<Pagefind>).then(async (module) => {
    await module.options({ excerptLength: 20 });
    await module.init();
    return module;
  });
  return pagefind;
}

type State =
  { kind: 'idle' } | { kind: 'searching' } | { kind: 'done'; pages: PageResult[]; total: number; query: string } | { kind: 'unavailable' };

/** A page's sections that matched, each with its heading's anchor; the page's own entry is its link. */
const sectionsOf = (page: PageResult) => page.sub_results.filter((section) => section.url.includes('#')).slice(0, MAX_SECTIONS);

/**
 * Pagefind's excerpt: the page's own text, which Pagefind escaped, with the words found in `<mark>`. Rendered as
 * HTML for those marks; nothing in it comes from the visitor.
 */
const Excerpt = ({ html }: { html: string }) => (
  <p
    className="mt-1 text-sm leading-snug text-muted [&_mark]:bg-gold-300/50 [&_mark]:text-ink"
    dangerouslySetInnerHTML={{ __html: html }}
  />
);

function Search({ articlesHref }: { articlesHref: string }) {
  const { t } = searchStrings.useT();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  const run = async (term: string) => {
    if (!term.trim()) {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'searching' });
    try {
      const found = await (await loadPagefind()).debouncedSearch(term, {}, 200);
      if (!found) return; // A later keystroke's search replaces this one.
      const pages = await Promise.all(found.results.slice(0, MAX_PAGES).map((result) => result.data()));
      setState({ kind: 'done', pages, total: found.results.length, query: term });
    } catch {
      setState({ kind: 'unavailable' });
    }
  };

  // The island hydrates on the visitor's first move, often the focus of this box: what was typed before it ran is taken up.
  useEffect(() => {
    const box = input.current;
    if (!box || document.activeElement !== box) return;
    setOpen(true);
    if (box.value) {
      setQuery(box.value);
      void run(box.value);
    } else void loadPagefind().catch(() => {});
    // Once, as the island hydrates.
  }, []);

  // A click or a focus anywhere else closes the results (the query stays, to be opened again).
  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape closes the results first; the drawer around the box closes on the next one.
    if (event.key === 'Escape' && open && query) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const shown = open && query.trim() !== '' && state.kind !== 'idle';
  const resultsId = `${id}-results`;
  return (
    <div ref={root} className="md:static" data-testid="site-search">
      {/* Without JavaScript the box would do nothing: a link to the guides' list stands in (global.css, .search-nojs). */}
      <a
        href={articlesHref}
        className="search-nojs min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-white underline decoration-gold-500 underline-offset-4 hover:text-gold-300"
      >
        <SearchIcon />
        {t('search.withoutScript')}
      </a>
      {/* On a desk the box keeps an icon's room in the header and, focused, widens over the links to its left: the
           Greek header at 1280 px has no room beside its links for a wider box, which pushed them under the firm's name. */}
      <form
        role="search"
        action={articlesHref}
        className="search-js relative mx-3 md:mx-0 md:size-11"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
          void run(query);
        }}
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={`${id}-q`}
          type="search"
          name="q"
          value={query}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={resultsId}
          className="peer min-h-11 w-full rounded-md border border-white/25 bg-white/10 pr-3 pl-10 text-base text-white placeholder:text-navy-100 focus:border-gold-300 focus:outline-2 focus:outline-gold-300 md:absolute md:top-0 md:right-0 md:w-11 md:transition-[width] md:focus:z-10 md:focus:w-64 md:focus:bg-navy-900"
          onFocus={() => {
            setOpen(true);
            void loadPagefind().catch(() => {});
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            void run(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <span className="pointer-events-none absolute inset-y-0 left-3 z-20 flex items-center text-navy-100 md:transition-[left] md:peer-focus:left-[-12.5rem]">
          <SearchIcon />
        </span>
      </form>
      <div
        id={resultsId}
        hidden={!shown}
        className="mx-3 mt-3 max-h-[70vh] overflow-y-auto rounded-md bg-white p-4 text-ink shadow-xl md:absolute md:top-full md:right-4 md:mx-0 md:mt-1 md:w-[min(36rem,calc(100vw-2rem))]"
        data-testid="search-results"
      >
        <p role="status" className="text-sm font-semibold text-navy-900">
          {state.kind === 'searching' && t('search.searching')}
          {state.kind === 'done' && state.pages.length > 0 && t('search.count', { count: state.total })}
          {state.kind === 'done' && state.pages.length === 0 && t('search.none', { query: state.query })}
          {state.kind === 'unavailable' && t('search.unavailable')}
        </p>
        {state.kind === 'done' && state.pages.length > 0 && (
          <ol className="mt-2 divide-y divide-line">
            {state.pages.map((page) => (
              <li key={page.url} className="py-3">
                <a
                  href={page.url}
                  className="font-semibold text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-700"
                >
                  {page.meta.title ?? page.url}
                </a>
                {sectionsOf(page).length === 0 && <Excerpt html={page.excerpt} />}
                <ul className="mt-1 space-y-2 border-l-2 border-line pl-3">
                  {sectionsOf(page).map((section) => (
                    <li key={section.url}>
                      <a
                        href={section.url}
                        className="text-[0.95rem] font-medium text-navy-800 underline underline-offset-2 hover:text-navy-700"
                      >
                        {section.title}
                      </a>
                      <Excerpt html={section.excerpt} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
        {state.kind !== 'searching' && (state.kind !== 'done' || state.pages.length === 0) && (
          <a
            href={articlesHref}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-navy-800 underline decoration-gold-500 underline-offset-4"
          >
            {t('search.allGuides')}
          </a>
        )}
      </div>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="shrink-0"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/**
 * The site's search box: in the header on a desk, in the menu's drawer on a phone (it sits in the drawer's markup,
 * which is the header's navigation from `md` up). It searches the index the build writes (dist/pagefind/), and
 * loads nothing for it before the box is focused.
 */
export default function SiteSearch({
  lang,
  strings,
  articlesHref,
}: IslandProps<StringsOf<typeof searchStrings>> & { articlesHref: string }) {
  return (
    <Island lang={lang} strings={strings}>
      <Search articlesHref={articlesHref} />
    </Island>
  );
}
