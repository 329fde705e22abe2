import { contactFormId } from '../config/navigation.ts';
import { tidyOffered } from '../lib/contact/offered-message.ts';
import { cutText } from '../lib/cut-text.ts';

/**
 * A message the what-happened path wrote for the visitor (/contact#message=…) is in the form's message box
 * before the page is first drawn, written inline after the form: the form's
 * island hydrates only as it nears the screen, seconds later on a slow phone, and a box empty until then was
 * typed into, and the path's words dropped. This puts the message in the box (never over words in it), gives the
 * box the height of the text where the browser cannot size it by itself (`field-sizing`), takes the message from
 * the address (the island keeps what the box holds, src/islands/typed-before-hydration.ts) and brings the form into
 * view with its heading focused, as #contact-form does. The message is tidied so that the box hides none of it
 * (offered-message.ts) and cut to the box's length between characters (cut-text.ts). Serialised into the page
 * with those two: it uses nothing but the browser.
 */
function prefill(formId: string, tidy: typeof tidyOffered, cut: typeof cutText) {
  const link = new URLSearchParams(location.hash.slice(1)).get('message');
  if (link === null) return;
  const offered = tidy(link);
  const heading = document.getElementById(formId);
  const box = heading?.parentElement?.querySelector('textarea[name="message"]');
  if (box instanceof HTMLTextAreaElement) {
    const limit = box.maxLength > 0 ? box.maxLength : offered.length;
    box.value = cut(box.value.trim() ? `${box.value.trimEnd()}\n\n${offered}` : offered, limit);
    if (!CSS.supports('field-sizing', 'content')) box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`;
    history.replaceState(history.state, '', `${location.pathname}${location.search}#${formId}`);
  }
  heading?.scrollIntoView();
  heading?.focus({ preventScroll: true });
}

export const contactPrefillScript = `(${prefill.toString()})(${JSON.stringify(contactFormId)}, ${tidyOffered.toString()}, ${cutText.toString()});`;
