import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { emlFileName, smtpMailer } from '../../src/lib/contact/smtp.ts';
import type { ServerConfig } from '../config.ts';

/** Where the outbox hands e-mails over: an SMTP server, or .eml files when no SMTP is configured. */
export interface MailTransport {
  /** Resolves once the message is accepted (SMTP answered 250 to its data) or written; rejects otherwise. */
  send(mail: SendMailOptions): Promise<void>;
  close(): void;
  /** Where mail goes, for logs; never contains a password. */
  readonly description: string;
}

export function smtpTransport(smtp: NonNullable<ServerConfig['smtp']>): MailTransport {
  return smtpMailer<SendMailOptions>((options) => nodemailer.createTransport(options), smtp);
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
      await mkdir(dir, { recursive: true });
      const file = join(dir, emlFileName(mail.messageId));
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => builder.close(),
  };
}

export function createMailTransport(config: ServerConfig): MailTransport {
  return config.smtp ? smtpTransport(config.smtp) : emlFileTransport(join(config.dataDir, 'mail'));
}
