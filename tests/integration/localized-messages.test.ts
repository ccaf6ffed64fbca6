/**
 * API messages in the request's language, through the real gateway and upstream: with the
 * `language` cookie at es-ES a user error's message is the Spanish label of the catalogue's
 * message (placeholders filled in) and its code is unchanged; without it, or in English, the
 * spec's English wording; a text outside the catalogue stays as it is.
 */
import { messages, signInThrottledMessage } from "@travel/schema/validation";
import { DEMO_ACCOUNTS } from "@travel/upstream";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  graphqlAt,
  LENIENT_ABUSE_LIMITS,
  startCountedStack,
  type CountedStack,
} from "../support/stack";

let stack: CountedStack;
const graphql = graphqlAt(() => stack.gateway.url);

const spanish = JSON.parse(
  readFileSync(join(__dirname, "../../upstream/src/reference/labels/es-ES.json"), "utf8"),
) as Record<string, string>;

beforeAll(async () => {
  stack = await startCountedStack("localized-messages", {
    ...LENIENT_ABUSE_LIMITS,
    SIGN_IN_FAILURES_PER_ACCOUNT_ADDRESS: "2",
    TRUST_PROXY: "loopback",
  });
}, 60_000);
afterAll(() => stack?.close());

interface SignInAnswer {
  signIn: { errors: { code: string; field: string | null; message: string }[] };
}
const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) { errors { code field message } }
}`;

async function signIn(input: Record<string, unknown>, headers: Record<string, string>) {
  const { body } = await graphql<SignInAnswer>(SIGN_IN, { input }, headers);
  expect(body.errors).toBeUndefined();
  return body.data.signIn.errors;
}

test("a refused sign-in: Spanish with language=es-ES, English without; the code is the same", async () => {
  const wrong = { email: DEMO_ACCOUNTS.traveller.email, password: "Wrong#Pass1" };
  // one address each, so the attempts stay under the per-address limit
  const from = (n: number) => ({ "x-forwarded-for": `203.0.113.${n}` });
  const [inSpanish] = await signIn(wrong, { ...from(20), cookie: "language=es-ES" });
  expect(inSpanish).toMatchObject({
    code: "SIGN_IN_FAILED",
    message: spanish["validation.invalidCredentials"],
  });
  expect(inSpanish!.message).toBe("CORREO ELECTRÓNICO O CONTRASEÑA NO VÁLIDOS");
  const [inEnglish] = await signIn(wrong, { ...from(21), cookie: "language=en-US" });
  expect(inEnglish).toMatchObject({
    code: "SIGN_IN_FAILED",
    message: messages.INVALID_CREDENTIALS,
  });
  const [noCookie] = await signIn(wrong, from(22));
  expect(noCookie!.message).toBe(messages.INVALID_CREDENTIALS);
});

test("a throttled sign-in names its minutes in Spanish", async () => {
  const wrong = { email: DEMO_ACCOUNTS.wallet.email, password: "Wrong#Pass1" };
  const headers = { "x-forwarded-for": "203.0.113.11", cookie: "language=es-ES" };
  let throttled: { code: string; message: string } | undefined;
  for (let i = 0; i < 4 && !throttled; i++)
    throttled = (await signIn(wrong, headers)).find((e) => e.code === "THROTTLED");
  expect(throttled).toBeDefined();
  const minutes = Number(/(\d+)/.exec(throttled!.message)?.[1]);
  expect(minutes).toBeGreaterThan(0);
  expect(throttled!.message).toBe(
    spanish["validation.signInThrottled"]!.replace("{{minutes}}", String(minutes)),
  );
  // the English wording of the same limit is the catalogue's
  expect(signInThrottledMessage(minutes)).toMatch(/^TOO MANY SIGN-IN ATTEMPTS/);
});

test("field errors of the shared rules and an unknown language", async () => {
  const [blank] = await signIn({ email: "", password: "x" }, { cookie: "language=es-ES" });
  expect(blank).toMatchObject({
    field: "email",
    message: spanish["validation.pleaseEnterEmail"],
  });
  // a language the site does not offer keeps the catalogue's English
  const [unknown] = await signIn({ email: "", password: "x" }, { cookie: "language=fr-FR" });
  expect(unknown!.message).toBe(messages.PLEASE_ENTER_EMAIL);
});
