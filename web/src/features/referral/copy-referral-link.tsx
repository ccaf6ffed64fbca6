import { CheckIcon, CopyIcon, PlainField } from "@travel/design-system";
import { useEffect, useRef, useState } from "react";
import { Alert, Box, Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { type TFunction, useTranslation } from "../../lib/i18n";
import { useLocation } from "react-router-dom";
import { BuildReferralLinkMutation } from "./build-referral-link-mutation";

type CopyState =
  | { kind: "idle" }
  | { kind: "building" }
  | { kind: "copied"; url: string }
  | { kind: "manual"; url: string }
  | { kind: "failed"; message: string };

/** Why the gateway could not build the link, in the visitor's language. */
function linkErrorMessage(
  t: TFunction,
  error: { code: string; field?: string | null } | undefined,
): string {
  switch (error?.code) {
    case "SIGN_IN_REQUIRED":
      return t("promotions.linkSignInRequired");
    case "PROMOTION_NOT_FOUND":
    case "NOT_FOUND":
      return t("promotions.linkNotFound");
    case "REQUIRED":
    case "INVALID_URL":
    case "TOO_LONG":
      // Only an error about the address this page sent is about this page's address; a bad
      // landing page of the promotion is not something the traveller can fix here.
      return error.field === "currentPage" || error.field === "redirect"
        ? t("promotions.linkNoAddress")
        : t("promotions.linkFailed");
    default:
      return t("promotions.linkFailed");
  }
}

/** Puts text on the clipboard; false when the browser has no clipboard or refuses. */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Copy referral link" of a promotion: builds the traveller's link for this page (spec §2, §9),
 * copies it and says so in a polite live region. Without a usable clipboard the link is shown
 * selected in a read-only field to copy by hand; a failure is shown as an alert.
 */
export function CopyReferralLink({
  promotionId,
  promotionName,
}: {
  promotionId: string;
  promotionName: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [build] = useMutation(BuildReferralLinkMutation);
  const [state, setState] = useState<CopyState>({ kind: "idle" });
  const running = useRef(false);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state.kind !== "manual") return;
    field.current?.focus();
    field.current?.select();
  }, [state]);

  const copy = async () => {
    if (running.current) return;
    running.current = true;
    setState({ kind: "building" });
    try {
      // The page the router shows, on this site: the referred friend lands back on it after
      // signing up.
      const here = location.pathname + location.search;
      const { data } = await build({
        variables: {
          input: {
            promotionId,
            currentPage: new URL(here, window.location.origin).href,
            redirect: here,
          },
        },
      });
      const payload = data?.buildReferralLink;
      if (!payload?.url) {
        setState({ kind: "failed", message: linkErrorMessage(t, payload?.errors[0]) });
        return;
      }
      const copied = await writeClipboard(payload.url);
      setState(
        copied ? { kind: "copied", url: payload.url } : { kind: "manual", url: payload.url },
      );
    } catch {
      setState({ kind: "failed", message: t("promotions.linkFailed") });
    } finally {
      running.current = false;
    }
  };

  return (
    <Stack gap="3" align="stretch">
      <HStack gap="3" wrap="wrap">
        <Button
          onClick={() => void copy()}
          loading={state.kind === "building"}
          aria-label={t("promotions.copyLinkFor", { name: promotionName })}
        >
          <CopyIcon />
          {t("promotions.copyLink")}
        </Button>
        <Box role="status" aria-live="polite" color="fg.success" fontWeight="medium">
          {state.kind === "copied" ? (
            <HStack gap="1">
              <CheckIcon />
              <span>{t("promotions.linkCopied")}</span>
            </HStack>
          ) : state.kind === "manual" ? (
            <Text color="fg">{t("promotions.copyManually")}</Text>
          ) : null}
        </Box>
      </HStack>
      {state.kind === "manual" ? (
        <PlainField label={t("promotions.linkLabel", { name: promotionName })}>
          <Input ref={field} readOnly value={state.url} onFocus={(e) => e.currentTarget.select()} />
        </PlainField>
      ) : null}
      {state.kind === "failed" ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{state.message}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
