import { lazy, type ReactElement } from "react";
import type { RouteObject } from "react-router-dom";
import { paths, type AccountAreaKey } from "../config/paths";
import { accountAreas } from "../features/account/account-areas";
import { productAreas } from "../features/products/product-areas";
import type { LabelKey } from "../lib/i18n";
import { AppLayout } from "./layout/app-layout";
import { HomeRoute } from "./routes/home";

// Every page is its own chunk, so the first page loads only what it shows. The home page is the
// exception: it is prerendered into index.html (app/start.tsx hydrates it), and a lazy page still
// pending when the app's first data arrives is dropped and rendered afresh, showing the
// loading state in between — a layout shift on the landing page.
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
const LoginSsoRoute = lazy(() =>
  import("./routes/login-sso").then((m) => ({ default: m.LoginSsoRoute })),
);
const VerifyAccountRoute = lazy(() =>
  import("./routes/verify-account").then((m) => ({ default: m.VerifyAccountRoute })),
);
const NotFoundRoute = lazy(() =>
  import("./routes/not-found").then((m) => ({ default: m.NotFoundRoute })),
);
const ReferralProgramsRoute = lazy(() =>
  import("./routes/referral-programs").then((m) => ({ default: m.ReferralProgramsRoute })),
);
const ReferralCreditsRoute = lazy(() =>
  import("./routes/referral-credits").then((m) => ({ default: m.ReferralCreditsRoute })),
);
const YourRewardsRoute = lazy(() =>
  import("./routes/your-rewards").then((m) => ({ default: m.YourRewardsRoute })),
);
const ProductOffersRoute = lazy(() =>
  import("./routes/product-offers").then((m) => ({ default: m.ProductOffersRoute })),
);
const OfferBookingRoute = lazy(() =>
  import("./routes/offer-booking").then((m) => ({ default: m.OfferBookingRoute })),
);
const WalletRoute = lazy(() => import("./routes/wallet").then((m) => ({ default: m.WalletRoute })));
const MyTripsRoute = lazy(() =>
  import("./routes/my-trips").then((m) => ({ default: m.MyTripsRoute })),
);
const BookingHistoryRoute = lazy(() =>
  import("./routes/booking-history").then((m) => ({ default: m.BookingHistoryRoute })),
);
const AgentProfileRoute = lazy(() =>
  import("./routes/agent-profile").then((m) => ({ default: m.AgentProfileRoute })),
);
const AgentMyQuotesRoute = lazy(() =>
  import("./routes/agent-my-quotes").then((m) => ({ default: m.AgentMyQuotesRoute })),
);
const AgentBookingHistoryRoute = lazy(() =>
  import("./routes/agent-booking-history").then((m) => ({ default: m.AgentBookingHistoryRoute })),
);
const AgentClientListRoute = lazy(() =>
  import("./routes/agent-client-list").then((m) => ({ default: m.AgentClientListRoute })),
);
const UserProfileRoute = lazy(() =>
  import("./routes/user-profile").then((m) => ({ default: m.UserProfileRoute })),
);
const UserTravelersRoute = lazy(() =>
  import("./routes/user-travelers").then((m) => ({ default: m.UserTravelersRoute })),
);
const UserDetailsRoute = lazy(() =>
  import("./routes/user-details").then((m) => ({ default: m.UserDetailsRoute })),
);
const PromotionsRoute = lazy(() =>
  import("./routes/promotions").then((m) => ({ default: m.PromotionsRoute })),
);

/** Account pages with content of their own; the other account routes are placeholders. */
const accountPages: Partial<Record<AccountAreaKey, ReactElement>> = {
  userDetails: <UserDetailsRoute />,
  wallet: <WalletRoute />,
  userMyTrips: <MyTripsRoute />,
  userBookingHistory: <BookingHistoryRoute />,
  agentProfile: <AgentProfileRoute />,
  agentMyQuotes: <AgentMyQuotesRoute />,
  agentBookingHistory: <AgentBookingHistoryRoute />,
  agentClientList: <AgentClientListRoute />,
  userProfile: <UserProfileRoute />,
  userTravelers: <UserTravelersRoute />,
  referralPrograms: <ReferralProgramsRoute />,
  referralCredits: <ReferralCreditsRoute />,
  yourRewards: <YourRewardsRoute />,
};

/** Pages that only explain what happens at their address, by path. */
const infoPages: readonly { path: string; titleKey: LabelKey; descriptionKey: LabelKey }[] = [
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
];

/** Every route of the app (spec §2) inside the shared layout, with a 404 for the rest. */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home,
    element: <AppLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      ...productAreas.map((area): RouteObject => {
        const { product } = area;
        if (!product) {
          return { path: area.path, element: <ProductAreaRoute key={area.key} area={area} /> };
        }
        // A bookable area: its offers, and the booking view of each (deep-linkable).
        return {
          path: area.path,
          children: [
            {
              index: true,
              element: <ProductOffersRoute key={area.key} area={area} product={product} />,
            },
            {
              path: "offers/:offerId",
              element: <OfferBookingRoute key={area.key} area={area} product={product} />,
            },
          ],
        };
      }),
      ...accountAreas.map((area) => ({
        path: area.path,
        element: accountPages[area.key] ?? <AccountAreaRoute key={area.key} area={area} />,
      })),
      { path: paths.promotions, element: <PromotionsRoute /> },
      ...infoPages.map(({ path, titleKey, descriptionKey }) => ({
        path,
        element: <InfoRoute key={path} titleKey={titleKey} descriptionKey={descriptionKey} />,
      })),
      { path: paths.loginSso, element: <LoginSsoRoute /> },
      { path: paths.changePassword, element: <ChangePasswordRoute /> },
      { path: paths.verifyAccount, element: <VerifyAccountRoute /> },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
];
