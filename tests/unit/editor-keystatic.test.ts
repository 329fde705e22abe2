import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
  });
});
