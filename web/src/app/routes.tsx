import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { RouteObject } from "react-router-dom";
import { paths, type AccountAreaKey } from "../config/paths";
import { accountAreas } from "../features/account/account-areas";
import { productAreas } from "../lib/product-areas";
import { AppLayout } from "./layout/app-layout";
import { offerBookingPreloads } from "../features/booking/preload";
import { preloadLegalTexts } from "../features/legal/legal-texts";
import type { Preload } from "../lib/preload";
import type { RouteHandle } from "./first-screen";
import { HomeRoute } from "./routes/home";

/** A page in a chunk of its own: the component, and `load` to fetch its script ahead of render. */
type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & { load: () => Promise<unknown> };

function lazyPage<K extends string, P>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] }))),
    { load },
  );
}

/** A route's `handle` that fetches its page's script (and data) while the app starts. */
function preloads(...work: Preload[]): { handle: RouteHandle } {
  return { handle: { preload: work } };
}

/** A page the gateway renders with the visitor's data (see RouteHandle.serverRendered). */
function serverRendered({ handle }: { handle: RouteHandle } = { handle: {} }): {
  handle: RouteHandle;
} {
  return { handle: { ...handle, serverRendered: true } };
}

// Every page is its own chunk, so the first page loads only what it shows; each route's `handle`
// fetches its chunk (and the data it shows) while the app starts (app/first-screen.ts). The home
// page is the exception: it is prerendered into index.html and part of the app's script, so the
// landing page never shows a loading state in between.
const ProductAreaRoute = lazyPage(() => import("./routes/product-area"), "ProductAreaRoute");
const AccountAreaRoute = lazyPage(() => import("./routes/account-area"), "AccountAreaRoute");
const LegalRoute = lazyPage(() => import("./routes/legal"), "LegalRoute");
const ChangePasswordRoute = lazyPage(
  () => import("./routes/change-password"),
  "ChangePasswordRoute",
);
const LoginSsoRoute = lazyPage(() => import("./routes/login-sso"), "LoginSsoRoute");
const LoginSocialRoute = lazyPage(() => import("./routes/login-social"), "LoginSocialRoute");
const VerifyAccountRoute = lazyPage(() => import("./routes/verify-account"), "VerifyAccountRoute");
const NotFoundRoute = lazyPage(() => import("./routes/not-found"), "NotFoundRoute");
const CheckoutReturnRoute = lazyPage(
  () => import("./routes/checkout-return"),
  "CheckoutReturnRoute",
);
const ReferralProgramsRoute = lazyPage(
  () => import("./routes/referral-programs"),
  "ReferralProgramsRoute",
);
const ReferralCreditsRoute = lazyPage(
  () => import("./routes/referral-credits"),
  "ReferralCreditsRoute",
);
const YourRewardsRoute = lazyPage(() => import("./routes/your-rewards"), "YourRewardsRoute");
const OfferBookingRoute = lazyPage(() => import("./routes/offer-booking"), "OfferBookingRoute");
const WalletRoute = lazyPage(() => import("./routes/wallet"), "WalletRoute");
const MyTripsRoute = lazyPage(() => import("./routes/my-trips"), "MyTripsRoute");
const TripItineraryRoute = lazyPage(() => import("./routes/trip-itinerary"), "TripItineraryRoute");
const BookingHistoryRoute = lazyPage(
  () => import("./routes/booking-history"),
  "BookingHistoryRoute",
);
const AgentProfileRoute = lazyPage(() => import("./routes/agent-profile"), "AgentProfileRoute");
const AgentMyQuotesRoute = lazyPage(() => import("./routes/agent-my-quotes"), "AgentMyQuotesRoute");
const AgentBookingHistoryRoute = lazyPage(
  () => import("./routes/agent-booking-history"),
  "AgentBookingHistoryRoute",
);
const AgentClientListRoute = lazyPage(
  () => import("./routes/agent-client-list"),
  "AgentClientListRoute",
);
const UserProfileRoute = lazyPage(() => import("./routes/user-profile"), "UserProfileRoute");
const UserTravelersRoute = lazyPage(() => import("./routes/user-travelers"), "UserTravelersRoute");
const UserFavouritesRoute = lazyPage(
  () => import("./routes/user-favourites"),
  "UserFavouritesRoute",
);
const UserDetailsRoute = lazyPage(() => import("./routes/user-details"), "UserDetailsRoute");
const PromotionsRoute = lazyPage(() => import("./routes/promotions"), "PromotionsRoute");

