import type { Page } from '@playwright/test';

/**
 * Records what a page must never do: request anything from another origin (the site loads only from its
 * own), break its Content Security Policy, or throw. The returned list is read once the page has settled.
 */
export function offsiteGuard(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) problems.push(`request to ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}
