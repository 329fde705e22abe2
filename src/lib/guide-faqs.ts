/**
 * The questions and answers of a guide, read from its MDX source (`<Faq q="..." a="..." />`), for the
 * FAQPage structured data. Attribute values never hold straight double quotes (authoring rule).
 */
export function faqsOf(body: string | undefined): { q: string; a: string }[] {
  const faqs: { q: string; a: string }[] = [];
  for (const match of (body ?? '').matchAll(/<Faq\s+([\s\S]*?)\/>/g)) {
    const attrs = Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (attrs.q && attrs.a) faqs.push({ q: attrs.q.trim(), a: attrs.a.trim() });
  }
  return faqs;
}
