import type { UiStrings } from './types.ts';

/** English UI strings. A key missing here, or one that Greek lacks, is a type error. */
export const en = {
  'meta.home.title': '{firm} | Road accident compensation, Athens',
  'meta.home.description':
    'Athens law office with over {years} years of experience in road-accident compensation. Injured in Greece? Talk to a lawyer today about your rights.',
  'meta.about.title': 'About the office',
  'meta.about.description':
    'Our philosophy, our method and our fee policy for road-accident compensation cases in Greece, for Greek and foreign clients alike.',
  'meta.services.title': 'Services',
  'meta.services.description':
    'Road accidents, compensation claims, negotiation with insurance companies and full legal support until your case is closed.',
  'meta.articles.title': 'Useful guides on road accidents in Greece',
  'meta.articles.description':
    '{count} practical guides for anyone injured or damaged in a road accident in Greece: what to do, your rights, and how compensation is calculated.',
  'meta.contact.title': 'Contact',
  'meta.contact.description':
    'Call us or send a message about your case. Our office is in central Athens, postal code {postalCode}; we answer in {languages}.',
  'meta.notFound.title': 'Page not found',

  'skip.toContent': 'Skip to content',
  'nav.primary': 'Main navigation',
  'nav.home': 'Home',
  'nav.about': 'About',
  'nav.services': 'Services',
  'nav.articles': 'Articles',
  'nav.contact': 'Contact',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'lang.label': 'Language',
  'lang.switchTo': 'View in English',

  'footer.rights': '© 2024 {firm}. All rights reserved.',
  'footer.hours': 'Office hours',
  'footer.contact': 'Contact',
  'footer.pages': 'Pages',
  'footer.phone.office': 'Office',
  'footer.phone.mobile': 'Mobile',

  /** The days of the week the office hours leave out, e.g. 'Σάββατο, Κυριακή'. */
  'hours.closed': '{days}: closed',

  'hero.tagline': 'Over {years} years of experience',
  /** One or other by the number of the firm's lawyers (src/config/firm.ts): one lawyer is not "lawyers". */
  'hero.title.one': 'A lawyer for road-accident compensation',
  'hero.title.other': 'Lawyers for road-accident compensation',
  'hero.subtitle':
    'We stand by you from day one and claim the compensation you are owed from the insurance company, so that you can focus on getting better.',
  'hero.book': 'Book an appointment',
  'hero.phoneLabel': 'Call the office',
  'hero.callNow': 'Call now',
  /** Before 112 and 166 on a phone's first screen: a shaken visitor meets them before the office's number. */
  'hero.emergency': 'Emergency:',
  'hero.imageAlt': '',

  'home.firstMinute.title': 'Just had an accident?',
  'home.firstMinute.stepsTitle': 'The first three things',
  'home.firstMinute.steps':
    'Safety first: stop, switch on the hazard lights, place the warning triangle; call 166 or 112 if anyone is hurt. • Call the traffic police (100) if anyone is hurt, fault is disputed or the other car may be uninsured. • Photograph the scene and the other driver’s documents, admit no fault, and see a doctor within 24 hours.',
  'home.firstMinute.guide': 'Every step in the guide',
  'home.about.title': 'Our office',
  'home.about.text':
    'We have worked {practice} since {founded}. Our experience with injury and property-damage cases has taught us how insurance companies and courts think. Every case is handled personally by a lawyer of the office.',
  'home.about.more': 'More about us',
  'home.about.years': 'years beside people injured or harmed in road accidents.',
  'home.services.title': 'What we handle',
  'home.services.subtitle': 'From the scene of the accident to the final payment',
  'home.services.more': 'All services',
  'home.why.title': 'Why choose us',
  'why.experience.title': '{years}+ years of experience',
  'why.experience.text': 'Since {founded} we have worked {practice}, in the courts and across the table from insurers.',
  'why.success.title': 'Diligence and commitment',
  'why.success.text':
    'We prepare every file as if it will be decided in court, with evidence, expert reports and well-founded calculations.',
  'why.personal.title': 'A personal approach',
  'why.personal.text': 'One lawyer follows your case throughout, explains every step and answers you during office hours.',
  'home.contact.title': 'Talk to a lawyer',
  'home.articles.title': 'Useful Articles',
  'home.articles.subtitle': 'Learn about your rights',
  'home.articles.all': 'All articles',

  'about.title': 'About us',
  'about.intro':
    'Our office was founded in Athens in {founded} with one purpose: to stand beside people injured or damaged in road accidents, facing insurance companies that have far more resources than any victim. We still treat every case as unique.',
  'about.philosophy.title': 'Our philosophy',
  'about.philosophy.text':
    'We believe that nobody should have to negotiate alone while recovering. We tell you the truth about the chances and risks of your case, we do not promise results, and we leave nothing to chance.',
  'about.handle.title': 'What we handle',
  'about.handle.list':
    '• Road accidents with bodily injury • Vehicle damage and total loss • Fatal accidents and claims by the family • Accidents with uninsured vehicles or hit-and-run drivers • Claims against the Auxiliary Fund (Epikouriko Kefalaio) • Accidents involving pedestrians, cyclists and motorcyclists • Cases of foreign visitors injured in Greece',
  'about.method.title': 'Our method',
  'about.method.list':
    '• First meeting: we listen to what happened and explain your rights • Gathering evidence: police report, medical records, photographs, witnesses • Proving the damage with assessors and doctors • A written claim to the insurance company • Negotiation based on evidence, not on time pressure • Going to court when the offer is not fair',
  'about.why.title': 'Why us',
  'about.why.list':
    '• Working {practice} since {founded} • A personal lawyer for every case • Clear information at every stage • Experienced assessors and doctors we work with • Service in {languages}',
  'about.pricing.title': 'Fee policy',
  'about.pricing.text':
    'Our fee is agreed in writing at the start, so you know in advance what you will pay. Depending on the case it may be hourly, a percentage of the amount awarded or paid, {feeCap}, or a combination of the two. No hidden charges.',
  'about.commitment.title': 'Our commitment',
  'about.commitment.text':
    'We commit to handling your case with diligence, discretion and respect, to answering your questions, and to claiming by every lawful means the full compensation you are entitled to.',
  'about.cta': 'Contact us',
  'about.lawyers.title.one': 'Our lawyer',
  'about.lawyers.title.other': 'Our lawyers',
  'lawyer.bar': '{association}, registration no. {number}',
  'lawyer.languages': 'Languages: {languages}',

  'services.title': 'Our services',
  'services.subtitle': 'Legal support at every stage after a road accident',
  'services.car.title': 'Car accidents',
  'services.car.text':
    'Collisions, pedestrians struck by vehicles, accidents with motorcycles and bicycles: we take the case from recording the evidence to the final settlement.',
  'services.claims.title': 'Compensation claims',
  'services.claims.text':
    'We calculate and claim every head of damage: property damage, medical costs, lost earnings, moral damages and, for families, mental anguish.',
  'services.insurance.title': 'Insurance companies',
  'services.insurance.text':
    'We negotiate with insurance companies and the Auxiliary Fund, check their offers, and make sure you never sign in a hurry.',
  'services.support.title': 'Full support',
  'services.support.text':
    'We represent you in court when needed and guide you through every step, so you never have to face the paperwork alone.',
  'services.car.who':
    'Drivers, passengers, pedestrians, cyclists and motorcyclists injured or whose vehicle was damaged in a road accident in Greece, and families who lost someone.',
  'services.car.does':
    'We gather the evidence while it is fresh (the police report, photographs, witnesses, medical records), find the insurer of the vehicle at fault and make the written claim for compensation.',
  'services.car.bring':
    'The police station that came to the scene, or the report number • The joint accident statement or your accident report, if there is one • Photographs of the scene and the vehicles • The insurance details and number plates of the vehicles • The hospital’s medical records',
  'services.claims.who':
    'Anyone who suffered an injury or damage to property and wants to know what they are entitled to and how to prove it.',
  'services.claims.does':
    'We list every head of loss (repair or value of the vehicle, medical costs, lost earnings, monetary compensation for non-material harm) and support each with documents and, where needed, an expert assessment.',
  'services.claims.bring':
    'Receipts and invoices for medical costs and repairs • Medical certificates and sick notes • Proof of earnings or your latest tax assessment • The assessment of the vehicle’s damage, if one was made',
  'services.insurance.who':
    'Anyone waiting for an insurer’s answer, holding an offer or a refusal, or hit by an uninsured or unknown vehicle.',
  'services.insurance.does':
    'We deal with the insurer or the Auxiliary Fund for you, watch the three-month period for its reasoned answer, and check every offer before you sign anything.',
  'services.insurance.bring':
    'Every letter, e-mail or offer from the insurer • The claim’s file number • Proof that the insurer received your claim • Nothing signed: if you are asked to sign, bring it before you do',
  'services.support.who': 'When the insurer refuses, offers less than can be proved, or delays, and the case has to be decided in court.',
  'services.support.does':
    'We represent you before the competent court, inform you in writing about mediation as the law requires, and explain at every stage what comes next and when.',
  'services.support.bring': 'Everything you have gathered so far • Your correspondence with the insurer • The witnesses’ contact details',
  'services.label.who': 'Who it is for',
  'services.label.does': 'What we do',
  'services.label.bring': 'What to bring to the first meeting',
  'services.label.fees': 'Fees',
  'services.label.guides': 'Read first',
  'services.fees': 'Agreed in writing at the first meeting, before any work begins. {firstMeeting}.',

  'articles.title': 'Useful Articles',
  'articles.subtitle': 'Practical guides for anyone involved in a road accident in Greece',
  'articles.back': 'Back to articles',
  'articles.read': 'Read the guide',
  'article.reviewed': 'Last legal review: {date}, {lawyer}',
  'article.updated': 'Last updated: {date}',
  'article.author': 'Written by',
  /** Under a guide whose frontmatter names no author: the firm publishes it. */
  'article.publisher': 'Published by',
  'article.summaryTitle': 'What to do now',
  'article.readingTime': 'Reading time: {minutes} min',
  'article.toc': 'Contents',
  'article.related': 'Related guides',
  'article.sources': 'Sources',
  'article.sourcesIntro': 'The laws and court decisions this guide rests on, each followed by its Greek citation.',
  'article.sourcesLaws': 'Legislation',
  'article.sourcesDecisions': 'Case law',
  'article.breadcrumbHome': 'Home',
  'article.table': 'Table',
  'article.copy': 'Copy',
  'article.copied': 'Copied',
  'article.why': 'Why it is a trap',
  'article.how': 'How to avoid it',
  'article.clearChecklist': 'Clear ticks',
  'article.emergencyTitle': 'Emergency numbers',
  'article.emergency112': 'European emergency number',
  'article.emergency166': 'Ambulance (EKAB)',
  'article.emergency100': 'Police – Traffic Police',
  'article.emergency199': 'Fire Service',
  'article.disclaimerTitle': 'Important note',
  'article.disclaimer':
    'This guide gives general information and is not legal advice for your own case. Every accident has its own facts: before you sign or accept anything, talk to a lawyer.',
  'article.disclaimerCall': 'Call us: {phone}',
  'article.disclaimerWrite': 'Send us a message',
  'calc.head': 'Head of damage',
  'calc.amount': 'Amount',
  'calc.gross': 'Total damage (gross amount)',
  'calc.reduction': 'Reduction for contributory negligence {percent}',
  'calc.deductibles': 'Deductions / amounts already paid',
  'calc.extras': 'Interest and expenses',
  'calc.final': 'Final amount',
  'calc.caption': 'Worked example (the amounts are illustrative)',
  'calc.tableCaption': 'Illustrative table: final amount by gross amount and reduction',
  'calc.grossColumn': 'Gross amount',
  'calc.shareColumn': 'Reduction {percent}',
  'calc.shareColumnShort': '−{percent}',

  'contact.title': 'Contact us',
  'contact.subtitle': 'Tell us what happened. A lawyer from the office will reply.',
  'contact.noObligation':
    '{firstMeeting}, and the fee for your case is agreed in writing before any work begins. Call or write to us and we will reply, usually the same or the next working day.',
  'contact.info': 'Contact details',
  'contact.address': 'Address',
  'contact.phone': 'Contact',
  'contact.email': 'Email',
  'contact.hours': 'Office hours',
  'contact.callUs': 'Call us',
  'form.title': 'Send us a message',
  'form.help': 'Please do not send us any medical records yet; we will ask for them if we take on your case.',
  'form.name': 'Full name',
  'form.email': 'Email',
  'form.phone': 'Phone',
  'form.message': 'Message',
  'form.send': 'Send message',
  'form.sending': 'Sending...',
  'form.success': 'Your message was sent successfully!',
  'form.error': 'Error sending message. Please try again.',
  'form.privacy':
    'We use your details, and whatever you tell us about your injuries, to look into your request and your legal claim and to reply to you; see our {link}.',
  'form.privacyLink': 'Privacy Notice',
  'form.required': 'All fields are required.',

  'form.errors.title': 'Please check the marked fields.',
  'form.errors.required': 'This field is required.',
  'form.errors.tooLong': 'The text is too long (at most {max} characters).',
  'form.errors.invalidEmail': 'Enter a valid email address.',
  'form.errors.invalidPhone': 'Enter a valid phone number (7 to 20 digits, spaces, + ( ) -).',
  'form.errors.invalidChars': 'This field contains characters that are not allowed.',
  'form.errors.invalidType': 'Invalid value.',
  'form.errors.invalidCallTime': 'Choose one of the times we offer for calling you.',
  'form.errors.invalidJson': 'The request is not valid JSON.',
  'form.errors.tooLarge': 'The message is too large.',
  'form.errors.contentType': 'Unsupported content type.',
  'form.errors.method': 'Method not allowed.',
  'form.errors.origin': 'The request does not come from our website.',
  'form.errors.unauthorized': 'The request does not carry a valid access key.',
  'form.errors.rateLimited': 'Too many messages in a short time. Please try again in {minutes} minutes or call us.',
  'form.errors.rateLimitedMinute': 'Too many messages in a short time. Please try again in a minute or call us.',
  'form.errors.changedRepeat':
    'This form already sent a different message, so your changes were not sent. Please reload the page and send your message again, or call us.',
  'form.errors.server': 'A temporary problem. Please try again or call us.',
  'form.errors.busy': 'The server is busy for a moment. Please try again in a few seconds or call us.',
  'form.result.sentTitle': 'Your message was sent',
  'form.result.sentText': 'Thank you. A lawyer from the office will contact you soon.',
  'form.result.errorTitle': 'Your message was not sent',
  'form.result.back': 'Back to the contact form',
  'form.offline.title': 'Your message has not been sent yet',
  'form.offline.text':
    'There is no connection right now. Your message is kept on this device and will be sent by itself as soon as the connection is back.',
  'form.offline.call': 'Calling us is faster: {phone}. A call needs no data.',
  'form.offline.kept': 'The message being kept',
  'form.offline.cancel': 'Cancel this message',
  'form.offline.cancelled': 'The message was cancelled and deleted from this device. It will not be sent.',
  'form.offline.tooLate': 'The message had already been sent before you cancelled it.',
  'form.offline.sentText': 'The message you wrote without a connection has been sent. A lawyer from the office will contact you soon.',
  'form.offline.refused':
    'The message you wrote without a connection was not accepted. Please correct the marked fields and send it again.',
  'form.result.notSentHelp': 'Nothing was stored. Correct what is marked below and send again, or call us.',
  'form.result.rules':
    'Fill in all four fields: your full name, one valid email address, a phone number (7 to 20 digits, spaces, + ( ) -) and your message (at most 5000 characters).',
  'form.result.notSentLater': 'Nothing was stored. Please send it again a little later, or call us.',
  'form.result.fieldsWrong': 'Please check: {fields}.',
  'form.errors.rateLimitedLater': 'Too many messages in a short time. Please try again later or call us.',
  'form.rules.name': 'Write your full name, at most {max} characters.',
  'form.rules.email': 'Write one valid email address, such as name@example.com.',
  'form.rules.phone': 'Write a phone number with 7 to 20 digits; spaces and + ( ) - are allowed.',
  'form.rules.message': 'Write your message, at most {max} characters.',

  'notice.updated': 'Last updated: {date}',
  'footer.privacy': 'Privacy Notice',
  'footer.legal': 'Legal Notice',
  'footer.legalNav': 'Legal information',
  'notice.lawyers.one': 'Lawyer',
  'notice.lawyers.other': 'Lawyers',
  /** A processor of visitors' data in the privacy notice: its name, what it does, where. */
  'notice.processor': '{name} ({role}) · where it processes data: {location}.',
  'notice.role.hosting': 'hosting of the site',
  'notice.role.cdn': 'content delivery network (CDN) that delivers the pages',
  'notice.role.email': 'delivery of each message to the office’s e-mail',
  'notice.role.supabase': 'running the contact form and the database of messages',
  'notice.transfer': 'Outside the EEA; the transfer rests on: {basis}.',
  'notice.transfers.none': 'None of them processes your data outside the European Economic Area (EEA).',
  'notice.transfers.some':
    'Where a provider processes data outside the European Economic Area (EEA), the transfer rests on the safeguard named beside it (GDPR chapter V).',
  'notice.logs.days': '{name}: keeps them for {days} days.',
  'notice.logs.none': '{name}: keeps no request logs.',
  'notice.messaging.viber': 'The Viber link opens the app on this device directly.',
  'notice.messaging.whatsapp':
    'The WhatsApp link is an address on WhatsApp’s own website (wa.me): when you tap it, your browser or the app connects to WhatsApp.',
  'notice.chats.backups.none': 'We keep no backups of the chats in storage services.',
  'notice.chats.backups.end-to-end': 'We keep backups of the chats only when they are end-to-end encrypted.',
  /** Before the office's e-mail address, under the controller's details. */
  'notice.dpo.none':
    'We have not appointed a Data Protection Officer, as our office is not required to; for any question about personal data, write to us at',
  'notice.dpo.named': 'Data Protection Officer: {name},',
  'notice.logs.unknown': '{name}: how long it keeps them (PLACEHOLDER).',

  'callbar.label': 'Quick contact',
  'callbar.call': 'Call',
  'callbar.message': 'Message',

  'notFound.title': 'Oops! Page not found',
  'notFound.text': 'The address you asked for does not exist. These links may help.',
  'notFound.home': 'Return to Home',

  'offline.title': 'No connection',
  'offline.text': 'This page has not been saved on your device. You can call us: a call needs no data.',
  'offline.call': 'Call us',
  'offline.emergency': 'Emergency',
  'offline.retry': 'Try again',
  'offline.available': 'Available without a connection',

  // The dates after an accident (/deadlines) and the claim journal (/journal); what they say of the law is the fact sheet's.
  'meta.deadlines.title': 'Key deadlines after road accidents',
  'meta.deadlines.description':
    'From the date of the accident, the key deadlines for compensation, each with its legal source and what to do. Worked out on your device.',
  'meta.journal.title': 'Claim journal',
  'meta.journal.description':
    'Doctor visits, expenses, days off work: keep them in a journal that stays only on this device, ready for your lawyer.',
  'nav.deadlines': 'Your deadlines',
  'nav.journal': 'Claim journal',
  'home.firstMinute.after': 'In the days after',
  'home.firstMinute.deadlines': 'See your deadlines',
  'home.firstMinute.journal': 'Keep a journal of expenses and visits',
  'home.firstMinute.insurer': 'Who insures the other car?',
  'home.firstMinute.message': 'Send us a few lines or a photo of the damage to the vehicle (no medical documents):',

  'messaging.label': 'Message through an app',
  'messaging.linkLabel': 'Message the office on {app}',
  'messaging.note':
    'Opens the app on this device; the app’s company carries your message. Do not send medical documents or photos of injuries.',
  'messaging.privacy': 'What that means for your data',
  'guide.tools': 'On this device:',

  'deadlines.title': 'Key deadlines after a road accident',
  'deadlines.intro':
    'Enter the date of the accident and, if you have them, the days the insurer of the vehicle at fault or the Auxiliary Fund received your written claim. You will see each date with its day of the week, what to do and its source.',
  'deadlines.notAdvice': 'General information, not legal advice. This page does not create a lawyer–client relationship.',
  'deadlines.general':
    'These dates are indicative: they follow from the general rules and only from what you entered, and they are not legal advice. The facts of your case can change them; ask a lawyer to check them. This page sends nothing to the office: we do not know your dates and do not watch them for you unless you instruct us. Where a rule can be read two ways, we show the earlier date.',
  'deadlines.private':
    'The dates are worked out on your device. They stay in the page’s address; when you open or share that link, the address, with the dates, reaches the server like any page request (see “Logs of visits” in the privacy notice). We do not store them anywhere else or use them.',
  'deadlines.checked': 'The rules on this page were last checked against their sources on {date}.',
  'deadlines.accident': 'Date of the accident',
  'deadlines.received': 'Day the insurer of the vehicle at fault received your written claim (if you have it)',
  'deadlines.receivedHint': 'The insurer’s three months to answer you count from this day.',
  'deadlines.noClaim':
    'No written claim yet? Send one with proof of the day it is received, for example served by a court bailiff: the insurer’s three months start when it receives it.',
  'deadlines.noClaimLink': 'How to make the written claim',
  'deadlines.fundReceived': 'Day the Auxiliary Fund received your written claim (if you have it)',
  'deadlines.fundReceivedHint':
    'Only if the vehicle at fault was uninsured or never identified. The Fund’s three months to answer count from this day.',
  'deadlines.submit': 'Show the dates',
  'deadlines.resultTitle': 'Your dates for the accident of {date}',
  'deadlines.rulesTitle': 'The deadlines in brief',
  'deadlines.source': 'Source',
  'deadlines.source.replacedBy': 'as replaced by',
  'deadlines.source.addedBy': 'added by',
  'deadlines.source.readWith': 'read with',
  'deadlines.guide': 'Read the guide',
  'deadlines.lastDay':
    'This is the last day, not the day to start. By then the lawsuit must have been drafted, filed and served by a court bailiff, which takes weeks. Aim to have it served at least three months earlier.',
  'deadlines.closed.weekend': 'That day is a {weekday}; the courts are closed. Treat {date} as the last day.',
  'deadlines.closed.holiday': 'That day is a public holiday; the courts are closed. Treat {date} as the last day.',
  'deadlines.closed.courtsHoliday': 'That day (3 October) is a holiday of the courts. Treat {date} as the last day.',
  'deadlines.passed.notice': 'This date has passed. If you have not reported it, report it now, and tell the lawyer when you call.',
  'deadlines.passed.insurerAnswer':
    'The three months are over: if you have had no reasoned answer, the insurer is late. Limitation keeps running, though.',
  'deadlines.passed.fundAnswer':
    'The Fund’s three months are over. Whether or not it has answered, call a lawyer at once: a short deadline to sue may already be running.',
  'deadlines.passed.lawsuit':
    'This date is in the past. Whether anything can still be done depends on your case; for example, an acknowledgement of the claim by the insurer interrupts limitation, but that is decided case by case. Talk to a lawyer.',
  'deadlines.olderRules': 'For accidents before 14 May 2007 or claims before 21 June 2024, other rules may have applied; ask a lawyer.',
  'deadlines.calendar': 'Add to calendar (.ics)',
  'deadlines.calendarHint':
    'A file made on your device, with the dates that have not passed and reminders: 6, 3 and 1 month before each deadline to sue, one week before the others.',
  'deadlines.calendarName': 'Road accident deadlines',
  'deadlines.calendarCaveat': 'An indicative date from general rules; have a lawyer confirm it.',
  'deadlines.calendarEvent': 'Accident {accident} – {title}',
  'deadlines.share': 'The address of this page keeps the dates you entered: you can bookmark it or send it.',
  'deadlines.error.accidentMissing': 'Enter the date of the accident.',
  'deadlines.error.accidentInvalid': 'The date of the accident is not a valid date. Enter a day, month and year.',
  'deadlines.error.receivedInvalid': 'The day the insurer received your claim is not a valid date. Enter a day, month and year.',
  'deadlines.error.receivedBeforeAccident':
    'The day the insurer received your claim is before the accident. A claim comes after the accident: please check both dates.',
  'deadlines.error.fundReceivedInvalid': 'The day the Auxiliary Fund received your claim is not a valid date. Enter a day, month and year.',
  'deadlines.error.fundReceivedBeforeAccident':
    'The day the Auxiliary Fund received your claim is before the accident. A claim comes after the accident: please check both dates.',
  'deadlines.error.outOfRange': 'Enter a date from 1990 to 2090.',
  'deadlines.lawyer.title': 'Speak to a lawyer early',
  'deadlines.lawyer.text':
    'Speak to a lawyer early, before the first of these dates, so that there is time for all of them. If you wish, we can check them for your own case.',
  'deadlines.lawyer.call': 'Call the office',
  'deadlines.lawyer.message': 'Send a message',
  'deadlines.notice.title': 'If you hold the policy: report to your own insurer',
  'deadlines.notice.rule': 'At once; at the latest within 8 working days',
  'deadlines.notice.text':
    'If you hold the policy of the vehicle or are insured under it, report the accident to your own insurer at once, without culpable delay, and at the latest within 8 working days of learning of it. The date counts from the day after the accident, leaving out Saturdays, Sundays and mandatory public holidays. If you are claiming from your own insurer (amicable settlement, uninsured-vehicle cover, own damage), your policy may set a shorter period: check it. The duty does not fall on an injured third party. If the date has passed, report it now: your claim against the at-fault driver’s insurer is not lost because of it; for a culpable delay your own insurer may claim up to €2,000 from you.',
  'deadlines.notice.strict':
    'How we count: only the holidays that bind every employer (25 March, Easter Monday, 1 May where it is not moved, 15 August, 25 and 26 December) are left out. The customary ones (1 and 6 January, Clean Monday, Good Friday, Whit Monday) and 28 October count here as working days, so that the date is never later than any reading gives.',
  'deadlines.insurerAnswer.title': 'The at-fault insurer’s reasoned answer',
  'deadlines.insurerAnswer.rule': '3 months from receipt of the claim',
  'deadlines.insurerAnswer.text':
    'Within three months of receiving your written claim, the insurer of the vehicle at fault must send you a written reasoned offer or, if it disputes liability or the damage has not been fully quantified, a written reasoned reply. Keep proof of the day it was received.',
  'deadlines.interest.title': 'The insurer’s default interest',
  'deadlines.interest.rule': 'From the end of the three months',
  'deadlines.interest.text':
    'If liability is not disputed, the damage has been quantified and the insurer sends no reasoned offer within the three months, it owes the default interest in force on the amount it offers, from the end of the three months to the day of the offer. It is not a deadline for you.',
  'deadlines.fundAnswer.title': 'Auxiliary Fund: its answer, and a short deadline to sue',
  'deadlines.fundAnswer.rule': '3 months from receipt of the claim · to be confirmed',
  'deadlines.fundAnswer.text':
    'The Fund must answer with reasons within three months of receiving the claim. As soon as you receive an answer, or on this date at the latest if you do not, call a lawyer at once; do not count on the five years.',
  'deadlines.fundAnswer.verify':
    'The same law is reported to set a short deadline to sue, three months, after the answer. Whether it is in force today and exactly when it starts we have not confirmed, so we give no date for it.',
  'deadlines.strictLiability.title': 'Last day: lawsuit under the motor-vehicle law of 1911',
  'deadlines.strictLiability.rule': '2 years from the accident',
  'deadlines.strictLiability.text':
    'The liability of the driver and the keeper under the 1911 motor-vehicle law is time-barred two years from the day of the accident. Where the driver’s conduct is also a tort a longer period applies, but do not rely on it before you have talked to a lawyer.',
  'deadlines.insurer.title': 'Last day: lawsuit against the insurer of the vehicle at fault',
  'deadlines.insurer.rule': '5 years from the accident',
  'deadlines.insurer.text':
    'The direct claim against the insurer is time-barred five years from the day of the accident. Within that time the lawsuit must be not only filed but also served. Negotiations alone do not stop the clock.',
  'deadlines.fund.title': 'Auxiliary Fund: the outer limit of five years',
  'deadlines.fund.rule': '5 years from the accident · outer limit',
  'deadlines.fund.text':
    'If the vehicle at fault was uninsured or was never identified, the claim against the Auxiliary Fund is also time-barred five years from the day of the accident, by a lawsuit filed and served in time. After the Fund answers, the deadline to sue may run out much sooner: see “Before suing the Fund”.',
  'deadlines.fundClaim.title': 'Before suing the Fund: a written claim',
  'deadlines.fundClaim.text':
    'Send the Fund a written claim for compensation early, with the documents that prove it: a provision added by Law 4092/2012 makes a lawsuit against the Fund admissible only after such a claim, which the Fund answers with reasons within three months. After its answer, call a lawyer at once.',
  'deadlines.fundClaim.verify':
    'A short deadline to sue after that answer is also reported. Whether the provision is in force today, and what that deadline is, we have not confirmed, so we give no date for it; until a lawyer tells you otherwise, count it as three months from the Fund’s answer, or from the end of its own three months.',
  'deadlines.fundClaim.caution': 'To be confirmed',
  'deadlines.notCounted.title': 'What this page does not count',
  'deadlines.notCounted.complaint':
    'If you were injured: for the driver to be prosecuted, a criminal complaint may be needed, within three months.',
  'deadlines.notCounted.ownPolicy':
    'Claims under your own policy (amicable settlement, own damage): the policy’s terms and a different limitation period apply.',
  'deadlines.notCounted.tort':
    'A tort claim against the driver or owner: it runs from when you learned of the damage and of the person liable.',
  'deadlines.notCounted.abroad': 'An accident abroad or with a foreign vehicle, or an insurer that has gone bankrupt.',
  'deadlines.notCounted.ask': 'For these, ask a lawyer.',

  'journal.title': 'Claim journal',
  'journal.intro':
    'Note every doctor or hospital visit, every expense with its amount, every day you lost from work. You can also keep it for a relative who is in hospital. At your first meeting with the lawyer, print it or show it on this device.',
  'journal.warning':
    'The journal stays only on this device, in this browser: it is sent nowhere and the office cannot see it. Anyone holding your device can read it. It can be lost if you clear the browser’s data, and also without that: some browsers, on iPhones in particular, delete a site’s data when you have not opened it for a few days or when storage runs short. Print it or save it as a PDF every few weeks. It is a memory aid, not proof: keep the originals of every receipt, invoice and medical document. It is for your lawyer; do not give it to the insurer, and do not write in it how the accident happened or who was at fault.',
  'journal.noScript': 'The journal needs JavaScript to keep your entries on this device. Turn it on and open the page again.',
  'journal.newEntry': 'New entry',
  'journal.date': 'Date',
  'journal.kind': 'Kind',
  'journal.amount': 'Amount',
  'journal.amountHint': 'In euros, e.g. 45.50; needed for every expense',
  'journal.description': 'Description',
  'journal.add': 'Add',
  'journal.kind.visit': 'Doctor or hospital visit',
  'journal.kind.expense': 'Expense',
  'journal.kind.dayOff': 'Day off work',
  'journal.kind.note': 'Note',
  'journal.entries': 'Your entries',
  'journal.empty': 'No entries yet.',
  'journal.totals': 'Totals by kind',
  'journal.count': 'Entries',
  'journal.sum': 'Amount',
  'journal.total': 'Total',
  'journal.edit': 'Edit',
  'journal.editEntry': 'Edit: {entry}',
  'journal.save': 'Save changes',
  'journal.saved': 'The changes are saved on this device.',
  'journal.delete': 'Delete',
  'journal.deleteEntry': 'Delete: {entry}',
  'journal.deleted': 'Deleted: {entry}.',
  'journal.print': 'Print for the lawyer',
  'journal.printTitle': 'Claim journal for the first meeting',
  'journal.printedOn': 'Printed on {date}',
  'journal.printName': 'Name',
  'journal.printAccident': 'Date of the accident',
  'journal.deleteAll': 'Delete everything',
  'journal.confirmDeleteAll': 'Delete every entry from this device? They cannot be brought back.',
  'journal.confirmYes': 'Yes, delete everything',
  'journal.cancel': 'Cancel',
  'journal.added': 'The entry is saved on this device.',
  'journal.deletedAll': 'The journal has been deleted from this device.',
  'journal.error.date': 'Enter a valid date.',
  'journal.error.amount': 'Enter the amount in euros, e.g. 45.50.',
  'journal.error.description': 'Enter a short description.',
  'journal.error.gone': 'This entry had already been deleted in another tab or window; the changes were not saved.',
  'journal.error.storage':
    'This browser did not allow saving (in private browsing, for example). The entries will not stay once the page is closed.',

  // What `npm run new-guide` writes into a new guide, each text marked as still to write; lists are split on •.
  'skeleton.fillIn': '[to fill in]',
  'skeleton.title': 'Title of the guide',
  'skeleton.subtitle': 'One sentence under the title: what the reader will learn',
  'skeleton.description': 'One sentence of 50 to 160 characters for the article card and for search engines.',
  'skeleton.summary':
    '• What to do now, and by when: the first point. • What to do now, and by when: the second point. • What to do now, and by when: the third point.',
  'skeleton.intro': 'Introduction: one or two short paragraphs on whom the guide is for and what the reader will find in it.',
  'skeleton.sections': '• First section • Second section • Third section',
  'skeleton.sectionText': 'Text of the section.',
  'skeleton.inShort': 'In short',
  'skeleton.inShortText': 'The essentials of the guide in a few sentences.',
} as const satisfies UiStrings;
