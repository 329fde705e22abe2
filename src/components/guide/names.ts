/**
 * The guide components, by name, and the attributes of each that a reader sees as text. One list for three
 * readers: what MDX may use (./index.ts maps each name to its component, and the type check refuses a name
 * without one or a component without a name), what the check of both languages compares
 * (src/lib/guides/guide-structure.ts), and what the reading time counts (src/lib/reading-time.ts). Plain
 * TypeScript, so that the build's checks read it outside Astro. A new component: its name and shown
 * attributes here, its file beside this one, its line in ./index.ts (src/content/articles/README.md, "A new
 * component").
 */
export const guideComponentText = {
  Callout: ['title'],
  Checklist: ['title'],
  // The heads' labels are read from the expression `heads={[{ label: … }]}`.
  CompensationExample: ['title', 'label'],
  Disclaimer: [],
  EmergencyNumbers: [],
  Faq: ['q', 'a'],
  Money: [],
  ReductionTable: [],
  Rule: [],
  Step: ['when'],
  Template: ['title'],
  Timeline: [],
  Trap: ['title', 'why', 'how'],
} as const satisfies Record<string, readonly string[]>;

export type GuideComponentName = keyof typeof guideComponentText;

export const guideComponentNames = Object.keys(guideComponentText) as GuideComponentName[];

/** Every attribute any guide component shows as text. */
export const shownAttributes: ReadonlySet<string> = new Set(Object.values(guideComponentText).flat());
