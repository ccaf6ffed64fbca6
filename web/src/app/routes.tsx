import { lazy } from "react";
import type { RouteObject } from "react-router-dom";
import { paths } from "../config/paths";
import { accountAreas } from "../features/account/account-areas";
import { productAreas } from "../features/products/product-areas";
import type { LabelKey } from "../lib/i18n";
import { AppLayout } from "./layout/app-layout";

// Every page is its own chunk, so the first page loads only what it shows.
const HomeRoute = lazy(() => import("./routes/home").then((m) => ({ default: m.HomeRoute })));
const ProductAreaRoute = lazy(() =>
  import("./routes/product-area").then((m) => ({ default: m.ProductAreaRoute })),
);
const AccountAreaRoute = lazy(() =>
  import("./routes/account-area").then((m) => ({ default: m.AccountAreaRoute })),
);
const InfoRoute = lazy(() => import("./routes/info-page").then((m) => ({ default: m.InfoRoute })));
const ChangePasswordRoute = lazy(() =>
  import("./routes/change-password").then((m) => ({ default: m.ChangePasswordRoute })),
);
const VerifyAccountRoute = lazy(() =>
  import("./routes/verify-account").then((m) => ({ default: m.VerifyAccountRoute })),
);
const NotFoundRoute = lazy(() =>
  import("./routes/not-found").then((m) => ({ default: m.NotFoundRoute })),
);

/** Pages that only explain what happens at their address, by path. */
const infoPages: readonly { path: string; titleKey: LabelKey; descriptionKey: LabelKey }[] = [
  {
    path: paths.promotions,
    titleKey: "promotions.title",
    descriptionKey: "promotions.description",
  },
  {
    path: paths.privacyPolicy,
    titleKey: "privacyPolicy.title",
    descriptionKey: "privacyPolicy.description",
  },
  {
    path: paths.termsOfUse,
    titleKey: "termsOfUse.title",
    descriptionKey: "termsOfUse.description",
  },
  { path: paths.loginSso, titleKey: "loginSso.title", descriptionKey: "loginSso.description" },
];

/** Every route of the app (spec §2) inside the shared layout, with a 404 for the rest. */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home,
    element: <AppLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      ...productAreas.map((area) => ({
        path: area.path,
        element: <ProductAreaRoute key={area.key} area={area} />,
      })),
      ...accountAreas.map((area) => ({
        path: area.path,
        element: <AccountAreaRoute key={area.key} area={area} />,
      })),
      ...infoPages.map(({ path, titleKey, descriptionKey }) => ({
        path,
        element: <InfoRoute key={path} titleKey={titleKey} descriptionKey={descriptionKey} />,
      })),
      { path: paths.changePassword, element: <ChangePasswordRoute /> },
      { path: paths.verifyAccount, element: <VerifyAccountRoute /> },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
];
