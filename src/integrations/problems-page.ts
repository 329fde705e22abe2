import { createHash } from 'node:crypto';

/**
 * The page `astro dev` shows in place of every page while a guide has a mistake: the same message the
 * build stops with. It asks the server for itself every second, and loads again when the answer changes:
 * to the new message when the mistakes change, to the page itself once they are mended. Polling rather
 * than Vite's reload message: that message is sent once, and a browser still loading a page misses it,
 * while Astro takes a moment after the save to read the mended file. Astro's own error overlay never sees
 * these mistakes (Astro 7.3, November 2026): a guide its loader leaves out is a 404 there, and without that
 * loader a stray quote ends `astro dev` at start.
 */

/** The header that marks this page, holding a digest of its message. */
export const problemsHeader = 'X-Guide-Problems';

export const problemsDigest = (message: string) => createHash('sha256').update(message).digest('hex').slice(0, 16);

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Runs in the browser, its source written into the page (so it uses nothing of this module): reloads on
 * another message, on the page itself, or on Astro's own answer once it holds.
 */
function watchForChange(header: string, shown: string) {
  let previous = 0;
  let repeats = 0;
  setInterval(() => {
    void fetch(location.href, { headers: { Accept: 'text/html' }, cache: 'no-store' }).then(
      (response) => {
        const problems = response.headers.get(header);
        if (problems === shown) return;
        // Until Astro has read the mended file, the page may answer with an error of its own: wait until it
        // holds. A busy machine can take many seconds to read a guide again, and meanwhile its page is not
        // found: a 404 is waited out for a minute, or the editor is left on a not-found page that never comes back.
        repeats = response.status === previous ? repeats + 1 : 0;
        previous = response.status;
        if (problems || response.ok || repeats >= (response.status === 404 ? 60 : 5)) location.reload();
      },
      () => undefined,
    );
  }, 1000);
}

export function problemsPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A mistake to mend</title>
<style>
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2937; }
  h1 { font-size: 1.5rem; color: #991b1b; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; background: #fef2f2; border-left: 4px solid #b91c1c; padding: 1rem; }
</style>
</head>
<body>
<main>
<h1>The preview waits for a mistake to be mended</h1>
<p>The page comes back by itself as soon as the file is saved without the mistake.</p>
<pre>${escape(message.trim())}</pre>
</main>
<script>(${watchForChange.toString()})(${JSON.stringify(problemsHeader)}, ${JSON.stringify(problemsDigest(message))});</script>
</body>
</html>
`;
}
