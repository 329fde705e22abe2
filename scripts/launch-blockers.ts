/**
 * What still stops a real launch, in plain words, grouped for the firm: placeholders in its facts, settings
 * left at their local defaults, guides no lawyer has reviewed or that an editor left unfinished, rules of law
 * no lawyer has confirmed, public services' addresses nobody has opened live. Pure: the caller
 * (scripts/preflight.ts) hands in the config, the environment's settings and the guide files.
 */
import type { Firm, UnconfirmedFact } from '../src/config/firm.ts';
import type { PublicService } from '../src/config/public-services.ts';
import { isLang, languageName, locales } from '../src/i18n/locales.ts';
import { guideReviewMonths } from '../src/config/guides.ts';
import { checkGuides, type CheckedGuide, type GuideFile } from '../src/lib/guides/guide-check.ts';
import { checkRegister, type RegisterFile } from '../src/lib/law/register-files.ts';
import { isoDay, isReviewDue, lastChecked, reviewDue } from '../src/lib/guides/guide-review.ts';
import { fillInMarks } from '../src/lib/guides/guide-skeleton.ts';
import { DEFAULT_ANON_KEY } from '../src/lib/contact/settings-schema.ts';

export interface LaunchInput {
  firm: Firm;
  /** The facts firm.ts still shows through `unconfirmed(...)`. */
  unconfirmed: readonly UnconfirmedFact[];
  /** PUBLIC_FUNCTIONS_URL: where the form sends, when not to this project's own server (Supabase). */
  functionsUrl?: string;
  /** The server's settings as server/config.ts reads them, or the message it stopped with. */
  config: { siteUrl: string; smtp: unknown; anonKey: string } | { error: string };
  guides: readonly GuideFile[];
  /** The register of the law's files (src/content/law/). */
  register: readonly RegisterFile[];
  /** The public services the site links to (src/config/public-services.ts). */
  publicServices: readonly PublicService[];
  /** SITE_URL the built site in dist/ was made with, when there is a build. */
  builtSiteUrl?: string;
  /** The day the guides' review dates are measured against (PREFLIGHT_TODAY, else the day it runs). */
  today: Date;
}

export interface LaunchBlockers {
  firm: string[];
  /** Facts the site shows that the firm has not confirmed, each with the value shown. */
  unconfirmed: string[];
  /** What the privacy notice cannot yet say about who processes visitors' data. */
  processors: string[];
  settings: string[];
  /** Guides (by address) that name no reviewing lawyer in one or both languages. */
  unreviewed: string[];
  /** Guides due for their next legal review, as of `today`. */
  due: string[];
  /** Statements the guides' `verify` notes ask a lawyer to check, by guide. */
  toVerify: string[];
  guides: string[];
  /** Rules of the register of the law no lawyer of the firm has confirmed, each with what is unsure. */
  rules: string[];
  /** Public services whose address nobody has opened live yet, each with its address and what is unsure. */
  services: string[];
}

const roleNames: Record<Firm['processors'][number]['role'], string> = {
  hosting: 'hosting provider',
  cdn: 'CDN',
  email: 'e-mail provider',
  supabase: 'Supabase',
};

/** The firm's facts by their place in firm.ts, in the words of the firm. */
function labelOf(path: (string | number)[], firm: Firm): string {
  const [head, ...rest] = path;
  const lang = rest.find(isLang);
  const inLang = lang ? ` (${languageName(lang, 'en')})` : '';
  switch (head) {
    case 'name':
      return `the firm’s name${inLang}`;
    case 'shortName':
      return `the firm’s short name${inLang}`;
    case 'lawyers': {
      const part = { role: 'title', barRegistration: 'bar registration number', bio: 'biography', barAssociation: 'bar association' }[
        String(rest[1])
      ];
      return `lawyer ${Number(rest[0]) + 1}’s ${part ?? String(rest[1])}${inLang}`;
    }
    case 'landline':
      return 'the office phone';
    case 'mobile':
      return 'the mobile phone';
    case 'email':
      return 'the firm’s e-mail address';
    case 'address':
      return `the ${String(rest[0]) === 'street' ? 'street address' : String(rest[0])}${inLang}`;
    case 'vatNumber':
      return 'the VAT number';
    case 'taxOffice':
      return `the tax office${inLang}`;
    case 'processors': {
      const role = firm.processors[Number(rest[0])]?.role;
      const what = { name: 'name', location: 'place of processing', transfer: 'transfer basis' }[String(rest[1])];
      return `the ${role ? roleNames[role] : 'processor'}’s ${what ?? String(rest[1])}${inLang}`;
    }
    default:
      return path.join('.');
  }
}

