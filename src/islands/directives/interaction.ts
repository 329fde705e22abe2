import type { ClientDirective } from 'astro';

/**
 * A visitor's first move on a page: a touch, a click, a key, a wheel, a scroll. Focus and click too: a screen
 * reader moves focus and activates a control without any pointer or key event reaching the page.
 */
const FIRST_MOVES = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin', 'click'] as const;

/**
 * `client:interaction`: hydrates an island after the visitor's first move on the page, once the answer to that
 * move is on the screen. For islands whose server HTML already does the job until then (the drawer opens by CSS
 * `:target`, the switcher's links are links, the path's first question keeps a tap by a few inline lines).
 *
 * Given a selector (`client:interaction="html[data-start-waiting]"`), the island hydrates at once when the page
 * matches it as the island arrives: the page then needs its script to show what it holds (a shared result, a kept
 * letter), and an inline script before the island marks it so.
 *
 * Astro's own directives cannot say this: `client:idle` evaluates React's runtime in the first seconds of every
 * page, one task of 140–260 ms on a phone at 4× CPU, whether or not anyone interacts; a tap that lands in it waits
 * (up to 339 ms measured, docs/performance.md). `client:visible` fires at once for an island on screen.
 */
const interaction: ClientDirective = (load, options) => {
  const hydrate = () => void load().then((run) => run());
  if (typeof options.value === 'string' && options.value && document.querySelector(options.value)) {
    hydrate();
    return;
  }
  const start = () => {
    for (const type of FIRST_MOVES) removeEventListener(type, start, { capture: true });
    // A frame first, then a task: the menu a tap opened is painted before React's runtime is evaluated.
    requestAnimationFrame(() => setTimeout(hydrate));
  };
  for (const type of FIRST_MOVES) addEventListener(type, start, { capture: true, passive: true });
};

export default interaction;
