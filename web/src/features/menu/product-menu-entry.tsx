import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { chakra, Spinner, type SystemStyleObject } from "@chakra-ui/react";
import { useMenuActions } from "../../lib/menu-actions-context";
import { isCurrentRoute, resolveMenuTarget } from "./resolve-menu-target";
import type { ProductMenuItem } from "./use-product-menu";

interface ProductMenuEntryProps {
  item: ProductMenuItem;
  /** Text of the entry; its accessible name. */
  children: ReactNode;
  /** Styles of the link or button (the same for every kind of entry). */
  css?: SystemStyleObject;
  /** Called when the entry is followed, e.g. to close the drawer. */
  onFollow?: () => void;
}

const Anchor = chakra("a");
const RouterLink = chakra(Link);
const ActionButton = chakra("button");

/** One product-menu entry: a router link, a link to another site, or a button that runs a flow. */
export function ProductMenuEntry({ item, children, css, onFollow }: ProductMenuEntryProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const actions = useMenuActions();
  const target = resolveMenuTarget(item);
  if (!target) return null;
  switch (target.type) {
    case "route":
      return (
        // current by path and area (NavLink would mark Resorts and Weeks, both on /resorts)
        <RouterLink
          to={target.to}
          css={css}
          onClick={onFollow}
          aria-current={isCurrentRoute(target.to, location) ? "page" : undefined}
        >
          {children}
        </RouterLink>
      );
    case "external":
      return (
        <Anchor href={target.href} rel="noopener" css={css} onClick={onFollow}>
          {children}
        </Anchor>
      );
    case "action": {
      // While the flow runs the entry says it is busy and ignores further clicks.
      const busy = actions?.dailyDealsBusy ?? false;
      return (
        <ActionButton
          type="button"
          css={css}
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!actions) {
              onFollow?.();
              void navigate(target.to);
            } else if (!busy) {
              actions.onDailyDeals({ beforeSignIn: onFollow });
            }
          }}
        >
          {children}
          {busy ? <Spinner size="xs" ms="2" color="brand.solid" aria-hidden="true" /> : null}
        </ActionButton>
      );
    }
  }
}
