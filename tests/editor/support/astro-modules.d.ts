/**
 * Lets `tsc` type-check the project's TypeScript without `astro check` (several times slower): an .astro
 * file as TypeScript sees it from a .ts file. Its own types are `astro check`'s to check (`npm test`).
 */
declare module '*.astro' {
  const component: (props: Record<string, unknown>) => unknown;
  export default component;
  /** Icon.astro's names of icons, used by src/config/. */
  export type IconName = string;
}
