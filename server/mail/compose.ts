import type { SendMailOptions } from 'nodemailer';
import { composeContactMail, type MailAddresses } from '../../src/lib/contact/compose-mail.ts';
import type { OutboxEntry } from '../store/outbox.ts';

export { escapeHtml, headerSafe, type MailAddresses } from '../../src/lib/contact/compose-mail.ts';

/** The e-mail of an outbox entry: the one composer the Edge Functions use too. */
export function composeMail(entry: OutboxEntry, addresses: MailAddresses): SendMailOptions {
  return composeContactMail(entry.message, entry.messageIdHeader, addresses);
}
