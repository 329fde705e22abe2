import type { ContactMail } from './compose-mail.ts';
import type { Refusal, SendReport } from './recipients.ts';

/**
 * Handing e-mails over, the same for the Node server and the Edge Functions: each passes in its own
 * `nodemailer.createTransport` (an npm import in Deno, a package in Node), and writes .eml files with its
 * own file API when no SMTP server is configured.
 */

/** Where to hand e-mails over, as settings-schema.ts reads it: SMTP_URL as written, or SMTP_HOST and the rest. */
export type SmtpSettings = { url: string } | { host: string; port: number; secure: boolean; user?: string; password?: string };

/** An SMTP server, or a folder of .eml files. */
export interface MailTransport {
  /**
   * Hands the message over for `recipients` only (its To header stays the whole list, so that every copy
   * is the same message): resolves with each recipient's outcome once the mail server has answered the
   * message's data, or the file is written. Rejects when nothing was decided for any recipient (no
   * connection, a timeout, a refused login or sender): the attempt is simply repeated later.
   */
  send(mail: ContactMail, recipients: string[]): Promise<SendReport>;
  close(): void;
  /** Where mail goes, for logs; never contains a password. */
  readonly description: string;
}

/** SMTP connections kept open while delivering (as many as are sent at once). */
export const SMTP_CONNECTIONS = 4;

// nodemailer's defaults wait up to 10 minutes on a silent server; a delivery's lease must outlast one
// attempt, so attempts are kept short and a slow server is simply retried.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** What nodemailer says of one refused recipient, or of the whole message. */
interface SmtpError {
  recipient?: string;
  responseCode?: number;
  response?: string;
  command?: string;
  message?: string;
  rejectedErrors?: SmtpError[];
}

interface Transporter {
  sendMail(
    mail: ContactMail & { envelope: { from: string; to: string[] } },
  ): Promise<{ accepted: unknown[]; rejectedErrors?: SmtpError[] }>;
  close(): void;
}

function refusal(address: string, error: SmtpError): Refusal {
  const code = error.responseCode ?? 0;
  return { address, permanent: code >= 500, reason: (error.response ?? error.message ?? 'refused').replace(/\s+/g, ' ').trim() };
}

/**
 * Each recipient's outcome from what nodemailer reports. Refusals of a recipient (RCPT TO) and of the
 * message itself (the answer to its data) are the mail server's decision about this message; anything
 * else (the connection, the login, the sender address) says nothing about it and is thrown, to be retried.
 */
function reportOf(result: { accepted: unknown[]; rejectedErrors?: SmtpError[] }): SendReport {
  return {
    accepted: result.accepted.map(String),
    refused: (result.rejectedErrors ?? []).map((e) => refusal(String(e.recipient), e)),
  };
}

function reportOfError(recipients: string[], error: unknown): SendReport {
  const e = (error ?? {}) as SmtpError;
  if (e.rejectedErrors?.length) return { accepted: [], refused: e.rejectedErrors.map((r) => refusal(String(r.recipient), r)) };
  if (e.command === 'DATA' && e.responseCode) return { accepted: [], refused: recipients.map((address) => refusal(address, e)) };
  throw error;
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
    async send(mail, recipients) {
      let result;
      try {
        result = await transporter.sendMail({ ...mail, envelope: { from: mail.from, to: recipients } });
      } catch (error) {
        return reportOfError(recipients, error);
      }
      return reportOf(result);
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
