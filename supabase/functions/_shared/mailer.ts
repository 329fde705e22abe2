import nodemailer from 'nodemailer';
import type { ContactMail } from '../../../src/lib/contact/compose-mail.ts';
import { settings } from './settings.ts';

/** Where the deliverer hands e-mails over: resolves once accepted (SMTP 250 to the data) or written. */
export interface Mailer {
  send(mail: ContactMail): Promise<void>;
  readonly description: string;
}

// Attempts are kept well inside the lease (MAIL_LEASE_SECONDS), so a slow server is simply retried.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
const CONNECTIONS = 4;

function smtpMailer(): Mailer {
  const smtp = settings().smtp!;
  const connection =
    'url' in smtp
      ? { url: smtp.url }
      : { host: smtp.host, port: smtp.port, secure: smtp.secure, auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined };
  // A mail server whose certificate is signed by a private authority: trust that authority (PEM file).
  const ca = settings().smtpCaFile;
  const tls = ca ? { tls: { ca: Deno.readTextFileSync(ca) } } : {};
  const transporter = nodemailer.createTransport({ ...connection, ...tls, ...TIMEOUTS, pool: true, maxConnections: CONNECTIONS });
  const where = 'url' in smtp ? new URL(smtp.url) : { protocol: smtp.secure ? 'smtps:' : 'smtp:', hostname: smtp.host, port: String(smtp.port) };
  return {
    description: `SMTP ${where.protocol}//${where.hostname}:${where.port || 'default port'}`,
    async send(mail) {
      const info = await transporter.sendMail(mail);
      // Some recipients refused would be lost for good if the message counted as delivered.
      if (info.rejected.length > 0) throw new Error(`recipients refused: ${info.rejected.map(String).join(', ')}`);
    },
  };
}

/** Without SMTP settings (local runs): each e-mail becomes `<MAIL_DIR>/<Message-ID>.eml`, written atomically. */
function emlMailer(): Mailer {
  const dir = settings().mailDir;
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `.eml files in ${dir}`,
    async send(mail) {
      const info = await builder.sendMail(mail);
      const stem = String(mail.messageId).replace(/[<>]/g, '').replace(/[^A-Za-z0-9@._-]/g, '_');
      await Deno.mkdir(dir, { recursive: true });
      const file = `${dir}/${stem}.eml`;
      await Deno.writeFile(`${file}.tmp`, info.message as Uint8Array);
      await Deno.rename(`${file}.tmp`, file);
    },
  };
}

let mailer: Mailer | null = null;

export function getMailer(): Mailer {
  mailer ??= settings().smtp ? smtpMailer() : emlMailer();
  return mailer;
}
