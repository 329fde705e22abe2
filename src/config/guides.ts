/** The ten guides of the spec, in its order 1..10 (spec §2). Their content lives in src/content/articles/. */
export const guideSlugs = [
  'car-accident-guide',
  'compensation-calculation',
  'insurance-rights',
  'common-mistakes',
  'amicable-settlement',
  'contributory-negligence',
  'documents-checklist',
  'uninsured-hit-run',
  'vehicle-injury-assessments',
  'accident-report',
] as const;

export type GuideSlug = (typeof guideSlugs)[number];

export const guideIcons = ['car', 'calculator', 'shield', 'alert', 'handshake', 'scale', 'clipboard', 'user-x', 'search', 'file'] as const;
