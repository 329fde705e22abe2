/**
 * What a visitor did to an island before its scripts had arrived. The page's scripts are requested only
 * after the paint, so a tap can come first: the after-paint loader notes it here, and the hydration
 * directive, once it runs, hydrates that island at once and replays the tap (see after-paint.ts).
 */

/** Signs that a visitor is about to use an island: hydrate at once rather than wait for idle time. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

interface EarlyIntent {
  /** Islands a visitor reached for. */
  islands: Set<Element>;
  /** The last island button clicked, to be clicked again once React runs the island. */
  click: HTMLElement | null;
}

// The loader (inline in the page) and the directive (in Astro's island script) are bundled apart.
const KEY = Symbol.for('after-paint-loader.early-intent');
const store = globalThis as Partial<Record<typeof KEY, EarlyIntent>>;
const state = (): EarlyIntent => (store[KEY] ??= { islands: new Set(), click: null });

const islandOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('astro-island') : null);

/** Notes intents and button clicks on any island until the directive takes them; `onIntent` runs on each intent. */
export function noteEarlyIntent(onIntent: () => void) {
  const onEvent = (event: Event) => {
    const island = islandOf(event.target);
    if (!island) return;
    if (event.type === 'click') {
      const button = (event.target as Element).closest<HTMLElement>('button[type="button"]');
      if (button) state().click = button;
      return;
    }
    state().islands.add(island);
    onIntent();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onEvent, { capture: true, passive: true });
  document.addEventListener('click', onEvent, { capture: true });
}

/** Whether a visitor reached for `island` before the directive ran, and the button clicked in it, if any. */
export function takeEarlyIntent(island: Element): { reached: boolean; click: HTMLElement | null } {
  const early = state();
  const reached = early.islands.delete(island);
  const click = early.click && island.contains(early.click) ? early.click : null;
  if (click) early.click = null;
  return { reached: reached || click !== null, click };
}
