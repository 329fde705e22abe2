/** Where the build writes the site's search index and Pagefind's runtime (src/integrations/build-output/search-index.ts). */
export const searchBundle = '/pagefind/';
