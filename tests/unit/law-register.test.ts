import { describe, expect, it } from 'vitest';
import { computeDeadlines, deadlinePeriods } from '../../src/lib/days-after/deadlines.ts';
import { lawTextProblems, phrasesIn } from '../../src/lib/law/law-check.ts';
import { withLaw } from '../../src/lib/law/law-tokens.ts';
import { periodEnd, periodWords, withPeriod } from '../../src/lib/law/period.ts';
import { periodPhrases, rulesFor } from '../../src/lib/law/period-phrases.ts';
import { checkRegister, readLawTextFiles, readRegister, readRegisterFiles } from '../../src/lib/law/register-files.ts';

/**
 * The register of the law (src/content/law/): its rules as the pages word them, the check that keeps every
 * period of the guides, the UI strings and the path's data in it, and the dates counted by its periods.
 */
const register = readRegister();
const texts = readLawTextFiles();
const rule = (id: string) => register.find((r) => r.id === id)!;

describe('a period in words', () => {
  it('in Greek, in the case the sentence needs, and in English', () => {
    expect(periodWords({ length: 3, unit: 'months' }, 'el')).toBe('τρεις μήνες');
    expect(periodWords({ length: 3, unit: 'months' }, 'el', { case: 'gen' })).toBe('τριών μηνών');
    expect(periodWords({ length: 5, unit: 'years' }, 'el', { case: 'gen' })).toBe('πέντε ετών');
    expect(periodWords({ length: 2, unit: 'years' }, 'el')).toBe('δύο χρόνια');
    expect(periodWords({ length: 4, unit: 'months' }, 'el')).toBe('τέσσερις μήνες');
    expect(periodWords({ length: 3, unit: 'years' }, 'el')).toBe('τρία χρόνια');
    expect(periodWords({ length: 1, unit: 'months' }, 'el')).toBe('έναν μήνα');
    expect(periodWords({ length: 8, unit: 'workingDays' }, 'el', { case: 'gen' })).toBe('οκτώ εργάσιμων ημερών');
    expect(periodWords({ length: 50, unit: 'days' }, 'el')).toBe('50 ημέρες');
    expect(periodWords({ length: 3, unit: 'months' }, 'en')).toBe('three months');
    expect(periodWords({ length: 1, unit: 'years' }, 'en')).toBe('one year');
    expect(periodWords({ length: 8, unit: 'workingDays' }, 'en', { digits: true })).toBe('8 working days');
  });

  it("fills a rule's placeholders", () => {
    const period = { length: 3, unit: 'months' } as const;
    expect(withPeriod('μέσα σε {period}, προθεσμία {period.gen}, ή {period.digits}', period, 'el')).toBe(
      'μέσα σε τρεις μήνες, προθεσμία τριών μηνών, ή 3 μήνες',
    );
  });

  it('ends on the day the strict reading gives', () => {
    expect(periodEnd('2026-11-30', { length: 3, unit: 'months' })).toBe('2027-02-28');
    expect(periodEnd('2026-11-02', { length: 8, unit: 'workingDays' })).toBe('2026-11-12');
    expect(periodEnd('2026-11-02', { length: 5, unit: 'years' })).toBe('2031-11-02');
    expect(periodEnd('2026-11-02', { length: 2, unit: 'weeks' })).toBe('2026-11-16');
  });
});

describe('the phrases that state a period', () => {
  const found = (text: string) => periodPhrases(text).map((p) => `${p.text}=${p.length} ${p.unit}`);

  it('in words or digits, in any case, and the nouns that are a period by themselves', () => {
    expect(found('αγωγή μέσα σε πέντε ετών, το αργότερο σε 8 εργάσιμες ημέρες, και τρεις μήνες')).toEqual([
      'πέντε ετών=5 years',
      '8 εργάσιμες ημέρες=8 workingDays',
      'τρεις μήνες=3 months',
    ]);
    expect(found('within 5 years, two years, the 10-day rule and 50 calendar days')).toEqual([
      '5 years=5 years',
      'two years=2 years',
      '10-day=10 days',
      '50 calendar days=50 days',
    ]);
    expect(found('η πενταετία και το τρίμηνο')).toEqual(['πενταετία=5 years', 'τρίμηνο=3 months']);
    expect(found('οκτώ (8) εργάσιμων ημερών')).toEqual(['οκτώ (8) εργάσιμων ημερών=8 workingDays']);
  });

  it('not a citation, a date, or a word that only starts like a unit', () => {
    expect(found('ν. 4092/2012, ΦΕΚ Α’ 220/8.11.2012, ΠΕΕ 87/5.4.2016')).toEqual([]);
    expect(found('κρατήστε ένα ημερολόγιο· μία ημερομηνία')).toEqual([]);
  });

  it('names the rules of the register that state that period', () => {
    expect(rulesFor({ length: 5, unit: 'years' }, register)).toEqual(
      expect.arrayContaining(['direct-claim-limitation', 'fund-limitation', 'tort-limitation']),
    );
    expect(rulesFor({ length: 3, unit: 'months' }, register)).toEqual(expect.arrayContaining(['insurer-answer', 'fund-answer']));
  });
});

