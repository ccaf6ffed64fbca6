import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { UserIcon } from "../../components/icons";
import { buildUserMenu, type UserMenuAction } from "./build-user-menu";

interface UserMenuProps {
  onLanguage: () => void;
  onCurrencies: () => void;
}

/**
 * The user menu of a signed-out visitor (accounts arrive in a later issue, which passes the
 * session here): language, currencies and sign-in.
 */
export function UserMenu({ onLanguage, onCurrencies }: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = buildUserMenu({ signedIn: false });

  const run = (action: UserMenuAction) => {
    switch (action.type) {
      case "link":
      case "signIn":
        return void navigate(action.to);
      case "language":
        return onLanguage();
      case "currencies":
        return onCurrencies();
      case "logout":
        // Only shown when signed in; the accounts issue ends the session here.
        return;
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
