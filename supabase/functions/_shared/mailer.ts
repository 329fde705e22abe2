import nodemailer from 'nodemailer';
import type { ContactMail } from '../../../src/lib/contact/compose-mail.ts';
import { emlFileName, smtpMailer } from '../../../src/lib/contact/smtp.ts';
import { settings } from './settings.ts';

/** Where the deliverer hands e-mails over: resolves once accepted (SMTP 250 to the data) or written. */
export interface Mailer {
  send(mail: ContactMail): Promise<void>;
  readonly description: string;
}

function smtpServerMailer(): Mailer {
  // A mail server whose certificate is signed by a private authority: trust that authority (PEM file).
  const ca = settings().smtpCaFile;
  return smtpMailer<ContactMail>((options) => nodemailer.createTransport(options), settings().smtp!, {
    ca: ca ? Deno.readTextFileSync(ca) : undefined,
  });
}

/** Without SMTP settings (local runs): each e-mail becomes `<MAIL_DIR>/<Message-ID>.eml`, written atomically. */
function emlMailer(): Mailer {
  const dir = settings().mailDir;
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `.eml files in ${dir}`,
    async send(mail) {
      const info = await builder.sendMail(mail);
      await Deno.mkdir(dir, { recursive: true });
      const file = `${dir}/${emlFileName(mail.messageId)}`;
      await Deno.writeFile(`${file}.tmp`, info.message as Uint8Array);
      await Deno.rename(`${file}.tmp`, file);
    },
  };
}

let mailer: Mailer | null = null;

export function getMailer(): Mailer {
  mailer ??= settings().smtp ? smtpServerMailer() : emlMailer();
  return mailer;
}
