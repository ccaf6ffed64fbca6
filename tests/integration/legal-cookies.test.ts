/**
 * The privacy policy names every cookie the product sets: those the gateway sets (collected
 * from its Set-Cookie headers at a sign-in that keeps the session and stores preferences) and
 * those the web app writes itself, in English and in Spanish.
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { SERVICE_COOKIE } from "../../web/src/features/auth/service-cookie";
import { legalTexts as english } from "../../web/src/features/legal/texts/en-US";
import { legalTexts as spanish } from "../../web/src/features/legal/texts/es-ES";
import {
  COUNTRY_COOKIE,
  CURRENCY_COOKIE,
  LANGUAGE_COOKIE,
} from "../../web/src/lib/locale/locale-cookies";
import { graphqlAt, startTestGateway, startTestUpstream } from "../support/stack";

let upstream: RunningUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = await startTestUpstream("legal-cookies");
  gateway = await startTestGateway(upstream.url);
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

/** The cookie names a policy's cookie section lists ("- name: …" or "- a and b: …"). */
function namedCookies(body: string): string[] {
  return body
    .split("\n")
    .filter((line) => line.startsWith("- "))
    .flatMap((line) =>
      line
        .slice(2)
        .split(":")[0]!
        .split(/ and | y /),
    )
    .map((name) => name.trim());
}

it("lists every cookie the gateway and the web app set, in both languages", async () => {
  const signIn = `mutation ($input: SignInInput!) { signIn(input: $input) { viewer { email } } }`;
  const { res } = await graphqlAt(() => gateway.url)(signIn, {
    input: { email: "agent@example.com", password: "Agent#2026", rememberMe: true },
  });
  const fromGateway = res.headers.getSetCookie().map((line) => line.split("=")[0]!.trim());
  expect(fromGateway).toContain("session");
  const fromWeb = [LANGUAGE_COOKIE, CURRENCY_COOKIE, COUNTRY_COOKIE, SERVICE_COOKIE];
  const every = [...new Set([...fromGateway, ...fromWeb])].sort();

  for (const texts of [english, spanish]) {
    const listed = namedCookies(texts["privacyPolicy.cookies.body"]);
    expect([...new Set(listed)].sort()).toEqual(every);
  }
});
