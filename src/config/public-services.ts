import { z } from 'zod';
import { locales, type Lang } from '../i18n/locales.ts';
import type { Localized } from './firm.ts';

/**
 * The public services and bodies a road-accident victim meets in Greece, in one place: what each does and what
 * it does not do, in every language, and its address. One page lists them all (/public-services, kept for
 * offline use); the home page's first minute and the dates page link to it.
 *
 * Only what the legal fact sheet (`domain/greek-motor-claims-facts.md`) and the research of 1 December 2026
 * (`research/tools-claim-letter-search-editing.md` §1) support is said here. Where a service pays or a rule of
 * law applies, the card renders the rule from the register of the law (`rules`, ids of src/content/law/):
 * the law has one home.
 *
 * No address here has been opened live: the research read stored copies, and an official site moves. So each
 * is `verify`, with what is unsure, until someone opens it, checks that it does what its card says, and
 * writes `status: 'checked'`, `checkedBy` and the day in `checked`. `npm run preflight` lists every one still
 * to verify and refuses a launch until none is left.
 */

/** A text in every language of the registry: a language added without its words fails here. */
const localized = (min: number, max: number) =>
  z.strictObject(Object.fromEntries(locales.map((lang) => [lang, z.string().trim().min(min).max(max)])) as Record<Lang, z.ZodString>);

export const publicServiceSchema = z
  .strictObject({
    /** The card's anchor on the page (`/public-services#insurer`): latin lower-case words joined by hyphens. */
    id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, 'is not lower-case latin words joined by hyphens'),
    /** The visitor's question the service answers: the card's heading, what a shaken reader scans for. */
    question: localized(5, 90),
    /** The service or body, as it calls itself, with who runs it where that helps to trust it. */
    name: localized(5, 160),
    does: localized(20, 500),
    /** What a visitor might expect of it and will not get: said as plainly as what it does. */
    doesNot: localized(20, 500),
    /** Where the link goes: https only (the site links out over https alone; tests/site/links.test.ts). */
    url: z.url().refine((url) => new URL(url).protocol === 'https:', 'is not an https address'),
    /** Rules of the register of the law (src/content/law/<id>.yaml) the card states, each with a link to it on /law. */
    rules: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)).optional(),
    /** `verify` until someone has opened the address live and checked the card against it; then `checked`. */
    status: z.enum(['verify', 'checked']),
    /** For the firm, never shown: what is not certain, and where the card's words come from. */
    unsure: z.string().min(20).max(700).optional(),
    /** Who opened the address live and checked the card (status `checked`). */
    checkedBy: z.string().min(2).optional(),
    /** The day the card was last checked: against the fact sheet and the research while `verify`; live once `checked`. */
    checked: z.iso.date(),
  })
  .superRefine((service, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (service.status === 'verify' && !service.unsure) need('unsure', 'is missing: a service to verify says what is not certain');
    if (service.status === 'verify' && service.checkedBy)
      need('status', 'is "verify", but checkedBy names who checked it: write "checked", or remove checkedBy');
    if (service.status === 'checked' && !service.checkedBy) need('checkedBy', 'is missing: a checked service names who opened it live');
  });

/** One service, its texts `Localized` as the firm's facts are. */
export type PublicService = Omit<z.infer<typeof publicServiceSchema>, 'question' | 'name' | 'does' | 'doesNot'> &
  Record<'question' | 'name' | 'does' | 'doesNot', Localized>;

