import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSave } from '../../src/integrations/editor-commit-format.ts';
import { layOutComponents } from '../../src/integrations/editor-layout.ts';
import { mendKeystatic } from '../../src/integrations/keystatic-mends.ts';

describe('the editor’s MDX laid out as the guides are written', () => {
  it('moves a component’s text back to the margin between empty lines, with the guides’ points and tables', () => {
    const keystatic = [
      'Intro with *emphasis*.',
      '',
      '<Timeline>',
      '  <Step when="First">',
      '    * A point',
      '      that goes on.',
      '    * Another point',
      '  </Step>',
      '',
      '  <Step when="Then">',
      '    | Claim   | Period                             |',
      '    | ------- | ---------------------------------- |',
      '    | Direct  | <Rule id="x" period digits />, then |',
      '  </Step>',
      '</Timeline>',
      '',
    ].join('\n');
    expect(layOutComponents(keystatic)).toBe(
      [
        'Intro with *emphasis*.',
        '',
        '<Timeline>',
        '',
        '<Step when="First">',
        '',
        '- A point',
        '  that goes on.',
        '- Another point',
        '',
        '</Step>',
        '',
        '<Step when="Then">',
        '',
        '| Claim | Period |',
        '|---|---|',
        '| Direct | <Rule id="x" period digits />, then |',
        '',
        '</Step>',
        '',
        '</Timeline>',
        '',
      ].join('\n'),
    );
  });

  it('leaves every guide as written by hand unchanged', () => {
    for (const lang of ['el', 'en'])
      for (const file of readdirSync(`src/content/articles/${lang}`)) {
        const text = readFileSync(`src/content/articles/${lang}/${file}`, 'utf8');
        expect(layOutComponents(text), `${lang}/${file}`).toBe(text);
      }
  });
});

describe('the mends to Keystatic', () => {
  it('find, in the installed Keystatic, the code they mend (an update that changes it is reported here first)', () => {
    const core = dirname(createRequire(import.meta.url).resolve('@keystatic/core/package.json'));
    const mended = readdirSync(join(core, 'dist'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => mendKeystatic(readFileSync(join(core, 'dist', file), 'utf8')))
      .filter((code) => code !== null);
    // The module that reads MDX and holds the Greek words, and the pages' module (the singleton's button).
    expect(mended.length).toBeGreaterThanOrEqual(2);
    expect(mended.some((code) => code.includes('`Αποθήκευση`') && code.includes('parentType.spec.tableRole'))).toBe(true);
    // The editor online's sign-in and its form for a new branch, in Greek.
    expect(mended.some((code) => code.includes('"Σύνδεση με GitHub"') && code.includes('"Δημιουργία κλάδου και αποθήκευση"'))).toBe(true);
  });
});

describe('a save of the editor online, in the project’s format before it is committed', () => {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const save = async (files: Record<string, string>) =>
    Object.fromEntries(
      (await formatSave(Object.entries(files).map(([path, text]) => ({ path, contents: encoder.encode(text) })))).map((file) => [
        file.path,
        decoder.decode(file.contents),
      ]),
    );

  it('writes the register’s YAML and the firm’s facts as Prettier’s CLI does, and a guide as the guides are written', async () => {
    const firm = 'src/config/firm.json';
    const rule = 'src/content/law/fund-answer.yaml';
    const guide = 'src/content/articles/en/accident-report.mdx';
    const [firmText, ruleText, guideText] = [firm, rule, guide].map((path) => readFileSync(path, 'utf8'));
    // As Keystatic writes them: its own JSON and YAML indentation, a component's text indented under its tag.
    const written: Record<string, string> = {
      [firm]: JSON.stringify(JSON.parse(firmText!), null, 4),
      [rule]: ruleText!.replace(/^ {2}/gm, '    '),
      [guide]: guideText!.replace(
        /^(<Callout [^\n]*>)\n\n([^]*?)\n\n<\/Callout>$/m,
        (_, open: string, inner: string) => `${open}\n${inner.replace(/^(?=.)/gm, '  ')}\n</Callout>`,
      ),
    };
    for (const path of [firm, rule, guide]) expect(written[path], path).not.toBe(readFileSync(path, 'utf8'));
    const saved = await save(written);
    expect(saved[firm]).toBe(firmText);
    expect(saved[rule]).toBe(ruleText);
    expect(saved[guide]).toBe(guideText);
  });

  it('leaves a file the editor does not own as Keystatic wrote it', async () => {
    expect(await save({ 'src/other.json': '{"a":1}' })).toEqual({ 'src/other.json': '{"a":1}' });
  });
});
