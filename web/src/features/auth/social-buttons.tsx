import { Button, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useAuthSiteConfig } from "./use-auth-site-config";

/** Identity providers (the gateway's SocialProvider enum). */
type SocialProvider = "GOOGLE" | "FACEBOOK";

const PROVIDER_NAMES: Record<SocialProvider, string> = { GOOGLE: "Google", FACEBOOK: "Facebook" };

interface SocialButtonsProps {
  /** Sign-in or sign-up wording. */
  purpose: "signIn" | "signUp";
  /** Shows a message; the provider SDKs are not loaded (no third-party script reaches the page). */
  onUnavailable: (message: string) => void;
}

/**
 * Google and Facebook buttons, each only when the site enables it (spec §2). The provider's
 * script is never loaded from a remote site, so starting its flow tells the visitor that the
 * provider is unavailable; the gateway's socialSignIn / socialSignUp take the ID token once a
 * bundled provider flow obtains one.
 */
export function SocialButtons({ purpose, onUnavailable }: SocialButtonsProps) {
  const { t } = useTranslation();
  const { googleLoginEnabled, facebookLoginEnabled } = useAuthSiteConfig();
  const providers: SocialProvider[] = [
    ...(googleLoginEnabled ? (["GOOGLE"] as const) : []),
    ...(facebookLoginEnabled ? (["FACEBOOK"] as const) : []),
  ];
  if (providers.length === 0) return null;
  const label = (provider: SocialProvider) =>
    provider === "GOOGLE"
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
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outline"
          width="full"
          onClick={() =>
            onUnavailable(t("auth.providerUnavailable", { provider: PROVIDER_NAMES[provider] }))
          }
        >
          {label(provider)}
        </Button>
      ))}
    </Stack>
  );
}
