import type { ReactNode } from "react";
import { CloseButton, Dialog, Portal, useMediaQuery } from "@chakra-ui/react";
import { MOBILE_MODAL_MAX_WIDTH } from "@travel/design-system";
import { useTranslation } from "react-i18next";

interface AuthDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * The frame of the account dialogs (spec §2): modal, full screen below 1024 px, not dismissed by
 * a click on the backdrop or by Escape — only by its close button.
 */
export function AuthDialog({ open, onClose, title, children }: AuthDialogProps) {
  const { t } = useTranslation();
  const [mobile] = useMediaQuery([`(max-width: ${MOBILE_MODAL_MAX_WIDTH - 0.02}px)`]);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={mobile ? "full" : "md"}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      // One account dialog replaces another (sign-in → forgot password): the next one opens
      // while the replaced one is still a layer, and must not close when that layer goes.
      onRequestDismiss={(event) => event.preventDefault()}
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
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("auth.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
