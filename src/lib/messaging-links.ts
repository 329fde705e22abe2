import type { Firm } from '../config/firm.ts';

/** The messaging apps the firm's mobile may take messages in (src/config/firm.ts, `messaging`). */
export type MessagingApp = keyof Firm['messaging'];

export interface MessagingLink {
  app: MessagingApp;
  /** The app's own name, the same in every language. */
  name: string;
  href: string;
}

const apps: readonly { app: MessagingApp; name: string; href: (digits: string) => string }[] = [
  // Viber documents deep links for its bots only (viber://pa?chatURI=…); a chat with a number is opened by
  // viber://chat?number= and the number in international form, its plus written %2B, because a bare + in a
  // query is read as a space and the app then finds no one.
  { app: 'viber', name: 'Viber', href: (digits) => `viber://chat?number=%2B${digits}` },
  // WhatsApp's "click to chat": https://wa.me/ and the full international number, digits only (no plus,
  // zeros, brackets or dashes).
  { app: 'whatsapp', name: 'WhatsApp', href: (digits) => `https://wa.me/${digits}` },
];

/** The digits of an E.164 number ('+306900000000' => '306900000000'); anything else stops the build. */
function internationalDigits(tel: string): string {
  if (!/^\+[1-9]\d{6,14}$/.test(tel))
    throw new Error(`src/config/firm.ts: mobile.tel is "${tel}"; write it as + then the country code and the number, e.g. +306912345678.`);
  return tel.slice(1);
}

/** A chat with the firm's mobile in each app switched on in its facts, in a fixed order; none when all are off. */
export function messagingLinks(of: Pick<Firm, 'mobile' | 'messaging'>): MessagingLink[] {
  const enabled = apps.filter(({ app }) => of.messaging[app]);
  if (!enabled.length) return [];
  const digits = internationalDigits(of.mobile.tel);
  return enabled.map(({ app, name, href }) => ({ app, name, href: href(digits) }));
}
