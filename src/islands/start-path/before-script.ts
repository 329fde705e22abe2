import { pathLinkNames } from '../../lib/days-after/start-path.ts';

/**
 * What the what-happened path does before its island's script has run (the island hydrates on the visitor's first
 * move, and on a slow phone its script takes a second or more to arrive), as a few lines inline in /start, before
 * the island:
 *
 * - an address that names another screen than the first question (a shared result `#role=…`, a question
 *   `#q=…`, the query of the form sent without a script) marks the page `data-start-waiting`: the served first
 *   question is hidden and a line says the answers are on their way, so that nobody reads "Question 1" for a
 *   result (src/styles/global.css);
 * - a tap on an answer, or on "Skip", is kept: the page moves to the next question's address, as the island
 *   would (`#q=harm&role=cyclist`, a new entry of the history), shows the answer chosen and waits; the island,
 *   when it runs, shows the screen that address names. React cannot replay such a tap (that is an experimental
 *   flag), and a form sent to the server would put the answer in a query that reaches it.
 *
 * The island marks the page `data-start-ready` once it has taken over; from then on this does nothing. It is
 * serialised into the page, so it uses nothing but the browser and the settings it is given.
 */
function beforeScript(settings: { names: readonly string[]; waiting: string; ready: string }) {
  const root = document.documentElement;
  const names = (text: string) => {
    const params = new URLSearchParams(text);
    return settings.names.some((name) => params.has(name));
  };
  if (names(location.hash.slice(1)) || names(location.search)) root.setAttribute(settings.waiting, '');
  document.addEventListener('click', (event) => {
    if (root.hasAttribute(settings.ready) || !(event.target instanceof Element)) return;
    const button = event.target.closest('[data-question] button[data-answer], [data-question] button[data-skip]');
    const screen = button?.closest('[data-question]');
    if (!button || !screen) return;
    const params = new URLSearchParams();
    params.set('q', screen.getAttribute('data-next') ?? '');
    const answer = button.getAttribute('data-answer');
    if (answer) params.set(screen.getAttribute('data-question') ?? '', answer);
    history.pushState({ startStep: true }, '', `#${params.toString()}`);
    button.setAttribute('data-chosen', '');
    root.setAttribute(settings.waiting, '');
  });
}

/** The attribute on <html> while the page waits for the island to show the screen its address names. */
export const startWaiting = 'data-start-waiting';
/** The attribute on <html> once the island has taken over. */
export const startReady = 'data-start-ready';

/** The script as /start writes it inline (its hash joins the page's Content-Security-Policy, as every inline script's does). */
export const startBeforeScript = `(${beforeScript.toString()})(${JSON.stringify({
  names: pathLinkNames,
  waiting: startWaiting,
  ready: startReady,
})});`;
