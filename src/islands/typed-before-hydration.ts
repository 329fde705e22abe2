import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * On a slow connection a visitor reaches a form before its island's script, and types or chooses in the
 * server-rendered fields. React 19 hydrates those fields without touching what they hold, but its state is
 * still the server's: the next render that touches a field (any change of the island's state) writes the
 * server's value back over the visitor's. React has no way to adopt the fields' values (its replay of such
 * changes as onChange events is an experimental flag, off in stable React) and Astro none either, so this hook
 * does it: when the island has hydrated, before the browser paints again, it reads the named fields whose
 * value differs from the one the server rendered, and hands them to `onTyped` to become the island's state.
 *
 * `ref` is the form, or any of its fields. A radio group gives the value of its checked button; a checkbox
 * its value when ticked and '' when not.
 */
export function useTypedBeforeHydration<N extends string>(
  ref: RefObject<HTMLElement | null>,
  names: readonly N[],
  onTyped: (typed: Partial<Record<N, string>>) => void,
) {
  // Only what the first render was given: the hook acts once, as the island hydrates.
  const first = useRef({ names, onTyped });
  useLayoutEffect(() => {
    const element = ref.current;
    const form = element instanceof HTMLFormElement ? element : (element as HTMLInputElement | null)?.form;
    if (!form) return;
    const typed: Partial<Record<N, string>> = {};
    for (const name of first.current.names) {
      const value = changedValue(form.elements.namedItem(name));
      if (value !== null) typed[name] = value;
    }
    if (Object.keys(typed).length > 0) first.current.onTyped(typed);
  }, [ref]);
}

/** What the visitor made of a field, or null when it still holds what the server rendered. */
function changedValue(field: Element | RadioNodeList | null): string | null {
  if (field instanceof RadioNodeList) {
    const radios = [...field].filter((node): node is HTMLInputElement => node instanceof HTMLInputElement);
    const checked = radios.find((radio) => radio.checked);
    return radios.some((radio) => radio.checked !== radio.defaultChecked) ? (checked?.value ?? '') : null;
  }
  if (field instanceof HTMLInputElement) {
    if (field.type === 'checkbox' || field.type === 'radio')
      return field.checked !== field.defaultChecked ? (field.checked ? field.value : '') : null;
    return field.value !== field.defaultValue ? field.value : null;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue ? field.value : null;
  if (field instanceof HTMLSelectElement) {
    // With no option marked selected, a list shows its first.
    const options = [...field.options];
    const rendered = options.find((option) => option.defaultSelected) ?? options[0];
    return field.value !== (rendered?.value ?? '') ? field.value : null;
  }
  return null;
}
