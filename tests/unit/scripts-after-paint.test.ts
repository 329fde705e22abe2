import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { moveBodyScripts } from '../../src/integrations/scripts-after-paint.ts';

const path = (code: string) => `/_astro/page-scripts.${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;

describe("a built page's body scripts, handed to the after-paint loader", () => {
  const head = '<head><script>lang()</script><script type="application/ld+json">{"a":1}</script></head>';
  const loader = '<script data-after-paint-loader data-manifest="/m">load()</script>';

  // As Astro writes them: a client directive, then the island element.
  const directive = '(()=>{var v=1;(self.Astro||(self.Astro={})).afterpaint=v;window.dispatchEvent(new Event("astro:afterpaint"));})();';
  const island = '(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();';

  it("moves Astro's island scripts and those marked for after the paint, in order; the page's other scripts, the head and structured data stay", () => {
    const own = '<script type="module">ticks()</script><script>fields()</script>';
    const page = `<html>${head}<body><p>1</p><script>${directive}</script>
${own}<script>${island}</script><script type="application/ld+json">{}</script><script data-after-paint>hint()</script>${loader}</body></html>`;
    const { html, files } = moveBodyScripts(page);
    // One file, each script ended so that the next cannot run into it.
    const combined = `${directive};\n${island};\nhint();\n`;
    expect(html).toBe(
      `<html>${head}<body><p>1</p>${own}<script type="application/ld+json">{}</script><script data-after-paint-loader data-manifest="/m" data-scripts="${path(combined)}">load()</script></body></html>`,
    );
    expect([...files]).toEqual([[path(combined), combined]]);
  });

  it('leaves a page with nothing for after the paint as it was', () => {
    const page = `<html>${head}<body><p>1</p><script type="module">ticks()</script><script>fields()</script>${loader}</body></html>`;
    expect(moveBodyScripts(page).html).toBe(page);
  });

  it('refuses a page with scripts for after the paint but no loader to hand them to', () => {
    expect(() => moveBodyScripts(`<html>${head}<body><script>${island}</script></body></html>`)).toThrow(/no after-paint loader/);
  });
});
