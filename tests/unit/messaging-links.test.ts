import { describe, expect, expectTypeOf, it } from 'vitest';
import { firm, unconfirmedFacts, type Firm } from '../../src/config/firm.ts';
import { messagingLinks } from '../../src/lib/messaging-links.ts';

const mobile = { tel: '+306912345678', display: '691 234 5678' };
const hrefs = (messaging: Firm['messaging']) => messagingLinks({ mobile, messaging }).map((link) => link.href);

describe('chats with the firm’s mobile in Viber and WhatsApp', () => {
  it('opens a chat with the mobile in each app: Viber with the plus written %2B, WhatsApp with digits only', () => {
    expect(messagingLinks({ mobile, messaging: { viber: true, whatsapp: true } })).toEqual([
      { app: 'viber', name: 'Viber', href: 'viber://chat?number=%2B306912345678' },
      { app: 'whatsapp', name: 'WhatsApp', href: 'https://wa.me/306912345678' },
    ]);
  });

  it('leaves out an app switched off, and offers nothing when both are', () => {
    expect(hrefs({ viber: false, whatsapp: true })).toEqual(['https://wa.me/306912345678']);
    expect(hrefs({ viber: true, whatsapp: false })).toEqual(['viber://chat?number=%2B306912345678']);
    expect(hrefs({ viber: false, whatsapp: false })).toEqual([]);
  });

  it('refuses a mobile not written as + and digits, naming the setting, while an app is on', () => {
    for (const tel of ['+30 691 234 5678', '00306912345678', '6912345678', '+3069123456789012'])
      expect(() => messagingLinks({ mobile: { tel, display: tel }, messaging: { viber: true, whatsapp: false } }), tel).toThrow(
        /src\/config\/firm\.ts: mobile\.tel is/,
      );
    // Switched off, the number is not used at all.
    expect(messagingLinks({ mobile: { tel: 'none', display: '' }, messaging: { viber: false, whatsapp: false } })).toEqual([]);
  });

  it('reads the firm’s own mobile and switches, each a typed setting the firm must confirm before launch', () => {
    expectTypeOf<Firm['messaging']>().toEqualTypeOf<{ viber: boolean; whatsapp: boolean }>();
    const digits = firm.mobile.tel.slice(1);
    const expected = [
      ...(firm.messaging.viber ? [`viber://chat?number=%2B${digits}`] : []),
      ...(firm.messaging.whatsapp ? [`https://wa.me/${digits}`] : []),
    ];
    expect(messagingLinks(firm).map((link) => link.href)).toEqual(expected);
    const facts = unconfirmedFacts.map((f) => f.fact);
    expect(facts.some((f) => f.includes('Viber'))).toBe(true);
    expect(facts.some((f) => f.includes('WhatsApp'))).toBe(true);
  });
});
