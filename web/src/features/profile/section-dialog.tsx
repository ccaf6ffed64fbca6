import type { ReactNode } from "react";
import { ModalDialog } from "@travel/design-system";
import { useTranslation } from "react-i18next";
import { isTitle, TITLE_LABELS } from "./labels";
import type { SavedTraveler } from "./traveler-form";

/** "Mr Tom Traveller", the title translated. */
export function useFullName() {
  const { t } = useTranslation();
  return (traveler: Pick<SavedTraveler, "title" | "firstName" | "lastName">) =>
    [
      isTitle(traveler.title) ? t(TITLE_LABELS[traveler.title]) : traveler.title,
      traveler.firstName,
      traveler.lastName,
    ].join(" ");
}

/**
 * A modal of this section: the design system's `ModalDialog`, full screen on phones, closed by
 * its buttons or Escape, not by a click outside.
 */
export function SectionDialog({
  open,
  title,
  onClose,
  role = "dialog",
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  role?: "dialog" | "alertdialog";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onClose}
      closeLabel={t("travelers.close")}
      role={role}
      size={role === "alertdialog" ? "sm" : "lg"}
      placement="center"
      closeOnInteractOutside={false}
      bodyProps={{ pb: "6" }}
    >
      {children}
    </ModalDialog>
  );
}
