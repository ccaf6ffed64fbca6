import { useEffect, useRef, type ReactNode } from "react";
import { ModalDialog } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";

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
export function AuthDialog({ contentKey, ...frame }: AuthDialogProps) {
  const { t } = useTranslation();
  const body = useFocusOnNewContent(contentKey);
  return (
    <ModalDialog
      {...frame}
      closeLabel={t("auth.close")}
      dismissible={false}
      bodyProps={{ pb: "6" }}
      bodyRef={body}
    />
  );
}
