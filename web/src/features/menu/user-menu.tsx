import { useState, type ComponentType, type MouseEvent } from "react";
import { UserMenuButton } from "./user-menu-button";
import type { UserMenuPopup, UserMenuProps } from "./user-menu-popup";

type Popup = typeof UserMenuPopup;

// The menu (and its positioning, dismissal and focus machinery) loads when the visitor reaches
// for the button — hover, focus or press — keeping it out of the first page's script.
let loadedPopup: Popup | undefined;
let pendingPopup: Promise<Popup> | undefined;

function loadPopup(): Promise<Popup> {
  pendingPopup ??= import("./user-menu-popup").then(
    (m) => (loadedPopup = m.UserMenuPopup),
    (error: unknown) => {
      pendingPopup = undefined; // the next try loads again
      throw error;
    },
  );
  return pendingPopup;
}

interface Loaded {
  Popup: ComponentType<Parameters<Popup>[0]>;
  openedBy?: "pointer" | "keyboard";
  focusTrigger: boolean;
}

/**
 * The user menu (spec §2) button. Until first pressed it is a button of the same size and name;
 * the menu starts loading as soon as the visitor reaches for it (hover, focus), and the press
 * opens it once loaded.
 */
export function UserMenu(props: UserMenuProps) {
  const [loaded, setLoaded] = useState<Loaded | undefined>(() =>
    loadedPopup ? { Popup: loadedPopup, focusTrigger: false } : undefined,
  );

  if (loaded) {
    const { Popup, openedBy, focusTrigger } = loaded;
    return <Popup {...props} openedBy={openedBy} focusTrigger={focusTrigger} />;
  }

  const preload = () => {
    loadPopup().catch((error: unknown) => console.error("could not load the user menu", error));
  };
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    // A press from the keyboard clicks with no pointer position (detail 0).
    const openedBy = event.detail === 0 ? "keyboard" : "pointer";
    loadPopup().then(
      (Popup) =>
        setLoaded({
          Popup,
          openedBy,
          focusTrigger: button.ownerDocument.activeElement === button,
        }),
      (error: unknown) => console.error("could not load the user menu", error),
    );
  };

  return (
    <UserMenuButton
      firstName={props.firstName}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
    />
  );
}
