import { FormMessage } from "@travel/design-system";
import { useState } from "react";
import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useLocation, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useAuthDialogs } from "../../lib/session/auth-dialogs-context";
import { readAuthLinkParams } from "./auth-link-params";
import { InvitationQuery } from "./invitation-query";
import { emptyDetails, type SignUpDetailsValues } from "./sign-up-details";
import { SignUpDetailsStep } from "./sign-up-details-step";
import { SignUpPasswordStep } from "./sign-up-password-step";
import { SignUpStartStep } from "./sign-up-start-step";
import { useAuthSiteConfig } from "./use-auth-site-config";

/** The sign-up dialog's content (spec §2, §4): start, details, password, then the final message. */
export function SignUpContent({ onClose }: { onClose: () => void }) {
  return <SignUpFlow onClose={onClose} />;
}

type Step =
  | { name: "start" }
  | { name: "details" }
  | { name: "password" }
  | { name: "done"; message: string };

/** The steps; mounted with the dialog's content, so each opening starts afresh. */
function SignUpFlow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  const location = useLocation();
  const navigate = useNavigate();
  const link = readAuthLinkParams(location.search);
  const { accessCodeEnabled } = useAuthSiteConfig();
  const { data } = useQuery(InvitationQuery, {
    variables: { masterCode: link.masterCode ?? "" },
    skip: !link.masterCode,
  });
  const invitation = data?.invitation ?? null;
  const [step, setStep] = useState<Step>({ name: "start" });
  const [details, setDetails] = useState<SignUpDetailsValues | null>(null);

  const invited: SignUpDetailsValues = invitation
    ? {
        ...emptyDetails,
        email: invitation.email ?? "",
        title: invitation.title ?? "",
        firstName: invitation.firstName ?? "",
        lastName: invitation.lastName ?? "",
        phoneCountryCode: invitation.phoneCountryCode ?? "",
        phoneNumber: invitation.phoneNumber ?? "",
      }
    : emptyDetails;

  // after sign-up a referral link's redirect (an on-site path) is where the visitor goes next
  const finish = () => {
    onClose();
    if (link.redirect) void navigate(link.redirect, { replace: true });
  };

  return (
    <Stack gap="4">
      {link.referralCode && step.name !== "done" ? (
        <FormMessage status="info">
          {link.referralName
            ? t("signUp.referredBy", { name: link.referralName })
            : t("signUp.referred")}
        </FormMessage>
      ) : null}
      {step.name === "start" ? (
        <SignUpStartStep onEmail={() => setStep({ name: "details" })} />
      ) : null}
      {step.name === "details" ? (
        <SignUpDetailsStep
          initialValues={details ?? invited}
          showAccessCode={accessCodeEnabled}
          masterCode={invitation?.masterCode ?? null}
          onDone={(values) => {
            setDetails(values);
            setStep({ name: "password" });
          }}
        />
      ) : null}
      {step.name === "password" && details ? (
        <SignUpPasswordStep
          details={details}
          masterCode={invitation?.masterCode ?? null}
          referralOrg={link.referralOrg}
          referralCode={link.referralCode}
          tripId={link.tripId ?? invitation?.tripId ?? null}
          onBack={() => setStep({ name: "details" })}
          onCreated={(message) => setStep({ name: "done", message })}
        />
      ) : null}
      {step.name === "done" ? (
        <>
          <FormMessage status="success">{step.message}</FormMessage>
          <Button width="full" onClick={finish}>
            {link.redirect ? t("signUp.continueAfter") : t("auth.close")}
          </Button>
        </>
      ) : (
        <Text textStyle="sm" textAlign="center">
          {t("signUp.haveAccount")}{" "}
          <Link asChild variant="underline">
            <button type="button" onClick={dialogs.openSignIn}>
              {t("usermenu.signIn")}
            </button>
          </Link>
        </Text>
      )}
    </Stack>
  );
}
