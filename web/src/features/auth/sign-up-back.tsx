import { BackIcon, FormMessage } from "@travel/design-system";
import { HStack, IconButton } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";

/** The last sign-up step's top: the arrow back to the details, then the refusal, if any. */
export function SignUpBack({ onBack, message }: { onBack: () => void; message: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <HStack>
        <IconButton variant="ghost" size="sm" aria-label={t("signUp.back")} onClick={onBack}>
          <BackIcon />
        </IconButton>
      </HStack>
      {message ? <FormMessage status="error">{message}</FormMessage> : null}
    </>
  );
}
