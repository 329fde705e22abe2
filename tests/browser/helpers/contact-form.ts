import type { Page } from '@playwright/test';
import type { Lang } from '../../../src/i18n/locales.ts';
import { text } from '../support.ts';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export const contactPath = { el: '/contact', en: '/en/contact' } as const;

/** A field of the contact form, found by its label as the visitor reads it. */
export const field = (page: Page, lang: Lang, name: keyof ContactValues) => page.getByLabel(text(lang, `form.${name}`), { exact: true });

/** Types the four fields as a visitor would. */
export async function fillContactForm(page: Page, lang: Lang, values: ContactValues) {
  for (const name of ['name', 'email', 'phone', 'message'] as const) await field(page, lang, name).fill(values[name]);
}

/** The send button, whatever it says at the moment (it reads "Sending..." while it sends). */
export const sendButton = (page: Page) => page.locator('main form button[type="submit"]');

/** The toasts (react-hot-toast renders each as a polite status outside the form). */
export const toasts = (page: Page) =>
  page.locator('[role="status"]:not(form [role="status"], header [role="status"])').filter({ hasText: /\S/ });

/** The toast saying `words`. */
export const toast = (page: Page, words: string) => page.getByRole('status').filter({ hasText: words });

/** Submits the form and resolves with the function's answer: its status and the idempotency key the form sent. */
export async function submit(page: Page): Promise<{ status: number; key: string }> {
  const answer = page.waitForResponse('**/functions/v1/send-contact-email');
  await sendButton(page).click();
  const response = await answer;
  return { status: response.status(), key: (response.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey };
}