/** Account pages with content of their own; the other account routes are placeholders. */
const accountPages: Partial<Record<AccountAreaKey, LazyPage<object>>> = {
  userDetails: UserDetailsRoute,
  wallet: WalletRoute,
  userMyTrips: MyTripsRoute,
  userBookingHistory: BookingHistoryRoute,
  agentProfile: AgentProfileRoute,
  agentMyQuotes: AgentMyQuotesRoute,
  agentBookingHistory: AgentBookingHistoryRoute,
  agentClientList: AgentClientListRoute,
  userProfile: UserProfileRoute,
  userTravelers: UserTravelersRoute,
  userFavourites: UserFavouritesRoute,
  referralPrograms: ReferralProgramsRoute,
  referralCredits: ReferralCreditsRoute,
  yourRewards: YourRewardsRoute,
};

/** The legal texts sign-up links to, by path. */
const legalPages = [
  { path: paths.privacyPolicy, document: "privacyPolicy" },
  { path: paths.termsOfUse, document: "termsOfUse" },
] as const;

/** Every route of the app (spec §2) inside the shared layout, with a 404 for the rest. */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home,
    element: <AppLayout />,
    children: [
      { index: true, element: <HomeRoute />, ...serverRendered() },
      // Each area page: its search, and the booking view of each offer (deep-linkable).
      ...productAreas.map((area): RouteObject => ({
        path: area.path,
        children: [
          {
            index: true,
            element: <ProductAreaRoute key={area.key} area={area} />,
            ...serverRendered(preloads(ProductAreaRoute.load)),
          },
          {
            path: "offers/:offerId",
            element: <OfferBookingRoute key={area.key} area={area} />,
            ...serverRendered(preloads(OfferBookingRoute.load, ...offerBookingPreloads)),
          },
        ],
      })),
      ...accountAreas.map((area): RouteObject => {
        const AccountPage = accountPages[area.key];
        return AccountPage
          ? { path: area.path, element: <AccountPage />, ...preloads(AccountPage.load) }
          : {
              path: area.path,
              element: <AccountAreaRoute key={area.key} area={area} />,
              ...preloads(AccountAreaRoute.load),
            };
      }),
      {
        path: `${paths.account.userMyTrips}/:reservationId`,
        element: <TripItineraryRoute />,
        ...preloads(TripItineraryRoute.load),
      },
      { path: paths.promotions, element: <PromotionsRoute />, ...preloads(PromotionsRoute.load) },
      ...legalPages.map(({ path, document }) => ({
        path,
        element: <LegalRoute key={path} document={document} />,
        ...preloads(LegalRoute.load, preloadLegalTexts),
      })),
      { path: paths.loginSso, element: <LoginSsoRoute />, ...preloads(LoginSsoRoute.load) },
      {
        path: paths.loginSocial,
        element: <LoginSocialRoute />,
        ...preloads(LoginSocialRoute.load),
      },
      {
        path: paths.changePassword,
        element: <ChangePasswordRoute />,
        ...preloads(ChangePasswordRoute.load),
      },
      {
        path: paths.verifyAccount,
        element: <VerifyAccountRoute />,
        ...preloads(VerifyAccountRoute.load),
      },
      {
        path: paths.checkoutReturn,
        element: <CheckoutReturnRoute />,
        ...preloads(CheckoutReturnRoute.load),
      },
      { path: "*", element: <NotFoundRoute />, ...preloads(NotFoundRoute.load) },
    ],
  },
];