/** A value the firm has not filled in yet: marked PLACEHOLDER, a phone of zeros, an example.* address. */
function isPlaceholder(path: (string | number)[], value: string): boolean {
  if (/PLACEHOLDER/i.test(value)) return true;
  if ((path[0] === 'landline' || path[0] === 'mobile') && /0{6,}/.test(value.replace(/\D/g, ''))) return true;
  if (path[0] === 'email' && /@example\./i.test(value)) return true;
  return false;
}

function firmPlaceholders(firm: Firm): string[] {
  const found = new Map<string, string>();
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string') {
      // A phone's two forms (tel: and display) are one fact to fix.
      const label = labelOf(path, firm);
      if (isPlaceholder(path, value) && !found.has(label)) found.set(label, value);
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, [...path, k]);
  };
  visit(firm, []);
  const missingPortraits = firm.lawyers.flatMap((lawyer, i) =>
    lawyer.portrait === null
      ? [
          `lawyer ${i + 1}’s portrait is missing: put a photograph in src/assets/lawyers/ and its file name in portrait (until then the initials are shown)`,
        ]
      : [],
  );
  return [...[...found].map(([label, value]) => `${label} is still a placeholder: "${value}"`), ...missingPortraits];
}

/** A fact's value as the site shows it, in a line: 'Δικηγορικό Γραφείο Παπαδόπουλος / Papadopoulos Law Office'. */
function shown(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return `"${value}"`;
  // A fact whose value is that there is none (no Data Protection Officer).
  if (value === null) return 'none';
  // Languages are kept as tags ('el'); the firm reads their names.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' && /^[a-z]{2,3}(-[A-Z]{2})?$/.test(v)))
    return value.map((tag: string) => languageName(tag, 'en')).join(', ');
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('inEea' in v) return v.inEea ? 'inside the EEA' : `outside the EEA, on ${shown(v.basis)}`;
    if ('days' in v && Array.isArray(v.days)) return `${v.days.join(', ')} ${String(v.opens)}–${String(v.closes)}`;
    if (Object.keys(v).every(isLang)) return Object.values(v).map(shown).join(' / ');
  }
  return JSON.stringify(value);
}

/** Who processes visitors' data must be known before the privacy notice can name them (GDPR art. 13(1)(e), (f)). */
function processorGaps(firm: Firm, functionsUrl: string | undefined): string[] {
  const gaps: string[] = [];
  const has = (role: Firm['processors'][number]['role']) => firm.processors.some((p) => p.role === role);
  if (!has('hosting')) gaps.push('no hosting provider: add the company that hosts the site to processors, with where it processes data');
  if (!has('email')) gaps.push('no e-mail provider: add the company that carries the contact messages to the firm’s mailbox to processors');
  if (functionsUrl && !has('supabase')) {
    gaps.push(
      `the contact form sends to ${functionsUrl} (PUBLIC_FUNCTIONS_URL), but processors names no Supabase: add it, with its region, so that the privacy notice names it`,
    );
  }
  for (const p of firm.processors) {
    if (p.role !== 'hosting' && p.role !== 'cdn') continue;
    const days = p.requestLogDays;
    if (days === null || days === undefined) {
      gaps.push(
        `${p.name}: say how many days this ${roleNames[p.role]} keeps its request logs (requestLogDays; 0 if it keeps none): the privacy notice states it`,
      );
    } else if (!Number.isInteger(days) || days < 0) {
      gaps.push(`${p.name}: requestLogDays is ${days}, not a whole number of days (0 if it keeps no request logs)`);
    }
  }
  return gaps;
}

