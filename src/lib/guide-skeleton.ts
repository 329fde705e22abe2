import type { Lang } from '../i18n/locales.ts';

/**
 * The two files `npm run new-guide` writes: valid frontmatter and the parts every guide has (an intro,
 * sections, "in short", the closing disclaimer), with each text still to write marked so that
 * `npm run preflight` can find what an editor left unfinished.
 */
export const fillInMarks: Record<Lang, string> = { el: '[προς συμπλήρωση]', en: '[to fill in]' };

interface SkeletonArgs {
  order: number;
  related: string;
  /** YYYY-MM-DD */
  today: string;
}

const texts: Record<Lang, { title: string; subtitle: string; description: string; summary: string[]; intro: string; sections: string[]; inShort: string; inShortText: string }> = {
  el: {
    title: 'Τίτλος του οδηγού',
    subtitle: 'Μία πρόταση κάτω από τον τίτλο: τι θα μάθει ο αναγνώστης',
    description: 'Μία πρόταση 50 έως 160 χαρακτήρων για την κάρτα του άρθρου και για τις μηχανές αναζήτησης.',
    summary: ['Τι κάνετε τώρα και μέχρι πότε: το πρώτο σημείο.', 'Τι κάνετε τώρα και μέχρι πότε: το δεύτερο σημείο.', 'Τι κάνετε τώρα και μέχρι πότε: το τρίτο σημείο.'],
    intro: 'Εισαγωγή: μία ή δύο σύντομες παράγραφοι για το ποιον αφορά ο οδηγός και τι θα βρει σε αυτόν ο αναγνώστης.',
    sections: ['Πρώτη ενότητα', 'Δεύτερη ενότητα', 'Τρίτη ενότητα'],
    inShort: 'Με λίγα λόγια',
    inShortText: 'Τα βασικά του οδηγού σε λίγες προτάσεις.',
  },
  en: {
    title: 'Title of the guide',
    subtitle: 'One sentence under the title: what the reader will learn',
    description: 'One sentence of 50 to 160 characters for the article card and for search engines.',
    summary: ['What to do now, and by when: the first point.', 'What to do now, and by when: the second point.', 'What to do now, and by when: the third point.'],
    intro: 'Introduction: one or two short paragraphs on whom the guide is for and what the reader will find in it.',
    sections: ['First section', 'Second section', 'Third section'],
    inShort: 'In short',
    inShortText: 'The essentials of the guide in a few sentences.',
  },
};

export function guideSkeleton(lang: Lang, { order, related, today }: SkeletonArgs): string {
  const t = texts[lang];
  const mark = fillInMarks[lang];
  const q = (s: string) => JSON.stringify(`${s} ${mark}`);
  const section = (title: string) => `## ${title} ${mark}\n\n${lang === 'el' ? 'Κείμενο της ενότητας.' : 'Text of the section.'} ${mark}\n`;
  return `---
order: ${order}
title: ${q(t.title)}
subtitle: ${q(t.subtitle)}
description: ${q(t.description)}
icon: file
updated: ${today}
related: [${related}]
summary:
${t.summary.map((s) => `  - ${q(s)}`).join('\n')}
---

${t.intro} ${mark}

${t.sections.map(section).join('\n')}
## ${t.inShort}

${t.inShortText} ${mark}

<Disclaimer />
`;
}
