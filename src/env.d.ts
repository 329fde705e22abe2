declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the first paint, when idle or at the visitor's first touch (src/islands/directives/after-paint.ts). */
    'client:afterpaint'?: boolean | string;
  }
}
export {};
