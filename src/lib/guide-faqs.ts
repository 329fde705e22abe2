/**
 * The questions and answers of a guide, read from its MDX source (`<Faq q="..." a="..." />`), for the
 * FAQPage structured data. Attribute values never hold straight double quotes (authoring rule).
 */
export function faqsOf(body: string | undefined): { q: string; a: string }[] {
  const faqs: { q: string; a: string }[] = [];
  for (const match of (body ?? '').matchAll(/<Faq\s+([\s\S]*?)\/>/g)) {
    const attrs = new Map([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const q = attrs.get('q');
    const a = attrs.get('a');
    if (q && a) faqs.push({ q: q.trim(), a: a.trim() });
  }
  return faqs;
}
