/**
 * The pages every-page.spec.ts opens on a desk (at the project's 1280 px), in both languages: axe-as-loaded.spec.ts
 * leaves them to that visit, which runs axe over each as loaded before it scrolls.
 */
export const deskPaths = ['/', '/about', '/services', '/contact', '/how-we-work', '/deadlines', '/journal', '/letter'] as const;
export type DeskPath = (typeof deskPaths)[number];
