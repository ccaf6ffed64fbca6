import { UserIcon } from "@travel/design-system";
import type { ComponentProps, Ref } from "react";
import { Button, Text } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";

interface UserMenuButtonProps extends Omit<ComponentProps<typeof Button>, "children"> {
  /** The signed-in traveller's first name, shown beside the icon; none when signed out. */
  firstName?: string | null;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The user menu's button: the account icon, and the traveller's first name when signed in (under
 * the icon in small type on a phone). The name is cut with an ellipsis when it does not fit (a
 * phone's header keeps room for the logo);
 * the button's accessible name starts with the whole name, then says what the button is.
 */
export function UserMenuButton({ firstName, ...props }: UserMenuButtonProps) {
  const { t } = useTranslation();
  const name = firstName?.trim() ?? "";
  return (
    <Button
      variant="ghost"
      px={name ? { base: "1", sm: "2" } : "0"}
      minW={name ? "12" : "10"}
      maxW={{ base: "36", sm: "56" }}
      flexShrink="1"
      // on a phone the name goes under the icon in small type, where the logo leaves room
      flexDirection={{ base: "column", sm: "row" }}
      gap={{ base: "0", sm: "2" }}
      aria-label={name ? t("layout.userMenuOf", { name }) : t("layout.userMenu")}
      // a press before the app ran the page is given again to the button with this key (main.tsx)
      data-press-key="user-menu"
      {...props}
    >
      <UserIcon />
      {name ? (
        <Text
          as="span"
          truncate
          minW="0"
          maxW="full"
          textStyle={{ base: "xs", sm: "sm" }}
          data-testid="user-menu-name"
        >
          {name}
        </Text>
      ) : null}
    </Button>
  );
}
