/**
 * Mends to Keystatic (@keystatic/core 0.6), made to its code as the editor loads it (src/integrations/editor.ts)
 * and as the editor's test reads the guides with it (tests/editor/). Two to its reading of MDX:
 *
 * - An inline component (<Rule>, <Money>) in a table cell beside text was put in a paragraph of its own, which a
 *   cell may not hold beside another: the guide then did not open ("tableCell has unexpected children"). It now
 *   stays in the cell's one paragraph, as in any other paragraph.
 * - An inline component inside bold or italics (`**within <Rule id="…" period />**`) lost the bold on reading,
 *   and a save wrote it without: the page then read differently. It now keeps the marks around it, which
 *   Keystatic's writing already puts back.
 *
 * Both are in the one function that turns an MDX element into the editor's node. And its Greek: Keystatic's words
 * for its own buttons are machine-translated («Αποθηκεύσετε», «Δημιουργώ», «Μοναδικό χαρτί», a git branch an
 * «υποκατάστημα»), or English where it has none (signing in with GitHub); a lawyer reads them in plain Greek, and
 * the shorter «Αποθήκευση» fits a phone's header.
 *
 * The texts replaced are matched exactly, and a Keystatic whose code differs is reported rather than left unmended.
 */
const BEFORE = `      if (!pmNode) {
        error(\`\${node.type} has unexpected children\`);
      }
      if (componentConfig.kind === 'inline' && !(parentType !== null && parentType !== void 0 && parentType.isTextblock)) {
        return schema.nodes.paragraph.createAndFill({}, pmNode);
      }
      return pmNode;`;

const AFTER = `      if (!pmNode) {
        error(\`\${node.type} has unexpected children\`);
      }
      if (componentConfig.kind === 'inline' && !(parentType !== null && parentType !== void 0 && (parentType.isTextblock || parentType.spec.tableRole))) {
        return schema.nodes.paragraph.createAndFill({}, pmNode);
      }
      return componentConfig.kind === 'inline' && pmNode ? pmNode.mark(state.marks) : pmNode;`;

/** Keystatic's Greek words, as its table of languages writes them, and ours. */
const GREEK: Record<string, [string, string]> = {
  branches: ['Κλαδια δεντρου', 'Κλάδοι'],
  branchName: ['Όνομα υποκαταστήματος', 'Όνομα κλάδου'],
  cancel: ['Ματαίωση', 'Ακύρωση'],
  create: ['Δημιουργώ', 'Δημιουργία'],
  createPullRequest: ['Δημιουργία αιτήματος έλξης', 'Αίτημα συγχώνευσης'],
  currentBranch: ['Τρέχον υποκατάστημα', 'Τρέχων κλάδος'],
  dashboard: ['Ταμπλό', 'Αρχική'],
  delete: ['Διαγράφω', 'Διαγραφή'],
  deleteBranch: ['Διαγραφή υποκαταστήματος', 'Διαγραφή κλάδου'],
  newBranch: ['Νέο υποκατάστημα', 'Νέος κλάδος'],
  otherBranches: ['Άλλα υποκαταστήματα', 'Άλλοι κλάδοι'],
  pullRequests: ['Τραβήξτε αιτήματα', 'Αιτήματα συγχώνευσης'],
  save: ['Αποθηκεύσετε', 'Αποθήκευση'],
  singleton: ['Μοναδικό χαρτί', 'Στοιχεία'],
  singletons: ['Singletons', 'Στοιχεία'],
  viewPullRequests: ['Προβολή αιτημάτων έλξης', 'Αιτήματα συγχώνευσης'],
};

/** The buttons of a block's form and of its place in the text, written in English past the table of words. */
const BLOCK_BUTTONS: [string, string][] = [
  ['children: "Done"', 'children: "Τέλος"'],
  ['children: "Edit"', 'children: "Επεξεργασία"'],
  ['children: ["Edit ", ', 'children: ["Επεξεργασία: ", '],
];

