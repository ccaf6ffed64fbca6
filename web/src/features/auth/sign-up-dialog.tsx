import { FormMessage } from "@travel/design-system";
import { useEffect, useState } from "react";
import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useLocation, useNavigate } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { useAuthDialogs } from "../../lib/session/auth-dialogs-context";
import { replaceWith } from "../../lib/session/reload-page";
import { readAuthLinkParams } from "./auth-link-params";
import { InvitationQuery } from "./invitation-query";
import {
  emptyDetails,
  type SignUpDetailsValues,
  type SignUpFinalStepProps,
} from "./sign-up-details";
import { SignUpDetailsStep } from "./sign-up-details-step";
import { SignUpPasswordStep } from "./sign-up-password-step";
import { SignUpSocialStep } from "./sign-up-social-step";
import { SignUpStartStep } from "./sign-up-start-step";
import {
  claimsOfIdToken,
  PROVIDER_NAMES,
  pendingSocialSignUp,
  setPendingSocialSignUp,
} from "./social-login";
import { useAuthSiteConfig } from "./use-auth-site-config";

/** The sign-up dialog's content (spec §2, §4): start, details, password, then the final message. */
export function SignUpContent({ onClose }: { onClose: () => void }) {
  return <SignUpFlow onClose={onClose} />;
}

type Step =
  | { name: "start" }
  | { name: "details" }
  | { name: "password" }
  | { name: "social" }
  | { name: "done"; message: string };

/** The steps; mounted with the dialog's content, so each opening starts afresh. */
function SignUpFlow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  const location = useLocation();
  const navigate = useNavigate();
  // A new social identity (from /login/social) starts at the details step, its names filled in.
  const [social] = useState(pendingSocialSignUp);
  // The link's parameters (referral, invitation, trip, redirect) are those of the page the
  // visitor left for the provider: /login/social itself carries none.
  const link = readAuthLinkParams(social ? queryOf(social.returnTo) : location.search);
  const { accessCodeEnabled } = useAuthSiteConfig();
  const { data } = useQuery(InvitationQuery, {
    variables: { masterCode: link.masterCode ?? "" },
    skip: !link.masterCode,
  });
  const invitation = data?.invitation ?? null;
  useEffect(() => () => setPendingSocialSignUp(null), []);
  const [step, setStep] = useState<Step>(social ? { name: "details" } : { name: "start" });
  const [details, setDetails] = useState<SignUpDetailsValues | null>(() =>
    social ? { ...emptyDetails, ...claimsOfIdToken(social.idToken) } : null,
  );
  // Signed in by a social sign-up: however the dialog closes (its content unmounts), the page
  // loads again with the session.
  const welcomed = step.name === "done" && social !== null;
  useEffect(() => {
    if (!welcomed || !social) return;
    return () => replaceWith(social.returnTo);
  }, [welcomed, social]);

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

  // what the last step (a password, or a social account) sends and does next
  const finalStep: Omit<SignUpFinalStepProps, "details"> = {
    masterCode: invitation?.masterCode ?? null,
    referralOrg: link.referralOrg,
    referralCode: link.referralCode,
    tripId: link.tripId ?? invitation?.tripId ?? null,
    onBack: () => setStep({ name: "details" }),
    onCreated: (message) => setStep({ name: "done", message }),
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
      {social && step.name === "details" ? (
        <Text>{t("signUp.socialIntro", { provider: PROVIDER_NAMES[social.provider] })}</Text>
      ) : null}
      {step.name === "details" ? (
        <SignUpDetailsStep
          initialValues={details ?? invited}
          showAccessCode={accessCodeEnabled}
          masterCode={invitation?.masterCode ?? null}
          onDone={(values) => {
            setDetails(values);
            setStep(social ? { name: "social" } : { name: "password" });
          }}
        />
      ) : null}
      {step.name === "password" && details ? (
        <SignUpPasswordStep details={details} {...finalStep} />
      ) : null}
      {step.name === "social" && social && details ? (
        <SignUpSocialStep social={social} details={details} {...finalStep} />
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

/** The query part (`?…`) of an on-site address, "" without one. */
function queryOf(address: string): string {
  const mark = address.indexOf("?");
  return mark < 0 ? "" : address.slice(mark).split("#")[0]!;
}
