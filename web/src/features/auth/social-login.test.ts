import { authorizationUrl, claimsOfIdToken, nonceOf, readSocialCallback } from "./social-login";

const stored = (state = "s1", returnTo = "/wallet") =>
  JSON.stringify({ provider: "GOOGLE", state, nonceSecret: "secret-1", returnTo });

const base64url = (json: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(json))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

describe("the social sign-in answer", () => {
  it("is accepted with the ID token and the state this tab sent", () => {
    expect(readSocialCallback("#id_token=a.b.c&state=s1", stored())).toEqual({
      ok: true,
      provider: "GOOGLE",
      idToken: "a.b.c",
      returnTo: "/wallet",
      state: "s1",
      nonceSecret: "secret-1",
    });
  });

  it("makes the nonce from the state and the secret as the upstream checks it", async () => {
    // base64url(SHA-256("s1.secret-1")), as upstream/src/accounts/social-nonce.ts computes it
    expect(await nonceOf("s1", "secret-1")).toBe("2fiuwRwD9oe7Wvp1A7v3Wi4b3E4tZvzoq1R1hTsJVGw");
  });

  it("is refused without a token, with another state, or with no request sent", () => {
    expect(readSocialCallback("#state=s1", stored())).toEqual({ ok: false });
    expect(readSocialCallback("#id_token=a.b.c&state=s2", stored())).toEqual({ ok: false });
    expect(readSocialCallback("#id_token=a.b.c&state=s1", null)).toEqual({ ok: false });
    expect(readSocialCallback("#id_token=a.b.c&state=s1", "{not json")).toEqual({ ok: false });
    expect(readSocialCallback("#error=access_denied&state=s1", stored())).toEqual({ ok: false });
  });

  it("returns only to a path on this site", () => {
    const answer = readSocialCallback("#id_token=t&state=s1", stored("s1", "//evil.example"));
    expect(answer).toMatchObject({ ok: true, returnTo: "/" });
  });
});

describe("authorizationUrl", () => {
  it("asks for an ID token sent back to /login/social", () => {
    const url = new URL(
      authorizationUrl(
        { provider: "GOOGLE", authorizationUrl: "https://idp.test/auth?x=1", clientId: "c1" },
        "http://127.0.0.1:4000",
        "st",
        "nn",
      ),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: "1",
      client_id: "c1",
      redirect_uri: "http://127.0.0.1:4000/login/social",
      response_type: "id_token",
      response_mode: "fragment",
      scope: "openid email profile",
      state: "st",
      nonce: "nn",
    });
  });
});

describe("claimsOfIdToken", () => {
  it("reads the email and names to fill in the sign-up form", () => {
    const token = `h.${base64url({ email: "zoë@example.com", given_name: "Zoë", family_name: "Núñez" })}.s`;
    expect(claimsOfIdToken(token)).toEqual({
      email: "zoë@example.com",
      firstName: "Zoë",
      lastName: "Núñez",
    });
    expect(claimsOfIdToken("garbage")).toEqual({ email: "", firstName: "", lastName: "" });
  });
});
