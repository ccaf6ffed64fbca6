import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { UserIcon } from "../../components/icons";
import { buildUserMenu, type UserMenuAction } from "./build-user-menu";

interface UserMenuProps {
  /** Whether someone is signed in: onlySigned items then, sign-in otherwise. */
  signedIn: boolean;
  onLanguage: () => void;
  onCurrencies: () => void;
  onSignIn: () => void;
  onLogout: () => void;
}

/** The user menu (spec §2): account pages, wallet, language, currencies, log out or sign in. */
export function UserMenu({
  signedIn,
  onLanguage,
  onCurrencies,
  onSignIn,
  onLogout,
}: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = buildUserMenu({ signedIn });

  const run = (action: UserMenuAction) => {
    switch (action.type) {
      case "link":
        return void navigate(action.to);
      case "signIn":
        return onSignIn();
      case "language":
        return onLanguage();
      case "currencies":
        return onCurrencies();
      case "logout":
        return onLogout();
    }
  };

  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={t("layout.userMenu")}>
          <UserIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {items.map((item) => (
              <Menu.Item
                key={item.key}
                value={item.key}
                onClick={() => {
                  // The menu hands focus back to its button in a microtask after a choice;
                  // acting after that lets a picker dialog take focus and keep it.
                  setTimeout(() => run(item.action), 0);
                }}
              >
                {t(item.labelKey)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
