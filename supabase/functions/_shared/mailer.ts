import nodemailer from 'nodemailer';
import { emlFileName, smtpTransport, type MailTransport } from '../../../src/lib/contact/mail-transport.ts';
import { settings } from './settings.ts';

function smtpServerTransport(smtp: NonNullable<typeof settings.smtp>): MailTransport {
  // A mail server whose certificate is signed by a private authority: trust that authority (PEM file).
  const ca = settings.smtpCaFile;
  return smtpTransport((options) => nodemailer.createTransport(options), smtp, { ca: ca ? Deno.readTextFileSync(ca) : undefined });
}

/** Without SMTP settings (local runs): each e-mail becomes `<MAIL_DIR>/<Message-ID>.eml`, written atomically. */
function emlFileTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `.eml files in ${dir}`,
    async send(mail, recipients) {
      const info = await builder.sendMail(mail);
      await Deno.mkdir(dir, { recursive: true });
      const file = `${dir}/${emlFileName(mail.messageId)}`;
      await Deno.writeFile(`${file}.tmp`, info.message as Uint8Array);
      await Deno.rename(`${file}.tmp`, file);
      return { accepted: recipients, refused: [] };
    },
    close: () => builder.close(),
  };
}

let transport: MailTransport | null = null;

/** Where the deliverer hands e-mails over, made on first use: the SMTP server of the settings, or .eml files. */
export function mailTransport(): MailTransport {
  transport ??= settings.smtp ? smtpServerTransport(settings.smtp) : emlFileTransport(settings.mailDir);
  return transport;
}
