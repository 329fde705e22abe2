/**
 * The page `astro dev` shows in place of every page while a guide has a mistake: the same message the
 * build stops with. Vite's client script reloads it when a guide changes, so the page comes back by itself
 * once the mistake is mended.
 */
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function problemsPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A mistake to mend</title>
<script type="module" src="/@vite/client"></script>
<style>
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2937; }
  h1 { font-size: 1.5rem; color: #991b1b; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; background: #fef2f2; border-left: 4px solid #b91c1c; padding: 1rem; }
</style>
</head>
<body>
<main>
<h1>The preview waits for a mistake to be mended</h1>
<p>The preview comes back by itself as soon as the file is saved without the mistake.</p>
<pre>${escape(message.trim())}</pre>
</main>
</body>
</html>
`;
}
