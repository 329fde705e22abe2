import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { ServerConfig } from '../config.ts';

/** Where the outbox hands e-mails over: an SMTP server, or .eml files when no SMTP is configured. */
export interface MailTransport {
  /** Resolves once the message is accepted (SMTP answered 250 to its data) or written; rejects otherwise. */
  send(mail: SendMailOptions): Promise<void>;
  close(): void;
  /** Where mail goes, for logs; never contains a password. */
  readonly description: string;
}

// nodemailer's defaults wait up to 10 minutes on a silent server; the outbox's lease (see outbox-worker.ts)
// must outlast one attempt, so attempts are kept short and a slow server is simply retried.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
/** SMTP connections kept open while the outbox sends (as many as it sends at once). */
export const SMTP_CONNECTIONS = 4;

export function smtpTransport(smtp: NonNullable<ServerConfig['smtp']>): MailTransport {
  const connection =
    'url' in smtp
      ? { url: smtp.url }
      : {
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
        };
  const transporter = nodemailer.createTransport({ ...connection, ...TIMEOUTS, pool: true, maxConnections: SMTP_CONNECTIONS });
  const where = 'url' in smtp ? new URL(smtp.url) : { protocol: smtp.secure ? 'smtps:' : 'smtp:', hostname: smtp.host, port: String(smtp.port) };
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
 * Development and installations without SMTP: each e-mail becomes `<dir>/<Message-ID>.eml`, a complete
 * RFC 5322 message any mail client opens. Named after the Message-ID, so a repeated attempt overwrites
 * the same file; written to a temporary name first, so a crash never leaves half a file.
 */
export function emlFileTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `.eml files in ${dir}`,
    async send(mail) {
      const info = await builder.sendMail(mail);
      const stem = String(mail.messageId).replace(/[<>]/g, '').replace(/[^A-Za-z0-9@._-]/g, '_');
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${stem}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => builder.close(),
  };
}

export function createMailTransport(config: ServerConfig): MailTransport {
  return config.smtp ? smtpTransport(config.smtp) : emlFileTransport(join(config.dataDir, 'mail'));
}
