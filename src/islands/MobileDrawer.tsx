import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Island, type IslandProps } from './Island.tsx';
import { islandStrings, type StringsOf } from './i18n.tsx';

export const drawerStrings = islandStrings(['nav.openMenu', 'nav.closeMenu', 'nav.primary']);

/** Matches Tailwind's `md` breakpoint: at and above it the links sit in the header, not in a drawer. */
const DESKTOP = '(min-width: 48rem)';
const MENU_ID = 'site-menu';
const MENU_BUTTON_ID = 'menu-button';
const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The header's navigation. On phones it is a right-hand drawer (300 px panel) opened by the menu button;
 * from `md` up the same markup sits inline, so there is one navigation, not two copies.
 */
function Drawer({ children }: { children: ReactNode }) {
  const { t } = drawerStrings.useT();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  // A layout effect: the page leaves (and regains) reach in the same frame as the drawer opens (closes), never a
  // frame in which a tap lands behind the open drawer.
  useLayoutEffect(() => {
    // Everything outside the header is out of reach while the drawer is open.
    const outside = document.querySelectorAll<HTMLElement>('[data-inert-when-menu]');
    outside.forEach((el) => (el.inert = open));
    document.documentElement.classList.toggle('overflow-hidden', open);
    if (open) panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      outside.forEach((el) => (el.inert = false));
      document.documentElement.classList.remove('overflow-hidden');
    };
  }, [open]);

  // Opened before React ran (the link's #site-menu, shown by CSS :target): the state takes over, and the
  // address loses the fragment. The panel still matches :target after that (replaceState does not change it), so
  // from now on its classes leave :target out, and closing is in React's hands alone.
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => {
    setTakenOver(true);
    if (location.hash !== `#${MENU_ID}`) return;
    history.replaceState(history.state, '', location.pathname + location.search);
    setOpen(true);
  }, []);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const reset = () => query.matches && setOpen(false);
    query.addEventListener('change', reset);
    return () => query.removeEventListener('change', reset);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  /** A link acting as a button: Space presses it, as it would a button. */
  const pressOnSpace = (action: () => void) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    action();
  };

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) close(false);
  };

  return (
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- not a control: it catches Escape and keeps Tab inside the open drawer for the keys its buttons and links receive
    <div className="flex items-center" onKeyDown={onKeyDown}>
      {/* A link to the menu, so that it opens without JavaScript too (CSS :target); React makes it a toggle. */}
      <a
        ref={menuButton}
        id={MENU_BUTTON_ID}
        href={`#${MENU_ID}`}
        role="button"
        className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10 md:hidden"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        onKeyDown={pressOnSpace(() => setOpen(true))}
      >
        <span className="sr-only">{t('nav.openMenu')}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </a>
      <div
        data-testid="drawer-backdrop"
        aria-hidden="true"
        className={`fixed inset-0 z-40 bg-navy-950/60 transition-opacity md:hidden ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        onClick={() => close(true)}
      />
      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions -- not a control: it hears the clicks of its own links (Enter on a link clicks it too) to close the drawer as one is followed */}
      <div
        ref={panel}
        id={MENU_ID}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? t('nav.primary') : undefined}
        data-open={open}
        onClick={onPanelClick}
        className={
          'max-md:fixed max-md:inset-y-0 max-md:right-0 max-md:z-50 max-md:flex max-md:w-[300px] max-md:flex-col max-md:gap-6 max-md:overflow-y-auto max-md:bg-navy-950 max-md:p-5 max-md:shadow-2xl ' +
          'md:flex md:items-center md:gap-6 ' +
          // Opening, visibility switches at once (so focus can move in at once); closing, it waits for the slide.
          (open
            ? 'max-md:visible max-md:translate-x-0 max-md:transition-transform'
            : 'max-md:invisible max-md:translate-x-full max-md:transition-[transform,visibility]' +
              (takenOver ? '' : ' max-md:target:visible max-md:target:translate-x-0'))
        }
      >
        {/* Without JavaScript, leaving #site-menu (for the menu button, where the visitor was) closes the menu. */}
        <a
          href={`#${MENU_BUTTON_ID}`}
          role="button"
          className="inline-flex size-11 shrink-0 items-center justify-center self-end rounded-md text-white hover:bg-white/10 md:hidden"
          onClick={(event) => {
            event.preventDefault();
            close(true);
          }}
          onKeyDown={pressOnSpace(() => close(true))}
        >
          <span className="sr-only">{t('nav.closeMenu')}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </a>
        {children}
      </div>
    </div>
  );
}

export default function MobileDrawer({ lang, strings, children }: IslandProps<StringsOf<typeof drawerStrings>> & { children?: ReactNode }) {
  return (
    <Island lang={lang} strings={strings}>
      <Drawer>{children}</Drawer>
    </Island>
  );
}
