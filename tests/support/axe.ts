import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { withWholePage } from './whole-page.ts';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules axe-core tags with these. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string; html: string }[];
}

/**
 * Runs axe-core in the page. It is injected with `page.evaluate` (DevTools evaluation), not a <script>
 * tag: the site's CSP rightly refuses inline scripts, and evaluation is not subject to it.
 */
async function runAxe(page: Page, { asLoaded = false } = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const run = () =>
    page.evaluate(
      async (tags) => {
        const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
          .axe;
        const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
        return violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          helpUrl: v.helpUrl,
          nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary, html: n.html.slice(0, 200) })),
        }));
      },
      [...WCAG_TAGS],
    );
  return asLoaded ? run() : withWholePage(page, run);
}

/** One readable block per violation: rule id, impact, every target selector with its failure summary. */
function formatViolations(label: string, violations: AxeViolation[]): string {
  return violations
    .map((v) =>
      [
        `${label}: ${v.id} (${v.impact}) ${v.help} — ${v.helpUrl}`,
        ...v.nodes.map(
          (n) => `    ${JSON.stringify(n.target)}\n      ${(n.failureSummary ?? '').replace(/\n\s*/g, ' / ')}\n      ${n.html}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * Fails with the formatted report when axe finds anything. By default over the page laid out whole (as a reader
 * who scrolled to every block sees it); `asLoaded` runs it on the page as it is, as Lighthouse's accessibility
 * audit and an auditor's axe do: blocks far from the screen still held back from layout.
 */
export async function expectNoViolations(page: Page, label: string, options: { asLoaded?: boolean } = {}): Promise<void> {
  const violations = await runAxe(page, options);
  if (violations.length) throw new Error(`axe found ${violations.length} violation(s):\n${formatViolations(label, violations)}`);
}
