import { describe, expect, it } from 'vitest';
import {
  papersGuide,
  payers,
  questionIds,
  ruleRef,
  rulesNamed,
  sectionsNamed,
  startPath,
  startQuestions,
  urgentSteps,
  type Answers,
} from '../../src/config/start-path.ts';
import { locales } from '../../src/i18n/locales.ts';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { useTranslations } from '../../src/i18n/t.ts';
import { checkGuides, startPathProblems } from '../../src/lib/guides/guide-check.ts';
import { readGuideFiles } from '../../src/lib/guides/guide-files.ts';
import { headingIds } from '../../src/lib/guides/guide-structure.ts';
import { periodPhrases } from '../../src/lib/law/period-phrases.ts';
import { readRegister, readRegisterFiles } from '../../src/lib/law/register-files.ts';
import { ruleText } from '../../src/lib/law/rule-text.ts';
import {
  answersFromLink,
  everyCase,
  isAnswersLink,
  linkOf,
  maxGuides,
  messageOf,
  startResult,
  mayShareFault,
  resultStep,
  screenFromLink,
  screenLink,
  validDate,
  whenOf,
} from '../../src/lib/days-after/start-path.ts';
import { firstUses } from '../../src/lib/plain-words.ts';
import { plainWordIds } from '../../src/config/plain-words.ts';
import { startPathSchema } from '../../src/lib/days-after/start-path-schema.ts';
import {
  answerKey,
  answerKeys,
  hintKeys,
  messageAnswerKeys,
  messageKey,
  questionKeys,
  toldQuestions,
} from '../../src/lib/days-after/start-path-keys.ts';

// The guides as they are published now: what the path links to must be there.
const { guides } = checkGuides(readGuideFiles());
const published = guides.filter((g) => !g.data.draft);
const sectionsOf = (lang: string, slug: string) => {
  const guide = published.find((g) => g.file.lang === lang && g.file.slug === slug);
  return guide ? headingIds(guide.body).map((h) => h.id) : [];
};
// Each guide's sections read once: the walk below asks 7,200 times.
const existing = new Set(
  published.filter((g) => g.file.lang === 'en').flatMap((g) => sectionsOf('en', g.file.slug).map((id) => `${g.file.slug}#${id}`)),
);
const exists = (guide: string, section: string) => existing.has(`${guide}#${section}`);

const cases = everyCase();
// The register's rules, by their files' ids: what the build hands the path's check.
const ruleIds = readRegisterFiles().map((f) => f.id);

describe('the questions', () => {
  // A shaken visitor answers on a phone: one more question means asking the owner which one goes.
  it('are at most six', () => {
    expect(
      questionIds.length,
      'the path asks at most six questions (docs/requirements.md, "From the product decisions")',
    ).toBeLessThanOrEqual(6);
  });

  // The type check asks for every key the questions need; this asks that no string is left over from one removed.
  it('have their words, hints, answers and message lines in both languages, and no string is left of one they lack', () => {
    const derived = new Set<string>([...questionKeys, ...hintKeys, ...answerKeys, ...messageAnswerKeys]);
    const told = new Set<string>(toldQuestions);
    for (const lang of locales) {
      const pathKeys = Object.keys(dictionaries[lang]).filter((key) => {
        const [, family, question] = key.split('.');
        return key.startsWith('start.') && (family === 'q' || family === 'a' || (family === 'message' && told.has(question!)));
      });
      expect(new Set(pathKeys), lang).toEqual(derived);
    }
    expect(answerKeys).toHaveLength(questionIds.reduce((n, q) => n + startQuestions[q].length, 0));
    expect(answerKey('other', 'unsure')).toBe('start.a.other.unsure');
    expect(messageKey('police', 'no')).toBe('start.message.police.no');
    // @ts-expect-error: an answer the question does not have has no key.
    answerKey('when', 'parked');
    // @ts-expect-error: of anyone's health the message says nothing.
    messageKey('harm', 'hurt');
  });
});

