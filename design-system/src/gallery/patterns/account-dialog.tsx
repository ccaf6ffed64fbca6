/**
 * The frame the gallery's account dialogs share (sign-in, sign-up): a ModalDialog that is not
 * dismissible (spec §2), the dialog's step inside, and the link to the other dialog below it.
 */
import type { ReactNode } from "react";
import { Link, Stack, Text } from "@chakra-ui/react";
import { ModalDialog } from "../../components/modal-dialog";

/**
 * An open account dialog titled `title`: `children`, then "`switchPrompt` `switchLabel`", the
 * label a link-styled button to the other account dialog ("Already have an account? Sign In").
 */
export function AccountDialog({
  title,
  switchPrompt,
  switchLabel,
  children,
}: {
  title: string;
  switchPrompt: string;
  switchLabel: string;
  children: ReactNode;
}) {
  return (
    <ModalDialog
      open
      onClose={() => undefined}
      title={title}
      closeLabel="Close"
      dismissible={false}
      bodyProps={{ pb: "6" }}
    >
      <Stack gap="4">
        {children}
        <Text textStyle="sm" textAlign="center">
          {switchPrompt}{" "}
          <Link asChild variant="underline">
            <button type="button">{switchLabel}</button>
          </Link>
        </Text>
      </Stack>
    </ModalDialog>
  );
}
