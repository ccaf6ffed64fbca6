import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";

const FOCUSABLE =
  'button:not([disabled]), [tabindex="0"], input:not([disabled]), select:not([disabled])';

/**
 * The calendar popover as a modal dialog (WAI-ARIA date picker dialog): Escape closes it and
 * returns the focus to its button, Tab and Shift+Tab stay inside it, Space chooses the focused
 * day like Enter, and pressing outside closes it.
 */
export function useCalendarDialog(wrapper: RefObject<HTMLElement | null>, defaultOpen = false) {
  const [open, setOpen] = useState(defaultOpen);
  const button = useRef<HTMLButtonElement>(null);

  // Focus goes back to the button once the dialog is gone (an effect after the commit that removed
  // it): focusing it at once lost a race with the calendar, which may focus its day cell again a
  // frame later, so the focus ended on the body when that cell was removed.
  const returnFocus = useRef(false);
  const close = (giveFocusBack: boolean) => {
    returnFocus.current = giveFocusBack;
    setOpen(false);
  };
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open, wrapper]);

  const onDialogKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    const target = event.target as HTMLElement;
    if (event.key === " " && target.dataset.part === "table-cell-trigger") {
      event.preventDefault();
      target.click();
      return;
    }
    if (event.key !== "Tab") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { open, setOpen, close, button, onDialogKeyDown };
}