describe('the what-happened path, for every combination of answers', () => {
  it('walks every combination: each question answered one way or skipped', () => {
    const expected = questionIds.reduce((n, q) => n * (startQuestions[q].length + 1), 1);
    expect(cases).toHaveLength(expected);
    expect(new Set(cases.map((c) => JSON.stringify(c))).size).toBe(expected);
  });

  // Failures are gathered and compared once: an expect per case would take minutes.
  it('lands every case on one to three guides, each a different guide, each at a section that exists', () => {
    const wrong: string[] = [];
    for (const answers of cases) {
      const { guides: read } = startResult(answers);
      const at = JSON.stringify(answers);
      if (read.length < 1 || read.length > maxGuides) wrong.push(`${at}: ${read.length} guides`);
      if (new Set(read.map((g) => g.guide)).size !== read.length) wrong.push(`${at}: a guide twice`);
      for (const g of read) if (!exists(g.guide, g.section)) wrong.push(`${at}: no ${g.guide}#${g.section}`);
    }
    expect(wrong).toEqual([]);
  });

  // With no other vehicle, a pedestrian's or a cyclist's case is none the path knows: the page says so.
  it('never leaves "who pays" empty but where no vehicle was involved, and every payer, step and paper links a section that exists', () => {
    const wrong: string[] = [];
    for (const answers of cases) {
      const result = startResult(answers);
      const at = JSON.stringify(answers);
      const noVehicle = answers.other === 'none' && (answers.role === 'pedestrian' || answers.role === 'cyclist');
      if (result.payers.length === 0 && !noVehicle) wrong.push(`${at}: nobody pays`);
      if (result.payers.length > 0 && noVehicle) wrong.push(`${at}: a payer with no vehicle`);
      if (result.papers.length === 0) wrong.push(`${at}: no papers`);
      for (const link of [...result.payers, ...result.urgent])
        if (!exists(link.guide, link.section)) wrong.push(`${at}: no ${link.guide}#${link.section}`);
      for (const paper of result.papers) if (!exists(papersGuide, paper.section)) wrong.push(`${at}: no ${papersGuide}#${paper.section}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names who pays as the fact sheet does: the Fund for an unknown or uninsured vehicle, the vehicle’s insurer for a passenger', () => {
    const payersOf = (answers: Answers) => startResult(answers).payers.map((p) => p.payer);
    expect(payersOf({ role: 'pedestrian', other: 'unknown' })).toEqual(['fundUnknown']);
    expect(payersOf({ role: 'cyclist', other: 'uninsured' })).toEqual(['fundUninsured']);
    expect(payersOf({ role: 'passenger', other: 'insured' })).toEqual(['vehicleInsurer', 'otherInsurer']);
    expect(payersOf({ role: 'pedestrian' })).toEqual(['otherInsurer']);
    // A foreign vehicle: the Motor Insurers' Bureau, marked to be confirmed.
    const foreign = startResult({ other: 'foreign' }).payers;
    expect(foreign.map((p) => [p.payer, p.verify])).toEqual([['foreignBureau', true]]);
    // No other vehicle: never "the other vehicle's insurer"; a driver's own optional cover, a passenger's vehicle.
    expect(payersOf({ role: 'driver', other: 'none' })).toEqual(['ownCover']);
    expect(payersOf({ role: 'passenger', other: 'none' })).toEqual(['vehicleInsurer']);
    expect(payersOf({ other: 'none' })).toEqual(['vehicleInsurer', 'ownCover']);
    // A driver hit by an uninsured or unknown vehicle: the Fund, and perhaps his own policy.
    expect(payersOf({ role: 'motorcyclist', other: 'unknown' })).toEqual(['fundUnknown', 'ownCover']);
    expect(payersOf({ role: 'driver', other: 'uninsured' })).toEqual(['fundUninsured', 'ownCover']);
    expect(payersOf({ role: 'driver', other: 'insured', harm: 'hurt' })).toEqual(['otherInsurer']);
  });

  // The review of 1 December 2026, M7: Μαρία knew the car, not whether it was insured.
  it('for a known vehicle whose insurance is not known: how to find out, and both who may pay, with the Fund’s short deadline', () => {
    const result = startResult({ role: 'motorcyclist', harm: 'hurt', other: 'unsure', when: 'week' });
    expect(result.payers.map((p) => p.payer)).toEqual(['otherInsurer', 'fundUninsured', 'ownCover']);
    expect(result.urgent.map((u) => u.step)).toEqual(expect.arrayContaining(['findInsurer', 'fundDeadline']));
    expect(result.guides[0]).toEqual({ guide: 'uninsured-hit-run', section: 'how-to-check-whether-the-vehicle-is-insured' });
  });

  // Its guide: serious injury is "a completely different case", "if anyone is hurt, do not sign" (the review of 1 December 2026, M5).
  it('offers the friendly settlement only for a damage-only collision of the last days', () => {
    const settlement = (answers: Answers) => startResult(answers).payers.some((p) => p.payer === 'ownInsurerSettlement');
    expect(settlement({ role: 'driver', other: 'insured', harm: 'none', when: 'today' })).toBe(true);
    expect(settlement({ role: 'motorcyclist', other: 'insured', harm: 'none', when: 'week' })).toBe(true);
    expect(settlement({ role: 'driver', other: 'insured', harm: 'none' })).toBe(true);
    for (const harm of ['hurt', 'died', undefined] as const)
      expect(settlement({ role: 'motorcyclist', other: 'insured', harm, when: 'today' })).toBe(false);
    for (const when of ['year', 'older'] as const) expect(settlement({ role: 'driver', other: 'insured', harm: 'none', when })).toBe(false);
  });

  it('shows urgent steps only while they can still be done, and the time limits when it was long ago', () => {
    const steps = (answers: Answers) => startResult(answers).urgent.map((u) => u.step);
    expect(steps({ harm: 'hurt', when: 'today' })).toContain('emergency');
    expect(steps({ harm: 'hurt', when: 'year' })).not.toContain('emergency');
    expect(steps({ police: 'no', when: 'today' })).toContain('police');
    expect(steps({ role: 'pedestrian', harm: 'none', police: 'yes', fault: 'no', when: 'year' })).toEqual([]);
    expect(steps({ when: 'older' })).toEqual(['limitation']);
    // A hit-and-run three days ago, and no police: go to them, keep the footage, mind the Fund's deadline.
    expect(steps({ role: 'pedestrian', harm: 'hurt', other: 'unknown', police: 'no', fault: 'no', when: 'week' })).toEqual([
      'doctor',
      'police',
      'scene',
      'fundDeadline',
    ]);
    // The Fund's short deadline to sue, whenever the accident was.
    for (const when of [...startQuestions.when, undefined])
      for (const other of ['uninsured', 'unknown'] as const) expect(steps({ other, when })).toContain('fundDeadline');
    expect(steps({ other: 'insured' })).not.toContain('fundDeadline');
    expect(steps({ other: 'unknown', when: 'older' })).toEqual(['fundDeadline', 'limitation']);
    // A vehicle on foreign plates, early: note its country and Green Card.
    expect(steps({ other: 'foreign', when: 'week' })).toContain('greenCard');
    expect(steps({ other: 'foreign', when: 'year' })).not.toContain('greenCard');
    // Reporting to one's insurer speaks to the one who drove: not after a death.
    expect(steps({ role: 'driver', harm: 'hurt', when: 'today' })).toContain('ownInsurer');
    expect(steps({ role: 'driver', harm: 'died', when: 'today' })).not.toContain('ownInsurer');
  });

  it('puts the time limits first for an accident more than a year ago', () => {
    for (const answers of cases.filter((c) => c.when === 'older'))
      expect(startResult(answers).guides[0]).toEqual({ guide: 'insurance-rights', section: 'time-limits-limitation-periods' });
  });

  it('asks for health papers only when someone was hurt or died, or the visitor did not say', () => {
    const papers = (answers: Answers) => startResult(answers).papers.map((p) => p.paper);
    expect(papers({ harm: 'none' })).not.toContain('health');
    expect(papers({ harm: 'hurt' })).toContain('health');
    expect(papers({})).toContain('health');
    expect(papers({ role: 'pedestrian' })).not.toContain('vehicle');
  });

  it('passes its own check, and every section it names exists in both languages', () => {
    expect(startPathSchema.safeParse(startPath).success).toBe(true);
    expect(startPathProblems(guides, startPath, ruleIds)).toEqual([]);
    for (const ref of sectionsNamed()) {
      const at = sectionsOf('en', ref.guide).indexOf(ref.section);
      expect(at, `${ref.guide}#${ref.section}`).toBeGreaterThanOrEqual(0);
      expect(sectionsOf('el', ref.guide)[at]).toBeTruthy();
    }
  });
});

describe('the guide check of the path’s rules', () => {
  it('names a section a guide does not have, with the ids it has', () => {
    const path = {
      ...startPath,
      guides: [{ if: { role: ['passenger' as const] }, guide: 'insurance-rights', section: 'no-such-heading' }, ...startPath.guides],
    };
    const [problem, ...rest] = startPathProblems(guides, path, ruleIds);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^src\/config\/start-path\.ts: names section "no-such-heading" of src\/content\/articles\/en\/insurance-rights\.mdx, which has no such heading/,
    );
    expect(problem).toContain('the-direct-claim');
  });

  it('names a guide that does not exist', () => {
    const path = {
      ...startPath,
      payers: [...startPath.payers, { if: {}, payer: 'otherInsurer' as const, guide: 'no-such-guide', section: 'x' }],
    };
    expect(startPathProblems(guides, path, ruleIds)).toEqual([
      expect.stringMatching(/names guide "no-such-guide", but there is no such guide/),
    ]);
  });

  it('refuses an answer no question has, and a last guide rule with a condition', () => {
    const wrongAnswer = {
      ...startPath,
      guides: [{ if: { role: ['pilot'] }, guide: 'insurance-rights', section: 'the-direct-claim' }, ...startPath.guides],
    };
    expect(startPathProblems(guides, wrongAnswer as never, ruleIds)[0]).toMatch(
      /^src\/config\/start-path\.ts, at guides\.0\.if\.role\.0: /,
    );
    const noFallback = { ...startPath, guides: startPath.guides.slice(0, -1) };
    expect(startPathProblems(guides, noFallback, ruleIds)).toEqual([expect.stringContaining('the last guide rule must have no condition')]);
  });
});

