/**
 * Every text the web app shows, by label key, with its English (en-US) default. The texts of a
 * language come from that language's labels (`field_name` → `wl_lang_value`) and override these.
 */
export const defaultLabels = {
  "menu.dreamtrips": "Dream Trips",
  "menu.hotelgd": "Hotel Deals",
  "menu.hotel": "Hotels",
  "menu.condo": "Condos",
  "menu.packages": "Packages",
  "menu.stays": "Stays",
  "menu.weeks": "Weeks",
  "menu.resorts": "Resorts",
  "menu.holidaystays": "Holiday Stays",
  "menu.cruises": "Cruises",
  "menu.flight": "Flights",
  "menu.cars": "Cars",
  "menu.transfers": "Transfers",
  "menu.activities": "Activities",
  "menu.allinclusive": "All Inclusive",
  "menu.trips": "Trips",
  "menu.dailydeals": "Daily Deals",

  "usermenu.bookingHistory": "Booking History",
  "usermenu.myAccount": "My Account",
  "usermenu.travelProfile": "Travel Profile",
  "usermenu.myTrips": "My Trips",
  "usermenu.wallet": "Wallet",
  "usermenu.language": "Language",
  "usermenu.currencies": "Currencies",
  "usermenu.logout": "Log Out",
  "usermenu.signIn": "Sign In",

  "layout.skipToContent": "Skip to main content",
  "layout.home": "Home page",
  "layout.homeLink": "{{orgName}} home page",
  "layout.productMenu": "Products",
  "layout.openMenu": "Open menu",
  "layout.closeMenu": "Close menu",
  "layout.userMenu": "Account menu",
  "layout.footerLinks": "Legal",
  "layout.loading": "Loading…",

  "footer.pricesShownIn": "Prices shown in {{currency}}",
  "footer.privacyPolicy": "Privacy Policy",
  "footer.termsOfUse": "Terms of Use",
  "footer.copyright": "© {{year}} {{orgName}}",

  "locale.languageButton": "Language: {{language}}",
  "locale.currencyButton": "Currency: {{currency}}",
  "locale.chooseLanguage": "Choose a language",
  "locale.chooseCurrency": "Choose a currency",
  "locale.searchCurrencies": "Search currencies",
  "locale.searchHint": "Type a code or a name, for example EUR or euro.",
  "locale.noCurrencyMatches": "No currency matches “{{query}}”.",
  "locale.close": "Close",
  "locale.listUnavailable": "The list could not be loaded. Please try again later.",

  "home.documentTitle": "Home",
  "home.heading": "Where to next?",
  "home.intro":
    "Hotels, resorts, cruises, flights, cars and activities in one place. Choose where to start.",
  "home.areasHeading": "Explore by product",
  "home.menuUnavailable":
    "The list of products could not be loaded. Please refresh the page to try again.",
  "home.signInHeading": "Your trips in one place",
  "home.signInText": "Sign in to see your trips, your wallet and your rewards.",
  "home.externalSite": "Opens our partner site",

  "products.dreamtrips.description":
    "Once-in-a-lifetime journeys that bring together travel and places to stay.",
  "products.hotelgd.description": "Hotel stays with member discounts.",
  "products.hotel.description": "Hotel rooms for city breaks, business trips and longer stays.",
  "products.condo.description": "Condominiums with room to cook, relax and live like a local.",
  "products.packages.description":
    "Trips that combine travel and accommodation in a single booking.",
  "products.stays.description": "Places to stay by the night, from apartments to guest houses.",
  "products.weeks.description": "Resort stays booked by the week.",
  "products.resorts.description": "Resort stays for relaxing holidays, by the night or the week.",
  "products.holidaystays.description": "Holiday rentals such as houses, villas and cottages.",
  "products.cruises.description": "Ocean and river cruises.",
  "products.flight.description": "Flights to destinations around the world.",
  "products.cars.description": "Car rental for the days you want to drive.",
  "products.transfers.description": "Rides between the airport, your hotel and the port.",
  "products.activities.description": "Tours, tickets and things to do at your destination.",
  "products.allinclusive.description": "All-inclusive holidays, on our partner site.",
  "products.trips.description": "Trip planning on our partner site.",
  "products.dailydeals.description": "A daily savings program for members. Sign in to join.",
  "products.searchUnavailable": "Search for {{area}} is not available on this page yet.",

  "account.userDetails.title": "My Account",
  "account.userDetails.description":
    "Your account details, booking history, travel profile and trips.",
  "account.userProfile.title": "Profile",
  "account.userProfile.description": "Your name, contact details and preferences.",
  "account.userTravelers.title": "Travelers",
  "account.userTravelers.description": "The people you travel with, saved for faster booking.",
  "account.userMyTrips.title": "My Trips",
  "account.userMyTrips.description": "Your upcoming and past trips.",
  "account.userBookingHistory.title": "Booking History",
  "account.userBookingHistory.description": "Every booking you have made.",
  "account.wallet.title": "Wallet",
  "account.wallet.description": "Your certificates, discount cards and cash card.",
  "account.agentProfile.title": "Agent Profile",
  "account.agentProfile.description": "Your agent account details.",
  "account.agentMyQuotes.title": "My Quotes",
  "account.agentMyQuotes.description": "Quotes you have prepared for your clients.",
  "account.agentBookingHistory.title": "Client Bookings",
  "account.agentBookingHistory.description": "Bookings you have made for your clients.",
  "account.agentClientList.title": "Client List",
  "account.agentClientList.description": "The clients you book for.",
  "account.referralPrograms.title": "Referral Programs",
  "account.referralPrograms.description": "Referral programs you can share with friends.",
  "account.referralCredits.title": "Referral Credits",
  "account.referralCredits.description": "Credits you have earned from referrals.",
  "account.yourRewards.title": "Your Rewards",
  "account.yourRewards.description": "Rewards you have earned in the loyalty program.",
  "account.signInRequired": "Sign in to see this page.",

  "promotions.title": "Promotions",
  "promotions.description": "Promotions for your account appear here after you sign in.",
  "privacyPolicy.title": "Privacy Policy",
  "privacyPolicy.description":
    "The privacy policy of this site will be published on this page. Until then, ask the site's operator for a copy.",
  "termsOfUse.title": "Terms of Use",
  "termsOfUse.description":
    "The terms of use of this site will be published on this page. Until then, ask the site's operator for a copy.",
  "loginSso.title": "Single Sign-On",
  "loginSso.description":
    "This address completes a sign-in started at your organization. Single sign-on is not available on this site yet.",
  "verifyAccount.title": "Verify Your Account",
  "verifyAccount.description": "Open the link in your confirmation email to verify your account.",
  "changePassword.title": "Change Password",
  "changePassword.description":
    "Open the link in your password reset email to choose a new password.",
  "notFound.title": "Page Not Found",
  "notFound.description": "The page you are looking for does not exist or has moved.",
  "notFound.homeLink": "Go to the home page",
} as const;

/** A key of a text the web app shows. */
export type LabelKey = keyof typeof defaultLabels;

/** Every label key the web app defines. */
export const labelKeys = Object.keys(defaultLabels) as LabelKey[];

/** Whether a key (for example one sent by the gateway) is one the web app defines. */
export function isLabelKey(key: string): key is LabelKey {
  return Object.hasOwn(defaultLabels, key);
}
