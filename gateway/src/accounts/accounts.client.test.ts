// The accounts client against the mocked upstream: paths, bodies and bearer headers.
import { accountsDb } from "../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../testing/upstream-handlers";
import { useUpstreamMock } from "../testing/upstream-mock";
import { createUpstreamHttp } from "../upstream/http";
import { createAccountsClient } from "./accounts.client";

useUpstreamMock();
const client = createAccountsClient(
  createUpstreamHttp({ baseUrl: TEST_UPSTREAM_URL, timeoutMs: 1000 }),
);
const meta = { requestId: "req-1", clientIp: "203.0.113.5" };

describe("createAccountsClient", () => {
  it("signs in by single sign-on with jsonSingIn, ipAddress and navAgent", async () => {
    accountsDb.accounts[0]!.socialTokens.push("sso:sso-123");
    const answer = await client.ssoSignIn(meta, "sso-123", "203.0.113.5", "UA/1");
    expect(answer).toMatchObject({ ok: true, result: { userId: 7 } });
    expect(accountsDb.received[0]).toEqual({
      path: "/api/auth/signIn",
      authorization: null,
      body: { jsonSingIn: { sso_token: "sso-123" }, ipAddress: "203.0.113.5", navAgent: "UA/1" },
    });
    await expect(client.ssoSignIn(meta, "unknown", "", "")).resolves.toEqual({
      ok: false,
      message: "Single sign-on failed",
      code: null,
    });
  });

  it("checks the login with the bearer token and reads a 401 as no session", async () => {
    accountsDb.sessions["tok-a"] = 7;
    await expect(client.checkLogin(meta, "tok-a")).resolves.toMatchObject({
      profile: { userId: 7 },
    });
    await expect(client.checkLogin(meta, "tok-gone")).resolves.toBeNull();
    expect(accountsDb.received.map((r) => r.authorization)).toEqual([
      "Bearer tok-a",
      "Bearer tok-gone",
    ]);
  });

  it("reads a 404 invitation as null and encodes the master code", async () => {
    await expect(client.invitation(meta, "a&b=c")).resolves.toBeNull();
    expect(accountsDb.received[0]?.path).toBe("/api/signUp/invitation");
  });

  it("logs out with the bearer token and posts user activity", async () => {
    accountsDb.sessions["tok-b"] = 7;
    await expect(client.logout(meta, "tok-b")).resolves.toBe(true);
    await expect(client.logout(meta, "tok-b")).rejects.toMatchObject({ status: 401 });
    await client.userActivity(meta, { userId: 7, ip: "203.0.113.5", action: "logout" });
    expect(accountsDb.activity).toEqual([{ userId: 7, ip: "203.0.113.5", action: "logout" }]);
  });
});
