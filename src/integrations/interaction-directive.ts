import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the visitor's first move on the page, or at once when the page matches the selector given
     * (src/islands/directives/interaction.ts). */
    'client:interaction'?: boolean | string;
  }
}

/** Registers `client:interaction` through Astro's public API for directives of one's own. */
export function interactionDirective(): AstroIntegration {
  return {
    name: 'interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../islands/directives/interaction.ts', import.meta.url)),
        });
      },
    },
  };
}
