import type { LetterWords } from '../lib/days-after/claim-letter.ts';
import { unconfirmed } from './firm.ts';

/**
 * The fixed wording of the written claim (/letter): the sentences the letter is made of, around what the visitor
 * types. The Greek is the letter the insurer, or the Auxiliary Fund, receives: it is the firm's word, shown as
 * `unconfirmed(...)` until a lawyer of the firm has read it (`npm run preflight` lists each part, as it lists the
 * firm's facts; once confirmed, write the value without `unconfirmed(...)`). The English is a reading aid for the
 * English page, never sent: it follows the Greek sentence by sentence.
 *
 * What the wording must keep (docs/editing-guides.md, "The written claim"):
 * - no amount and no word about fault: the letter names what was damaged or hurt, by kind, and asks the insurer
 *   to answer; it never values the harm (ΑΚ 932) nor says who caused the accident (tests/unit/claim-letter.test.ts
 *   holds every case of it to that);
 * - no period in words: `{period}` is the register's (src/content/law/insurer-answer.yaml, fund-answer.yaml),
 *   `{sources}` its sources as Greek lawyers cite them; the build refuses a period typed here;
 * - one person's words whatever their gender: first-person verbs, and "το πρόσωπο" for someone a relative writes for.
 *
 * Placeholders: `{name}`-style, filled by src/lib/days-after/claim-letter.ts; a blank the visitor left becomes a
 * dotted line to fill in by hand.
 */

/** What preflight asks the firm to confirm, each part of the letter in turn. */
const part = (what: string) => `the wording of the written claim (/letter, src/config/claim-letter.ts): ${what}`;

