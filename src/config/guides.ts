/**
 * The icons a guide may name in its frontmatter (`icon: car`), drawn by src/components/Icon.astro. The
 * guides themselves are the MDX files in src/content/articles/: adding the two files of a guide is enough.
 */
export const guideIcons = ['car', 'calculator', 'shield', 'alert', 'handshake', 'scale', 'clipboard', 'user-x', 'search', 'file'] as const;

/**
 * How long a guide's legal review holds: `npm run preflight` lists a guide as due this many months after
 * its last legal review (`reviewed`), or after its last update for a guide no lawyer has reviewed yet. A
 * guide may set its own date instead (`nextReview`), e.g. when a law it explains is about to change.
 */
export const guideReviewMonths = 12;
