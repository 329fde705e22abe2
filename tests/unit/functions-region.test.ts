import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FUNCTIONS_REGION } from '../../src/lib/contact/contact-service.ts';

/** SQL cannot import the constant, so the scheduled delivery's fallback region is held to it here. */
describe('the default region of the Supabase calls', () => {
  it('is the same in the migration that schedules delivery as in the site and the functions', () => {
    const dir = 'supabase/migrations';
    const sql = readdirSync(dir)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => readFileSync(`${dir}/${file}`, 'utf8'))
      .join('\n');
    const fallbacks = [...sql.matchAll(/name = 'contact_functions_region'\), '([^']+)'\)/g)].map((m) => m[1]);
    expect(fallbacks.length).toBeGreaterThan(0);
    for (const region of fallbacks) expect(region).toBe(DEFAULT_FUNCTIONS_REGION);
  });
});
