import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { firm, type Firm } from '../../src/config/firm.ts';
import { lawyerNames } from '../../src/lib/guide-schema.ts';
import { readGuideFiles } from '../../src/lib/guide-files.ts';
import { guideSkeleton } from '../../src/lib/guide-skeleton.ts';
import { blockerCount, launchBlockers, type LaunchInput } from '../../scripts/launch-blockers.ts';
import { DEFAULT_ANON_KEY } from '../../src/lib/contact/settings-schema.ts';
import { guideSlugs } from '../support/guide-source.ts';

/** Every string of the firm's config marked PLACEHOLDER, found independently of the script. */
const placeholders = (value: unknown): string[] =>
  typeof value === 'string'
    ? value.includes('PLACEHOLDER')
      ? [value]
      : []
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(placeholders)
      : [];

describe('npm run preflight', () => {
  it('on today’s config lists every placeholder, the local settings and the unreviewed guides, and exits non-zero', () => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/^(SITE_URL|SMTP_|PUBLIC_ANON_KEY|PUBLIC_FUNCTIONS_URL|MAIL_)/.test(k)),
    );
    const run = spawnSync('npm', ['run', '--silent', 'preflight'], { env, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(1);
    const out = run.stdout;
    expect(placeholders(firm).length).toBeGreaterThan(5);
    for (const value of placeholders(firm)) expect(out).toContain(`"${value}"`);
    expect(out).toContain(`"${firm.landline.tel}"`);
    expect(out).toContain(`"${firm.email}"`);
    for (const [i, lawyer] of firm.lawyers.entries())
      if (lawyer.portrait === null) expect(out).toContain(`lawyer ${i + 1}’s portrait is missing`);
    expect(out).toMatch(/SITE_URL is "http:\/\/localhost:4321", not the site's public https address/);
    expect(out).toMatch(/no SMTP settings/);
    expect(out).toContain(`PUBLIC_ANON_KEY is the default "${DEFAULT_ANON_KEY}"`);
    for (const slug of guideSlugs) expect(out).toMatch(new RegExp(`^ {2}- ${slug}$`, 'm'));
    expect(out).toMatch(/^\d+ things still stop a real launch:/);
  });

  it('finds nothing once the firm, the settings and the guides are ready, and names what remains one by one', () => {
    // The firm's facts filled in, as a firm would.
    const ready = JSON.parse(JSON.stringify(firm).replaceAll(' (PLACEHOLDER)', '')) as Firm;
    const [lawyer] = ready.lawyers;
    Object.assign(ready, {
      lawyers: [{ ...lawyer, portrait: 'georgios-papadopoulos.jpg' }],
      landline: { tel: '+302103612345', display: '210 361 2345' },
      mobile: { tel: '+306944123456', display: '694 412 3456' },
      email: 'info@papadopoulos-law.gr',
    });
    const reviewer = lawyerNames[0]!;
    // Reviewed by a lawyer, who also checked every statement a verify note asked about.
    const reviewed = readGuideFiles().map((f) => ({
      ...f,
      text: f.text
        .replace(/^updated: .*$/m, (line) => `${line}\nreviewedBy: "${reviewer}"\nreviewed: 2026-12-01`)
        .replace(/^verify:\n(?: {2}- .*\n)+/m, ''),
    }));
    const config = {
      siteUrl: 'https://www.papadopoulos-law.gr',
      smtp: { url: 'smtps://mail.papadopoulos-law.gr' },
      anonKey: 'k3J9x-long-random',
    };
    const today = new Date('2026-12-02T00:00:00Z');
    const input: LaunchInput = { firm: ready, config, guides: reviewed, builtSiteUrl: config.siteUrl, today };
    expect(launchBlockers(input)).toEqual({ firm: [], settings: [], unreviewed: [], due: [], toVerify: [], guides: [] });

    // Each thing left undone is found on its own.
    const count = (changes: Partial<LaunchInput>) => blockerCount(launchBlockers({ ...input, ...changes }));
    expect(count({ firm: { ...ready, vatNumber: 'EL000000000 (PLACEHOLDER)' } })).toBe(1);
    expect(count({ firm: { ...ready, lawyers: [{ ...lawyer, portrait: null }] } })).toBe(1);
    expect(count({ firm: { ...ready, lawyers: [{ ...lawyer, portrait: 'x.jpg', barRegistration: '00000 (PLACEHOLDER)' }] } })).toBe(1);
    expect(count({ config: { ...config, siteUrl: 'http://www.papadopoulos-law.gr' }, builtSiteUrl: undefined })).toBe(1);
    expect(count({ config: { ...config, siteUrl: 'https://localhost:4321' }, builtSiteUrl: undefined })).toBe(1);
    expect(count({ builtSiteUrl: 'http://localhost:4321' })).toBe(1);
    expect(count({ config: { ...config, smtp: null } })).toBe(1);
    expect(count({ config: { ...config, anonKey: DEFAULT_ANON_KEY } })).toBe(1);
    expect(count({ config: { error: 'Invalid configuration: PORT: too big' } })).toBe(1);
    expect(
      count({
        guides: reviewed.map((f) =>
          f.slug === 'common-mistakes' && f.lang === 'en'
            ? { ...f, text: f.text.replace(/^reviewedBy: .*\n/m, '').replace(/^reviewed: .*\n/m, '') }
            : f,
        ),
      }),
    ).toBe(1);
    const unfinished = ['el', 'en'].map((lang) => ({
      path: `src/content/articles/${lang}/new-one.mdx`,
      lang: lang as 'el' | 'en',
      slug: 'new-one',
      text: guideSkeleton(lang as 'el' | 'en', { order: 50, related: 'car-accident-guide', today: '2026-12-01' }),
    }));
    const withNew = launchBlockers({ ...input, guides: [...reviewed, ...unfinished] });
    expect(withNew.unreviewed).toEqual(['new-one']);
    expect(withNew.guides).toEqual([
      'src/content/articles/el/new-one.mdx still has text to fill in (marked "[προς συμπλήρωση]")',
      'src/content/articles/en/new-one.mdx still has text to fill in (marked "[to fill in]")',
    ]);
  });
});