/** In the order a victim meets them: at the roadside and the day after, then the weeks after, then in court. */
const services: PublicService[] = [
  {
    id: 'insured',
    question: { el: 'Είναι ασφαλισμένο το άλλο όχημα;', en: 'Is the other vehicle insured?' },
    name: { el: 'Ο έλεγχος οχήματος με την πινακίδα, στο gov.gr', en: 'The vehicle check by plate number, on gov.gr' },
    does: {
      el: 'Με μόνο τον αριθμό κυκλοφορίας και χωρίς κωδικούς, δείχνει αν ένα όχημα με ελληνικές πινακίδες είναι ασφαλισμένο, με τις ημερομηνίες έναρξης και λήξης της ασφάλισης, και αν είναι σε ακινησία ή δηλωμένο κλεμμένο.',
      en: 'With the plate number alone and no log-in, it shows whether a vehicle on Greek plates is insured, with the dates its cover starts and ends, and whether it is laid up (ακινησία) or reported stolen.',
    },
    doesNot: {
      el: 'Δεν λέει ποια εταιρεία το ασφαλίζει ούτε ποιος είναι ο ιδιοκτήτης: για την ασφαλιστική, ρωτήστε το Κέντρο Πληροφοριών. Μετράει η ασφάλιση την ημέρα του ατυχήματος· ελέγξτε τις ημερομηνίες.',
      en: 'It does not say which company insures it, nor who owns it: for the insurer, ask the Information Centre. What counts is cover on the day of the accident, so check the dates.',
    },
    url: 'https://www.gov.gr',
    status: 'verify',
    unsure:
      "The research did not capture the service's own address on gov.gr (§1.1), so the link goes to gov.gr's home page: open the service live and put its address here. What it shows is from press reports quoting ΚΥΑ Α.1254/2021, ΦΕΚ Β' 6053/20.12.2021 (fact sheet 23.4; research §1.1); that it covers Greek plates only is read from its being the ΑΑΔΕ vehicle register.",
    checked: '2026-12-02',
  },
  {
    id: 'insurer',
    question: { el: 'Ποια εταιρεία το ασφαλίζει;', en: 'Which company insures it?' },
    name: {
      el: 'Το Κέντρο Πληροφοριών του Επικουρικού Κεφαλαίου (hic.gr)',
      en: 'The Information Centre of the Auxiliary Fund (Κέντρο Πληροφοριών, hic.gr)',
    },
    does: {
      el: 'Κάθε ζημιωθείς μπορεί να του ζητήσει δωρεάν την επωνυμία και τη διεύθυνση της ασφαλιστικής του οχήματος, τον αριθμό του ασφαλιστηρίου και τον αντιπρόσωπο διακανονισμού ζημιών της.',
      en: 'Anyone harmed may ask it, free of charge, for the name and address of the vehicle’s insurer, the policy number and the insurer’s claims representative.',
    },
    doesNot: {
      el: 'Το όνομα του ιδιοκτήτη ή του συνήθους οδηγού το δίνει μόνο σε όποιον αποδείξει έννομο συμφέρον. Η ηλεκτρονική του αναζήτηση ζητά τον ΑΦΜ του ιδιοκτήτη, γι’ αυτό ως ζημιωθείς ζητήστε τα στοιχεία από το ίδιο το Κέντρο, με τον αριθμό κυκλοφορίας.',
      en: 'It gives the owner’s or usual driver’s name only to someone who shows a legitimate interest. Its online search asks for the owner’s tax number (ΑΦΜ), so as the person harmed, ask the Centre itself, with the plate number.',
    },
    url: 'https://www.hic.gr',
    status: 'verify',
    unsure:
      "The research read the Centre's English page, hic.gr/hic/EN/Defaulte.aspx, in a copy of 21/5/2024 (fact sheet S123); its Greek page is unread. How a victim asks it (form, e-mail, phone) is unverified (fact sheet 23.5), and that its online search needs the owner's ΑΦΜ rests on a 2017 secondary source (23.3). What it gives is art. 27β par. 5 π.δ. 237/1986 as read in a codification of about 2009–2010 (23.1).",
    checked: '2026-12-02',
  },
  {
    id: 'foreign-plates',
    question: { el: 'Είχε ξένες πινακίδες;', en: 'Was it on foreign plates?' },
    name: {
      el: 'Το Γραφείο Διεθνούς Ασφαλίσεως (mib-hellas.gr)',
      en: 'The Motor Insurers’ Bureau of Greece (Γραφείο Διεθνούς Ασφαλίσεως, mib-hellas.gr)',
    },
    does: {
      el: 'Διακανονίζει τις αποζημιώσεις για ατυχήματα στην Ελλάδα με οχήματα ξένων πινακίδων, όπως λέει ο κανόνας παρακάτω, και στον ιστότοπό του αναζητείτε τους ανταποκριτές των ξένων ασφαλιστικών στην Ελλάδα.',
      en: 'It settles claims for accidents in Greece with vehicles on foreign plates, as the rule below says, and its website has a search for foreign insurers’ correspondents in Greece.',
    },
    doesNot: {
      el: 'Δεν είναι για όχημα με ελληνικές πινακίδες: για αυτό, το Κέντρο Πληροφοριών. Κρατήστε την πινακίδα, τη χώρα και τα στοιχεία της Πράσινης Κάρτας.',
      en: 'It is not for a vehicle on Greek plates: for that, the Information Centre. Keep the plate, the country and the Green Card details.',
    },
    url: 'https://www.mib-hellas.gr',
    rules: ['foreign-plates-bureau'],
    status: 'verify',
    unsure:
      'The sources give http://www.mib-hellas.gr (fact sheet S15; research §1.1): whether it answers on https, and where its search for correspondents is today, are unchecked. What it does rests on the register’s rule foreign-plates-bureau, itself to verify.',
    checked: '2026-12-02',
  },
  {
    id: 'police-report',
    question: { el: 'Χρειάζεστε αντίγραφο του δελτίου της αστυνομίας;', en: 'Need a copy of the police report?' },
    name: { el: 'Η Ελληνική Αστυνομία, μέσω του gov.gr', en: 'The Hellenic Police, through gov.gr' },
    does: {
      el: 'Ζητάτε ηλεκτρονικά αντίγραφο του «Δελτίου οδικού τροχαίου ατυχήματος υλικών ζημιών», του δελτίου που συντάσσει η αστυνομία για τροχαίο με υλικές ζημίες μόνο. Η αίτηση έχει την ισχύ υπεύθυνης δήλωσης: ό,τι γράφετε πρέπει να είναι αληθές.',
      en: 'You apply online for a copy of the report the police draw up on a road accident with damage to property only (Δελτίο οδικού τροχαίου ατυχήματος υλικών ζημιών). The application counts as a solemn declaration (υπεύθυνη δήλωση): what you write in it must be true.',
    },
    doesNot: {
      el: 'Δεν καλύπτει τροχαίο με τραυματισμό: τότε η υπόθεση γίνεται ποινική δικογραφία, που η υπηρεσία αυτή δεν αφορά. Ρωτήστε δικηγόρο πώς θα πάρετε τα έγγραφά της.',
      en: 'It does not cover an accident in which someone was hurt: that goes into a criminal case file, which this service does not cover. Ask a lawyer how to obtain its papers.',
    },
    url: 'https://www.gov.gr',
    status: 'verify',
    unsure:
      "From the text of ministerial decision 7011/7/59-ιδ' (research §1.1, siderisilias.gr), which lists the material-damage report only; the service's own address on gov.gr was not captured, so the link goes to gov.gr's home page. What the service covers today, and how the papers of an accident with injuries are obtained, are unchecked.",
    checked: '2026-12-02',
  },
  {
    id: 'fund',
    question: { el: 'Ανασφάλιστο, ή εξαφανίστηκε;', en: 'Uninsured, or it drove off?' },
    name: { el: 'Το Επικουρικό Κεφάλαιο (epikef.gr)', en: 'The Auxiliary Fund (Επικουρικό Κεφάλαιο, epikef.gr)' },
    does: {
      el: 'Ο φορέας που πληρώνει όταν δεν υπάρχει ασφαλιστική να πληρώσει, με τους κανόνες που ακολουθούν.',
      en: 'The body that pays when there is no insurer to pay, on the rules below.',
    },
    doesNot: {
      el: 'Δεν βρήκαμε τρόπο να υποβάλετε την αίτηση ηλεκτρονικά: ο ιστότοπός του είναι για πληροφόρηση και η αίτηση γίνεται γραπτώς.',
      en: 'We found no way to make the claim online: its website is for information, and the claim is made in writing.',
    },
    url: 'https://www.epikef.gr',
    rules: ['fund-pays-uninsured', 'fund-pays-unknown'],
    status: 'verify',
    unsure:
      "The address www.epikef.gr comes from a broker's undated FAQ (fact sheet 19.8); the Fund's own site was not in the stored sources. Its address, whether it now takes claims online, and whether an insurer handles claims on its behalf are unverified (19.8; research §1.1: no online claim service found).",
    checked: '2026-12-02',
  },
  {
    id: 'court-case',
    question: { el: 'Πού βρίσκεται η υπόθεσή σας στο δικαστήριο;', en: 'Where is your case in court?' },
    name: { el: 'Η αναζήτηση υποθέσεων των δικαστηρίων (solon.gov.gr)', en: 'The courts’ case search (solon.gov.gr)' },
    does: {
      el: 'Δείχνει την πορεία μιας πολιτικής υπόθεσης με τον αριθμό κατάθεσής της, που σας δίνει ο δικηγόρος σας.',
      en: 'It shows how a civil case stands, by its filing number, which your lawyer gives you.',
    },
    doesNot: {
      el: 'Δεν βρίσκει υπόθεση με το όνομά σας, και δεν καταθέτει τίποτα: την ηλεκτρονική κατάθεση δικογράφων την κάνουν μόνο δικηγόροι.',
      en: 'It does not find a case by your name, and it files nothing: only lawyers file court papers electronically.',
    },
    url: 'https://solon.gov.gr',
    status: 'verify',
    unsure:
      'From secondary sources (research §1.1: eandith.gr on search by filing number only; en.mitos.gov.gr on e-filing by lawyers). The address is as the research wrote it, without www; which courts Solon covers today, after the first-instance courts were merged (ν. 5108/2024), is unchecked.',
    checked: '2026-12-02',
  },
];

/** The services, each checked against the schema when the site builds or preflight runs: a wrong one stops both. */
export const publicServices: readonly PublicService[] = services.map((service) => {
  const parsed = publicServiceSchema.safeParse(service);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `"${issue.path.join('.') || 'the service'}" ${issue.message}`);
    throw new Error(`src/config/public-services.ts, the service "${service.id}": ${problems.join('; ')}.`);
  }
  return service;
});

/** The page that lists them all. */
export const publicServicesPath = '/public-services';

/** The address as a visitor reads it on the link: 'https://www.hic.gr/hic/' => 'hic.gr'. */
export const shownAddress = (url: string) => new URL(url).hostname.replace(/^www\./, '');