describe('the law has one home', () => {
  it('the register reads, and the guides, the notices, the UI strings and the path state no period outside it', () => {
    expect(checkRegister(readRegisterFiles()).problems).toEqual([]);
    expect(lawTextProblems(texts, register)).toEqual([]);
  });

  it('every phrase let stand outside it has its reason, and the list names no file that is not there', () => {
    const allowed = phrasesIn(texts).filter((p) => p.allowed);
    expect(allowed.length).toBeGreaterThan(0);
    for (const p of allowed) expect(p.allowed!.length).toBeGreaterThan(30);
  });

  const planted = (path: string, find: string, plant: (line: string) => string) => {
    const file = texts.find((f) => f.path === path)!;
    const lines = file.text.split('\n');
    const at = lines.findIndex((l) => l.includes(find));
    expect(at).toBeGreaterThan(0);
    lines[at] = plant(lines[at]!);
    return { files: texts.map((f) => (f === file ? { ...file, text: lines.join('\n') } : f)), line: at + 1 };
  };
  /** What the planted text adds to what the check finds in the files as they are. */
  const added = (files: typeof texts) => {
    const before = new Set(lawTextProblems(texts, register));
    return lawTextProblems(files, register).filter((p) => !before.has(p));
  };

  it('refuses «πέντε ετών» planted in a guide’s text, naming the file, the line and the rules to use', () => {
    const path = 'src/content/articles/el/insurance-rights.mdx';
    const { files, line } = planted(path, 'Μια αξίωση που δεν ασκείται', (l) => `${l} Η αξίωση παραγράφεται μετά από πέντε ετών.`);
    const problems = added(files);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${path}, line ${line}: "πέντε ετών" states a period outside the register of the law`);
    expect(problems[0]).toContain('<Rule id="');
    expect(problems[0]).toMatch(/direct-claim-limitation/);
  });

  it('refuses "5 years" planted in a UI string, naming the file and the line', () => {
    const path = 'src/i18n/ui/en.ts';
    const { files, line } = planted(path, "'law.general':", (l) => l);
    const withString = files.map((f) =>
      f.path === path ? { ...f, text: f.text.replace("'law.general':", "'law.planted': 'Sue within 5 years.',\n  'law.general':") } : f,
    );
    const problems = added(withString);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${path}, line ${line}: "5 years" states a period outside the register of the law`);
  });

  it('refuses a <Rule> or a token naming a rule the register lacks', () => {
    const path = 'src/content/articles/en/insurance-rights.mdx';
    const { files } = planted(path, '## ', (l) => `${l}\n\nSee <Rule id="no-such-rule" period /> and {period:nor-this}.`);
    const problems = lawTextProblems(files, register);
    expect(problems.some((p) => p.includes('<Rule id="no-such-rule"> names no rule of the register'))).toBe(true);
    expect(problems.some((p) => p.includes('{period:nor-this} names no rule of the register'))).toBe(true);
  });

  it('puts a rule’s words in a plain string, where a guide cannot place <Rule>', () => {
    expect(withLaw('Μέσα σε {period:insurer-answer}.', 'el', register)).toBe('Μέσα σε τρεις μήνες.');
    expect(withLaw('{period.digits:insurer-answer}', 'en', register)).toBe('3\u00a0months');
    expect(() => withLaw('{rule:no-such-rule}', 'en', register)).toThrow(/no rule/);
  });
});

describe('a rule with a mistake', () => {
  const file = (text: string) => [{ path: 'src/content/law/example-rule.yaml', id: 'example-rule', text }];
  const good = readRegisterFiles().find((f) => f.id === 'fund-answer')!.text;

  it('is named by its file, its line and its field', () => {
    const noUnsure = good.replace(/^unsure: .*$/m, '');
    expect(checkRegister(file(noUnsure)).problems).toEqual([
      'src/content/law/example-rule.yaml, field "unsure": is missing: a rule to verify says what is not certain.',
    ]);
    const badSource = good.replace("cite: 'άρθρο 19 παρ. 8 π.δ. 237/1986'", "cite: 'άρθρο 19 π.δ. 999/1986'");
    const [problem] = checkRegister(file(badSource)).problems;
    expect(problem).toMatch(/^src\/content\/law\/example-rule\.yaml, line \d+, field "sources\.0"/);
    expect(problem).toContain('π.δ. 999/1986');
    expect(checkRegister(file(good.replace('unit: months', 'unit: fortnights'))).problems[0]).toMatch(/line \d+, field "period\.unit"/);
    expect(checkRegister([{ path: 'src/content/law/Bad Name.yaml', id: 'Bad Name', text: good }]).problems[0]).toContain(
      "a rule's file name is its id",
    );
  });
});

describe('the dates are counted by the register', () => {
  it('a changed period changes the date, and nothing else', () => {
    const periods = deadlinePeriods(register);
    const four = deadlinePeriods(register.map((r) => (r.id === 'fund-answer' ? { ...r, period: { ...r.period!, length: 4 } } : r)));
    const at = (p: typeof periods) => {
      const result = computeDeadlines({ accident: '2026-11-02', fundReceived: '2026-11-30' }, p);
      if (!result.ok) throw new Error(result.error);
      return Object.fromEntries(result.deadlines.map((d) => [d.id, d.date]));
    };
    expect(at(periods).fundAnswer).toBe('2027-02-28');
    expect(at(four)).toEqual({ ...at(periods), fundAnswer: '2027-03-30' });
    expect(rule('fund-answer').period?.length).toBe(3);
  });

  it('a rule the dates need, missing or without a period, stops the page', () => {
    expect(() => deadlinePeriods(register.filter((r) => r.id !== 'insurer-answer'))).toThrow(/insurer-answer .*does not exist/);
  });
});