const greek: LetterWords = {
  ...unconfirmed(part('its head, subject and salutation'), {
    from: 'Από',
    to: 'Προς',
    phone: 'τηλ.',
    victim: 'Πρόσωπο που ζημιώθηκε',
    claimsDepartment: 'Διεύθυνση Αποζημιώσεων Αυτοκινήτων',
    fund: 'Επικουρικό Κεφάλαιο Ασφάλισης Ευθύνης από Ατυχήματα Αυτοκινήτων',
    subject: 'Θέμα: Αίτηση αποζημίωσης για το τροχαίο ατύχημα της {date}',
    subjectVehicle: 'όχημα {plates}',
    subjectPolicy: 'ασφαλιστήριο {policy}',
    salutation: 'Κύριε / Κυρία,',
  }),
  opening: unconfirmed(part('the opening, for the person harmed, for a relative writing for them, and after a death'), {
    self: 'Με την παρούσα ζητώ {fromWhom} αποζημίωση για τις ζημίες που υπέστην στο τροχαίο ατύχημα που περιγράφεται παρακάτω, στο οποίο ενεπλάκη {vehicle}.',
    relative:
      'Με την παρούσα ζητώ {fromWhom}, για λογαριασμό του προσώπου που αναφέρεται παραπάνω, αποζημίωση για τις ζημίες που υπέστη στο τροχαίο ατύχημα που περιγράφεται παρακάτω, στο οποίο ενεπλάκη {vehicle}.',
    died: 'Με την παρούσα ζητώ {fromWhom} αποζημίωση για τις ζημίες που προκάλεσε ο θάνατος του προσώπου που αναφέρεται παραπάνω στο τροχαίο ατύχημα που περιγράφεται παρακάτω, στο οποίο ενεπλάκη {vehicle}.',
  }),
  fromWhom: unconfirmed(part('whom the opening asks, by addressee'), {
    otherInsurer: 'από την εταιρεία σας',
    vehicleInsurer: 'από την εταιρεία σας',
    representative: 'από εσάς',
    fund: 'από το Επικουρικό Κεφάλαιο',
  }),
  vehicle: unconfirmed(part('the vehicle the opening names'), {
    insured: 'όχημα που ασφαλίζεται στην εταιρεία σας',
    represented: 'όχημα του οποίου την ασφαλιστική εκπροσωπείτε',
    fundUninsured: 'όχημα που, απ’ όσο γνωρίζω, ήταν ανασφάλιστο',
    fundUnknown: 'όχημα του οποίου τα στοιχεία παραμένουν άγνωστα',
  }),
  accident: unconfirmed(part('the accident’s particulars'), {
    title: 'Στοιχεία του ατυχήματος',
    date: 'Ημερομηνία',
    time: ', περί ώρα {time}',
    place: 'Τόπος',
    insuredVehicle: 'Όχημα που ασφαλίζεται στην εταιρεία σας',
    representedVehicle: 'Όχημα του οποίου την ασφαλιστική εκπροσωπείτε',
    fundVehicle: 'Όχημα που ενεπλάκη',
    fundUninsured: '{plates}, ανασφάλιστο απ’ όσο γνωρίζω',
    fundUnknown: 'τα στοιχεία του δεν έχουν εξακριβωθεί',
    policy: ', αριθμός ασφαλιστηρίου {policy}',
    role: 'Ιδιότητα κατά το ατύχημα',
    roles: {
      driver: 'οδηγός',
      passenger: 'επιβάτης',
      pedestrian: 'πεζός/πεζή',
      cyclist: 'ποδηλάτης',
      motorcyclist: 'οδηγός μοτοσικλέτας',
    },
    ofVehicle: ' του οχήματος με αριθμό κυκλοφορίας {plates}',
    ofInsuredVehicle: ' του οχήματος που ασφαλίζεται στην εταιρεία σας',
    withPlates: ' με αριθμό κυκλοφορίας {plates}',
    police: 'Αστυνομία',
    policeYes: 'επιλήφθηκε',
    policeRef: ', αριθμός {ref}',
    policeNo: 'δεν επιλήφθηκε',
    form: 'Δήλωση φιλικού διακανονισμού',
    formYes: 'συμπληρώθηκε· επισυνάπτεται αντίγραφο',
    formNo: 'δεν συμπληρώθηκε',
  }),
  harm: unconfirmed(part('the harm, by kind and without amounts'), {
    title: 'Ζημίες, όπως είναι γνωστές σήμερα',
    heads: {
      vehicle: 'υλικές ζημίες του οχήματος',
      lossOfUse: 'στέρηση της χρήσης του οχήματος',
      belongings: 'ζημίες σε άλλα πράγματα (ρούχα, κινητό τηλέφωνο, ποδήλατο κ.ά.)',
      injury: 'σωματικές βλάβες',
      medical: 'ιατρικά, νοσοκομειακά και φαρμακευτικά έξοδα',
      otherCosts: 'λοιπά έξοδα, όπως μετακινήσεις για θεραπεία',
      income: 'απώλεια εισοδήματος',
      moral: 'χρηματική ικανοποίηση λόγω ηθικής βλάβης',
      funeral: 'έξοδα κηδείας',
      maintenance: 'στέρηση της διατροφής που παρείχε το πρόσωπο που απεβίωσε',
      grief: 'χρηματική ικανοποίηση λόγω ψυχικής οδύνης',
    },
    details: 'Σύντομη περιγραφή',
    amounts: 'Το ύψος κάθε ζημίας θα τεκμηριωθεί με τα σχετικά έγγραφα.',
  }),
  reservation: unconfirmed(part('the reservation of further claims'), {
    hurt: 'Επιφυλάσσομαι για κάθε περαιτέρω ζημία που θα προκύψει ή θα γίνει γνωστή αργότερα, ιδίως όσο συνεχίζεται η θεραπεία, καθώς και για κάθε άλλο νόμιμο δικαίωμα.',
    other: 'Επιφυλάσσομαι για κάθε περαιτέρω ζημία που θα προκύψει ή θα γίνει γνωστή αργότερα, καθώς και για κάθε άλλο νόμιμο δικαίωμα.',
  }),
  request: unconfirmed(part('the request for a reasoned answer within the register’s period'), {
    insurer:
      'Παρακαλώ να μου απαντήσετε εγγράφως και αιτιολογημένα, με προσφορά ή με απάντηση, μέσα σε {period} από την παραλαβή της παρούσας ({sources}).',
    fund: 'Παρακαλώ να μου απαντήσετε εγγράφως και αιτιολογημένα μέσα σε {period} από την παραλαβή της παρούσας ({sources}).',
  }),
  ...unconfirmed(part('the request for a claim number, and where to answer'), {
    reference:
      'Παρακαλώ επίσης να μου γνωστοποιήσετε τον αριθμό πρωτοκόλλου της αίτησης και τον αριθμό της ζημίας, καθώς και ποιος τη χειρίζεται.',
    replyTo: 'Την απάντησή σας μπορείτε να τη στείλετε στη διεύθυνση ή στο ηλεκτρονικό ταχυδρομείο που αναφέρονται παραπάνω.',
  }),
  attachments: unconfirmed(part('the papers attached'), {
    title: 'Συνημμένα (αντίγραφα)',
    papers: {
      id: 'δελτίο ταυτότητας',
      authority: 'εξουσιοδότηση του προσώπου που ζημιώθηκε',
      licence: 'άδεια οδήγησης',
      registration: 'άδεια κυκλοφορίας του οχήματος',
      police: 'στοιχεία της καταγραφής από την αστυνομία',
      form: 'δήλωση φιλικού διακανονισμού',
      photos: 'φωτογραφίες',
      medical: 'ιατρικά και νοσοκομειακά έγγραφα',
      receipts: 'αποδείξεις εξόδων',
      estimate: 'προϋπολογισμός ή τιμολόγιο επισκευής',
      income: 'έγγραφα για την απώλεια εισοδήματος',
      death: 'ληξιαρχική πράξη θανάτου',
      kinship: 'πιστοποιητικό οικογενειακής κατάστασης',
    },
    none: 'θα προσκομιστούν',
  }),
  ...unconfirmed(part('its close, and the receiving office’s box on paper'), {
    closing: 'Με εκτίμηση,',
    receipt: 'Παραλαβή (ημερομηνία, υπογραφή, σφραγίδα):',
  }),
};

