/**
 * The agent area and booking history in Chromium against the product as `npm start` runs it:
 * the demo agent sees the client list (and quotes and profile); a traveller opening
 * /agent/client-list gets the not-allowed page, and the same GraphQL query with the traveller's
 * bearer token is refused FORBIDDEN (UNAUTHENTICATED without one); a signed-out visitor to
 * /user/booking-history gets the sign-in dialog by itself and is back on that page once signed
 * in. Screenshots in tests/artifacts at 375 and 1280 px.
 */
import type { Page } from "playwright-core";
import { expectSignedIn, openAccountMenu, signIn } from "./support/account";
import { useLoopbackPages, productUrl, screenshot, viewports } from "./support/browser";

let page: Page;

const pages = useLoopbackPages();

async function openContext(viewport: { width: number; height: number }): Promise<void> {
  ({ page } = await pages.open({ viewport }));
}

async function signedInAs(email: string, password: string): Promise<void> {
  await page.goto(productUrl());
  await signIn(page, email, password);
  await expectSignedIn(page);
}

const noSidewaysScroll = async (width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

const CLIENTS_QUERY = "{ agentClients { name email } }";

/** Sends a GraphQL query the way a partner frontend does (no cookie: only the given headers). */
async function graphqlAs(headers: Record<string, string>, query: string) {
  const res = await fetch(`${productUrl()}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    data: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

async function bearerOf(email: string, password: string): Promise<Record<string, string>> {
  const body = await graphqlAs(
    {},
    `mutation { signIn(input: { email: ${JSON.stringify(email)}, password: ${JSON.stringify(
      password,
    )}, tokenDelivery: BEARER }) { token errors { code } } }`,
  );
  const token = (body.data?.signIn as { token: string | null } | undefined)?.token;
  if (!token) throw new Error(`no token for ${email}: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${token}` };
}

describe.each([
  ["mobile", viewports.mobile],
  ["desktop", viewports.desktop],
] as const)("at %s width", (name, viewport) => {
  test("the demo agent sees the client list, the quotes, the bookings and the profile", async () => {
    await openContext(viewport);
    await signedInAs("agent@example.com", "Agent#2026");

    // the account menu leads an agent to the agent area
    const items = await openAccountMenu(page);
    expect(items.filter((item) => item.startsWith("Agent") || item.startsWith("Client"))).toEqual([
      "Agent Profile",
      "Client Bookings",
      "Client List",
    ]);
    expect(items).toContain("My Quotes");
    await page.getByRole("menuitem", { name: "Client List" }).click();
    await page.waitForURL(`${productUrl()}/agent/client-list`);
    await page.getByRole("heading", { level: 1, name: "Client List" }).waitFor();
    const clients =
      name === "mobile"
        ? page.getByRole("list", { name: /^Your clients, by name/ })
        : page.getByRole("table", { name: /^Your clients, by name/ });
    await clients.getByText("Rafael Duarte").waitFor();
    for (const client of ["Margaret Ellison", "Yuki Nakamura", "Lucía Martín"])
      await clients.getByText(client, { exact: true }).waitFor();
    await page.getByRole("form", { name: "Add a client" }).waitFor();
    await screenshot(page, `agent-client-list-${name}`);
    await noSidewaysScroll(viewport.width);

    await page.goto(`${productUrl()}/agent/my-quotes`);
    await page.getByText("Q-7K3Q9Z").first().waitFor();
    await screenshot(page, `agent-my-quotes-${name}`);
    await noSidewaysScroll(viewport.width);

    await page.goto(`${productUrl()}/agent/booking-history`);
    await page.getByText("WH-AGNT26").first().waitFor();
    await screenshot(page, `agent-booking-history-${name}`);
    await noSidewaysScroll(viewport.width);

    await page.goto(`${productUrl()}/agent/profile`);
    const profile = page.getByRole("region", { name: "Your agent account" });
    await profile.getByText("agent@example.com").waitFor();
    expect(await profile.innerText()).toContain("$5,000.00");
    await screenshot(page, `agent-profile-${name}`);
    await noSidewaysScroll(viewport.width);
  });

  test("a traveller gets the not-allowed page, and the API refuses the same query", async () => {
    await openContext(viewport);
    await signedInAs("traveller@example.com", "Traveller#1");
    await page.goto(`${productUrl()}/agent/client-list`);
    await page.getByRole("heading", { level: 1, name: "Agents only" }).waitFor();
    expect(await page.title()).toContain("Agents only");
    await page.getByRole("link", { name: "Go to the home page" }).waitFor();
    expect(await page.getByText("Rafael Duarte").count()).toBe(0);
    await screenshot(page, `agent-not-allowed-${name}`);
    await noSidewaysScroll(viewport.width);

    const asTraveller = await graphqlAs(
      await bearerOf("traveller@example.com", "Traveller#1"),
      CLIENTS_QUERY,
    );
    expect(asTraveller.data).toBeNull();
    expect(asTraveller.errors?.[0]).toMatchObject({
      message: "Only agent accounts can see the agent area",
      extensions: { code: "FORBIDDEN" },
    });
    const signedOut = await graphqlAs({}, CLIENTS_QUERY);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const asAgent = await graphqlAs(
      await bearerOf("agent@example.com", "Agent#2026"),
      CLIENTS_QUERY,
    );
    expect(asAgent.errors).toBeUndefined();
    expect(JSON.stringify(asAgent.data)).toContain("rafael.duarte@example.com");
  });

  test("a signed-out visitor to the booking history signs in there and stays there", async () => {
    await openContext(viewport);
    await page.goto(`${productUrl()}/user/booking-history`);
    const dialog = page.getByRole("dialog", { name: "Sign In" });
    await dialog.getByLabel("Email Address").waitFor();
    await screenshot(page, `booking-history-sign-in-${name}`, { fullPage: false });
    await dialog.getByLabel("Email Address").fill("traveller@example.com");
    await dialog.getByLabel("Password", { exact: true }).fill("Traveller#1");
    await dialog.getByRole("button", { name: "Login" }).click();
    await expectSignedIn(page);
    expect(new URL(page.url()).pathname).toBe("/user/booking-history");
    await page.getByRole("heading", { level: 1, name: "Booking History" }).waitFor();
    const main = page.getByRole("main");
    // the traveller's bookings (other browser tests may have booked some), or none yet
    await main
      .getByText(/Your bookings, newest first|You have not booked anything yet\./)
      .first()
      .waitFor();
    expect(await main.getByText("Sign in to see this page.").count()).toBe(0);
    await screenshot(page, `booking-history-${name}`);
    await noSidewaysScroll(viewport.width);
  });
});
