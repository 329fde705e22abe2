import Callout from './Callout.astro';
import Checklist from './Checklist.astro';
import CompensationExample from './CompensationExample.astro';
import Disclaimer from './Disclaimer.astro';
import EmergencyNumbers from './EmergencyNumbers.astro';
import Faq from './Faq.astro';
import Link from './Link.astro';
import Money from './Money.astro';
import ReductionTable from './ReductionTable.astro';
import Rule from './Rule.astro';
import Step from './Step.astro';
import Table from './Table.astro';
import Template from './Template.astro';
import Timeline from './Timeline.astro';
import Trap from './Trap.astro';
import type { GuideComponentName } from './names.ts';

/**
 * Everything a guide's MDX may use without importing it (see src/content/articles/README.md): the components named
 * in ./names.ts, and the page's own links and tables.
 */
export const guideComponents = {
  Callout,
  Checklist,
  CompensationExample,
  Disclaimer,
  EmergencyNumbers,
  Faq,
  Money,
  ReductionTable,
  Rule,
  Step,
  Template,
  Timeline,
  Trap,
  a: Link,
  table: Table,
} satisfies Record<GuideComponentName | 'a' | 'table', unknown>;
