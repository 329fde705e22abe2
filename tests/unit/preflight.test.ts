import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { firm, unconfirmedFacts, type Firm } from '../../src/config/firm.ts';
import { publicServices, type PublicService } from '../../src/config/public-services.ts';
import { lawyerNames } from '../../src/lib/guides/guide-schema.ts';
import { readRegisterFiles } from '../../src/lib/law/register-files.ts';
import { readGuideFiles } from '../../src/lib/guides/guide-files.ts';
import { guideSkeleton } from '../../src/lib/guides/guide-skeleton.ts';
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
    // Every fact about the firm the site states without the firm's word is listed, in plain words, with what the site says.
    const facts = unconfirmedFacts.map((f) => f.fact);
    for (const fact of [
      'the firm’s name',
      'lawyer 1’s title',
      'lawyer 1’s bar association',
      'the year the office was founded',
      'works only on road-accident compensation',
      'the office hours',
      'the languages lawyer 1 works',
      'the postal code',
    ])
      expect(
        facts.some((f) => f.includes(fact)),
        fact,
      ).toBe(true);
    const lines = out.split('\n');
    for (const fact of facts)
      expect(
        lines.some((line) => line.startsWith(`  - ${fact}: the site says `)),
        fact,
      ).toBe(true);
    expect(out).toContain('the year the office was founded (the pages count the years of experience from it): the site says "1994"');
    expect(out).toContain('lawyer 1’s bar association: the site says "Δικηγορικός Σύλλογος Αθηνών" / "Athens Bar Association"');
    expect(out).toContain('the languages lawyer 1 works with clients in: the site says Greek, English');
    // The privacy notice cannot name its providers yet.
    expect(out).toContain('the hosting provider’s name is still a placeholder');
    expect(out).toContain('the e-mail provider’s name is still a placeholder');
    expect(out).toMatch(/say how many days this hosting provider keeps its request logs/);
    expect(out).toMatch(/SITE_URL is "http:\/\/localhost:4321", not the site's public https address/);
    expect(out).toMatch(/no SMTP settings/);
    expect(out).toContain(`PUBLIC_ANON_KEY is the default "${DEFAULT_ANON_KEY}"`);
    for (const slug of guideSlugs) expect(out).toMatch(new RegExp(`^ {2}- ${slug}$`, 'm'));
    // Every rule of the register of the law awaits a lawyer, with what is unsure of it.
    expect(out).toContain('Rules of the register of the law that no lawyer of the firm has confirmed');
    expect(out).toMatch(/^ {2}- fund-lawsuit-deadline \(The short deadline to sue the Auxiliary Fund\): .*reported by secondary sources/m);
    // Every public service's address awaits someone to open it live, with its address and what is unsure of it.
    expect(out).toContain('Public services the site links to whose address nobody has opened live');
    for (const service of publicServices.filter((s) => s.status === 'verify'))
      expect(out).toContain(`  - ${service.id} (${service.name.en}, ${service.url}): ${service.unsure}`);
    expect(out).toMatch(/^ {2}- insured \(.*https:\/\/www\.gov\.gr\): The research did not capture the service's own address on gov\.gr/m);
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
      processors: [
        {
          role: 'hosting',
          name: 'Hetzner Online GmbH',
          location: { el: 'Γερμανία', en: 'Germany' },
          transfer: { inEea: true },
          requestLogDays: 0,
        },
        { role: 'email', name: 'Mailbox.org', location: { el: 'Γερμανία', en: 'Germany' }, transfer: { inEea: true } },
      ],
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
    // Every rule of the register of the law read and confirmed by that lawyer.
    const confirmed = readRegisterFiles().map((f) => ({
      ...f,
      text: f.text
        .replace(/^status: verify$/m, `status: confirmed\nconfirmedBy: "${reviewer}"\nconfirmedOn: 2026-12-01`)
        .replace(/^unsure: .*$/m, ''),
    }));
    // Every public service's address opened live and its card checked against it.
    const opened: PublicService[] = publicServices.map(({ unsure: _unsure, ...service }) => ({
      ...service,
      status: 'checked',
      checkedBy: 'Maria Ioannou',
      checked: '2026-12-01',
    }));
    const input: LaunchInput = {
      firm: ready,
      unconfirmed: [],
      config,
      guides: reviewed,
      register: confirmed,
      publicServices: opened,
      builtSiteUrl: config.siteUrl,
      today,
    };
    expect(launchBlockers(input)).toEqual({
      firm: [],
      unconfirmed: [],
      processors: [],
      settings: [],
      unreviewed: [],
      due: [],
      toVerify: [],
      guides: [],
      rules: [],
      services: [],
    });

    // Each thing left undone is found on its own.
    const count = (changes: Partial<LaunchInput>) => blockerCount(launchBlockers({ ...input, ...changes }));
    expect(count({ firm: { ...ready, vatNumber: 'EL000000000 (PLACEHOLDER)' } })).toBe(1);
    expect(count({ firm: { ...ready, lawyers: [{ ...lawyer, portrait: null }] } })).toBe(1);
    expect(count({ firm: { ...ready, lawyers: [{ ...lawyer, portrait: 'x.jpg', barRegistration: '00000 (PLACEHOLDER)' }] } })).toBe(1);
    expect(count({ unconfirmed: [{ fact: 'the year the office was founded', value: 1994 }] })).toBe(1);
    // One rule of the register left to verify, and one whose confirming lawyer is not the firm's.
    const [first, second, ...rest] = confirmed;
    const unsure = { ...first!, text: readRegisterFiles().find((f) => f.id === first!.id)!.text };
    expect(count({ register: [unsure, second!, ...rest] })).toBe(1);
    const stranger = { ...second!, text: second!.text.replace(`confirmedBy: "${reviewer}"`, 'confirmedBy: "Nobody Known"') };
    expect(count({ register: [first!, stranger, ...rest] })).toBe(1);
    // One public service whose address nobody has opened.
    const [gov, ...others] = opened;
    expect(count({ publicServices: [publicServices.find((s) => s.id === gov!.id)!, ...others] })).toBe(1);
    const [hosting, email] = ready.processors;
    expect(count({ firm: { ...ready, processors: [hosting!] } })).toBe(1);
    expect(count({ firm: { ...ready, processors: [{ ...hosting!, requestLogDays: null }, email!] } })).toBe(1);
    expect(count({ firm: { ...ready, processors: [{ ...hosting!, requestLogDays: -3 }, email!] } })).toBe(1);
    expect(count({ firm: { ...ready, processors: [{ ...hosting!, name: 'Host (PLACEHOLDER)' }, email!] } })).toBe(1);
    expect(count({ functionsUrl: 'https://abcd.supabase.co/functions/v1' })).toBe(1);
    expect(
      count({
        functionsUrl: 'https://abcd.supabase.co/functions/v1',
        firm: {
          ...ready,
          processors: [
            ...ready.processors,
            // Where it processes data, in every language of the site: the hosting provider's place serves.
            { role: 'supabase', name: 'Supabase Inc.', location: hosting!.location, transfer: { inEea: true } },
          ],
        },
      }),
    ).toBe(0);
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
