-- The demo organisation's session-out URL was seeded as https://partner.example.com/signed-out,
-- a page no fresh machine can reach. Organisations now name one only when they have their own;
-- otherwise the upstream answers SSO_SESSION_OUT_URL, else the stand-in identity provider's
-- signed-out page (accounts/identity-providers.ts). Forget the old seeded value.
UPDATE organisations
SET session_out_url = NULL
WHERE session_out_url = 'https://partner.example.com/signed-out';
