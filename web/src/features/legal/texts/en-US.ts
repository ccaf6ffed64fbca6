/**
 * The privacy policy's and terms of use's texts in English (en-US), by key (see legal-documents.ts),
 * in the plain-text shape legal-text.ts reads. Only the legal pages load them (legal-texts.ts):
 * they are not among the labels every page fetches. Only data: a table of texts.
 */
export const legalTexts = {
  "privacyPolicy.description":
    "This policy explains what {{orgName}} keeps about you when you use this site, why, for how long, who else receives it and what you can ask of us.",
  "privacyPolicy.stored.heading": "What we store",
  "privacyPolicy.stored.body":
    "We keep only what the site needs to run your account and your trips:\n\n- Account: your email address, your password (stored only as a salted hash that cannot be turned back into the password), title, first and last name, nationality, mobile phone number with its country code, the access code or referral you signed up with, whether your email address has been confirmed, and your preferred language and currency.\n- Profile: your country of residence and the changes you make to the details above in My Account.\n- Travellers: the people you save for faster booking: title, first and last name, age band and, if you add them, passport number, issuing country and expiry date, and loyalty programme numbers. Save someone only with their permission.\n- Bookings: for each booking, the offer, the dates, the number of guests, the price and its currency, the certificate or discount card applied, the booking reference and its status (confirmed or cancelled).\n- Wallet: the certificates, discount cards and cash card your organisation has given you: their codes, values and currencies, the products they apply to, their status and when they were used.\n- Agent accounts: also the client list and the quotes the agent prepares.\n- Security records: the time and the internet address of each sign-in, and counts of failed attempts, used to protect accounts against password guessing.",
  "privacyPolicy.cookies.heading": "Cookies and storage in your browser",
  "privacyPolicy.cookies.body":
    "The site sets only the cookies it needs to work. It uses no advertising or analytics cookies and loads no third-party trackers.\n\n- session: keeps you signed in. The page's scripts cannot read it and it is sent only to this site. It ends when you close the browser, or after 30 days if you tick Remember Password when signing in. Logging out deletes it.\n- org_id: the id of the organisation that runs this site, so that the All Inclusive link can name it. The page's scripts cannot read it. It is set when you sign in, lasts as long as the session cookie and is deleted when you log out. When you follow the All Inclusive link while signed in, the link itself also gives that site your first and last name, email address and phone number, so that you need not type them again.\n- user_data: only your first name and whether you are a traveller or an agent, so that the header can show your name; it gives no access to your account. It is set when you sign in, lasts as long as the session cookie and is deleted when you log out.\n- language and currency_code: the language and currency you chose, kept for one year.\n- country: the country estimated from your internet address on your first visit, so that prices start in its currency; kept for one year.\n- service: the product area a link asked for (for example Hotels), so that it can open once you have signed in; kept for one year.\n\nYour browser's local storage also keeps the pages you viewed recently, shown under Recently viewed; this list never leaves your device. After a single sign-on from a partner site, the tab keeps the address to return to when the session ends, until the tab is closed.",
  "privacyPolicy.savings.heading": "The savings programme",
  "privacyPolicy.savings.body":
    "Daily Deals is run with a separate savings provider. When you open Daily Deals while signed in, we register you with the provider: we send your first name, last name, email address and a member number made from your account number, never your password or payment details. The provider's page recognises you by a code derived from that number with a one-way hash (SHA-256).\n\nThe provider uses these details only to show you member savings. Nothing is sent if you never open Daily Deals.",
  "privacyPolicy.use.heading": "Why we use it",
  "privacyPolicy.use.body":
    "- To create and run your account, and to make, show and manage your bookings: this is the agreement between us.\n- To apply your organisation's certificates and discount cards to your bookings.\n- To keep accounts safe: the security records above let us slow down password guessing.\n- To send the emails the site needs: the confirmation of your email address and password resets.\n\nWe do not sell your data and do not use it for advertising.",
  "privacyPolicy.keeping.heading": "How long we keep it",
  "privacyPolicy.keeping.body":
    "Account, profile, traveller and wallet details are kept while your account exists. Bookings are kept while your account exists and afterwards for as long as tax and accounting law requires.\n\nCounts of failed sign-in attempts expire within hours; the addresses you signed in from are forgotten after 30 days. Cookies last as listed above.",
  "privacyPolicy.rights.heading": "Your choices and rights",
  "privacyPolicy.rights.body":
    "You can see and correct your details in My Account and remove saved travellers at any time. You can ask us for a copy of your data, to correct or delete it, or to stop using it for a purpose you object to; we answer within one month. Deleting your account does not delete the bookings the law requires us to keep.\n\nYou may also complain to the data protection authority of your country.",
  "privacyPolicy.contact.heading": "Contact",
  "privacyPolicy.contact.body":
    "{{orgName}} runs this site and is responsible for your data. For questions about this policy or your data, write to the customer service of {{orgName}} from the email address of your account, so that we can tell the request is yours.",
  "termsOfUse.description":
    "These terms apply when you use this site, run by {{orgName}}: looking at offers, having an account and booking. By signing up you accept them and our privacy policy.",
  "termsOfUse.account.heading": "Your account",
  "termsOfUse.account.body":
    "- Give true details and keep them up to date: bookings are made in the names you give.\n- Keep your password to yourself. You are responsible for what is done with your account; tell us at once if you think someone else has used it.\n- One person, one account. We may suspend an account used to guess passwords, to misuse access codes or wallet cards, or otherwise against these terms.",
  "termsOfUse.prices.heading": "Offers and prices",
  "termsOfUse.prices.body":
    "Prices are shown in the currency you choose; other currencies are converted at the day's rates and rounded to the currency's smallest unit. The total shown on the booking page, after any certificate or discount card, is the price of the booking. Some sites allow booking only to accounts they have approved; the booking page says so when yours cannot book yet.",
  "termsOfUse.bookings.heading": "Bookings",
  "termsOfUse.bookings.body":
    "A booking is made when the confirmation shows its reference; it then appears in My Trips and Booking History. Check the dates, the number of guests and the names before you book. Check-in dates start from the earliest date the booking form shows.",
  "termsOfUse.cancellations.heading": "Changes and cancellations",
  "termsOfUse.cancellations.body":
    "Bookings cannot be changed or cancelled on the site. To change or cancel one, write to us quoting its reference: we tell you the conditions of the offer and any charge before anything is done. A cancelled booking stays in your Booking History, marked Cancelled. Whether a certificate or discount card used for it is given back depends on the conditions of the card.",
  "termsOfUse.wallet.heading": "Certificates, discount cards and cash card",
  "termsOfUse.wallet.body":
    "Wallet cards are given by your organisation; they have no cash value and cannot be transferred. Only active cards can be used: a certificate for the products it lists, a discount card while it has value left. A card never brings a price below zero.",
  "termsOfUse.savings.heading": "Daily Deals savings programme",
  "termsOfUse.savings.body":
    "The savings programme is offered by a separate provider on its own pages, under its own conditions. Opening Daily Deals while signed in makes you a member (see the privacy policy). The savings shown there are the provider's offers.",
  "termsOfUse.agents.heading": "Travel agents",
  "termsOfUse.agents.body":
    "Agent accounts book for their clients and must have their clients' permission to keep their details and to book for them. Quotes are valid until the date they show.",
  "termsOfUse.conduct.heading": "Using the site",
  "termsOfUse.conduct.body":
    "Do not try to get into other people's accounts, to overload the site or to copy its content by automated means. Partner applications may use the published API within its limits.",
  "termsOfUse.changes.heading": "Changes to these terms",
  "termsOfUse.changes.body":
    "We may change these terms. A booking keeps the terms shown when it was made.",
  "termsOfUse.contact.heading": "Contact",
  "termsOfUse.contact.body":
    "For questions about these terms or a booking, write to the customer service of {{orgName}} from the email address of your account, quoting the booking reference if there is one.",
} as const;
