import { attributeString, jsxElements, renderedTree } from './mdx-body.ts';

/**
 * The questions and answers of a guide, read from the `<Faq q="..." a="..." />` elements of its MDX syntax
 * tree, for the FAQPage structured data: the attributes may be written with any quotes and in any order.
 */
export function faqsOf(body: string | undefined): { q: string; a: string }[] {
  const faqs: { q: string; a: string }[] = [];
  for (const faq of jsxElements(renderedTree(body ?? ''), 'Faq')) {
    const q = attributeString(faq, 'q')?.trim();
    const a = attributeString(faq, 'a')?.trim();
    if (q && a) faqs.push({ q, a });
  }
  return faqs;
}
