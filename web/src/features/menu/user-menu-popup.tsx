import { useEffect, useRef, useState } from "react";
import { Menu, Portal } from "@chakra-ui/react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { buildUserMenu, type UserMenuAction } from "./build-user-menu";
import { UserMenuButton } from "./user-menu-button";

export interface UserMenuProps {
  /** Whether someone is signed in: onlySigned items then, sign-in otherwise. */
  signedIn: boolean;
  /** The signed-in user is an agent (user type 1): the agent area's pages are offered too. */
  agent?: boolean;
  /** The signed-in user's first name, shown on the button. */
  firstName?: string | null;
  onLanguage: () => void;
  onCurrencies: () => void;
  onSignIn: () => void;
  onLogout: () => void;
}

interface UserMenuPopupProps extends UserMenuProps {
  /**
   * How the placeholder button was used before this loaded: the menu then opens at once (its
   * first item highlighted after a keyboard press, as a keyboard opening does).
   */
  openedBy?: "pointer" | "keyboard";
  /** The placeholder button had focus: the menu button takes it over. */
  focusTrigger?: boolean;
}

/**
 * The user menu (spec §2): account pages, wallet, the agent area's pages for an agent, language,
 * currencies, log out or sign in.
 * Loaded on first use by `UserMenu` (./user-menu.tsx), with the menu machinery it needs.
 */
export function UserMenuPopup({
  signedIn,
  agent = false,
  firstName,
  onLanguage,
  onCurrencies,
  onSignIn,
  onLogout,
  openedBy,
  focusTrigger = false,
}: UserMenuPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = buildUserMenu({ signedIn, agent });
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // Only how it first mounted counts; later renders pass the same props.
  const [initial] = useState(() => ({ openedBy, focusTrigger }));

  useEffect(() => {
    // Opened before it loaded: focus goes into the menu as when it opens normally.
    if (initial.openedBy) content.current?.focus();
    else if (initial.focusTrigger) trigger.current?.focus();
  }, [initial]);

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
    <Menu.Root
      defaultOpen={initial.openedBy !== undefined}
      defaultHighlightedValue={initial.openedBy === "keyboard" ? items[0]?.key : undefined}
    >
      <Menu.Trigger asChild>
        <UserMenuButton ref={trigger} firstName={firstName} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content ref={content} minW="48">
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
