import { Button, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";
import { startSocialLogin, type SocialLoginLink } from "./social-login";
import { useAuthSiteConfig } from "./use-auth-site-config";

interface SocialButtonsProps {
  /** Sign-in or sign-up wording. */
  purpose: "signIn" | "signUp";
}

/**
 * Google and Facebook buttons, each only when the site enables it and a provider stands behind
 * it (spec §2). A button sends the visitor to the provider's sign-in page; the provider sends
 * them back to /login/social, which signs in an existing account or continues the sign-up.
 */
export function SocialButtons({ purpose }: SocialButtonsProps) {
  const { t } = useTranslation();
  const { googleLoginEnabled, facebookLoginEnabled, socialLogins } = useAuthSiteConfig();
  const shown = socialLogins.filter((link) =>
    link.provider === "GOOGLE" ? googleLoginEnabled : facebookLoginEnabled,
  );
  if (shown.length === 0) return null;
  const label = (link: SocialLoginLink) =>
    link.provider === "GOOGLE"
      ? t(purpose === "signIn" ? "auth.google" : "signUp.google")
      : t(purpose === "signIn" ? "auth.facebook" : "signUp.facebook");
  return (
    <Stack gap="2">
      <HStack>
        <Separator flex="1" />
        <Text flexShrink="0" color="fg.muted" textStyle="sm">
          {t("auth.or")}
        </Text>
        <Separator flex="1" />
      </HStack>
      {shown.map((link) => (
        <Button
          key={link.provider}
          variant="outline"
          width="full"
          onClick={() => {
            startSocialLogin(link).catch((error: unknown) =>
              console.error("could not start the social sign-in", error),
            );
          }}
        >
          {label(link)}
        </Button>
      ))}
    </Stack>
  );
}
