import type { ReactNode, Ref } from "react";
import { CloseButton, Dialog, Portal, useMediaQuery, type DialogBodyProps } from "@chakra-ui/react";
import { MOBILE_MODAL_MAX_WIDTH } from "../../theme/breakpoints";

export interface ModalDialogProps {
  open: boolean;
  /** Called when the dialog asks to close (its close button; Escape and a click outside when `dismissible`). */
  onClose: () => void;
  /** The dialog's title, which names it. */
  title: ReactNode;
  /** The close button's accessible name ("Close"). */
  closeLabel: string;
  /** The dialog's content, inside its scrolling body. */
  children: ReactNode;
  /**
   * Whether Escape, a click on the backdrop or a layer beneath it closing closes it (default
   * true). The account dialogs are not: only their close button closes them (spec §2).
   */
  dismissible?: boolean;
  /** Element to focus on opening; the first focusable element by default. */
  initialFocusEl?: () => HTMLElement | null;
  /** Props of the body (`pb`, a flex column…). */
  bodyProps?: Omit<DialogBodyProps, "children">;
  /** The body element (to move focus into new content). */
  bodyRef?: Ref<HTMLDivElement>;
  /** "alertdialog" for a question that must be answered (default "dialog"). */
  role?: "dialog" | "alertdialog";
  /**
   * Its size above the phone width (default "md"); below it, full screen, except a "sm" one
   * (a short confirmation), which stays small.
   */
  size?: "sm" | "md" | "lg";
  /** Where it stands on wide screens (default "top"). */
  placement?: "top" | "center";
  /**
   * Whether a click outside closes it (default `dismissible`): a form that would lose its input
   * keeps Escape but not the click.
   */
  closeOnInteractOutside?: boolean;
}

/**
 * A modal dialog in the product's layout (spec §9): full screen below 1024 px
 * (`MOBILE_MODAL_MAX_WIDTH`), a centred panel above, its body scrolling inside; a title and a
 * close button. Mounted only while open.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  dismissible = true,
  initialFocusEl,
  bodyProps,
  bodyRef,
  role = "dialog",
  size = "md",
  placement,
  closeOnInteractOutside = dismissible,
}: ModalDialogProps) {
  const [mobile] = useMediaQuery([`(max-width: ${MOBILE_MODAL_MAX_WIDTH - 0.02}px)`]);
  return (
    <Dialog.Root
      open={open}
      role={role}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={mobile && size !== "sm" ? "full" : size}
      placement={placement}
      scrollBehavior="inside"
      closeOnInteractOutside={closeOnInteractOutside}
      closeOnEscape={dismissible}
      // Nor, when not dismissible, by a layer beneath it going away (opened from a drawer, it
      // outlives the drawer closing under it).
      onRequestDismiss={dismissible ? undefined : (event) => event.preventDefault()}
      initialFocusEl={initialFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body {...bodyProps} ref={bodyRef}>
              {children}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
