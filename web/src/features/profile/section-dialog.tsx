import { ModalDialog, type ModalDialogProps } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";
import { isTitle, TITLE_LABELS } from "./labels";
import type { SavedTraveler } from "./traveler-values";

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
  role = "dialog",
  ...frame
}: Pick<ModalDialogProps, "open" | "title" | "onClose" | "children"> & {
  role?: "dialog" | "alertdialog";
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      {...frame}
      role={role}
      closeLabel={t("travelers.close")}
      size={role === "alertdialog" ? "sm" : "lg"}
      placement="center"
      closeOnInteractOutside={false}
      bodyProps={{ pb: "6" }}
    />
  );
}
