import type { ReactNode } from "react";
import { CloseButton, Dialog, Portal, useMediaQuery } from "@chakra-ui/react";
import { MOBILE_MODAL_MAX_WIDTH } from "@travel/design-system";
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

/** A modal of this section: full screen on phones, closed only by its buttons. */
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
  const [mobile] = useMediaQuery([`(max-width: ${MOBILE_MODAL_MAX_WIDTH - 0.02}px)`]);
  return (
    <Dialog.Root
      open={open}
      role={role}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={role === "alertdialog" ? "sm" : mobile ? "full" : "lg"}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
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
              <CloseButton size="sm" aria-label={t("travelers.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
