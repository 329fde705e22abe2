import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { serverSettingsSchema } from '../../server/config.ts';
import { firm } from '../../src/config/firm.ts';
import { aboutVariable } from '../../src/lib/contact/settings-schema.ts';
import { functionSettingsSchema } from '../../supabase/functions/_shared/settings-schema.ts';

/**
 * docs/configuration.md is written by hand; this keeps it true to the schemas the runtimes check: every
 * variable is in its table, with the runtimes that read it, the words its check uses and its default.
 */
const rows = new Map<string, { readBy: string; default: string; accepts: string }>();
for (const line of readFileSync('docs/configuration.md', 'utf8').split('\n')) {
  const cells = /^\|\s*`([A-Z_]+)`\s*\|/.test(line) ? line.split('|').map((cell) => cell.trim()) : null;
  if (cells) rows.set(cells[1]!.replaceAll('`', ''), { readBy: cells[2]!, default: cells[3]!, accepts: cells[4]! });
}

const runtimes: [string, z.ZodObject][] = [
  ['Node server', serverSettingsSchema],
  ['Edge Functions', functionSettingsSchema],
];

describe('docs/configuration.md', () => {
  for (const [runtime, schema] of runtimes) {
    describe(`the ${runtime}'s variables`, () => {
      it.each(Object.keys(schema.shape))('%s', (name) => {
        const row = rows.get(name);
        expect(row, `${name} is missing from the table`).toBeDefined();
        expect(row!.readBy).toContain(runtime);
        const expects = aboutVariable(schema, name)?.expects;
        if (expects) expect(row!.accepts).toBe(expects);
        const fallback: unknown = (schema.shape[name] as z.ZodType).safeParse(undefined).data;
        if ((typeof fallback === 'string' && fallback !== '' && fallback !== firm.email) || typeof fallback === 'number') {
          expect(row!.default).toContain(`\`${String(fallback)}\``);
        }
      });
    });
  }

  it('names no runtime for a variable that runtime does not read', () => {
    for (const [name, row] of rows) {
      for (const [runtime, schema] of runtimes) {
        if (row.readBy.includes(runtime)) expect(Object.keys(schema.shape), `${name}, read by the ${runtime}`).toContain(name);
      }
    }
  });
});