/** The English reading aid: what each Greek sentence says, for a reader of the English page. Never sent. */
const english: LetterWords = {
  from: 'From',
  to: 'To',
  phone: 'tel.',
  victim: 'Person harmed',
  claimsDepartment: 'Motor Claims Department',
  fund: 'Auxiliary Fund for Motor Third-Party Liability',
  subject: 'Re: Claim for compensation for the road accident of {date}',
  subjectVehicle: 'vehicle {plates}',
  subjectPolicy: 'policy {policy}',
  salutation: 'Dear Sir or Madam,',
  opening: {
    self: 'By this letter I claim {fromWhom} compensation for the harm I suffered in the road accident described below, in which {vehicle} was involved.',
    relative:
      'By this letter I claim {fromWhom}, on behalf of the person named above, compensation for the harm they suffered in the road accident described below, in which {vehicle} was involved.',
    died: 'By this letter I claim {fromWhom} compensation for the harm caused by the death of the person named above in the road accident described below, in which {vehicle} was involved.',
  },
  fromWhom: {
    otherInsurer: 'from your company',
    vehicleInsurer: 'from your company',
    representative: 'from you',
    fund: 'from the Auxiliary Fund',
  },
  vehicle: {
    insured: 'a vehicle insured with your company',
    represented: 'a vehicle whose insurer you represent',
    fundUninsured: 'a vehicle that, as far as I know, was uninsured',
    fundUnknown: 'a vehicle whose details remain unknown',
  },
  accident: {
    title: 'The accident',
    date: 'Date',
    time: ', at about {time}',
    place: 'Place',
    insuredVehicle: 'Vehicle insured with your company',
    representedVehicle: 'Vehicle whose insurer you represent',
    fundVehicle: 'Vehicle involved',
    fundUninsured: '{plates}, uninsured as far as I know',
    fundUnknown: 'its details have not been established',
    policy: ', policy number {policy}',
    role: 'On the road as',
    roles: {
      driver: 'driver',
      passenger: 'passenger',
      pedestrian: 'pedestrian',
      cyclist: 'cyclist',
      motorcyclist: 'motorcycle rider',
    },
    ofVehicle: ' of the vehicle with registration {plates}',
    ofInsuredVehicle: ' of the vehicle insured with your company',
    withPlates: ' with registration {plates}',
    police: 'Police',
    policeYes: 'dealt with it',
    policeRef: ', number {ref}',
    policeNo: 'did not deal with it',
    form: 'Friendly-settlement form',
    formYes: 'filled in; a copy is attached',
    formNo: 'not filled in',
  },
  harm: {
    title: 'The harm, as known today',
    heads: {
      vehicle: 'damage to the vehicle',
      lossOfUse: 'loss of the use of the vehicle',
      belongings: 'damage to other things (clothes, mobile phone, bicycle etc.)',
      injury: 'bodily injury',
      medical: 'medical, hospital and pharmacy costs',
      otherCosts: 'other costs, such as travel for treatment',
      income: 'loss of income',
      moral: 'monetary satisfaction for non-material harm',
      funeral: 'funeral costs',
      maintenance: 'loss of the maintenance the person who died provided',
      grief: 'monetary satisfaction for grief',
    },
    details: 'In brief',
    amounts: 'The amount of each head of harm will be shown by the papers that prove it.',
  },
  reservation: {
    hurt: 'I reserve every further claim for harm that arises or becomes known later, especially while treatment continues, and every other legal right.',
    other: 'I reserve every further claim for harm that arises or becomes known later, and every other legal right.',
  },
  request: {
    insurer:
      'Please answer me in writing and with reasons, with an offer or a reply, within {period} of receiving this letter ({sources}).',
    fund: 'Please answer me in writing and with reasons within {period} of receiving this letter ({sources}).',
  },
  reference: 'Please also tell me the registration number of this claim and the claim number, and who is handling it.',
  replyTo: 'You may send your answer to the postal or e-mail address given above.',
  attachments: {
    title: 'Attached (copies)',
    papers: {
      id: 'identity card',
      authority: 'authorisation from the person harmed',
      licence: 'driving licence',
      registration: 'vehicle registration certificate',
      police: 'details of the police record',
      form: 'friendly-settlement form',
      photos: 'photographs',
      medical: 'medical and hospital records',
      receipts: 'receipts for costs',
      estimate: 'repair estimate or invoice',
      income: 'papers on the loss of income',
      death: 'death certificate',
      kinship: 'family status certificate',
    },
    none: 'to follow',
  },
  closing: 'Yours faithfully,',
  receipt: 'Received (date, signature, stamp):',
};

/** The letter in Greek, as sent, and the English reading aid. */
export const claimLetterWords = { el: greek, en: english } as const;
