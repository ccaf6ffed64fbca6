/**
 * Generated from upstream/openapi.yaml by scripts/generate-rest-contract.ts (npm run codegen).
 * Do not edit: change the document and regenerate.
 */

export interface paths {
    "/api/getCountryCat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every country and territory with dial code, units and the default flag, ordered by name. */
        post: operations["getCountryCat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/general/getCountry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every country, short form, ordered by name. */
        post: operations["getCountry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getNationalityCat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every nationality, ordered by name in the request's language where translated (Spanish seeded). */
        post: operations["getNationalityCat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/general/getNationalities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every nationality, ordered by name (same list as /api/getNationalityCat) in the request's language where translated (Spanish seeded). */
        post: operations["getNationalities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/getCurrencyinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Currencies, languages with labels, and the organisation's preferred currency and language. */
        post: operations["getCurrencyinfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/general/getCurrencyRate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange rate between two currencies, and optionally from one to every currency. */
        post: operations["getCurrencyRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-ip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's address (first X-Forwarded-For entry when present, else the socket address). */
        get: operations["getIp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/general/getGeolocationByIp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Country (and its main currency) of an address; the caller's address when none is given. */
        post: operations["getGeolocationByIp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/general/getSiteConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The organisation's site configuration. */
        post: operations["getSiteConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/general/getwhitelabelcss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The organisation's white-label CSS of a page, for every visitor, and the named stylesheets the page uses.
         * @description `css` joins the organisation's rules for every page (page code ALL) and then the page's own, in their order; `stylesheets` names the stylesheets (GET /api/general/getCss/{name}) the page uses, every-page ones first. A page without styles gets "" and []. The CSS is returned as the organisation stored it: consumers must treat it as untrusted.
         */
        post: operations["getWhiteLabelCss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/general/getCssPreAndPostLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The CSS of a page before login and after login, for the organisation of a site API key.
         * @description `apikey` is the public site API key of a frontend (table site_api_keys; the demo organisation's is `wfh-web-site-2026`): it names the organisation whose styles are read. Each of `preLogin` and `postLogin` joins the every-page rules (ALL) and the page's own. An unknown key is refused with 403 and code UNKNOWN_API_KEY. The CSS is untrusted.
         */
        post: operations["getCssPreAndPostLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/general/getCss/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A named stylesheet of the organisation, as text/css.
         * @description `name` is lower-case letters, digits, - or _ (at most 64), optionally followed by `.css`. The CSS is returned as the organisation stored it: consumers must treat it as untrusted.
         */
        get: operations["getCss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in by email and password, or by a Google (googletoken) or Facebook (fbtoken) token.
         * @description Emails are trimmed and lower-cased. Every failure is a 200 with status 0: "Please Enter Email Address", "Please Enter Password", "Invalid email address or password" (also for an unknown email), "Please verify your email address before signing in", "Social sign-in failed", "No account for this social identity" (with code 404), or "<field> must be text" for a field of the wrong type. `jsonSign.remember` keeps the session 30 days instead of 12 hours.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Single sign-on from a partner with a JWT signed by the configured SSO issuer.
         * @description The token's email must belong to an account; the session is flagged as single sign-on. Refusals: "Single sign-on failed" (bad, expired or unconfigured token), "No account for this single sign-on identity".
         */
        post: operations["ssoSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/checkLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in user's profile (Bearer session token). */
        post: operations["checkLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew the Bearer session before it expires (rotation).
         * @description In one transaction the session ends and a new one opens for the same account, with a fresh lifetime of the same kind (12 hours, or 30 days when it was opened with `remember`; a single-sign-on session stays one). The old token is revoked: use the new one. A missing, unknown, expired or revoked token is a 401 "Session expired"; of two renewals of one token, only the first succeeds.
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signUp/checkAccountForExists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether an email already has an account (code 201) or not (code 404).
         * @description A missing email is a 400 "Please Enter Email ID".
         */
        post: operations["checkAccountForExists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signUp/validateAccessCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether an access code (unexpired, not used up) or an invitation master code is valid. */
        post: operations["validateAccessCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signUp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account by email (unverified, a verification mail is sent) or by social token (verified, signed in).
         * @description Validated server-side with the web app's messages (email pattern, title Miss/Mr/Mrs, names of at most 50 letters, spaces, ' - ., the password rule, phone digits up to 15, every text at most 200 characters). When the organisation enables access codes an email sign-up needs a valid access code or invitation master code. Concurrent sign-ups with one email create one account; the others get USER_ALREADY_CREATED.
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signUp/verifyAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify an account with the single-use key of its verification mail (valid 48 hours). */
        post: operations["verifyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password-reset mail (single-use link, valid 1 hour) when the account exists.
         * @description A missing email ("Please Enter Email Address"), one over 254 characters or with control characters is a 400; any other gets the same answer whether or not the account exists.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset key; ends every session of the account. */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signUp/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The details of an invitation, by master code. */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/updatePrefCurrLang": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store the signed-in user's currency and/or language (Bearer session token).
         * @description The stored values come back in the sign-in result (currency_code, language) and the login check, so a choice made in one browser follows the user to the next sign-in. `currency_code` must be a currency the site offers (status 1; upper-cased before the check); `language` a site language (matched case-insensitively, stored as the site spells it). A field left out (or empty) keeps the stored value; at least one must be sent.
         */
        post: operations["updatePrefCurrLang"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/iqps/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the Bearer session (idempotent; an unknown or ended session is fine). */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/iqps/user-fqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record an activity of a user. */
        post: operations["userFqs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * For developers, the queued mails, newest first, with their delivery state (absent when OUTBOX_ENABLED=false).
         * @description Every mail the upstream sends is queued in the outbox. With SMTP_URL set it is sent from there: `sentAt` is set once the SMTP server accepts it; a failed attempt is counted in `attempts`, recorded in `lastError` and retried at `nextAttemptAt`, until it is given up (`nextAttemptAt` null, `sentAt` null). Without SMTP_URL mails are only queued.
         */
        get: operations["devOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/site-styles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * For developers and browser tests, replaces the site organisation's CSS of one page and phase (absent when OUTBOX_ENABLED=false).
         * @description `phase` is both (the white-label CSS), before_login or after_login; `css` "" removes the page's CSS of that phase. The CSS is stored as sent (at most 100000 characters, no NUL).
         */
        post: operations["devReplaceSiteStyles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** For developers, an HTML page of the queued mails with clickable links and their delivery state (absent when OUTBOX_ENABLED=false). */
        get: operations["outboxPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check. */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/savings/getMember": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether the signed-in user is a savings member (code 200 with the membership) or not (code 404).
         * @description email, userId and memberid are all required (400 "<field> is required"); userId must be the signed-in user's (403 "userId must be the signed-in user"). The membership is found by user.
         */
        post: operations["getSavingsMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/savings/setMember": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the signed-in user's savings membership (idempotent, one per user).
         * @description Same payload rules as getMember. A user who already is a member (also when a concurrent call won) gets "OK" too and nothing new is stored.
         */
        post: operations["setSavingsMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/savings/savingsCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports members into the savings provider (over HTTP, SAVINGS_PROVIDER_URL) and reports how many it found valid.
         * @description reqSaving.members holds 1 to 100 members. A member field, when given, must be text (identifiers may be numbers) of at most 200 characters (254 for email_address) without control characters, else 400 naming it (e.g. "reqSaving.members[0].first_name must be text"). Whether a member is complete and valid is the provider's call; a blank program_customer_identifier is filled with SAVINGS_PROGRAM_ID; unknown fields are dropped. The provider's call is limited to SAVINGS_PROVIDER_TIMEOUT_MS.
         */
        post: operations["savingsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referral/getCampaignList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's campaigns of a type, newest start first. */
        get: operations["getCampaignList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referral/getReferralList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the signed-in user's referrals in a programme, newest first.
         * @description A page beyond the end is an empty list with the right count and totalPages; an unknown programme has none. Bad numbers are a 400 ("program is required", "page must be a whole number from 1 to 999999999", "per_page must be a whole number from 1 to 50").
         */
        get: operations["getReferralList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referral/getActionsList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's actions in the programmes, newest first (the latest 200). */
        get: operations["getActionsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referral/getReferralCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in member's referral code for one campaign, made on first use.
         * @description The code a referral link carries as referral_code: a sign-up with it (jsonRegister referral_code) is recorded as this member's referral in this campaign (PENDING until the new account proves its email, then JOINED with its credit). The same member and campaign always get the same code. program is required (400); 404 when the organisation has no such campaign.
         */
        post: operations["getReferralCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referral/getLoyaltyState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The loyalty programme's state; the rewards only with a live session.
         * @description Signing in is optional: no token, an unknown or an ended one all get rewards null. enabled is true while the programme is switched on and today (UTC) is within its dates; promotions are its running Promotion campaigns (none while not enabled).
         */
        get: operations["getLoyaltyState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/walletUser/getPaymentCardByOrg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The organisation's certificate catalogue (the default certificate and the certificate prompt use it).
         * @description No session needed. org_id defaults to the site's organisation (1); every catalogue certificate is listed, in id order, whatever its status. A catalogue certificate is bought at booking (reservation card kind org_certificate): its card_amount is its value, payment_card_redemption_price what the organisation charges for it.
         */
        post: operations["getPaymentCardByOrg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/get-paymentcard-by-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in user's certificates, discount cards and cash cards, every state (spec §3 user card response).
         * @description Cards keep their own currency (payment_card_currency); `currency` (default USD, ISO 4217, 400 "currency must be a known currency code such as USD" when unknown) is the currency of the *_details totals, converted at the latest stored rates. Each *_details counts the cards that can pay today (status ACTIVE compared case-insensitively, not past expires_on, an amount above 0) and totals their value. walletOptions.org_site_wallet is the organisation's comma-separated wallet options.
         */
        post: operations["getPaymentCardByUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/getProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in user's editable profile (title, names, email, nationality, country, phone).
         * @description The session token travels in the body's `token` (an `Authorization: Bearer` header is accepted when the body has none); 401 "Session expired" without a live session.
         */
        post: operations["getProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/updateProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the signed-in user's profile; the email stays as it is.
         * @description The sign-up details rules (spec §5), each a 400 with the web app's message: title Miss, Mr or Mrs ("Please Select Title"); first and last name required ("Please Enter First Name", "Please Enter Last Name"), 50 characters at most, letters, spaces, ' ’ - and . only; nationality_id required ("Please Select Nationality") and known ("Unknown nationality"); country_id required ("Please Select Country") and known ("Unknown country"); mobile_no digits only, 15 at most ("Phone number must be digits only, 15 at most"); phone_country_code like +44 or +1-868 ("Invalid phone country code"). An empty phone is stored as null. Nothing is changed on a 400.
         */
        post: operations["updateProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/travelers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in user's saved travellers, oldest first, and how many an account may keep. */
        post: operations["listSavedTravelers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/travelers/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a saved traveller (no traveler_id) or changes one of the user's own (traveler_id).
         * @description Rules (400 with the message): title Miss, Mr or Mrs ("Please Select Title"); names as in sign-up; age_band one of 18 to 25, 26 to 30, 31 to 40, 41 to 50, 51 to 60, above 60 ("Please Select Age Band"); nationality_id a known nationality (default 1, "Unknown nationality"). The passport comes whole or not at all: passport_number (spaces removed, upper-cased, 5 to 20 letters or digits), passport_country_id (a known country) and passport_expiry (a date YYYY-MM-DD after today, "Passport expiry date must be in the future"). loyalty_programs: at most 5, each a program_name (1 to 60 characters, no programme twice) and a member_number (1 to 30 letters, digits or hyphens). A traveler_id the user does not have (unknown, or another account's) is a 404 "Saved traveller not found". Adding a 21st traveller is a 409 TRAVELER_LIMIT "You can save at most 20 travellers". Nothing is stored on a refusal.
         */
        post: operations["saveTraveler"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/travelers/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removes one of the user's saved travellers.
         * @description traveler_id is required (400); one the user does not have (unknown, or another account's) is a 404 "Saved traveller not found".
         */
        post: operations["deleteSavedTraveler"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One page of the signed-in user's favourite offers, newest first, in the reader's language.
         * @description page (1 by default) and per_page (20 by default, 200 at most: larger values are capped, so one page can hold every favourite an account keeps) may come as numbers or digits; anything else is a 400 ("page must be a whole number from 1 to 999999999", "per_page must be a whole number from 1 to 200"). A page beyond the end is an empty list with the right count and totalPages. The offer texts follow Accept-Language like GET /api/offers.
         */
        post: operations["listFavourites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourites/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves an offer to the signed-in user's favourites; saving it again keeps the first.
         * @description offer_id is required (400 "offer_id is required", "offer_id must be an offer id (a positive whole number)"); an unknown offer is a 404 "Offer not found". An account keeps at most 200 favourites: a new one past that is a 409 with code FAVOURITE_LIMIT (an offer already saved is still answered saved). Idempotent: a retry answers the same.
         */
        post: operations["saveFavourite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourites/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removes an offer from the signed-in user's favourites; removed is false when it was not there.
         * @description offer_id is required (400, as for save). Idempotent: removing an offer that is not saved (or unknown) answers 200 with removed false.
         */
        post: operations["removeFavourite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Offers of a wallet product, optionally in a destination; best rated first (unrated last), then cheapest. */
        get: operations["listOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One offer. */
        get: operations["getOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offers of one product area available for dates and a party, filtered, sorted and paginated, each with its total for the stay in USD.
         * @description Every internal product area (the 14 product codes) is searched here. An offer is available when every calendar day the booking covers is on sale with enough units left (sold-out days exclude it): NIGHT areas (HLT, HLTGD, RST, STY, SBM, CND) each night from check_in to check_out with `rooms` rooms; DAY (CAR) each day from pick-up (check_in) to drop-off (check_out), one car; WEEK (WEK) the week starting on check_in; PERSON (ACT, FLT, CRU, PKG, DTPS) the start day with `guests` places; TRIP (TRA) one vehicle on the day. total_usd is the sum of the days' prices times rooms (NIGHT, WEEK) or guests (PERSON). A party larger than max_guests (per room for NIGHT and WEEK) excludes the offer.
         *
         *     Refusals, 400 naming the field: "area is required", "area must be one of DTPS, HLTGD, HLT, SBM, PKG, STY, CND, RST, WEK, CRU, FLT, CAR, TRA, ACT", "check_in is required", "check_in must be a date YYYY-MM-DD", "check_in must not be in the past" (UTC), "check_in must be on or before <today + 365>", "check_out is required for <area>" (NIGHT and DAY areas; ignored elsewhere), "check_out must be after check_in", "check_out must be at most 30 days after check_in", "guests must be a whole number from 1 to 9", "rooms must be a whole number from 1 to 5", "rooms must not be more than guests", "price_min must not be above price_max", "sort must be one of best, price, price_desc, rating", "size must be a whole number from 1 to 50", and the like for the other fields.
         *
         *     Sorting: best (default: the rating weighed by its review count, then the lower total), price (lowest total first), price_desc, rating (highest first, unrated last). Texts (name, description, destination) in the request's language where translated.
         */
        post: operations["searchOffers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One trip's price from the offer's calendar - its days, units left, total in USD - and whether it can be booked.
         * @description The rule of the search and of booking (one function): the days a trip covers are every night or rental day from check_in to the day before check_out (NIGHT, DAY areas), else the start day alone (WEEK, PERSON, TRIP); it is available when each of them is on sale with at least `units_needed` units left (rooms for NIGHT and WEEK, guests for PERSON, one for DAY and TRIP) and the party fits (guests at most max_guests per room for NIGHT and WEEK, per booking otherwise). total_usd is the sum of the days' prices times rooms (NIGHT, WEEK) or guests (PERSON), rounded to cents; it is the subtotal_usd a booking must send. Every product area's offers are priced here.
         *
         *     Not available (still a 200): `available` false, `total_usd` null and `refusal` saying why - NOT_ON_SALE or SOLD_OUT with the first such `day` ("The offer is sold out on 2026-12-03"), or TOO_MANY_GUESTS. The dates and party are checked with the search's 400 messages ("check_in is required", "check_in must not be in the past", "check_out is required for <area>", "check_out must be after check_in", "check_out must be at most 30 days after check_in", "guests must be a whole number from 1 to 9", "rooms must not be more than guests"...); "offer_id is required" / "offer_id must be an offer id (a positive whole number)"; an unknown offer is a 404 "Offer not found".
         */
        post: operations["priceTrip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{id}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An offer's price and units left per day over a range (a price calendar).
         * @description The days on sale from `from` (default today, UTC; 400 "from must not be in the past") through `to` (default from + 30; 400 "to must not be before from", "to must be less than 62 days after from"), in order; a day without a row is not on sale, units_left 0 is sold out. 400 "id must be an offer id (a positive whole number)"; 404 "Offer not found".
         */
        get: operations["offerCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{id}/image.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The offer's picture, an SVG drawn from its area, name and destination (the same bytes every time; nothing fetched).
         * @description The name and destination written on the picture (and its accessible name) are in the request's language where the offer is translated; the drawing is the same in every language.
         */
        get: operations["getOfferImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/destinations/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Destinations a word of whose name (English or translated) starts with the query, for a search form's place field.
         * @description `query` is folded (case and accents ignored: "rio" finds Río de Janeiro, "lisb" and "lisbo" find Lisbon/Lisboa); empty lists every destination. With `area`, only destinations with offers of that area, and offer_count counts those. Order: names that start with the query first, then the most offers, then by name. Names in the request's language where translated. Refusals, 400: "query is too long (100 characters at most)", "area must be one of …", "limit must be a whole number from 1 to 20".
         */
        post: operations["suggestDestinations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in user's reservations (action list), the one booked with a request id (action find) or a new booking (action create).
         * @description The session token travels in the body's `token` (spec §7 "json with token"); an `Authorization: Bearer` header is accepted when the body has none. 401 "Session expired" without a live session; 400 "action must be list, find or create".
         *
         *     **list**: the user's reservations, newest first (the latest 200).
         *
         *     **find**: the reservation the user booked with `request_id` (`reservation`), or null.
         *
         *     **create** books a CONFIRMED reservation in one transaction, or nothing. Input rules (400 naming the field): request_id 8 to 64 of A-Z a-z 0-9 _ -; offer_id a positive id (an offer of any of the 14 areas); check_in a real date YYYY-MM-DD, not before yesterday (UTC), for a WEEK offer its start weekday ("check_in must be a Saturday: the weeks of this offer start on Saturdays"); check_out for offers priced per NIGHT or DAY after check_in, at most 30 nights or days ("check_out is required for an offer priced per night", "check_out must be after check_in"), ignored (stored null) for WEEK, PERSON and TRIP offers; guests 1 to 9 and at most the offer's max_guests × rooms for NIGHT and WEEK offers, max_guests for the others ("guests must be at most 4 for this offer (2 per room)"); rooms 1 to 5 (default 1) and not more than guests for NIGHT and WEEK offers, stored 1 for the others; currency a known ISO 4217 code; total, subtotal_usd and total_usd numbers from 0 (the gateway's arithmetic is trusted, rounded to cents); cards at most 10, each `{ card_code, payment_card_id, kind, amount_used }` (kind certificate | discount | cash | org_certificate, amount_used a number from 0 in the card's currency), no card twice, at most one certificate; travellers (absent: none) at most `guests` objects `{ first_name, last_name }`, each name 1 to 50 characters ("travellers[0].first_name is required", "travellers may name 2 travellers at most (the guests)"); contact (absent: none) `{ email, phone }`, email an e-mail address ("contact.email must be an e-mail address"), phone 6 to 24 of digits, spaces, + - ( ) ("contact.phone must be a phone number"). An unknown offer is a 404 "Offer not found"; an account that may not book (can_user_book 0 while the site does not allow booking without a session) a 403 BOOKING_NOT_ALLOWED.
         *
         *     Cards: a certificate or discount card is redeemed once (status REDEEMED, redeemed_reservation_id set); a cash card's balance is reduced by amount_used and never below zero; an org_certificate (the organisation's default bought at booking, USE_DEFAULT) is recorded as a new user card copied from the catalogue row (same code, new payment_card_id, status REDEEMED), and the reservation's card line names that new card. A card that is not the user's (or not of the kind sent), not ACTIVE, expired, not valid for the offer's product, or with no amount → 409 CARD_NOT_USABLE; a certificate or discount card already spent → 409 CARD_ALREADY_USED. Nothing is changed then.
         *
         *     The cash card (kind cash, amount_used the part of its balance the traveller chose, in the card's currency): the organisation's org_site_wallet must include "Cash Card", else 409 CASH_CARD_NOT_ENABLED; amount_used at most the balance, else 409 CASH_CARD_OVER_BALANCE (never below zero, also for concurrent bookings); the cash spent at most what remains to pay after the other cards, else 409 CASH_CARD_OVER_DUE: in USD at the latest stored rates, subtotal_usd plus the redemption price of an org_certificate, less the other cards' amount_used, never below zero (one cent allowed per card converted from another currency). The balance is debited in the booking's transaction and each spend recorded (amount, balance before and after); a refused booking debits nothing, and a repeated request_id never debits twice. amount_used 0 spends nothing.
         *
         *     Price and availability (the rule of POST /api/offers/price, with the rooms sent): in the booking's transaction every day the trip covers must be on sale with the units it needs, else 409 SOLD_OUT "The offer is sold out on <day>" (or "is not on sale on <day>", or "holds at most <n> guests"); subtotal_usd must be the calendar's total, else 409 PRICE_CHANGED "The price of this trip is now <total> USD"; then the units are taken from every day at once (a conditional update: of two bookings of the last unit exactly one succeeds).
         *
         *     An agent booking one of their quotes sends its id in agent_quote_id: the quote must be the agent's own, OPEN, valid today, and for exactly this trip (offer, check_in, check_out as the offer counts it, guests, rooms), else 409 QUOTE_NOT_OPEN; in the booking's transaction it becomes BOOKED with the reservation (getQuoteList then names its reference). The booking is priced by the calendar as any other: a quote promises the trip, not the price.
         *
         *     The same (user, request_id) again, also concurrently, answers the first reservation with duplicate true and spends nothing again (no card, no calendar unit), whatever else the repeated request says: it is answered before any other rule is checked (dates passed, offer gone, total changed).
         *
         *     The offers' texts and the cards' names (copied in English at booking) are answered in the request's language where translated (Accept-Language; Spanish seeded).
         */
        post: operations["reservations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels the signed-in traveller's reservation under its offer's cancellation policy, refunding what the policy gives back.
         * @description The session token travels in the body's `token` (or an `Authorization: Bearer` header); 401 "Session expired" without a live session. `reservation_id` is required, a positive whole number (400 naming the field); a reservation that is not the traveller's is a 404 "Reservation not found"; a trip whose check-in is today or past (UTC) is a 409 with code TRIP_STARTED.
         *
         *     The share given back is the policy's on the day of cancelling: 100% while cancellation is free (until `free_until_days` before check-in), else 100 − fee_percent. In one transaction the reservation becomes CANCELLED, that share of each cash card spend goes back on its card and, when everything is given back, the certificates and discount cards spent on it become ACTIVE again unless expired (a certificate bought with the booking is refunded as money instead); the cancellation mail is queued. Then that share of the card payment is refunded through the payment provider under the idempotency key `cancel-<reservation_id>`: while the provider has not confirmed it the cancellation's `card_refund_status` is PENDING, and asking again retries it. Cancelling a cancelled reservation answers it again with `duplicate: true`.
         */
        post: operations["cancelReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking with a card payment - start a checkout, complete it after the provider's page, or find it.
         * @description The session token travels in the body's `token` like POST /api/reservations (an `Authorization: Bearer` header is accepted when the body has none); 401 "Session expired" without a live session; 400 "action must be start, complete or find".
         *
         *     **start** takes the booking request of POST /api/reservations create (the same fields and rules, 400/403/404 alike). Nothing left to pay (`total` 0): the reservation is booked at once and answered with `checkout` null. Otherwise a checkout AWAITING_PAYMENT is kept and the card payment provider (PAYMENT_PROVIDER_URL, else the embedded test provider) is asked for a payment of `total` in `currency`; the traveller pays on `checkout_url` and comes back to `return_url` (the gateway names the site the traveller is on; default SITE_URL/checkout/return) with `checkout=<id>` added. The same (user, request_id) answers the same checkout and payment. 400 "return_url must be an http(s) URL…" for another. A new start is checked against the offer's calendar first, as create is (409 SOLD_OUT, PRICE_CHANGED): no payment is asked for a trip that cannot be booked at that price.
         *
         *     **complete** `{ checkout_id }` reads the payment from the provider: succeeded → the reservation is booked with the kept request (the cards are spent then), the checkout is CONFIRMED once and the confirmation mail is queued once; cancelled → CANCELLED; still to pay → AWAITING_PAYMENT with the provider's last error in `failure` (a declined card). A paid checkout whose booking is refused (a card spent meanwhile, the last units of a day sold meanwhile: the 409 rules of reservations) is FAILED with the reason, and its payment is refunded in full. **find** answers the checkout as it stands. Another user's checkout is a 404 "Checkout not found".
         */
        post: operations["checkouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkouts/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payment provider's notification that a payment was settled.
         * @description Only `payment_id` is read; the payment's state is then read from the provider, and its checkout settled as POST /api/checkouts complete does (at most one reservation, one mail). 404 "Checkout not found" for a payment of no checkout.
         */
        post: operations["checkoutNotify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/getClientList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in agent's clients (the whole list), by name.
         * @description Nationality names are in the request's language where translated (Spanish seeded). Agents only (spec §6 user type 1). The session token travels in the body's `token` like POST /api/reservations; an `Authorization: Bearer` header is accepted when the body has none. 401 "Session expired" without a live session; 403 AGENT_ONLY ("Only agent accounts can use the agent area") for a signed-in account that is not an agent.
         */
        post: operations["agentClientList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/addClient": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a client to the signed-in agent's list.
         * @description Agents only (401, 403 AGENT_ONLY as for getClientList). Input rules (400 naming the field): name required, at most 100 characters, letters (any script), spaces, ' - and . only; email required, a valid address (stored lower-cased); phone digits only, at most 15, and phone_country_code like +44 or +1-868 (only with a phone); nationality_id a known nationality id ("client nationality_id is not a known nationality"); notes at most 500 characters (line breaks allowed). An agent keeps one client per email: a second one is a 409 CLIENT_EXISTS ("You already have a client with this email"). The answer names the nationality in the request's language where translated.
         */
        post: operations["agentAddClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/getQuoteList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in agent's quotes, newest first (the latest 200).
         * @description Agents only (401, 403 AGENT_ONLY as for getClientList). A quote prices an offer for a client in USD; its status is OPEN, BOOKED (it became one of the agent's reservations, named by reservation_reference), DECLINED or EXPIRED. An OPEN quote whose valid_until day has passed (UTC) is answered as EXPIRED. The offers' texts are in the request's language where translated.
         */
        post: operations["agentQuoteList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/newQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Makes an OPEN quote of an offer for one of the signed-in agent's clients.
         * @description Agents only (401, 403 AGENT_ONLY as for getClientList). client_id must be one of the agent's clients (404 CLIENT_NOT_FOUND); offer_id an offer (404 OFFER_NOT_FOUND, "Offer not found"). The trip is checked as POST /api/offers/price checks it, with the same 400 messages naming the field first (check_in, check_out, guests, rooms), and must be available: else 409 with the refusal's code, NOT_ON_SALE or SOLD_OUT naming the day ("The offer is sold out on 2026-12-03"), or TOO_MANY_GUESTS. The quote is stored OPEN with a new reference, price_usd the trip's calendar total (POST /api/offers/price's total_usd), valid_until the earlier of today (UTC) + 7 days and the check-in day; check_out is null for offers priced by their start day. With an `Idempotency-Key` the quote is made once per key: a retry answers the first quote.
         */
        post: operations["agentNewQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/declineQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Declines one of the signed-in agent's OPEN quotes (the client said no).
         * @description Agents only (401, 403 AGENT_ONLY as for getClientList). Only the agent's own quote that is OPEN and not past its valid_until day becomes DECLINED: 404 QUOTE_NOT_FOUND for another agent's or an unknown quote, 409 QUOTE_NOT_OPEN for one that is BOOKED, EXPIRED or already DECLINED. Declining is idempotent in effect: a second decline is QUOTE_NOT_OPEN.
         */
        post: operations["agentDeclineQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/getBookingHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in agent's reservations, newest first (the latest 200).
         * @description Agents only (401, 403 AGENT_ONLY as for getClientList). The same reservations as POST /api/reservations with action list, for an agent.
         */
        post: operations["agentBookingHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/savings-provider/api/members/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Savings provider (embedded stand-in for the third party): imports members, upserting the valid ones.
         * @description A member is valid when it has every field (text, at most 200 characters, 254 for the email, no control characters), member_status OPEN and a plausible email_address; valid members are upserted by member_customer_identifier, the others ignored. In the test modes (see /savings-provider/_control) it answers 500 ("fail"), never ("hang"), malformed JSON ("garbage"), or a count of 0 or 2 storing nothing ("count0", "count2").
         */
        post: operations["savingsProviderImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/savings-provider/director": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Savings provider: the member's "Today's savings" page, found by cvt.
         * @description cvt is the lowercase hex SHA-256 of program + program + member id (sha256(`${program}${program}${memberId}`)). Plain HTML, no scripts or external resources, everything escaped.
         */
        get: operations["savingsProviderDirector"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/savings-provider/_control": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Savings provider, for tests: the import's current mode (absent when OUTBOX_ENABLED=false). */
        get: operations["savingsProviderMode"];
        put?: never;
        /**
         * Savings provider, for tests: sets how the import answers (absent when OUTBOX_ENABLED=false).
         * @description Setting a mode other than "hang" ends the imports hanging so far.
         */
        post: operations["setSavingsProviderMode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity-provider/.well-known/openid-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stand-in identity provider (embedded, development only; absent when STAND_IN_IDENTITY_PROVIDER=false): its OpenID Connect discovery document. */
        get: operations["identityProviderConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity-provider/jwks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stand-in identity provider: its public signing key (ES256, generated when the upstream starts). */
        get: operations["identityProviderJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity-provider/signed-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stand-in identity provider: "You have been signed out of Partner single sign-on", with links back to the site and to sign in again.
         * @description The session-out URL (spec §4) for organisations that name none, when SSO_SESSION_OUT_URL is unset and the stand-in serves single sign-on. Plain HTML, no scripts.
         */
        get: operations["identityProviderSignedOut"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity-provider/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stand-in identity provider: the "Sign in with …" page, where the visitor enters the identity to continue as.
         * @description client_id is stand-in-google or stand-in-facebook (response_type id_token, state required, redirect_uri the site's /login/social) or stand-in-sso (redirect_uri the site's /login/sso, which may carry a redirect parameter). redirect_uri must be on SITE_URL's origin or a loopback host. Plain HTML, no scripts.
         */
        get: operations["identityProviderAuthorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity-provider/authorize/continue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stand-in identity provider: signs an ID token for the entered identity and sends the visitor back.
         * @description The authorize parameters plus email, given_name and family_name. The token (ES256, issuer the provider's URL, audience the client_id, email_verified true, 10 minutes) goes to redirect_uri as `#id_token=…&state=…` (social clients) or `?token=…` (stand-in-sso).
         */
        get: operations["identityProviderContinue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-provider/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment provider (embedded test provider, served when PAYMENT_PROVIDER_URL is unset): creates a payment the traveller pays on its page.
         * @description Bearer key (PAYMENT_PROVIDER_KEY, else the embedded provider's own). The provider's own error shape, `{ error: { code, message, param } }`: amount_minor a whole number of minor units from 1 to 10^12, currency an ISO 4217 code, description 1 to 200 characters, reference 1 to 100, return_url and notify_url http(s) URLs.
         */
        post: operations["paymentProviderCreatePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-provider/api/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment provider: a payment's state. */
        get: operations["paymentProviderPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-provider/api/payments/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payment provider: refunds part or all of a succeeded payment. */
        post: operations["paymentProviderRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-provider/pay/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment provider: the card form, the amount and the test cards.
         * @description Plain HTML, no scripts. The provider's last error (a declined card) is shown above the form.
         */
        get: operations["paymentProviderCheckoutPage"];
        put?: never;
        /**
         * Payment provider: pays with a card (test cards only).
         * @description 4242 4242 4242 4242 and 5555 5555 5555 4444 succeed; 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 3220 asks for a 3-D Secure style challenge. Any future expiry (MM/YY), any 3- or 4-digit code. Only the brand and last four digits are kept.
         */
        post: operations["paymentProviderPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-provider/pay/{id}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment provider: the 3-D Secure style challenge (complete or fail the authentication). */
        get: operations["paymentProviderChallengePage"];
        put?: never;
        /** Payment provider: completes (outcome=complete) or fails the challenge. */
        post: operations["paymentProviderAnswerChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-provider/pay/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payment provider: the traveller cancels; back to return_url with payment_id. */
        post: operations["paymentProviderCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorResponse: {
            /** @constant */
            status: 0;
            message: string;
        };
        CountryCat: {
            countryId: number;
            countryName: string;
            countryCode: string;
            /** @description Flag emoji. */
            countryFlag: string | null;
            /** @description Dial code, e.g. "+1", "+44", "+1-868". */
            isdCode: string | null;
            /** @enum {unknown} */
            distanceUnit: "Miles" | "Km" | null;
            /** @enum {unknown} */
            tempUnit: "C" | "F" | null;
            /**
             * @description "true" only for the United States.
             * @enum {unknown}
             */
            default_country: "true" | "false";
        };
        Country: {
            countryId: components["schemas"]["CountryCat"]["countryId"];
            countryName: components["schemas"]["CountryCat"]["countryName"];
            countryCode: components["schemas"]["CountryCat"]["countryCode"];
            isdCode: components["schemas"]["CountryCat"]["isdCode"];
            countryFlag: components["schemas"]["CountryCat"]["countryFlag"];
        };
        Nationality: {
            nationalityId: number;
            /** @description Demonym, e.g. "American". */
            nationalityName: string;
            /** @description ISO 3166-1 alpha-2. */
            nationalityCode: string;
        };
        /** @description Countries in the list envelope `{ status: 1, message: OK, data: { data: { data: [...] } } }`. */
        CountryCatList: {
            /** @constant */
            status: 1;
            /** @constant */
            message: "OK";
            data: {
                data: {
                    data: components["schemas"]["CountryCat"][];
                };
            };
        };
        /** @description Countries in the list envelope `{ status: 1, message: OK, data: { data: { data: [...] } } }`. */
        CountryList: {
            /** @constant */
            status: 1;
            /** @constant */
            message: "OK";
            data: {
                data: {
                    data: components["schemas"]["Country"][];
                };
            };
        };
        /** @description Nationalities in the list envelope `{ status: 1, message: OK, data: { data: { data: [...] } } }`. */
        NationalityList: {
            /** @constant */
            status: 1;
            /** @constant */
            message: "OK";
            data: {
                data: {
                    data: components["schemas"]["Nationality"][];
                };
            };
        };
        Currency: {
            id: number;
            name: string;
            code: string;
            /**
             * @description 1 when offered (circulating, with a known rate).
             * @enum {unknown}
             */
            status: 0 | 1;
            /** @description Flag emoji of the main country using it. */
            flag: string | null;
        };
        LanguageLabel: {
            field_name: string;
            wl_lang_value: string;
        };
        Language: {
            id: number;
            code: string;
            name: string;
            labels: components["schemas"]["LanguageLabel"][];
        };
        IdAndCode: {
            id: number;
            code: string;
        };
        CurrencyInfoResponse: {
            /** @constant */
            status: 1;
            data: {
                currencies: components["schemas"]["Currency"][];
                languages: components["schemas"]["Language"][];
                /** @description The organisation's configured currency; USD (id 9) when none. */
                preferredCurrency: components["schemas"]["IdAndCode"];
                /** @description The organisation's configured language; en-US (id 1) when none. */
                preferredLanguage: components["schemas"]["IdAndCode"];
            };
        };
        CurrencyRateRequest: {
            /**
             * @description ISO 4217 code, case-insensitive.
             * @default USD
             */
            fromCurrency: string;
            /** @description ISO 4217 code, case-insensitive. */
            toCurrency?: string;
            /**
             * @description Fill `roes` with every known rate.
             * @default false
             */
            all: boolean;
        };
        CurrencyRateResponse: {
            /** @constant */
            status: 1;
            data: {
                data: {
                    fromCurrency: string;
                    toCurrency: string | null;
                    /** @description Units of toCurrency per 1 fromCurrency; null without toCurrency. */
                    roeRate: number | null;
                    /** @description Every currency with a known rate, from fromCurrency, when `all`; else empty. */
                    roes: {
                        currency: string;
                        rate: number;
                    }[];
                    /** Format: date */
                    rateDate: string;
                };
            };
        };
        UnknownCurrencyResponse: {
            /** @constant */
            status: 0;
            message: string;
            data: {
                data: null;
            };
        };
        GeolocationResponse: {
            /** @constant */
            status: 1;
            data: {
                ip: string;
                countryCode: string | null;
                countryId: number | null;
                currencyCode: string | null;
            };
        };
        SiteConfig: {
            orgId: number;
            orgName: string;
            googleTagId: string | null;
            eligibleProducts: {
                product_id: number;
                /** @enum {unknown} */
                product_code: "DTPS" | "HLTGD" | "HLT" | "SBM" | "PKG" | "STY" | "CND" | "RST" | "WEK" | "CRU" | "FLT" | "CAR" | "TRA" | "ACT";
            }[];
            /** @enum {unknown} */
            calendarType: "gregorian" | "hijri";
            minCheckinDays: number;
            /** @description 0 = Sunday. */
            weekStart: number;
            /** @enum {unknown} */
            displayPrice: 0 | 1;
            /**
             * @description 1 when the organisation enables the button and a provider stands behind it (GOOGLE_CLIENT_ID, or the stand-in).
             * @enum {unknown}
             */
            enableGoogleLogin: 0 | 1;
            /**
             * @description 1 when the organisation enables the button and a provider stands behind it (FACEBOOK_APP_ID, or the stand-in).
             * @enum {unknown}
             */
            enableFacebookLogin: 0 | 1;
            /** @enum {unknown} */
            enableAccessCode: 0 | 1;
            /** @enum {unknown} */
            allowBookingWithoutSession: 0 | 1;
            /** @description Comma-separated subset of "Discount Cards,Certificates,Cash Card,myvacations". */
            org_site_wallet: string;
            externalSites: {
                /** Format: uri */
                allInclusive: string;
                /** Format: uri */
                trips: string;
            };
            /** @description Where each enabled social button starts its OpenID Connect flow (response_type id_token, the answer in the redirect's fragment); null when the button is off. */
            identityProviders?: {
                google: components["schemas"]["IdentityProviderLink"];
                facebook: components["schemas"]["IdentityProviderLink"];
            };
        };
        IdentityProviderLink: null | {
            /** Format: uri */
            authorizationUrl: string;
            clientId: string;
        };
        PageCodeRequest: {
            /** @description A page of the web app (HOME, HOTEL, ACCOUNT, ...; see the web README); ALL means every page. */
            pageCode: string;
        };
        SiteConfigResponse: {
            /** @constant */
            status: 1;
            data: {
                data: components["schemas"]["SiteConfig"];
            };
        };
        FavouritePage: {
            /** @description Favourites in all pages. */
            count: number;
            totalPages: number;
            page: number;
            per_page: number;
            /** @constant */
            max_favourites: 200;
            favourites: components["schemas"]["Favourite"][];
        };
        Favourite: {
            offer: components["schemas"]["Offer"];
            /**
             * Format: date-time
             * @description When it was first saved.
             */
            saved_at: string;
        };
        StatusOne: {
            /** @constant */
            status: 1;
        };
        StatusMessage: {
            /** @enum {unknown} */
            status: 0 | 1;
            message: string;
        };
        SignInRequest: {
            jsonSign?: {
                usr_type?: string | number;
                email_id?: string;
                /** @description Never logged nor returned. */
                password?: string;
                /** @description Google ID token. */
                googletoken?: string;
                /** @description Facebook Limited Login token. */
                fbtoken?: string;
                /** @description Social sign-in: the attempt's state; the token's nonce must be base64url(SHA-256(state + '.' + nonce_secret)). */
                state?: string;
                /** @description Social sign-in: the secret the page kept for this attempt (never sent to the provider). */
                nonce_secret?: string;
                site_url?: string;
                accesscode?: string;
                isPasswordAttempt?: boolean;
                /** @description Session of 30 days instead of 12 hours. */
                remember?: boolean;
                promotions?: {
                    isPromotionVisited?: boolean;
                };
                userdetails?: {
                    usr_email_id?: string;
                    first_name?: string;
                    last_name?: string;
                    mastercode?: string;
                };
            };
            navAgent?: string;
        };
        SignInResult: {
            /** @description Session token (Bearer). */
            token: string;
            /**
             * Format: date-time
             * @description When the session ends unless renewed (POST /api/auth/refresh) or revoked before: 12 hours after sign-in, 30 days with `remember`.
             */
            expires_at: string;
            /** @description First name. */
            username: string;
            email: string;
            currency_code: string;
            language: string;
            nationality: number | null;
            userId: number;
            /** @enum {unknown} */
            role: "Member" | "Guest" | "Agent";
            last_name: string;
            /** @enum {unknown} */
            is_promotion: 0 | 1;
            subscription_details: {
                /** @description ACTIVE, ACTIVE-REFRESH, NOPLAN, … */
                plan_status: string;
            };
        };
        RefreshResponse: {
            /** @constant */
            status: 1;
            result: {
                /** @description The new session token (Bearer); the old one is revoked. */
                token: string;
                /**
                 * Format: date-time
                 * @description When the new session ends.
                 */
                expires_at: string;
                /** @description Whether it is a remembered (30-day) session. */
                remember: boolean;
            };
        };
        SignInSuccess: {
            /** @constant */
            status: 1;
            /** @constant */
            message: "Login successful";
            result: components["schemas"]["SignInResult"];
        };
        SignInFailure: {
            /** @constant */
            status: 0;
            message: string;
            /**
             * @description Only with "No account for this social identity".
             * @constant
             */
            code?: 404;
        };
        CheckLoginResponse: {
            /** @constant */
            status: 1;
            result: {
                userId: number;
                email: string;
                first_name: string;
                last_name: string;
                /**
                 * @description 1 agent, 2 traveller.
                 * @enum {unknown}
                 */
                type: 1 | 2;
                /** @enum {unknown} */
                role: "Member" | "Guest" | "Agent";
                /** @enum {unknown} */
                can_user_book: 0 | 1;
                subscription_details: {
                    plan_status: string;
                    access_code: string | null;
                    phone_country_code: string | null;
                };
                /** @description Country id. */
                country: number;
                credit_limit: number | null;
                /** @enum {unknown} */
                display_price: 0 | 1;
                currency_code: string;
                language: string;
                nationality: number | null;
                referral: null | {
                    first_name: string;
                    last_name: string;
                };
            };
            message: {
                ssocheck: {
                    /** @enum {unknown} */
                    is_sso: 0 | 1;
                };
            };
            /** @description The organisation's session-out URL, for single-sign-on sessions only. */
            session_out_url: string | null;
        };
        SignUpRequest: {
            jsonRegister?: {
                accesscode?: string;
                email_id?: string;
                /** @description Never logged nor returned. */
                password?: string;
                googletoken?: string;
                fbtoken?: string;
                /** @description Social sign-up: the attempt's state (see SignInRequest). */
                state?: string;
                /** @description Social sign-up: the attempt's nonce secret (see SignInRequest). */
                nonce_secret?: string;
                /** @description Nationality id (default 1). */
                nationality?: number | string;
                site_url?: string;
                mastercode?: string;
                /** @description Default en-US. */
                language?: string;
                /** @enum {unknown} */
                title?: "Miss" | "Mr" | "Mrs";
                site_id?: number | string;
                client_ip_address?: string;
                true_client_ip?: string;
                trip_id?: string;
                referral_code?: string;
                referral_org?: string;
                promotions?: {
                    isPromotionVisited?: boolean;
                };
                userdetails?: {
                    email_id?: string;
                    first_name?: string;
                    last_name?: string;
                    /** @description ISO 3166-1 alpha-2 country code. */
                    country_code?: string;
                    mobile_no?: string;
                    mobile_country_code?: string;
                };
            };
        };
        SignUpResponse: {
            /** @constant */
            status: 1;
            data: {
                /** @constant */
                code: 200;
                /** @constant */
                resp: "User Created successfully";
                /** @constant */
                isProfileCreated: true;
            };
            /** @description Social sign-up only, the new session. */
            result?: components["schemas"]["SignInResult"];
        } | {
            /** @constant */
            status: 1;
            data: {
                /** @constant */
                code: 201;
                /** @constant */
                resp: "USER_ALREADY_CREATED";
                /** @constant */
                isProfileCreated: false;
            };
        } | {
            /** @constant */
            status: 0;
            data: {
                /** @constant */
                code: 400;
                resp: string;
            };
        } | {
            /** @enum {unknown} */
            status: 0 | 1;
            data: {
                /** @constant */
                code: 500;
                resp: string;
            };
        };
        Invitation: {
            mastercode: string;
            email: string;
            firstname: string;
            lastname: string;
            /**
             * @description 1-based index into Miss, Mr, Mrs.
             * @enum {unknown}
             */
            title: 1 | 2 | 3;
            phonenumber: string;
            countrycode: string;
            lang: string;
            tripid: string | null;
        };
        OutboxMail: {
            id: number;
            to: string;
            subject: string;
            text: string;
            html: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the SMTP server accepted the mail; null while it is not sent.
             */
            sentAt: string | null;
            /** @description Delivery attempts so far (0 while SMTP_URL is unset). */
            attempts: number;
            /** @description Why the last failed attempt failed (kept once sent); null when none failed. */
            lastError: string | null;
            /**
             * Format: date-time
             * @description When the next attempt is due; null once the mail is sent or given up.
             */
            nextAttemptAt: string | null;
        };
        SavingsMember: {
            email: string;
            userId: number;
            memberid: string;
            /** Format: date-time */
            created_at: string;
        };
        SavingsImportMember: {
            organization_customer_identifier?: string | number;
            program_customer_identifier?: string | number;
            /** @description Always OPEN. */
            member_status?: string;
            first_name?: string;
            last_name?: string;
            email_address?: string;
            member_customer_identifier?: string | number;
        };
        ValidMembersCount: {
            data: {
                valid_members_count: number;
            }[];
        };
        SavingsProviderMode: {
            /** @constant */
            status: 1;
            /** @enum {unknown} */
            mode: "ok" | "fail" | "hang" | "garbage" | "count0" | "count2";
        };
        Campaign: {
            campaign_id: number;
            campaign_name: string;
            campaign_type: string;
            description: string | null;
            /** Format: uri */
            landing_url: string | null;
            /** @description Spelt so. */
            refferal_code: string | null;
            /** Format: date */
            start_date: string;
            /**
             * Format: date
             * @description Null when open-ended.
             */
            end_date: string | null;
        };
        Referral: {
            referral_id: number;
            first_name: string;
            last_name: string;
            email: string;
            /** @enum {unknown} */
            status: "PENDING" | "JOINED" | "BOOKED";
            credit_amount: number;
            currency_code: string;
            /** Format: date-time */
            created_at: string;
        };
        ReferralPage: {
            /** @description Referrals in all pages. */
            count: number;
            totalPages: number;
            page: number;
            per_page: number;
            referrals: components["schemas"]["Referral"][];
        };
        ReferralAction: {
            action_id: number;
            action: string;
            description: string;
            points: number;
            /** Format: date-time */
            created_at: string;
        };
        LoyaltyState: {
            enabled: boolean;
            /** Format: date */
            start_date: string | null;
            /** Format: date */
            end_date: string | null;
            rewards: null | {
                points: number;
                credit: number;
                currency_code: string;
                tier: string | null;
            };
            promotions: {
                campaign_id: number;
                campaign_name: string;
                campaign_type: string;
                /** Format: uri */
                landing_url: string | null;
                refferal_code: string | null;
            }[];
        };
        AgentTokenBody: {
            /** @description The session token (or send it as a Bearer header). */
            token?: string;
        };
        AgentErrorResponse: {
            /** @constant */
            status: 0;
            /**
             * @description Machine-readable reason.
             * @enum {unknown}
             */
            code: "AGENT_ONLY" | "CLIENT_EXISTS" | "CLIENT_NOT_FOUND" | "OFFER_NOT_FOUND" | "NOT_ON_SALE" | "SOLD_OUT" | "TOO_MANY_GUESTS" | "QUOTE_NOT_FOUND" | "QUOTE_NOT_OPEN";
            message: string;
        };
        AgentClient: {
            client_id: number;
            name: string;
            email: string;
            /** @description e.g. +44. */
            phone_country_code: string | null;
            phone: string | null;
            nationality_id: number | null;
            nationality_name: string | null;
            notes: string;
            /** Format: date-time */
            created_at: string;
        };
        AgentQuote: {
            quote_id: number;
            /** @description e.g. Q-7K3Q9Z. */
            reference: string;
            client: {
                client_id: number;
                name: string;
                email: string;
            };
            offer: components["schemas"]["Offer"];
            /** Format: date */
            check_in: string;
            /**
             * Format: date
             * @description Null for activities.
             */
            check_out: string | null;
            guests: number;
            /** @description Rooms (NIGHT offers) or units (WEEK offers); 1 elsewhere. */
            rooms: number;
            price_usd: number;
            /** @enum {unknown} */
            status: "OPEN" | "BOOKED" | "EXPIRED" | "DECLINED";
            /** Format: date */
            valid_until: string;
            /** @description The reservation a BOOKED quote became. */
            reservation_reference: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description A positive whole-number id, as a number or as its digits. */
        IdValue: number | string;
        /**
         * @description Age band of spec §3.
         * @enum {unknown}
         */
        AgeBand: "18 to 25" | "26 to 30" | "31 to 40" | "41 to 50" | "51 to 60" | "above 60";
        Profile: {
            /**
             * @description Null for an account created by social sign-up that never chose one.
             * @enum {unknown}
             */
            title: "Miss" | "Mr" | "Mrs" | null;
            first_name: string;
            last_name: string;
            /** @description Read only. */
            email: string;
            nationality_id: number;
            country_id: number;
            phone_country_code: string | null;
            mobile_no: string | null;
        };
        LoyaltyMembership: {
            program_name: string;
            member_number: string;
        };
        SavedTraveler: {
            traveler_id: number;
            /** @enum {unknown} */
            title: "Miss" | "Mr" | "Mrs";
            first_name: string;
            last_name: string;
            age_band: components["schemas"]["AgeBand"];
            nationality_id: number;
            passport_number: string | null;
            passport_country_id: number | null;
            /** Format: date */
            passport_expiry: string | null;
            loyalty_programs: components["schemas"]["LoyaltyMembership"][];
        };
        CodedErrorResponse: {
            /** @constant */
            status: 0;
            /**
             * @description Machine-readable reason.
             * @enum {unknown}
             */
            code: "CARD_NOT_USABLE" | "CARD_ALREADY_USED" | "CASH_CARD_NOT_ENABLED" | "CASH_CARD_OVER_BALANCE" | "CASH_CARD_OVER_DUE" | "BOOKING_NOT_ALLOWED" | "TRIP_STARTED" | "SOLD_OUT" | "PRICE_CHANGED" | "QUOTE_NOT_OPEN";
            /** @description e.g. "Card CERT-HLT-003 has already been used". */
            message: string;
        };
        /** @description A certificate, discount card or cash card (spec §3 wallet payment card). */
        PaymentCard: {
            /** @description e.g. CERT-HLT-001. */
            card_code: string;
            payment_card_id: number;
            /** @description Programme code. */
            pro_code: string | null;
            name: string;
            /** @description ACTIVE, INACTIVE, REDEEMED or EXPIRED as the issuer wrote it (compare case-insensitively; one seeded card says "active"). */
            status: string;
            /** @description Product codes the card is valid for, e.g. ["HLT", "RST"]. */
            services: string[];
            /** @description Value (certificate, discount card) or balance (cash card), 2 decimals, in payment_card_currency. */
            card_amount: number;
            /** @description What the organisation charges for a catalogue certificate; null when none. */
            payment_card_redemption_price: number | null;
            /** @description The one product the card is tied to; null when none. */
            payment_product_code: string | null;
            payment_card_currency: string;
            /**
             * Format: date
             * @description Last day of use; null when it does not expire.
             */
            expires_on: string | null;
        };
        CardTotals: {
            /** @description Cards that can pay today. */
            count: number;
            /** @description Their value together in `currency`. */
            total_amount: number;
            /** @description The currency asked for (default USD). */
            currency: string;
        };
        UserWallet: {
            certidata: components["schemas"]["PaymentCard"][];
            discountcarddata: components["schemas"]["PaymentCard"][];
            cashcarddata: components["schemas"]["PaymentCard"][];
            certificate_details: components["schemas"]["CardTotals"];
            discountcard_details: components["schemas"]["CardTotals"];
            cashcard_details: components["schemas"]["CardTotals"];
            walletOptions: {
                /** @description The organisation's comma-separated wallet options. */
                org_site_wallet: string;
            };
        };
        /** @description An offer of any of the 14 product areas, with what a booking page needs of it: its place (and, for flights and packages, where they leave from), capacity, picture and the area's attributes. Offers of the four wallet products (HLT, ACT, RST, STY) are the ones the legacy list GET /api/offers gives; GET /api/offers/{id} and the reservations give any area's. */
        Offer: {
            offer_id: number;
            product_code: components["schemas"]["ProductArea"];
            name: string;
            destination: string;
            country_code: string;
            description: string;
            /** @description Out of 5; null while unrated. */
            rating: number | null;
            /**
             * @description NIGHT (hotels, hotel deals, resorts, stays, holiday stays, condos), DAY (cars), WEEK (weeks), PERSON (activities, flights, cruises, packages, dream trips), TRIP (transfers).
             * @enum {unknown}
             */
            price_unit: "NIGHT" | "DAY" | "WEEK" | "PERSON" | "TRIP";
            /** @description The lowest price per unit. */
            price_usd: number;
            /** @description Most guests one unit holds (NIGHT and WEEK offers, per room or unit) or one booking brings (the others). */
            max_guests: number;
            /** @description ISO weekday (1 Monday … 7 Sunday) a WEEK offer's week, or a sailing or departure, starts on; null for any day. */
            start_weekday: number | null;
            place: components["schemas"]["Place"];
            /** @description Where flights and packages leave from; null elsewhere. */
            origin: components["schemas"]["Origin"] | null;
            /** @description Shaped per area: see the allOf below. */
            attributes: Record<string, never>;
            image: string;
        } & (unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown);
        Origin: {
            destination_id: number;
            /** @description In the request's language where translated. */
            name: string;
            airport_code: string;
        };
        /**
         * @description An internal product area (spec §1, the product codes).
         * @enum {unknown}
         */
        ProductArea: "DTPS" | "HLTGD" | "HLT" | "SBM" | "PKG" | "STY" | "CND" | "RST" | "WEK" | "CRU" | "FLT" | "CAR" | "TRA" | "ACT";
        OfferSearchRequest: {
            /** @description A product area code (case-insensitive). */
            area: string;
            /** @description A destination's id (from /api/destinations/suggest). */
            destination_id?: number | string;
            /** @description A case- and accent-insensitive part of the destination's name in any seeded language. */
            destination?: string;
            /** @description Flights and packages only, where they leave from (a destination id). */
            origin_id?: number | string;
            /**
             * Format: date
             * @description Check-in, pick-up, departure, sailing or activity day.
             */
            check_in: string;
            /** @description Check-out or drop-off; required for NIGHT and DAY areas, ignored elsewhere. */
            check_out?: string | null;
            /**
             * @description Guests or passengers.
             * @default 2
             */
            guests: number;
            /** @default 1 */
            rooms: number;
            filters?: {
                /** @description On the total in USD. */
                price_min?: number;
                /** @description On the total in USD. */
                price_max?: number;
                min_rating?: number;
                stars?: number[];
                /** @description Only offers whose cancellation is still free today. */
                free_cancellation?: boolean;
                /** @description Every one of these amenity codes. */
                amenities?: string[];
                /** @description Flights, packages and cruises (ECONOMY, BUSINESS...; INSIDE, BALCONY...). */
                cabin?: string;
                /** @description Cars (ECONOMY, COMPACT, SUV, PREMIUM, VAN). */
                car_class?: string;
                /** @description Flights. */
                max_stops?: number;
            };
            /**
             * @default best
             * @enum {unknown}
             */
            sort: "best" | "price" | "price_desc" | "rating";
            /** @default 1 */
            page: number;
            /** @default 20 */
            size: number;
        };
        Place: {
            destination_id: number;
            name: string;
            country_code: string;
            airport_code: string;
            latitude: number;
            longitude: number;
        };
        DestinationSuggestion: {
            destination_id: number;
            /** @description In the request's language where translated. */
            name: string;
            country_code: string;
            airport_code: string;
            latitude: number;
            longitude: number;
            /** @description Offers there (of the area asked for, if any). */
            offer_count: number;
        };
        CancellationTerms: {
            /** @enum {unknown} */
            policy_code: "FLEXIBLE" | "MODERATE" | "STRICT" | "NON_REFUNDABLE";
            /** @description Whether cancelling today is free. */
            free_cancellation: boolean;
            /**
             * Format: date
             * @description The last day a cancellation is free.
             */
            free_until: string | null;
            /** @description Kept after that (100 = nothing refunded). */
            fee_percent: number;
            /** @description The terms in the request's language. */
            summary: string;
        };
        DayPrice: {
            /** Format: date */
            day: string;
            /** @description The day's price per unit. */
            price_usd: number;
            /** @description Rooms, seats, cars... left; 0: sold out. */
            units_left: number;
        };
        TripPrice: {
            offer_id: number;
            area: components["schemas"]["ProductArea"];
            /** @enum {unknown} */
            price_unit: "NIGHT" | "DAY" | "WEEK" | "PERSON" | "TRIP";
            /** Format: date */
            check_in: string;
            /**
             * Format: date
             * @description The day after the last day covered (check_out, or check_in + 1).
             */
            end_day: string;
            guests: number;
            rooms: number;
            available: boolean;
            /** @description The trip's total (the booking's subtotal_usd); null when not available. */
            total_usd: number | null;
            /** @description Units taken on each day covered. */
            units_needed: number;
            /** @description The days covered that are on sale, in order. */
            days: components["schemas"]["DayPrice"][];
            /** @description Why the trip cannot be booked; null when available. */
            refusal: {
                /** @enum {unknown} */
                code: "NOT_ON_SALE" | "SOLD_OUT" | "TOO_MANY_GUESTS";
                /** Format: date */
                day: string | null;
                message: string;
            } | null;
        };
        OfferSearchResult: {
            offer_id: number;
            area: components["schemas"]["ProductArea"];
            name: string;
            description: string;
            destination: components["schemas"]["Place"];
            /** @description Where flights and packages leave from; null elsewhere. */
            origin: components["schemas"]["Origin"] | null;
            rating: number | null;
            review_count: number;
            stars: number | null;
            amenities: string[];
            /** @description Shaped per area: see the allOf below. */
            attributes: Record<string, never>;
            /** @enum {unknown} */
            price_unit: "NIGHT" | "DAY" | "WEEK" | "PERSON" | "TRIP";
            /** @description The lowest day price (the offer's price_usd). */
            price_from_usd: number;
            /** @description The total for the dates and party. */
            total_usd: number;
            /** @description Nights, rental days, or 1 for a start day. */
            days: number;
            max_guests: number;
            /** @description The fewest rooms, seats, cars... left over the days covered. */
            units_left: number;
            cancellation: components["schemas"]["CancellationTerms"];
            image: string;
        } & (unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown);
        HotelAttributes: {
            /** @enum {unknown} */
            board: "ROOM_ONLY" | "BREAKFAST" | "HALF_BOARD" | "ALL_INCLUSIVE";
            room_type: string;
            /** @description Hotel deals. */
            discount_percent?: number;
            /** @description Hotel deals: the price before the discount. */
            was_price_usd?: number;
        };
        RentalAttributes: {
            /** @enum {unknown} */
            property_type: "APARTMENT" | "VILLA" | "COTTAGE" | "LOFT" | "CONDO" | "HOUSE";
            bedrooms: number;
            bathrooms: number;
            sleeps: number;
            /** @description Weeks, the nights from the start day. */
            nights?: number;
            /** @description Weeks. */
            resort?: string;
        };
        ActivityAttributes: {
            duration_hours: number;
            meeting_point: string;
        };
        DreamTripAttributes: {
            nights: number;
            inclusions: string[];
            guided: boolean;
            group_size_max: number;
        };
        FlightLeg: {
            carrier_code: string;
            carrier: string;
            flight_number: string;
            /** @description IATA airport code. */
            from: string;
            to: string;
            /** @description Local time. */
            departs_at: string;
            /** @description Local time. */
            arrives_at: string;
            /** @description Days after the departure day. */
            arrival_day_offset: number;
            duration_minutes: number;
        };
        FlightAttributes: {
            /** @enum {unknown} */
            cabin: "ECONOMY" | "PREMIUM_ECONOMY" | "BUSINESS" | "FIRST";
            stops: number;
            checked_bags: number;
            legs: components["schemas"]["FlightLeg"][];
        };
        PackageAttributes: {
            nights: number;
            stay: {
                /** @description The hotel offer the package stays at. */
                offer_id: number;
                name: string;
                stars: number | null;
            };
            flight: components["schemas"]["FlightAttributes"];
        };
        CarPlace: {
            name: string;
            airport_code: string | null;
        };
        CarAttributes: {
            /** @enum {unknown} */
            car_class: "ECONOMY" | "COMPACT" | "SUV" | "PREMIUM" | "VAN";
            model: string;
            /** @enum {unknown} */
            transmission: "AUTOMATIC" | "MANUAL";
            seats: number;
            bags: number;
            pick_up: components["schemas"]["CarPlace"];
            drop_off: components["schemas"]["CarPlace"];
        };
        CruiseAttributes: {
            ship: string;
            nights: number;
            /** @enum {unknown} */
            cabin: "INSIDE" | "OCEAN_VIEW" | "BALCONY" | "SUITE";
            itinerary: {
                day: number;
                port: string;
            }[];
        };
        TransferAttributes: {
            /** @enum {unknown} */
            vehicle: "SEDAN" | "MINIVAN" | "MINIBUS";
            from: string;
            to: string;
            distance_km: number;
            duration_minutes: number;
        };
        ReservationCard: {
            card_code: string;
            /** @description The user's card spent (for org_certificate, the card recorded for the bought certificate). */
            payment_card_id: number;
            /** @enum {unknown} */
            kind: "certificate" | "discount" | "cash" | "org_certificate";
            name: string;
            /** @description In the card's currency. */
            amount_used: number;
        };
        PaymentProviderError: {
            error: {
                code: string;
                message: string;
                param?: string;
            };
        };
        PaymentProviderPayment: {
            id: string;
            /** @enum {unknown} */
            status: "requires_payment_method" | "requires_action" | "succeeded" | "canceled";
            amount_minor: number;
            /** @description The amount as a decimal in major units: "1234.50". */
            amount: string;
            currency: string;
            description: string;
            reference: string;
            amount_refunded_minor: number;
            card: {
                brand: string;
                last4: string;
            } | null;
            last_error: {
                code: string;
                message: string;
            } | null;
            /** Format: uri */
            checkout_url: string;
            /** Format: date-time */
            created_at: string;
        };
        Checkout: {
            checkout_id: string;
            /** @enum {unknown} */
            status: "AWAITING_PAYMENT" | "CONFIRMED" | "CANCELLED" | "FAILED";
            currency: string;
            /** @description What the card pays (the booking's total), in `currency`. */
            amount_due: number;
            /** @description The provider's page where the traveller pays (null until the provider answered). */
            checkout_url: string | null;
            /** @description The provider's last error (a declined card), or why a paid checkout could not book. */
            failure: string | null;
            /** @description The card that paid, once one was tried. */
            card: {
                brand: string;
                last4: string;
            } | null;
            reservation_id: number | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description The body of action create (POST /api/reservations). */
        ReservationCreateRequest: {
            token?: string;
            /** @constant */
            action: "create";
            request_id: string;
            offer_id: number | string;
            /** Format: date */
            check_in: string;
            /** Format: date */
            check_out?: string | null;
            /** @description Guests or passengers; at most the offer's max_guests × rooms (NIGHT, WEEK) or max_guests (the others), else 400. */
            guests: number;
            /**
             * @description Rooms (NIGHT offers) or units (WEEK offers), not more than guests; ignored (1) for the other units.
             * @default 1
             */
            rooms: number;
            currency: string;
            total: number;
            subtotal_usd: number;
            total_usd: number;
            cards?: components["schemas"]["ReservationCardRequest"][];
            /** @description Who travels, the lead traveller first; at most `guests` names. */
            travellers?: components["schemas"]["ReservationTraveller"][];
            contact?: components["schemas"]["ReservationContact"];
            /** @description Agents only - the quote this booking takes (quote_id of getQuoteList); see create's rules. */
            agent_quote_id?: number | null;
        };
        /** @description A traveller's name as on their travel documents. */
        ReservationTraveller: {
            first_name: string;
            last_name: string;
        };
        /** @description How to reach the travellers about the trip; each part may be null. */
        ReservationContact: {
            email?: string | null;
            phone?: string | null;
        };
        /** @description A card a new reservation spends; amount_used in the card's currency. */
        ReservationCardRequest: {
            card_code: string;
            payment_card_id: number | string;
            /** @enum {unknown} */
            kind: "certificate" | "discount" | "cash" | "org_certificate";
            amount_used: number;
        };
        Reservation: {
            reservation_id: number;
            /** @description e.g. WH-7K3Q9Z. */
            reference: string;
            offer: components["schemas"]["Offer"];
            /** Format: date */
            check_in: string;
            /**
             * Format: date
             * @description Null for activities.
             */
            check_out: string | null;
            guests: number;
            /** @description Rooms or units booked (NIGHT and WEEK offers); 1 for the others. */
            rooms: number;
            /** @enum {unknown} */
            status: "CONFIRMED" | "CANCELLED";
            currency: string;
            /** @description What the traveller paid, in `currency`. */
            total: number;
            cards: components["schemas"]["ReservationCard"][];
            /** Format: date-time */
            booked_at: string;
            /** @description Who travels, the lead traveller first (empty when none were named). */
            travellers?: components["schemas"]["ReservationTraveller"][];
            /** @description How to reach the travellers; null when none was given. */
            contact?: components["schemas"]["ReservationContact"] | null;
            /** @description The card that paid (its brand and last four digits) and what it paid; null when no card did. */
            payment?: {
                card_brand: string;
                card_last4: string;
                amount: number;
                currency: string;
            } | null;
            /** @description The offer's cancellation terms as they stand today while the reservation can be cancelled (CONFIRMED, check-in after today); else null. */
            cancellation_terms?: components["schemas"]["CancellationTerms"] | null;
            /** @description The share of what was paid that cancelling today would give back; null when it cannot be cancelled. */
            refund_percent_today?: number | null;
            /** @description How it was cancelled (through /api/reservations/cancel); null otherwise. */
            cancellation?: {
                /** Format: date-time */
                cancelled_at: string;
                refund_percent: number;
                currency: string;
                /** @description Given back to the payment card, in `currency`. */
                card_refund: number;
                /**
                 * @description NONE when nothing goes back to a card; PENDING until the provider confirms it.
                 * @enum {unknown}
                 */
                card_refund_status: "NONE" | "PENDING" | "REFUNDED";
                /** @description Codes of the certificates and discount cards given back to the wallet. */
                cards_returned: string[];
            } | null;
        };
    };
    responses: {
        /** @description The Idempotency-Key was already used for a different request (code IDEMPOTENCY_KEY_REUSED); nothing was written. */
        IdempotencyKeyReused: {
            headers: {
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    status: 0;
                    /** @constant */
                    code: "IDEMPOTENCY_KEY_REUSED";
                    message: string;
                };
            };
        };
        /** @description Malformed JSON ("Malformed JSON body"), a body that is not a JSON object, a field of the wrong type, or text with control characters (NUL...) or lone surrogates ("<field> contains characters that are not allowed"). A body over 1 MiB is refused with 413 and the connection is closed. */
        BadRequest: {
            headers: {
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unknown path ("Not found"). */
        NotFound: {
            headers: {
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Missing, invalid, expired or revoked session token ("Session expired"). */
        Unauthorized: {
            headers: {
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The signed-in user may not read or change another user's data. */
        Forbidden: {
            headers: {
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The signed-in account is not an agent (code AGENT_ONLY). */
        AgentOnly: {
            headers: {
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AgentErrorResponse"];
            };
        };
        /** @description Unexpected error ("Internal error"); details only in the upstream log. */
        InternalError: {
            headers: {
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
        AcceptLanguage: string;
        /** @description A key the client draws once per write (8 to 64 letters, digits, - or _) and sends again with every retry of it. The write happens once per key: a retry (after a timeout) or a concurrent duplicate gets the first answer, with no second write. Refusals that wrote nothing are not kept (a retry is evaluated again). The same key with a different request is a 422 IDEMPOTENCY_KEY_REUSED; a malformed key a 400. Keys are kept 24 hours. */
        IdempotencyKey: string;
    };
    requestBodies: {
        /** @description The session token in `token`, unless sent as `Authorization: Bearer`. */
        ProfileToken: {
            content: {
                "application/json": {
                    token?: string;
                };
            };
        };
        /** @description The offer, and the session token in `token` unless sent as `Authorization: Bearer`. */
        FavouriteOffer: {
            content: {
                "application/json": {
                    token?: string;
                    offer_id: components["schemas"]["IdValue"];
                };
            };
        };
        Empty: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        Key: {
            content: {
                "application/json": {
                    /** @description The key from the emailed link. */
                    key?: string;
                };
            };
        };
        SavingsMember: {
            content: {
                "application/json": {
                    email: string;
                    userId: number | string;
                    memberid: string;
                };
            };
        };
    };
    headers: {
        /** @description The same answer for everyone, read from reference data. Shared caches (the gateway) may keep it 5 minutes; the upstream drops its own copy at once when the data is written. */
        CacheControlReference: "public, max-age=300";
        /** @description The answer depends on the request's Accept-Language; shared caches keep one copy per value. */
        VaryLanguage: "Accept-Language";
        /** @description Exchange rates, refreshed daily; a copy may be kept 1 minute. */
        CacheControlRates: "public, max-age=60";
        /** @description A drawn picture, the same until the offer's name or place changes; kept a day. */
        CacheControlImage: "public, max-age=86400";
        /** @description Personal, session, write, developer and live-edited (site styles) answers, and every error: never kept. */
        CacheControlNoStore: "no-store";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCountryCat: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The country list. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlReference"];
                    Vary: components["headers"]["VaryLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryCatList"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    getCountry: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The country list. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlReference"];
                    Vary: components["headers"]["VaryLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    getNationalityCat: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The nationality list. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlReference"];
                    Vary: components["headers"]["VaryLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NationalityList"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    getNationalities: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The nationality list. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlReference"];
                    Vary: components["headers"]["VaryLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NationalityList"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    getCurrencyinfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description Currency and language details. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlReference"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyInfoResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    getCurrencyRate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CurrencyRateRequest"];
            };
        };
        responses: {
            /** @description The rates (status 1), or status 0 with message "Unknown currency XYZ" when a code has no known rate. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlRates"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyRateResponse"] | components["schemas"]["UnknownCurrencyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    getIp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ip: string;
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getGeolocationByIp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description An IPv4 or IPv6 address. */
                    ip?: string;
                };
            };
        };
        responses: {
            /** @description The location; nulls when the address is private, loopback or unknown. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeolocationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    getSiteConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The site configuration. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlReference"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteConfigResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    getWhiteLabelCss: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageCodeRequest"];
            };
        };
        responses: {
            /** @description The page's white-label CSS. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            pageCode: string;
                            css: string;
                            stylesheets: string[];
                        };
                    };
                };
            };
            /** @description pageCode missing or not a page code (upper-case letters, digits or _, starting with a letter). */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getCssPreAndPostLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pageCode: string;
                    apikey: string;
                };
            };
        };
        responses: {
            /** @description The page's CSS before and after login. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            pageCode: string;
                            preLogin: string;
                            postLogin: string;
                        };
                    };
                };
            };
            /** @description pageCode or apikey missing or malformed ("apikey is required", ...). */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No organisation has this API key ("Unknown site API key", code UNKNOWN_API_KEY). */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 0;
                        /** @constant */
                        code: "UNKNOWN_API_KEY";
                        message: string;
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getCss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stylesheet. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/css": string;
                };
            };
            /** @description Not a stylesheet name. */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The organisation has no stylesheet of that name ("No stylesheet of that name"). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            /** @description Signed in (status 1) or refused (status 0). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInSuccess"] | components["schemas"]["SignInFailure"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    ssoSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    jsonSingIn?: {
                        sso_token?: string;
                    };
                    ipAddress?: string;
                    navAgent?: string;
                };
            };
        };
        responses: {
            /** @description Signed in (status 1 with result) or refused (status 0 with message). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        result: components["schemas"]["SignInResult"];
                    } | components["schemas"]["ErrorResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    checkLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The profile, the single-sign-on flag and, for such sessions, where to go when it ends. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckLoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The new session. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefreshResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    checkAccountForExists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    jsonSigUp?: {
                        email_id?: string;
                    };
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            data: {
                                /** @constant */
                                code: 404;
                            };
                            /** @constant */
                            resp: "";
                        } | {
                            data: {
                                /** @constant */
                                code: 201;
                            };
                            /** @constant */
                            resp: "This email is already registered. Please sign in.";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    validateAccessCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    jsonRegister?: {
                        accesscode?: string;
                        mastercode?: string;
                        email_id?: string;
                    };
                };
            };
        };
        responses: {
            /** @description status 1 when valid; status 0 with "Invalid Access Code" otherwise. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                /** @enum {unknown} */
                                status: 0 | 1;
                            };
                            /** @enum {unknown} */
                            resp: "" | "Invalid Access Code";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client draws once per write (8 to 64 letters, digits, - or _) and sends again with every retry of it. The write happens once per key: a retry (after a timeout) or a concurrent duplicate gets the first answer, with no second write. Refusals that wrote nothing are not kept (a retry is evaluated again). The same key with a different request is a 422 IDEMPOTENCY_KEY_REUSED; a malformed key a 400. Keys are kept 24 hours. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpRequest"];
            };
        };
        responses: {
            /** @description Created (code 200), already exists (code 201) or refused (status 0, code 400). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignUpResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    verifyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Key"];
        responses: {
            /** @description "Account verified" or "This verification link is invalid or has expired". */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email_id?: string;
                };
            };
        };
        responses: {
            /** @description Always the same answer, whether or not the account exists. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        /** @constant */
                        message: "If an account exists for this email, a reset link has been sent";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description "Password changed" with the account's email (the gateway lifts the account's sign-in limits with it), "This reset link is invalid or has expired", or the password rule's message. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusMessage"] | {
                        /** @constant */
                        status: 1;
                        message: string;
                        email: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    getInvitation: {
        parameters: {
            query: {
                mastercode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            /** @description "Invitation not found". */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    updatePrefCurrLang: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description For example EUR. */
                    currency_code?: string | null;
                    /** @description For example es-ES. */
                    language?: string | null;
                };
            };
        };
        responses: {
            /** @description Stored; the account's currency and language now. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            currency_code: string;
                            language: string;
                        };
                    };
                };
            };
            /** @description A malformed body, or a refused value with its code: UNKNOWN_CURRENCY ("currency_code is not a currency the site offers"), UNKNOWN_LANGUAGE ("language is not a language of the site") or NOTHING_TO_CHANGE ("Send currency_code, language or both"). */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] | {
                        /** @constant */
                        status: 0;
                        /** @enum {unknown} */
                        code: "UNKNOWN_CURRENCY" | "UNKNOWN_LANGUAGE" | "NOTHING_TO_CHANGE";
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusOne"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    userFqs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number | null;
                    /** @description IPv4 or IPv6; the caller's address when empty. */
                    ip?: string;
                    action: string;
                };
            };
        };
        responses: {
            /** @description Recorded. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusOne"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    devOutbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mails. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["OutboxMail"][];
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    devReplaceSiteStyles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pageCode: string;
                    /** @enum {unknown} */
                    phase: "both" | "before_login" | "after_login";
                    css: string;
                };
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            pageCode: string;
                            /** @enum {unknown} */
                            phase: "both" | "before_login" | "after_login";
                            css: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    outboxPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getSavingsMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SavingsMember"];
        responses: {
            /** @description The membership (code 200), or code 404 with data null. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["SavingsMember"];
                    } | {
                        code: number;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    setSavingsMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SavingsMember"];
        responses: {
            /** @description Saved, or already saved. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "OK";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    savingsCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reqSaving: {
                        members: components["schemas"]["SavingsImportMember"][];
                    };
                };
            };
        };
        responses: {
            /** @description The provider's count of valid members (exactly 1 means the member joined). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidMembersCount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            /** @description The provider could not be reached ("Savings provider unavailable"), failed ("Savings provider failed (HTTP 500)") or answered nonsense ("Savings provider answered with malformed data"). */
            502: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider did not answer in time ("Savings provider did not answer in time"). */
            504: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCampaignList: {
        parameters: {
            query?: {
                /** @description Promotion (the default), Referral, Cashback...; matched case-insensitively. */
                campaign_type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaigns (an unknown type has none). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["Campaign"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getReferralList: {
        parameters: {
            query: {
                /** @description The campaign id. */
                program: string;
                /** @description Referrals per page, 5 by default, 50 at most (larger values are capped). */
                per_page?: string;
                /** @description The page, 1-based (1 by default). */
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["ReferralPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getActionsList: {
        parameters: {
            query: {
                /** @description The signed-in user's id (a member may only read their own; 403 otherwise). */
                member: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The actions. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["ReferralAction"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getReferralCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The campaign id. */
                    program: string | number;
                };
            };
        };
        responses: {
            /** @description The code. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            referral_code: string;
                            program: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such campaign ("program is not a campaign of this organisation"). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getLoyaltyState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["LoyaltyState"];
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getPaymentCardByOrg: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    org_id?: number | string;
                };
            };
        };
        responses: {
            /** @description The catalogue. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlReference"];
                    Vary: components["headers"]["VaryLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            data: components["schemas"]["PaymentCard"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No such organisation ("Organisation not found"). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getPaymentCardByUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description The wallet, as a one-entry list. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            data: components["schemas"]["UserWallet"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["ProfileToken"];
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    /** @enum {unknown} */
                    title: "Miss" | "Mr" | "Mrs";
                    first_name: string;
                    last_name: string;
                    nationality_id: components["schemas"]["IdValue"];
                    country_id: components["schemas"]["IdValue"];
                    phone_country_code?: string | null;
                    mobile_no?: string | null;
                };
            };
        };
        responses: {
            /** @description The profile as stored now. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    listSavedTravelers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["ProfileToken"];
        responses: {
            /** @description The saved travellers. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            data: components["schemas"]["SavedTraveler"][];
                            /** @constant */
                            max_travelers: 20;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    saveTraveler: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client draws once per write (8 to 64 letters, digits, - or _) and sends again with every retry of it. The write happens once per key: a retry (after a timeout) or a concurrent duplicate gets the first answer, with no second write. Refusals that wrote nothing are not kept (a retry is evaluated again). The same key with a different request is a 422 IDEMPOTENCY_KEY_REUSED; a malformed key a 400. Keys are kept 24 hours. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    traveler_id?: components["schemas"]["IdValue"];
                    /** @enum {unknown} */
                    title: "Miss" | "Mr" | "Mrs";
                    first_name: string;
                    last_name: string;
                    age_band: components["schemas"]["AgeBand"];
                    nationality_id?: components["schemas"]["IdValue"];
                    passport_number?: string | null;
                    passport_country_id?: components["schemas"]["IdValue"] | null;
                    /** Format: date */
                    passport_expiry?: string | null;
                    loyalty_programs?: components["schemas"]["LoyaltyMembership"][];
                };
            };
        };
        responses: {
            /** @description The traveller as stored now. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["SavedTraveler"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such saved traveller of this account ("Saved traveller not found"). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The account already has 20 saved travellers. */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 0;
                        /** @constant */
                        code: "TRAVELER_LIMIT";
                        message: string;
                    };
                };
            };
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteSavedTraveler: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    traveler_id: components["schemas"]["IdValue"];
                };
            };
        };
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusOne"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such saved traveller of this account ("Saved traveller not found"). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listFavourites: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    token?: string;
                    page?: components["schemas"]["IdValue"];
                    per_page?: components["schemas"]["IdValue"];
                };
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["FavouritePage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    saveFavourite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FavouriteOffer"];
        responses: {
            /** @description The offer is saved. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            offer_id: number;
                            /** @constant */
                            saved: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such offer ("Offer not found"). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The account keeps 200 favourites already (code FAVOURITE_LIMIT). */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 0;
                        /** @constant */
                        code: "FAVOURITE_LIMIT";
                        message: string;
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    removeFavourite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FavouriteOffer"];
        responses: {
            /** @description The offer is not among the favourites now. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            offer_id: number;
                            /** @description Whether it was saved before. */
                            removed: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    listOffers: {
        parameters: {
            query?: {
                /** @description HLT, ACT, RST or STY (case-insensitive); absent or empty for every product; anything else is a 400 ("product must be one of HLT, ACT, RST, STY"). */
                product?: string;
                /** @description Case- and accent-insensitive part of the destination ("lis" finds Lisbon, "cancun" Cancún); at most 100 characters. */
                destination?: string;
            };
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offers (none may match). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlReference"];
                    Vary: components["headers"]["VaryLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            data: components["schemas"]["Offer"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    getOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The offer id; not a positive whole number → 400 "id must be an offer id (a positive whole number)". */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlReference"];
                    Vary: components["headers"]["VaryLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["Offer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No such offer ("Offer not found"). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    searchOffers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferSearchRequest"];
            };
        };
        responses: {
            /** @description One page of the available offers (none may match). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            results: components["schemas"]["OfferSearchResult"][];
                            /** @description Offers matching in all pages. */
                            total: number;
                            page: number;
                            size: number;
                            pages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    priceTrip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offer_id: number | string;
                    /** Format: date */
                    check_in: string;
                    /**
                     * Format: date
                     * @description Required for NIGHT and DAY offers; ignored elsewhere.
                     */
                    check_out?: string | null;
                    /** @default 2 */
                    guests?: number;
                    /** @default 1 */
                    rooms?: number;
                };
            };
        };
        responses: {
            /** @description The trip's price and availability. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["TripPrice"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No such offer ("Offer not found"). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    offerCalendar: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The days. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            offer_id: number;
                            area: components["schemas"]["ProductArea"];
                            /** @enum {unknown} */
                            price_unit: "NIGHT" | "DAY" | "WEEK" | "PERSON" | "TRIP";
                            max_guests: number;
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            days: components["schemas"]["DayPrice"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No such offer ("Offer not found"). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getOfferImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The offer id; not a positive whole number → 400 "id must be an offer id (a positive whole number)". */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlImage"];
                    Vary: components["headers"]["VaryLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No such offer ("Offer not found"). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    suggestDestinations: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    query?: string;
                    area?: string | null;
                    /** @default 10 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The matching destinations (none may match). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlReference"];
                    Vary: components["headers"]["VaryLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["DestinationSuggestion"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    reservations: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    /** @constant */
                    action: "list";
                } | {
                    token?: string;
                    /** @constant */
                    action: "find";
                    request_id: string;
                } | components["schemas"]["ReservationCreateRequest"];
            };
        };
        responses: {
            /** @description The reservations (list), the reservation of a request id or null (find), or the reservation booked now or before (create). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            data: components["schemas"]["Reservation"][];
                        };
                    } | {
                        /** @constant */
                        status: 1;
                        /** @description True when the request_id had already booked this reservation. */
                        duplicate: boolean;
                        data: components["schemas"]["Reservation"];
                    } | {
                        /** @constant */
                        status: 1;
                        /** @description The reservation booked with the request id (find), or null. */
                        reservation: components["schemas"]["Reservation"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The account may not book (code BOOKING_NOT_ALLOWED). */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodedErrorResponse"];
                };
            };
            /** @description No such offer ("Offer not found"). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A card cannot be spent (code CARD_NOT_USABLE, CARD_ALREADY_USED, CASH_CARD_NOT_ENABLED, CASH_CARD_OVER_BALANCE or CASH_CARD_OVER_DUE), a day of the trip is not on sale or lacks units (SOLD_OUT, naming the day), or subtotal_usd is not the calendar's total (PRICE_CHANGED, naming the current total), or agent_quote_id is not the agent's open quote of this trip (QUOTE_NOT_OPEN); nothing was booked. */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodedErrorResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    cancelReservation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    reservation_id: components["schemas"]["IdValue"];
                };
            };
        };
        responses: {
            /** @description The reservation, CANCELLED, with its `cancellation`. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        /** @description True when an earlier request had cancelled it. */
                        duplicate: boolean;
                        data: components["schemas"]["Reservation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such reservation of the traveller ("Reservation not found"). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The trip has started (code TRIP_STARTED); nothing was changed. */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodedErrorResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    checkouts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    /** @enum {unknown} */
                    action: "complete" | "find";
                    checkout_id: string;
                } | {
                    token?: string;
                    /** @constant */
                    action: "start";
                    /** @description The site's page the traveller comes back to (the checkout's id is added as `checkout`); SITE_URL/checkout/return when absent. */
                    return_url?: string;
                    request_id: string;
                    offer_id: number | string;
                    /** Format: date */
                    check_in: string;
                    /** Format: date */
                    check_out?: string | null;
                    guests: number;
                    currency: string;
                    total: number;
                    subtotal_usd: number;
                    total_usd: number;
                    cards?: {
                        card_code: string;
                        payment_card_id: number | string;
                        /** @enum {unknown} */
                        kind: "certificate" | "discount" | "cash" | "org_certificate";
                        amount_used: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description The checkout and, once it is CONFIRMED (or when nothing was left to pay), its reservation. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            checkout: components["schemas"]["Checkout"] | null;
                            reservation: components["schemas"]["Reservation"] | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The account may not book (code BOOKING_NOT_ALLOWED). */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodedErrorResponse"];
                };
            };
            /** @description No such offer ("Offer not found") or checkout of the user ("Checkout not found"). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A start whose trip is sold out (SOLD_OUT, naming the day) or priced otherwise now (PRICE_CHANGED), before any payment is asked for; or a card cannot be spent (start with nothing left to pay; codes as POST /api/reservations). */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodedErrorResponse"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description The payment provider could not be reached ("Payment provider unavailable") or answered nonsense ("Payment provider answered with malformed data"). */
            502: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The payment provider did not answer in time ("Payment provider did not answer in time"). */
            504: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    checkoutNotify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payment_id: string;
                };
            };
        };
        responses: {
            /** @description Settled (or still to pay). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No checkout has this payment ("Checkout not found"). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description The payment provider could not be reached or answered nonsense. */
            502: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The payment provider did not answer in time. */
            504: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    agentClientList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentTokenBody"];
            };
        };
        responses: {
            /** @description The clients and how many there are. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            count: number;
                            data: components["schemas"]["AgentClient"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AgentOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    agentAddClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client draws once per write (8 to 64 letters, digits, - or _) and sends again with every retry of it. The write happens once per key: a retry (after a timeout) or a concurrent duplicate gets the first answer, with no second write. Refusals that wrote nothing are not kept (a retry is evaluated again). The same key with a different request is a 422 IDEMPOTENCY_KEY_REUSED; a malformed key a 400. Keys are kept 24 hours. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    client: {
                        name: string;
                        email: string;
                        phone_country_code?: string | null;
                        phone?: string | null;
                        nationality_id?: number | string | null;
                        notes?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description The client added. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["AgentClient"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AgentOnly"];
            /** @description The agent already has a client with this email (code CLIENT_EXISTS). */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentErrorResponse"];
                };
            };
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    agentQuoteList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentTokenBody"];
            };
        };
        responses: {
            /** @description The quotes. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            data: components["schemas"]["AgentQuote"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AgentOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    agentNewQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client draws once per write (8 to 64 letters, digits, - or _) and sends again with every retry of it. The write happens once per key: a retry (after a timeout) or a concurrent duplicate gets the first answer, with no second write. Refusals that wrote nothing are not kept (a retry is evaluated again). The same key with a different request is a 422 IDEMPOTENCY_KEY_REUSED; a malformed key a 400. Keys are kept 24 hours. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    client_id: components["schemas"]["IdValue"];
                    offer_id: components["schemas"]["IdValue"];
                    /** Format: date */
                    check_in: string;
                    /** Format: date */
                    check_out?: string | null;
                    /** @default 2 */
                    guests?: number;
                    /** @default 1 */
                    rooms?: number;
                };
            };
        };
        responses: {
            /** @description The quote, as getQuoteList gives it. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["AgentQuote"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AgentOnly"];
            /** @description The client is not one of the agent's (CLIENT_NOT_FOUND) or the offer is unknown (OFFER_NOT_FOUND). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentErrorResponse"];
                };
            };
            /** @description The trip is not available (NOT_ON_SALE, SOLD_OUT naming the day, TOO_MANY_GUESTS). */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentErrorResponse"];
                };
            };
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    agentDeclineQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    quote_id: components["schemas"]["IdValue"];
                };
            };
        };
        responses: {
            /** @description The quote, as getQuoteList gives it. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: components["schemas"]["AgentQuote"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AgentOnly"];
            /** @description No such quote of this agent (QUOTE_NOT_FOUND). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentErrorResponse"];
                };
            };
            /** @description The quote is not OPEN (QUOTE_NOT_OPEN). */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentErrorResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    agentBookingHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's language: the product content (offer texts, card names, country names) is answered in the primary language of the first entry ("es-ES" → Spanish) where the seeded content has a translation into it, else in English. Without the header: English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentTokenBody"];
            };
        };
        responses: {
            /** @description The reservations. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 1;
                        data: {
                            data: components["schemas"]["Reservation"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AgentOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    savingsProviderImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    members: components["schemas"]["SavingsImportMember"][];
                };
            };
        };
        responses: {
            /** @description How many of the members were valid. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidMembersCount"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Failure ("Savings provider failure" in the "fail" test mode). */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A hanging import ended because the server is closing. */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    savingsProviderDirector: {
        parameters: {
            query: {
                cvt: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The "Today's savings" welcome of the member. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The "We could not recognise your membership" page (unknown or malformed cvt). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    savingsProviderMode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mode. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavingsProviderMode"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    setSavingsProviderMode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    mode: "ok" | "fail" | "hang" | "garbage" | "count0" | "count2";
                };
            };
        };
        responses: {
            /** @description The mode now in force. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavingsProviderMode"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    identityProviderConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Issuer, endpoints and algorithms. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        issuer: string;
                        /** Format: uri */
                        authorization_endpoint: string;
                        /** Format: uri */
                        jwks_uri: string;
                        response_types_supported: "id_token"[];
                        subject_types_supported: "public"[];
                        id_token_signing_alg_values_supported: "ES256"[];
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    identityProviderJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JSON Web Key Set. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            /** @constant */
                            kty: "EC";
                            /** @constant */
                            crv: "P-256";
                            x: string;
                            y: string;
                            kid: string;
                            /** @constant */
                            alg: "ES256";
                            /** @constant */
                            use: "sig";
                        }[];
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    identityProviderSignedOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-out page. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    identityProviderAuthorize: {
        parameters: {
            query: {
                client_id: string;
                redirect_uri: string;
                response_type?: string;
                state?: string;
                nonce?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page with its email, first-name and last-name form. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page saying why the request cannot be served (unknown client, redirect_uri not allowed…). */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    identityProviderContinue: {
        parameters: {
            query: {
                client_id: string;
                redirect_uri: string;
                response_type?: string;
                state?: string;
                nonce?: string;
                email: string;
                given_name?: string;
                family_name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Back to the site with the signed token (the page links there too). */
            302: {
                headers: {
                    Location?: string;
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The page again with the problem (an invalid email or name), or a refusal page. */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    paymentProviderCreatePayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeated request with the same key answers the first result. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description In the currency's minor unit (cents; yen). */
                    amount_minor?: unknown;
                    /** @description ISO 4217 code. */
                    currency?: unknown;
                    /** @description What is paid for, shown on the page. */
                    description?: unknown;
                    /** @description The merchant's reference, given back on every read. */
                    reference?: unknown;
                    /** @description Where the traveller goes after paying or cancelling, with payment_id added. */
                    return_url?: unknown;
                    /** @description Gets `{ type, payment_id }` when the payment succeeds or is cancelled. */
                    notify_url?: unknown;
                };
            };
        };
        responses: {
            /** @description The payment created before with the same Idempotency-Key. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviderPayment"];
                };
            };
            /** @description The payment created now. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviderPayment"];
                };
            };
            /** @description A field is refused (code invalid_request, param names it). */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviderError"];
                };
            };
            /** @description No or a wrong API key (code unauthorized). */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviderError"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    paymentProviderPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviderPayment"];
                };
            };
            /** @description No or a wrong API key (code unauthorized). */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviderError"];
                };
            };
            /** @description No such payment (code not_found). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviderError"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    paymentProviderRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeated request with the same key answers the first result. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description What to refund, in minor units; all that is left when absent. */
                    amount_minor?: unknown;
                };
            };
        };
        responses: {
            /** @description The refund and the payment after it. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        refund: {
                            id: string;
                            payment_id: string;
                            amount_minor: number;
                            /** @constant */
                            status: "succeeded";
                            /** Format: date-time */
                            created_at: string;
                        };
                        payment: components["schemas"]["PaymentProviderPayment"];
                    };
                };
            };
            /** @description The amount is not a whole number above zero (invalid_amount) or more than is left (amount_too_large). */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviderError"];
                };
            };
            /** @description No or a wrong API key (code unauthorized). */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviderError"];
                };
            };
            /** @description No such payment (code not_found). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviderError"];
                };
            };
            /** @description The payment has not succeeded (code payment_not_succeeded). */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviderError"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    paymentProviderCheckoutPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card form. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A payment waiting for its challenge goes to /pay/{id}/challenge. */
            303: {
                headers: {
                    Location?: string;
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No such payment. */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The payment was made or cancelled. */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    paymentProviderPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    name?: string;
                    number?: string;
                    expiry?: string;
                    cvc?: string;
                };
            };
        };
        responses: {
            /** @description Paid: back to return_url with payment_id; a challenge card: to /pay/{id}/challenge. */
            303: {
                headers: {
                    Location?: string;
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The form again with the refused field (number, expiry, code, name). */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The form again with the decline. */
            402: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No such payment. */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The payment was made or cancelled. */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    paymentProviderChallengePage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A payment not waiting for a challenge goes to its card form. */
            303: {
                headers: {
                    Location?: string;
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No such payment. */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The payment was made or cancelled. */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    paymentProviderAnswerChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {unknown} */
                    outcome?: "complete" | "fail";
                };
            };
        };
        responses: {
            /** @description The challenge again (it was not waiting). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Completed: back to return_url with payment_id; failed: to the card form, with the reason. */
            303: {
                headers: {
                    Location?: string;
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No such payment. */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The payment was made or cancelled. */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    paymentProviderCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled: back to return_url with payment_id. */
            303: {
                headers: {
                    Location?: string;
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No such payment. */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The payment was made or cancelled. */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
}
