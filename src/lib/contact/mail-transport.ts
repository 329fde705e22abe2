import type { ContactMail } from './compose-mail.ts';

/**
 * Handing e-mails over, the same for the Node server and the Edge Functions: each passes in its own
 * `nodemailer.createTransport` (an npm import in Deno, a package in Node), and writes .eml files with its
 * own file API when no SMTP server is configured.
 */

/** Where to hand e-mails over, as settings-schema.ts reads it: SMTP_URL as written, or SMTP_HOST and the rest. */
export type SmtpSettings = { url: string } | { host: string; port: number; secure: boolean; user?: string; password?: string };

/** An SMTP server, or a folder of .eml files. */
export interface MailTransport {
  /** Resolves once the message is accepted (SMTP answered 250 to its data) or written; rejects otherwise. */
  send(mail: ContactMail): Promise<void>;
  close(): void;
  /** Where mail goes, for logs; never contains a password. */
  readonly description: string;
}

/** SMTP connections kept open while delivering (as many as are sent at once). */
export const SMTP_CONNECTIONS = 4;

// nodemailer's defaults wait up to 10 minutes on a silent server; a delivery's lease must outlast one
// attempt, so attempts are kept short and a slow server is simply retried.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

interface Transporter {
  sendMail(mail: ContactMail): Promise<{ rejected: unknown[] }>;
  close(): void;
}

export function smtpTransport(
  createTransport: (options: Record<string, unknown>) => Transporter,
  smtp: SmtpSettings,
  { ca }: { ca?: string } = {},
): MailTransport {
  const connection =
    'url' in smtp
      ? { url: smtp.url }
      : {
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
        };
  // A mail server whose certificate is signed by a private authority: trust that authority (PEM text).
  const tls = ca ? { tls: { ca } } : {};
  const transporter = createTransport({ ...connection, ...tls, ...TIMEOUTS, pool: true, maxConnections: SMTP_CONNECTIONS });
  const where =
    'url' in smtp ? new URL(smtp.url) : { protocol: smtp.secure ? 'smtps:' : 'smtp:', hostname: smtp.host, port: String(smtp.port) };
  return {
    description: `SMTP ${where.protocol}//${where.hostname}:${where.port || 'default port'}`,
    async send(mail) {
      const info = await transporter.sendMail(mail);
      // With every recipient refused nodemailer rejects; with only some, those are lost for good if the
      // message counts as delivered, so that is treated as a failure too (a retry may send others twice).
      if (info.rejected.length > 0) throw new Error(`recipients refused: ${info.rejected.map(String).join(', ')}`);
    },
    close: () => transporter.close(),
  };
}

/**
 * The file name of an e-mail written as .eml: its Message-ID, so that a repeated attempt overwrites the
 * same file rather than adding a second.
 */
export function emlFileName(messageId: string): string {
  return `${messageId.replace(/[<>]/g, '').replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`;
}
