/**
 * Message-IDs of the contact e-mails: `<contact-42.lq3k9x1c@example.gr>`, from the message's id and
 * creation time (which keeps ids unique if the database is ever recreated) and the site's host. Stored
 * with the outbox entry, so that a retry repeats it and the firm's mail client can drop a duplicate.
 */
export type MessageIdFactory = (id: number, createdAt: number) => string;

export function messageIdFactory(siteUrl: string): MessageIdFactory {
  const host = new URL(siteUrl).hostname || 'localhost';
  return (id, createdAt) => `<contact-${id}.${createdAt.toString(36)}@${host}>`;
}
