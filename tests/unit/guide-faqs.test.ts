import { describe, expect, it } from 'vitest';
import { faqsOf } from '../../src/lib/guides/guide-faqs.ts';

describe('FAQ extraction from the MDX syntax tree', () => {
  it('reads answers holding any quotation marks, in single or double quotes or as string expressions', () => {
    const body = [
      `<Faq q='Is "sorry" an admission?' a="It can be: a “confession” out of court." />`,
      '<Faq q="Τι είναι η «Φιλική Δήλωση»;" a=\'A form; the driver’s “yes” counts.\' />',
      '<Faq q={"He said \\"my fault\\". Now what?"} a={`Say only what happened: "a red car hit me".`} />',
    ].join('\n\n');
    expect(faqsOf(body)).toEqual([
      { q: 'Is "sorry" an admission?', a: 'It can be: a “confession” out of court.' },
      { q: 'Τι είναι η «Φιλική Δήλωση»;', a: 'A form; the driver’s “yes” counts.' },
      { q: 'He said "my fault". Now what?', a: 'Say only what happened: "a red car hit me".' },
    ]);
  });

  it('takes the attributes in any order, over several lines, and trims them', () => {
    const body = 'Intro.\n\n<Faq\n  a="Within two years (άρθρο 10 ν. 489/1976)."\n  q="\n    How long do I have?\n  "\n/>\n';
    expect(faqsOf(body)).toEqual([{ q: 'How long do I have?', a: 'Within two years (άρθρο 10 ν. 489/1976).' }]);
  });

  it('finds questions nested in other components, and none in code or with a missing or computed part', () => {
    const body = [
      '<Callout title="Questions">\n\n<Faq q="Nested?" a="Yes." />\n\n</Callout>',
      '```mdx\n<Faq q="In a template?" a="Not a question of this guide." />\n```',
      '<Faq q="No answer?" />',
      '<Faq q={question} a="Computed question." />',
    ].join('\n\n');
    expect(faqsOf(body)).toEqual([{ q: 'Nested?', a: 'Yes.' }]);
    expect(faqsOf(undefined)).toEqual([]);
  });
});
