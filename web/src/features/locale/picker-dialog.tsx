import { ModalDialog, type ModalDialogProps } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";

type PickerDialogProps = Pick<
  ModalDialogProps,
  "open" | "onClose" | "title" | "children" | "initialFocusEl"
>;

/** The dialog frame both locale pickers use: full screen below 1024 px, a scrolling panel above. */
export function PickerDialog(props: PickerDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      {...props}
      closeLabel={t("locale.close")}
      bodyProps={{ display: "flex", flexDirection: "column", gap: "4" }}
    />
  );
}