/**
 * The words of the editor online (GitHub mode) a lawyer meets on the way to a pull request, written in English
 * past the table of words: signing in, and the form that saves to a new branch when the one open may not take a
 * commit (the repository's main branch takes none but by pull request).
 */
const GITHUB_WORDS: [string, string][] = [
  ['children: "Log in with GitHub"', 'children: "Σύνδεση με GitHub"'],
  ['label: "Branch name"', 'label: "Όνομα κλάδου"'],
  ['children: "Create branch and save"', 'children: "Δημιουργία κλάδου και αποθήκευση"'],
  [
    "reason: 'Changes must be made via pull request to this branch. Create a new branch to save changes.'",
    "reason: 'Ο κύριος κλάδος αλλάζει μόνο με αίτημα συγχώνευσης: οι αλλαγές σας αποθηκεύονται σε νέο κλάδο, με το όνομα που θα δώσετε.'",
  ],
  [
    "reason: 'This entry has been updated since it was opened. Create a new branch to save changes.'",
    "reason: 'Το κείμενο άλλαξε από άλλον αφού το ανοίξατε: οι αλλαγές σας αποθηκεύονται σε νέο κλάδο, με το όνομα που θα δώσετε.'",
  ],
];

/** The module of Keystatic's editor that reads MDX, and holds its words in every language: it alone defines this. */
const READS_MDX = 'function parseToEditorStateMDX(';

/** The singleton's page (the firm's facts) writes its button in English, past the table of words, as every page its «Unsaved». */
const SINGLETON_BUTTON = 'const t21 = isCreating ? "Create" : "Save";';

/** `code` with the mends made, or null when it is not a module they are made to. */
export function mendKeystatic(code: string): string | null {
  if (code.includes(SINGLETON_BUTTON)) {
    const missing = GITHUB_WORDS.filter(([theirs]) => !code.includes(theirs));
    if (missing.length)
      throw new Error(`Keystatic changed (src/integrations/keystatic-mends.ts): its words ${missing.map(([theirs]) => theirs).join(', ')}`);
    let mended = code
      .replace(SINGLETON_BUTTON, 'const t21 = isCreating ? "Δημιουργία" : "Αποθήκευση";')
      .replaceAll('children: "Unsaved"', 'children: "Χωρίς αποθήκευση"');
    for (const [theirs, ours] of GITHUB_WORDS) mended = mended.replaceAll(theirs, ours);
    return mended;
  }
  if (!code.includes(READS_MDX)) return null;
  const greekAt = code.indexOf('"el-GR": {');
  const greekEnd = code.indexOf('}', greekAt);
  let greek = code.slice(greekAt, greekEnd);
  const missing = Object.entries(GREEK).filter(([key, [theirs]]) => !greek.includes(`"${key}": \`${theirs}\``));
  if (!code.includes(BEFORE) || greekAt < 0 || missing.length) {
    throw new Error(
      `Keystatic changed (src/integrations/keystatic-mends.ts): ${code.includes(BEFORE) ? `its Greek words (${missing.map(([key]) => key).join(', ')})` : 'its reading of MDX: check whether a table cell still refuses <Rule> beside text, and whether bold around <Rule> is still lost'}; update or remove the mend`,
    );
  }
  for (const [key, [theirs, ours]] of Object.entries(GREEK)) greek = greek.replace(`"${key}": \`${theirs}\``, `"${key}": \`${ours}\``);
  let mended = (code.slice(0, greekAt) + greek + code.slice(greekEnd)).replace(BEFORE, AFTER);
  for (const [theirs, ours] of BLOCK_BUTTONS) mended = mended.replaceAll(theirs, ours);
  return mended;
}

/**
 * The mends as a Vite (and Rolldown) plugin, for the editor's page and its pre-bundled packages. What Vite
 * pre-bundled (node_modules/.vite/) was mended as it was bundled, and is left alone when it is served.
 */
export const keystaticMends = {
  name: 'editor-keystatic-mends',
  transform: (code: string, id: string) => (id.includes('/node_modules/.vite/') ? null : mendKeystatic(code)),
};
