import { simpleParser, type AddressObject, type HeaderValue, type StructuredHeader } from 'mailparser';

/** An e-mail as the tests read it: each header as one decoded string, and the decoded text and HTML bodies. */
export interface ReadMail {
  raw: string;
  /** Lower-case name => decoded value; addresses as 'Name <address>'. */
  headers: Map<string, string>;
  text: string;
  html: string;
}

function headerText(value: HeaderValue): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toUTCString();
  if (Array.isArray(value)) return value.map((v) => headerText(v as HeaderValue)).join(', ');
  if (typeof value === 'object' && value && 'text' in value) return (value as AddressObject).text;
  if (typeof value === 'object' && value && 'value' in value) return (value as StructuredHeader).value;
  return JSON.stringify(value);
}

/** Reads a raw RFC 5322 message (what nodemailer sends, or an .eml file the server wrote) with mailparser. */
export async function readMail(raw: string | Buffer): Promise<ReadMail> {
  const mail = await simpleParser(raw);
  const headers = new Map<string, string>();
  for (const [name, value] of mail.headers) headers.set(name, headerText(value));
  return { raw: raw.toString(), headers, text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' };
}
