import { useEffect, useRef, type ReactNode } from "react";
import { CloseButton, Dialog, Portal, useMediaQuery } from "@chakra-ui/react";
import { MOBILE_MODAL_MAX_WIDTH } from "@travel/design-system";
import { useTranslation } from "react-i18next";

interface AuthDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Changes when the content is replaced (sign-in → forgot password): focus moves into it. */
  contentKey?: string;
  children: ReactNode;
}

const FOCUSABLE = "input:not([disabled]), select:not([disabled]), textarea, button:not([disabled])";

/**
 * Moves focus to the first field of new content once it has rendered (it may still be loading),
 * since the control that replaced the content is gone and focus would be left nowhere.
 */
function useFocusOnNewContent(key: string | undefined) {
  const body = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const target = body.current?.querySelector<HTMLElement>(FOCUSABLE);
      if (target) target.focus();
      else if (tries++ < 120) frame = requestAnimationFrame(focus);
    };
    frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return body;
}

/**
 * The frame of the account dialogs (spec §2): modal, full screen below 1024 px, not dismissed by
 * a click on the backdrop, by Escape or by a layer beneath it closing — only by its close button.
 */
export function AuthDialog({ open, onClose, title, contentKey, children }: AuthDialogProps) {
  const { t } = useTranslation();
  const body = useFocusOnNewContent(contentKey);
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
      // Nor by a layer beneath it going away: opened from the product drawer, it outlives the
      // drawer closing under it.
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
            <Dialog.Body pb="6" ref={body}>
              {children}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("auth.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
