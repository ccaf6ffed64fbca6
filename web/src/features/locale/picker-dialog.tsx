import type { ReactNode } from "react";
import { CloseButton, Dialog, Portal, useMediaQuery } from "@chakra-ui/react";
import { MOBILE_MODAL_MAX_WIDTH } from "@travel/design-system";
import { useTranslation } from "react-i18next";

interface PickerDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Element to focus on opening; the first focusable element by default. */
  initialFocusEl?: () => HTMLElement | null;
}

/** The dialog frame both locale pickers use: full screen below 1024 px, a scrolling panel above. */
export function PickerDialog({
  open,
  onClose,
  title,
  children,
  initialFocusEl,
}: PickerDialogProps) {
  const { t } = useTranslation();
  // Spec §9: modals take the mobile (full-screen) layout below 1024 px.
  const [mobile] = useMediaQuery([`(max-width: ${MOBILE_MODAL_MAX_WIDTH - 0.02}px)`]);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={mobile ? "full" : "md"}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      initialFocusEl={initialFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("locale.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