function isHttpsOrigin(url: string): boolean {
  try {
    const u = new URL(url);
    const local = /^(localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(u.hostname) || u.hostname.endsWith('.localhost');
    return u.protocol === 'https:' && !local && (u.pathname === '/' || u.pathname === '') && !u.search && !u.hash;
  } catch {
    return false;
  }
}

/** '2027-11-24 (last legal review 2026-11-24, Georgios Papadopoulos)' or '… (last updated …, no legal review yet)'. */
function dueLine(guide: CheckedGuide): string {
  const { data } = guide;
  const last =
    data.reviewedBy && data.reviewed
      ? `last legal review ${isoDay(data.reviewed)}, ${data.reviewedBy}`
      : `last updated ${isoDay(lastChecked(data))}, no legal review yet`;
  return `due ${isoDay(reviewDue(data))}${data.nextReview ? ' (its nextReview)' : ''}; ${last}`;
}

export function launchBlockers({
  firm,
  unconfirmed,
  functionsUrl,
  config,
  guides,
  register,
  publicServices,
  builtSiteUrl,
  today,
}: LaunchInput): LaunchBlockers {
  const settings: string[] = [];
  if ('error' in config) {
    settings.push(`the server would not start with these settings: ${config.error.replace(/\s+/g, ' ').trim()}`);
  } else {
    if (!isHttpsOrigin(config.siteUrl)) {
      settings.push(
        `SITE_URL is "${config.siteUrl}", not the site's public https address: set it, e.g. SITE_URL=https://www.example.gr, both when you build and when you start the site (canonical links, the sitemap and the structured data use it)`,
      );
    }
    if (builtSiteUrl !== undefined && builtSiteUrl !== config.siteUrl) {
      settings.push(
        `the site in dist/ was built for "${builtSiteUrl}", not for SITE_URL "${config.siteUrl}": build it again with the same SITE_URL (npm run build)`,
      );
    }
    if (!config.smtp) {
      settings.push(
        'no SMTP settings (SMTP_URL, or SMTP_HOST with SMTP_PORT, SMTP_USER and SMTP_PASSWORD): contact messages would be stored on the server and written as .eml files, but not e-mailed to the firm',
      );
    }
    if (config.anonKey === DEFAULT_ANON_KEY) {
      settings.push(
        `PUBLIC_ANON_KEY is the default "${DEFAULT_ANON_KEY}", the same in every copy of this project: set your own (with Supabase, its anon key; with npm start, a long random string), when you build and when you start the site`,
      );
    }
  }

  const { guides: checked, problems } = checkGuides(guides);
  const guideLines = [...problems];
  const slugs = [...new Set(checked.filter((g) => !g.data.draft).map((g) => g.file.slug))];
  const order = (slug: string) => checked.find((g) => g.file.slug === slug)!.data.order;
  const unreviewed: string[] = [];
  for (const slug of slugs.sort((a, b) => order(a) - order(b))) {
    const missing = locales.filter((lang) => !checked.find((g) => g.file.slug === slug && g.file.lang === lang)?.data.reviewedBy);
    if (missing.length === locales.length) unreviewed.push(slug);
    else if (missing.length) unreviewed.push(`${slug} (its ${missing.map((l) => languageName(l, 'en')).join(' and ')} file)`);
  }
  // One line per guide: the earliest due date of its languages, naming the file when they differ.
  const due: string[] = [];
  const toVerify: string[] = [];
  for (const slug of slugs) {
    const files = checked.filter((g) => g.file.slug === slug);
    const dueFiles = files
      .filter((g) => isReviewDue(g.data, today))
      .sort((a, b) => reviewDue(a.data).getTime() - reviewDue(b.data).getTime());
    if (dueFiles.length) {
      const first = dueFiles[0]!;
      const which = dueFiles.length < files.length ? ` (its ${languageName(first.file.lang, 'en')} file)` : '';
      due.push(`${slug}${which}: ${dueLine(first)}`);
    }
    for (const note of new Set(files.flatMap((g) => g.data.verify))) toVerify.push(`${slug}: ${note}`);
  }
  for (const file of guides) {
    if (file.text.includes(fillInMarks[file.lang]))
      guideLines.push(`${file.path} still has text to fill in (marked "${fillInMarks[file.lang]}")`);
  }
  const law = checkRegister(register);
  const rules = [
    ...law.problems,
    ...law.entries.filter((r) => r.status !== 'confirmed').map((r) => `${r.id} (${r.title.en}): ${r.unsure ?? 'not yet confirmed'}`),
  ];
  return {
    firm: firmPlaceholders(firm),
    unconfirmed: unconfirmed.map(({ fact, value }) => `${fact}: the site says ${shown(value)}`),
    processors: processorGaps(firm, functionsUrl),
    settings,
    unreviewed,
    due,
    toVerify,
    guides: guideLines,
    rules,
    services: publicServices
      .filter((s) => s.status !== 'checked')
      .map((s) => `${s.id} (${s.name.en}, ${s.url}): ${s.unsure ?? 'not yet opened live'}`),
  };
}

export const blockerCount = (b: LaunchBlockers) =>
  b.firm.length +
  b.unconfirmed.length +
  b.processors.length +
  b.settings.length +
  b.unreviewed.length +
  b.due.length +
  b.toVerify.length +
  b.guides.length +
  b.rules.length +
  b.services.length;

/** The report `npm run preflight` prints. */
export function formatLaunchBlockers(blockers: LaunchBlockers, today: Date): string {
  const total = blockerCount(blockers);
  if (total === 0) {
    return 'Nothing found that stops a launch. Still confirm the site with the Athens Bar and send a test message from the contact page (README, "Before launch").\n';
  }
  const section = (title: string, lines: string[]) => (lines.length ? `${title}\n${lines.map((l) => `  - ${l}`).join('\n')}\n` : '');
  return [
    `${total === 1 ? 'One thing still stops' : `${total} things still stop`} a real launch:\n`,
    section("The firm's facts (src/config/firm.ts)", blockers.firm),
    section(
      'Facts about the firm the site states that the firm has not confirmed (src/config/firm.ts, each written unconfirmed(...)): check each; once it is true, write the value without unconfirmed(...), or correct it (art. 40 ν. 4194/2013: nothing untrue or misleading)',
      blockers.unconfirmed,
    ),
    section("Who processes visitors' data, as the privacy notice names them (src/config/firm.ts, processors)", blockers.processors),
    section('Settings (environment variables of the build and of npm start; README, "Configuration")', blockers.settings),
    section(
      'Guides that name no reviewing lawyer: once a lawyer of the firm has reviewed one, add reviewedBy: "<the lawyer\'s name>" and reviewed: YYYY-MM-DD to both its files (until then the page says "Last updated", not "Last legal review")',
      blockers.unreviewed,
    ),
    section(
      `Guides due for a legal review as of ${isoDay(today)} (${guideReviewMonths} months after the last review, or after the last update of a guide no lawyer has reviewed; src/config/guides.ts): once a lawyer has reviewed one, update reviewedBy and reviewed in both its files`,
      blockers.due,
    ),
    section(
      'Statements a lawyer must check before they stay (the verify notes in the guides’ frontmatter; readers never see them): check each against its source, correct the guide if needed, then delete the note from both files',
      blockers.toVerify,
    ),
    section('Guides (src/content/articles/)', blockers.guides),
    section(
      'Rules of the register of the law that no lawyer of the firm has confirmed (src/content/law/<id>.yaml; every page that states the rule renders it, and /law lists them all): read each against its sources, correct it if needed, then write status: confirmed, confirmedBy: "<the lawyer\'s name>" and confirmedOn: YYYY-MM-DD',
      blockers.rules,
    ),
    section(
      "Public services the site links to whose address nobody has opened live (src/config/public-services.ts; /public-services shows them): open each address, check that the service does what its card says and not what the card says it does not, correct the address or the words if needed, then write status: 'checked', checkedBy: '<your name>' and checked: 'YYYY-MM-DD', and delete unsure",
      blockers.services,
    ),
    'Fix these, then run npm run preflight again.\n',
  ]
    .filter(Boolean)
    .join('\n');
}
