/**
 * The island strings' typing, checked by `astro check` (the first step of `npm test`): each
 * `@ts-expect-error` below must meet an error, or the check fails with "unused directive". So this file
 * fails as soon as an island could use a key its page did not pass, or a page could pass fewer keys
 * than its island declared.
 */
import type { ComponentProps } from 'react';
import { expectTypeOf } from 'vitest';
import { pickStrings } from '../../src/i18n/t.ts';
import type ContactForm from '../../src/islands/ContactForm.tsx';
import { contactFormStrings } from '../../src/islands/ContactForm.tsx';
import type LanguageSwitcher from '../../src/islands/LanguageSwitcher.tsx';
import { switcherStrings } from '../../src/islands/LanguageSwitcher.tsx';
import { drawerStrings } from '../../src/islands/MobileDrawer.tsx';
import { islandStrings } from '../../src/islands/i18n.tsx';

// pickStrings returns exactly the keys asked for.
expectTypeOf(pickStrings('el', ['nav.home', 'nav.about'])).toEqualTypeOf<{ readonly 'nav.home': string; readonly 'nav.about': string }>();

// What the page passes when it passes the island's own declaration: accepted.
const switcherOk: ComponentProps<typeof LanguageSwitcher>['strings'] = pickStrings('en', switcherStrings.keys);
const formOk: ComponentProps<typeof ContactForm>['strings'] = pickStrings('el', contactFormStrings.keys);

type ShortKey = Exclude<(typeof contactFormStrings.keys)[number], 'form.offline.refused'>;
const shortOfOne = contactFormStrings.keys.filter((key): key is ShortKey => key !== 'form.offline.refused');

// A page that passes a key short of what the island declared.
// @ts-expect-error 'form.offline.refused' is declared by the form and missing here
const formShort: ComponentProps<typeof ContactForm>['strings'] = pickStrings('el', shortOfOne);
// @ts-expect-error the switcher's strings given to the contact form
const formWrong: ComponentProps<typeof ContactForm>['strings'] = pickStrings('el', switcherStrings.keys);

// An island that uses a key it did not declare (and so its page did not pass).
export function UsesUndeclaredKey() {
  const { t } = drawerStrings.useT();
  // @ts-expect-error 'nav.home' is not among the drawer's declared strings
  return t('nav.home') + t('nav.openMenu');
}

// A key that is no UI string at all.
// @ts-expect-error 'nav.nothing' is not a key of the dictionaries
islandStrings(['nav.nothing']);
export { formOk, formShort, formWrong, switcherOk };
