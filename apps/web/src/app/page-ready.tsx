import { useEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const CHECKABLE = new Set(['checkbox', 'radio']);
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

/**
 * A field the visitor changed in the page's HTML before its script ran: a quantity typed on a
 * slow connection, an e-mail the browser filled in. Hydration keeps what the field shows, but
 * the components' state still holds what the HTML was rendered with.
 */
function changedBeforeHydration(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return false;
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/** The field's own `value` setter (its prototype's), which React's tracking does not see. */
function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement) {
  const prototype = Object.getPrototypeOf(field) as object;
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set
    ? (value: string) => Reflect.set(prototype, 'value', value, field)
    : undefined;
}

/**
 * Hands the field's current value to its component as if it had been typed now. React keeps,
 * on each field, the value it last saw, and only reports a change against it: the field is set
 * back to the value it was rendered with through React's own property, then to the visitor's
 * value past it, and the event React listens for is sent.
 */
function replay(field: Field): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
    const checked = field.checked;
    field.checked = !checked;
    field.click();
    return;
  }
  const value = field.value;
  const setNative = nativeValueSetter(field);
  if (!setNative) return;
  field.value = field.defaultValue;
  setNative(value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

let done = false;

/**
 * Rendered beside the page, inside the layout's Suspense boundary, so its effect runs once the
 * page itself has been hydrated (React hydrates a boundary after the root) or rendered. The
 * first time, it replays what the visitor typed into the prerendered HTML before the script
 * ran, so a quantity entered on a slow phone is not silently ignored, and marks `#root` with
 * `data-ready`.
 */
export function PageReady() {
  useEffect(() => {
    const container = document.getElementById('root');
    if (done || !container) return;
    done = true;
    for (const field of container.querySelectorAll<Field>('input, textarea, select')) {
      if (changedBeforeHydration(field)) replay(field);
    }
    container.dataset.ready = 'true';
  }, []);
  return null;
}
