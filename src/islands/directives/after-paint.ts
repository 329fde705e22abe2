import type { ClientDirective } from 'astro';
import { afterContentPainted, whenIdle } from './after-content-painted.ts';
import { INTENT_EVENTS, takeEarlyIntent } from './early-intent.ts';

/**
 * `client:afterpaint`, or `client:afterpaint="(max-width: 47.99rem)"` to hydrate only while a media
 * query matches. Every island is server-rendered HTML that already reads right (links are links, the form
 * posts without JavaScript), so React (~57 KB compressed) can wait until the page has painted and the
 * browser is idle: on a phone on a slow connection it then never competes with the text the visitor
 * came for. `client:idle` fires before the first paint on a fast load, which is why it is not enough.
 *
 * A visitor who reaches for an island sooner (hover, touch, focus, key) hydrates it at once, and a tap on
 * one of its buttons before React took over is replayed once it has, so no tap is lost: also one made
 * before this directive's script arrived, which the after-paint loader noted (early-intent.ts).
 */
const afterPaint: ClientDirective = (load, options, el) => {
  const media = typeof options.value === 'string' && options.value ? matchMedia(options.value) : null;
  let started = false;
  const early = takeEarlyIntent(el);
  let missedClick: HTMLElement | null = early.click;

  const rememberClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[type="button"]') : null;
    if (button) missedClick = button;
  };

  // Event listeners ignore what they return: the promise is dropped on purpose, here, once.
  const hydrate = () => void start();
  const start = async () => {
    if (started || (media && !media.matches)) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, hydrate);
    await (
      await load()
    )();
    el.removeEventListener('click', rememberClick, true);
    // React hydrates a root synchronously when a click lands on it before its transition has run.
    if (missedClick?.isConnected) missedClick.click();
  };

  for (const type of INTENT_EVENTS) el.addEventListener(type, hydrate, { passive: true });
  el.addEventListener('click', rememberClick, true);
  media?.addEventListener('change', hydrate);
  if (early.reached) hydrate();
  else afterContentPainted(() => whenIdle(hydrate));
};

export default afterPaint;
