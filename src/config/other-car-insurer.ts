/**
 * "Who insures the other car?": the note on finding a vehicle's insurer from its plate, and on the Fund when
 * there is none, kept by the guides where a reader needs it, each as a callout with this id (the same in
 * both languages: the build compares them). The home page's first-minute block links to the first guide's.
 */
export const otherCarInsurer = {
  id: 'other-car-insurer',
  guides: ['uninsured-hit-run', 'accident-report', 'insurance-rights'],
} as const;

/** The page and section the home page links to. */
export const otherCarInsurerPath = `/articles/${otherCarInsurer.guides[0]}`;
