/**
 * The icons a guide may name in its frontmatter (`icon: car`), drawn by src/components/Icon.astro. The
 * guides themselves are the MDX files in src/content/articles/: adding the two files of a guide is enough.
 */
export const guideIcons = ['car', 'calculator', 'shield', 'alert', 'handshake', 'scale', 'clipboard', 'user-x', 'search', 'file'] as const;
