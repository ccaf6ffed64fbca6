/**
 * What a visitor does on a page rendered without the app (by the gateway, or by the build)
 * before the app takes it over: the app renders its own page over the rendered one, so the
 * fields it replaces would lose what was typed into them, the focus, a button pressed and a
 * form sent meanwhile. This records them while the rendered page is up, and carries them over
 * to the app's page: the same fields (by form and name) get the same values through the events a
 * visitor's typing fires (so the app's forms take them as typed), the field that had the focus
 * gets it back with its selection, the button pressed (by its name) is pressed again, and a form
 * sent before the app ran is sent again once it runs — each as soon as the app's page shows it.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What identifies a field across the switch: its form's name and its own name — or, for a field
 * without one (a control that changes the page rather than a form's value, such as the results'
 * order), its label — and for a radio its value.
 */
function fieldKey(field: Field): string | null {
  const name =
    field.name || field.getAttribute("aria-label") || field.labels?.[0]?.textContent?.trim();
  if (!name) return null;
  const form = field.form ? formKey(field.form) : "";
  const radio =
    field instanceof HTMLInputElement && field.type === "radio" ? `=${field.value}` : "";
  return `${form}\u0000${name}${radio}`;
}

/** A form's accessible name (`aria-label`), or its `name`, or its place among the page's forms. */
function formKey(form: HTMLFormElement): string {
  const label = form.getAttribute("aria-label") ?? form.getAttribute("name");
  if (label) return label;
  const forms = [...(form.ownerDocument?.forms ?? [])];
  return `#${forms.indexOf(form)}`;
}

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/** Sets a field's value as typing does, so that a React app's controlled field takes it. */
function setValueAsTyped(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/** How long fields the app's page does not show yet are waited for. */
const CARRY_OVER_MS = 10_000;

/**
 * What identifies a pressed button across the switch: its `data-press-key` when it has one (a
 * button whose name changes once the app has the page's data, as the account menu's gains the
 * traveller's name), else its accessible name.
 */
const pressKey = (button: Element) =>
  button.getAttribute("data-press-key") ?? button.getAttribute("aria-label") ?? button.textContent;

export interface EarlyInput {
  /** Stops recording and carries what was recorded over to the page now in `root`. */
  carryOver(): void;
}

/**
 * Records what the visitor does to the fields of `root`'s page until `carryOver`, which applies
 * it to the app's page then in `root` (and its portals). `onSubmit` is told when a form is sent
 * before then (the send is held back: the page has no app to send it yet).
 */
export function recordEarlyInput(root: HTMLElement, onSubmit: () => void): EarlyInput {
  const doc = root.ownerDocument;
  const values = new Map<string, { value: string; checked: boolean }>();
  let focused: { key: string; start: number | null; end: number | null } | null = null;
  let submitted: string | null = null;
  let pressed: string | null = null;

  const inRoot = (target: EventTarget | null) => target instanceof Node && root.contains(target);
  const onInput = (event: Event) => {
    if (!isField(event.target) || !inRoot(event.target)) return;
    const key = fieldKey(event.target);
    if (key)
      values.set(key, {
        value: event.target.value,
        checked: isToggle(event.target) && event.target.checked,
      });
  };
  const onFocus = (event: Event) => {
    if (!inRoot(event.target)) return;
    const key = isField(event.target) ? fieldKey(event.target) : null;
    focused = key ? { key, start: null, end: null } : null;
    noteCaret(event);
  };
  /** Where the caret is in the focused field: the app replaces the field before carryOver. */
  const noteCaret = (event: Event) => {
    const target = event.target;
    if (!focused || !isField(target) || target instanceof HTMLSelectElement) return;
    if (fieldKey(target) !== focused.key) return;
    try {
      focused = { ...focused, start: target.selectionStart, end: target.selectionEnd };
    } catch {
      // a field type without a selection (number, date)
    }
  };
  const CARET_EVENTS = ["keyup", "pointerup", "select", "selectionchange"] as const;
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || !inRoot(button)) return;
    // a form's submit button sends the form, which is carried over as such
    if (button.type === "submit" && button.form !== null) return;
    pressed = pressKey(button);
  };
  const onSubmitEvent = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement) || !inRoot(event.target)) return;
    event.preventDefault();
    submitted = formKey(event.target);
    onSubmit();
  };
  /** What is listened to, on the document while the rendered page is up. */
  const listeners: [string, (event: Event) => void][] = [
    ["input", onInput],
    ["change", onInput],
    ["focusin", onFocus],
    ["submit", onSubmitEvent],
    ["click", onClick],
    ...CARET_EVENTS.map((type): [string, (event: Event) => void] => [type, noteCaret]),
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);

  /**
   * Where the app's page is: `root`, and the dialogs and menus it shows in portals beside it
   * (the rendered page has them in place, in `root`).
   */
  const page = doc.body;

  /** Applies what is still to carry over to the app's page; true when all is done. */
  const apply = (): boolean => {
    const fields = new Map<string, Field>();
    for (const element of page.querySelectorAll("input, select, textarea")) {
      const field = element as Field;
      const key = fieldKey(field);
      if (key && !fields.has(key)) fields.set(key, field);
    }
    for (const [key, typed] of values) {
      const field = fields.get(key);
      if (!field) continue;
      values.delete(key);
      if (field.disabled) continue;
      if (isToggle(field)) {
        if (field.checked !== typed.checked) field.click();
      } else if (field.value !== typed.value) {
        setValueAsTyped(field, typed.value);
      }
    }
    const target = focused && fields.get(focused.key);
    if (target && focused) {
      target.focus();
      if (focused.start !== null && "setSelectionRange" in target) {
        try {
          target.setSelectionRange(focused.start, focused.end);
        } catch {
          // not a text field
        }
      }
      focused = null;
    }
    if (pressed !== null) {
      const key = pressed;
      const button = [...page.querySelectorAll("button")].find((b) => pressKey(b) === key);
      if (button) {
        pressed = null;
        button.click();
      }
    }
    // the form is sent once its fields have what was typed
    const pendingForms = new Set([...values.keys()].map((key) => key.split("\u0000")[0]));
    if (submitted !== null && !pendingForms.has(submitted)) {
      const form = [...doc.forms].find((f) => page.contains(f) && formKey(f) === submitted);
      if (form) {
        submitted = null;
        // in a task of its own: the app has taken the values by then (Formik sets state)
        setTimeout(() => {
          if (form.isConnected) form.requestSubmit();
        }, 0);
      }
    }
    return values.size === 0 && focused === null && submitted === null && pressed === null;
  };

  return {
    carryOver() {
      for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
      if (apply()) return;
      // The app's page may show its fields a moment later (a part still loading): carry over
      // to each as it appears, for a while.
      const observer = new MutationObserver(() => {
        if (apply()) stop();
      });
      const timer = setTimeout(() => stop(), CARRY_OVER_MS);
      const stop = () => {
        observer.disconnect();
        clearTimeout(timer);
      };
      observer.observe(page, { childList: true, subtree: true });
    },
  };
}
