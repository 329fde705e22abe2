import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { emlFileName, smtpTransport, type MailTransport } from '../../src/lib/contact/mail-transport.ts';
import type { ServerConfig } from '../config.ts';

/**
 * Development and installations without SMTP: each e-mail becomes `<dir>/<Message-ID>.eml`, a complete
 * RFC 5322 message any mail client opens. Named after the Message-ID, so a repeated attempt overwrites
 * the same file; written to a temporary name first, so a crash never leaves half a file.
 */
function emlFileTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `.eml files in ${dir}`,
    async send(mail, recipients) {
      const info = await builder.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const file = join(dir, emlFileName(mail.messageId));
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      return { accepted: recipients, refused: [] };
    },
    close: () => builder.close(),
  };
}

/** Where the outbox hands e-mails over: the SMTP server of the settings, or .eml files under DATA_DIR/mail. */
export function createMailTransport(config: ServerConfig): MailTransport {
  return config.smtp
    ? smtpTransport((options) => nodemailer.createTransport(options), config.smtp)
    : emlFileTransport(join(config.dataDir, 'mail'));
}
