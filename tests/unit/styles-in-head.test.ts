import { describe, expect, it } from 'vitest';
import { stylesToHead } from '../../src/integrations/styles-in-head.ts';

describe('styles moved from the body to the head of a built page', () => {
  it('moves every <style> of the body to the end of the head, in order, and leaves the rest as it was', () => {
    const page =
      '<html><head><title>t</title><style>a{}</style></head><body class="x"><p>1</p><style>b{}</style><astro-island></astro-island><style media="print">c{}</style><script>"<p>"</script></body></html>';
    expect(stylesToHead(page)).toBe(
      '<html><head><title>t</title><style>a{}</style><style>b{}</style><style media="print">c{}</style></head><body class="x"><p>1</p><astro-island></astro-island><script>"<p>"</script></body></html>',
    );
  });

  it('leaves a page without styles in its body untouched', () => {
    const page = '<html><head><style>a{}</style></head><body><p>1</p></body></html>';
    expect(stylesToHead(page)).toBe(page);
  });
});
