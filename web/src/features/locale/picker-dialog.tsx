import type { ReactNode } from "react";
import { ModalDialog } from "@travel/design-system";
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
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t("locale.close")}
      initialFocusEl={initialFocusEl}
      bodyProps={{ display: "flex", flexDirection: "column", gap: "4" }}
    >
      {children}
    </ModalDialog>
  );
}