describe('the law on the path’s cards', () => {
  const register = readRegister();
  it('names, for every step and payer, rules the register has, each worded in every language', () => {
    for (const [family, ids] of [
      ['urgent', urgentSteps],
      ['payers', payers],
    ] as const)
      for (const id of ids) {
        const words = startPath.words[family][id as never] as (typeof startPath.words)['urgent'][keyof (typeof startPath.words)['urgent']];
        for (const ref of words.rules) {
          const { id: rule, wording } = ruleRef(ref);
          const entry = register.find((r) => r.id === rule);
          expect(entry, `${family}.${id}: ${rule}`).toBeDefined();
          for (const lang of locales) expect(ruleText(entry!, lang, wording)).not.toMatch(/\{period/);
        }
      }
    expect(rulesNamed().every((id) => ruleIds.includes(id))).toBe(true);
  });

  it('stops the build, naming src/config/start-path.ts, when a card names a rule the register lacks', () => {
    const path = {
      ...startPath,
      words: { ...startPath.words, payers: { ...startPath.words.payers, fundUnknown: { rules: ['fund-pays-unknown', 'no-such-rule'] } } },
    };
    expect(startPathProblems(guides, path, ruleIds)).toEqual([
      expect.stringMatching(/^src\/config\/start-path\.ts, at words\.payers\.fundUnknown: names rule "no-such-rule", which the register/),
    ]);
    const notAnId = {
      ...startPath,
      words: { ...startPath.words, urgent: { ...startPath.words.urgent, limitation: { rules: ['Five years'] } } },
    };
    expect(startPathProblems(guides, notAnId, ruleIds)[0]).toMatch(
      /^src\/config\/start-path\.ts, at words\.urgent\.limitation\.rules\.0: /,
    );
  });

  // The law has one home: what the path's own strings say is advice, never a period. The doctor's "24 hours" is
  // medical advice, waiting for its place in src/lib/law/not-rules.ts.
  it('leaves every period to the register: no start.* string states one', () => {
    for (const lang of locales)
      for (const [key, value] of Object.entries(dictionaries[lang]))
        if (key.startsWith('start.') && key !== 'start.urgent.doctor.title') expect(periodPhrases(value), `${lang} ${key}`).toEqual([]);
  });
});

describe('the message for the firm', () => {
  const admission = { el: /φταίω|έφταιγα|φταίτε|ευθύνη μου/i, en: /at fault|my fault|to blame/i };
  // The first person of the one who was in the accident: what a relative must never be made to write.
  const firstPerson = {
    el: /\b(?:Ήμουν|ήμουν|Οδηγούσα|οδηγούσα|Επέβαινα|επέβαινα|Τραυματίστηκα|τραυματίστηκα|φταίω|έφταιγα|με χτύπησε|μου)\b/u,
    en: /\b(?:I|I'm|I was|me|my|mine)\b/,
  };
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  const translators = Object.fromEntries(locales.map((lang) => [lang, useTranslations(lang)]));
  // As the page shows it, with plain spaces for the no-break ones typesetting puts in.
  const written = (lang: (typeof locales)[number], answers: Answers, writer: 'self' | 'other', day?: string, add?: { fault?: boolean }) =>
    plain(messageOf(translators[lang]!, answers, writer, day, add));

  it('for a relative or friend, says so, and states the answers without "I": never the admission, never the harm', () => {
    for (const lang of locales) {
      const t = translators[lang]!;
      for (const answers of cases.filter((c) => c.role && c.other && c.fault)) {
        const message = written(lang, answers, 'other', undefined, { fault: true });
        const [intro, , ...rest] = messageOf(t, answers, 'other', undefined, { fault: true }).split('\n');
        expect(intro).toBe(t('start.message.intro.other'));
        // What the message says of the accident: facts, in no one's first person.
        const facts = rest.filter((line) => line && line !== t('start.message.fault') && line !== t('start.message.end'));
        expect(facts.length).toBeGreaterThanOrEqual(2);
        for (const line of facts) expect(line, `${lang} ${JSON.stringify(answers)}`).not.toMatch(firstPerson[lang]);
        expect(message).not.toMatch(admission[lang]);
        for (const harm of startQuestions.harm) expect(message).not.toContain(t(`start.a.harm.${harm}`));
      }
    }
  });

  // The question was asked "only to show what to read": its answer is in the message only if the visitor adds it.
  it('says nothing of fault unless the visitor adds a wish to talk about it, offered only when they think it may be shared', () => {
    for (const lang of locales) {
      const t = translators[lang]!;
      for (const fault of startQuestions.fault) expect(written(lang, { fault }, 'self')).not.toContain(plain(t('start.message.fault')));
      expect(written(lang, { fault: 'partly' }, 'self', undefined, { fault: true })).toContain(plain(t('start.message.fault')));
      expect(written(lang, { fault: 'unsure' }, 'other', undefined, { fault: true })).toContain(plain(t('start.message.fault')));
      expect(written(lang, { fault: 'no' }, 'self', undefined, { fault: true })).not.toContain(plain(t('start.message.fault')));
      expect(written(lang, { fault: 'partly' }, 'self', undefined, { fault: true })).not.toMatch(admission[lang]);
    }
    expect(mayShareFault({ fault: 'partly' })).toBe(true);
    expect(mayShareFault({ fault: 'no' })).toBe(false);
    expect(mayShareFault({})).toBe(false);
  });

  it('reads as the review proposed it, with the day in words', () => {
    const answers: Answers = { role: 'pedestrian', harm: 'hurt', other: 'unknown', police: 'no', fault: 'unsure', when: 'week' };
    expect(written('el', answers, 'other', '2 Νοεμβρίου 2026', { fault: true })).toBe(
      [
        'Καλησπέρα σας. Απάντησα στις ερωτήσεις «Τι συνέβη;» του ιστοτόπου σας για συγγενή ή φίλο μου.',
        '',
        'Στο ατύχημα: πεζός.',
        'Το άλλο όχημα: έφυγε, άγνωστο.',
        'Αστυνομία: δεν ήρθε.',
        'Ημερομηνία ατυχήματος: 2 Νοεμβρίου 2026.',
        '',
        'Θα ήθελα να συζητήσουμε και το ζήτημα της ευθύνης.',
        '',
        'Παρακαλώ επικοινωνήστε μαζί μου.',
      ].join('\n'),
    );
    expect(written('en', { role: 'driver', other: 'none', when: 'older' }, 'self')).toContain('No other vehicle was involved.');
  });
});

describe('the path’s link', () => {
  const today = '2026-11-28';
  it('carries the answers and the day after its #, and reads them back', () => {
    const link = linkOf({ role: 'pedestrian', other: 'unknown', when: 'week' }, '2026-11-25');
    expect(link).toBe('role=pedestrian&other=unknown&date=2026-11-25');
    expect(answersFromLink(new URLSearchParams(link), today)).toEqual({
      answers: { role: 'pedestrian', other: 'unknown', when: 'week' },
      date: '2026-11-25',
    });
    expect(isAnswersLink(new URLSearchParams(link))).toBe(true);
    expect(isAnswersLink(new URLSearchParams('done=1'))).toBe(true);
    // The id of a heading (the "skip to content" link) is no answer.
    expect(isAnswersLink(new URLSearchParams('main-content'))).toBe(false);
  });

  it('leaves out what no question asks, and a day that is not a real one or is still to come', () => {
    expect(answersFromLink(new URLSearchParams('role=pilot&harm=hurt&date=2026-02-30'), today)).toEqual({ answers: { harm: 'hurt' } });
    expect(validDate('2026-11-29', today)).toBeUndefined();
    expect(validDate('1989-12-31', today)).toBeUndefined();
    expect(validDate('2026-11-28', today)).toBe('2026-11-28');
  });

  it('puts a day in the path’s terms: today, this week, this year, older', () => {
    expect(whenOf('2026-11-27', today)).toBe('today');
    expect(whenOf('2026-11-21', today)).toBe('week');
    expect(whenOf('2025-12-01', today)).toBe('year');
    expect(whenOf('2025-11-01', today)).toBe('older');
  });
});

describe('the path’s screens in the address', () => {
  const today = '2026-11-28';
  it('names a question on screen with the answers so far, and reads it back', () => {
    const screen = { answers: { role: 'cyclist' as const }, step: 1, changing: false };
    expect(screenLink(screen)).toBe('q=harm&role=cyclist');
    expect(screenFromLink(new URLSearchParams('q=harm&role=cyclist'), today)).toEqual(screen);
    // A question reopened from the result.
    const changing = { answers: { role: 'cyclist' as const, police: 'no' as const }, step: 3, changing: true };
    expect(screenFromLink(new URLSearchParams(screenLink(changing)), today)).toEqual(changing);
    expect(isAnswersLink(new URLSearchParams('q=role'))).toBe(true);
  });

  it('names the result by its answers, or done=1 with none, and a question unknown to the path as the first', () => {
    expect(screenLink({ answers: { role: 'driver' }, step: resultStep, changing: false })).toBe('role=driver');
    expect(screenLink({ answers: {}, step: resultStep, changing: false })).toBe('done=1');
    expect(screenFromLink(new URLSearchParams('done=1'), today)).toEqual({ answers: {}, step: resultStep, changing: false });
    expect(screenFromLink(new URLSearchParams('q=pilot'), today)).toEqual({ answers: {}, step: 0, changing: false });
    expect(screenFromLink(new URLSearchParams('role=driver&date=2026-11-25'), today)).toEqual({
      answers: { role: 'driver', when: 'week' },
      date: '2026-11-25',
      step: resultStep,
      changing: false,
    });
  });
});

describe('the words of the law, glossed', () => {
  it('glosses each word once, on the first card to use it, in each language, and an abbreviation only as written', () => {
    expect(firstUses('el', [['Με ευθεία αξίωση'], ['Η ευθεία αξίωση παραγράφεται'], ['Τίποτα']])).toEqual([
      ['directClaim'],
      ['limitation'],
      [],
    ]);
    expect(firstUses('en', [['A passenger is as a rule a third party'], ['Strict liability under the 1911 motor-vehicle law']])).toEqual([
      ['thirdParty'],
      ['strictLiability', 'motorLaw'],
    ]);
    expect(firstUses('el', [['(ΑΠ 637/2010)'], ['απ’ το σπίτι']])).toEqual([['supremeCourt'], []]);
    // Whole words only: «τρίτος» is no part of «τρίτοςς».
    expect(firstUses('el', [['τρίτοςς']])).toEqual([[]]);
  });

  it('has a gloss in every language for every word, and none states a period', () => {
    for (const lang of locales)
      for (const id of plainWordIds) {
        const gloss = dictionaries[lang][`gloss.${id}`];
        expect(gloss, `${lang} gloss.${id}`).toBeTruthy();
        expect(periodPhrases(gloss), `${lang} gloss.${id}`).toEqual([]);
      }
  });

  it('finds, on the cards of the passenger’s and the driver’s results, the words the review found unexplained', () => {
    const register = readRegister();
    const words = (id: string) =>
      ruleText(
        register.find((r) => r.id === id)!,
        'el',
        'full',
      );
    const found = firstUses('el', [
      [words('vehicle-insurer-passenger')],
      [words('other-insurer-direct-claim')],
      [words('own-insurer-notice')],
    ]).flat();
    expect(found).toEqual(expect.arrayContaining(['thirdParty', 'supremeCourt', 'directClaim', 'jointly', 'policyholder']));
  });
});
