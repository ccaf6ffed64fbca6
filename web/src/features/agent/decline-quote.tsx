import { useState } from "react";
import { Button, Dialog, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { ModalDialog } from "@travel/design-system";
import { messages } from "@travel/schema/validation";
import { useTranslation } from "../../lib/i18n";
import { getFragmentData } from "../../__generated__";
import { translateMessage } from "../../lib/i18n/translate-message";
import { ConfirmActions } from "../../lib/ui/confirm-actions";
import { AgentQuoteOutcome, DeclineAgentQuoteMutation } from "./agent-queries";

interface DeclineQuoteProps {
  quote: { id: string; reference: string; client: { name: string } };
  /** Called once the quote is declined (the list then shows it DECLINED, without this button). */
  onDeclined: (reference: string) => void;
}

/**
 * "Decline" of an OPEN quote: an alert dialog asks before the quote is declined (the client said
 * no); the gateway's refusal (no longer open…) shows in the dialog.
 */
export function DeclineQuote({ quote, onDeclined }: DeclineQuoteProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [decline, { loading }] = useMutation(DeclineAgentQuoteMutation);

  const close = () => {
    setOpen(false);
    setProblem(null);
  };
  const confirm = async () => {
    setProblem(null);
    try {
      const { data } = await decline({ variables: { id: quote.id } });
      const payload = data ? getFragmentData(AgentQuoteOutcome, data.declineAgentQuote) : null;
      if (payload?.quote) {
        // the answer's status updates the cached quote: the list shows it DECLINED
        setOpen(false);
        onDeclined(quote.reference);
        return;
      }
      const error = payload?.errors[0];
      setProblem(translateMessage(t, error?.message ?? messages.UPSTREAM_UNAVAILABLE));
    } catch {
      setProblem(translateMessage(t, messages.UPSTREAM_UNAVAILABLE));
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        aria-label={t("agent.quotes.declineLabel", { reference: quote.reference })}
        onClick={() => setOpen(true)}
      >
        {t("agent.quotes.decline")}
      </Button>
      <ModalDialog
        open={open}
        onClose={close}
        title={t("agent.quotes.declineTitle", { reference: quote.reference })}
        closeLabel={t("locale.close")}
        placement="center"
        size="sm"
        role="alertdialog"
      >
        <Stack gap="4">
          <Dialog.Description>
            {t("agent.quotes.declineBody", { client: quote.client.name })}
          </Dialog.Description>
          <ConfirmActions
            problem={problem}
            loading={loading}
            confirmLabel={t("agent.quotes.declineConfirm")}
            cancelLabel={t("agent.quotes.declineCancel")}
            onConfirm={() => void confirm()}
            onCancel={close}
          />
        </Stack>
      </ModalDialog>
    </>
  );
}
