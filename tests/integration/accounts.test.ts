/**
 * Accounts through the real gateway and the real upstream: a partner signing in with a bearer
 * token, email sign-up with verification from the outbox, password recovery, and the same
 * validation message from the gateway as from the web form.
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { messages } from "@travel/schema/validation";
import {
  passwordStepMessageCases,
  signInMessageCases,
  signUpDetailsMessageCases,
  validSignUpDetails,
} from "@travel/schema/validation/cases";
import { graphqlAt, startTestGateway, startTestUpstream } from "../support/stack";

let upstream: RunningUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = await startTestUpstream("accounts");
  gateway = await startTestGateway(upstream.url);
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

const graphql = graphqlAt(() => gateway.url);

const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) { token redirectTo viewer { email userType planStatus canBook } errors { field code message } }
}`;

interface SignInResult {
  signIn: {
    token: string | null;
    viewer: { email: string; userType: string; planStatus: string; canBook: boolean } | null;
    errors: { field: string | null; code: string; message: string }[];
  };
}

const VIEWER = "{ viewer { email firstName userType } }";

async function latestMailTo(to: string): Promise<{ text: string }> {
  const res = await fetch(`${upstream.url}/api/dev/outbox`);
  const { data } = (await res.json()) as { data: { to: string; text: string }[] };
  const mail = data.find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

function keyFrom(text: string, path: string): string {
  const match = new RegExp(`${path}\\?key=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

test("a partner signs in with a bearer token, reads viewer, and the token dies at sign-out", async () => {
  const { body, res } = await graphql<SignInResult>(SIGN_IN, {
    input: { email: "traveller@example.com", password: "Traveller#1", tokenDelivery: "BEARER" },
  });
  expect(body.data.signIn.errors).toEqual([]);
  expect(res.headers.get("set-cookie")).toBeNull();
  const token = body.data.signIn.token;
  expect(token).toEqual(expect.any(String));
  const auth = { authorization: `Bearer ${token}` };

  const me = await graphql<{ viewer: { email: string; userType: string } }>(VIEWER, {}, auth);
  expect(me.body.data.viewer).toMatchObject({
    email: "traveller@example.com",
    userType: "TRAVELLER",
  });

  const forged = await graphql<{ viewer: unknown }>(
    VIEWER,
    {},
    { authorization: `Bearer ${token}x` },
  );
  expect(forged.body.data.viewer).toBeNull();
  expect(forged.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

  await graphql("mutation { signOut { signedOut } }", {}, auth);
  const after = await graphql<{ viewer: unknown }>(VIEWER, {}, auth);
  expect(after.body.data.viewer).toBeNull();
  expect(after.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
});

test("a browser sign-in sets an httpOnly SameSite=Lax cookie and never returns the token", async () => {
  const { body, res } = await graphql<SignInResult>(SIGN_IN, {
    input: { email: "agent@example.com", password: "Agent#2026" },
  });
  expect(body.data.signIn.token).toBeNull();
  expect(body.data.signIn.viewer).toMatchObject({ userType: "AGENT" });
  const cookie = res.headers.get("set-cookie") ?? "";
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  const session = cookie.split(";")[0] ?? "";
  const me = await graphql<{ viewer: { email: string } }>(VIEWER, {}, { cookie: session });
  expect(me.body.data.viewer.email).toBe("agent@example.com");
});

test("sign-in failures carry the spec's messages, the same as the web form shows", async () => {
  const empty = await graphql<SignInResult>(SIGN_IN, { input: { email: "   ", password: "" } });
  expect(empty.body.data.signIn.errors.map((e) => e.message).sort()).toEqual(
    [messages.PLEASE_ENTER_EMAIL, messages.PLEASE_ENTER_PASSWORD].sort(),
  );
  const wrong = await graphql<SignInResult>(SIGN_IN, {
    input: { email: "traveller@example.com", password: "Wrong#123" },
  });
  expect(wrong.body.data.signIn.viewer).toBeNull();
  expect(wrong.body.data.signIn.errors[0]?.message).toBe("INVALID EMAIL ADDRESS OR PASSWORD");
});

test("a bad, expired or revoked Bearer token is UNAUTHENTICATED on every field that needs a user", async () => {
  const { body: signedIn } = await graphql<SignInResult>(SIGN_IN, {
    input: { email: "traveller@example.com", password: "Traveller#1", tokenDelivery: "BEARER" },
  });
  const revoked = signedIn.data.signIn.token!;
  await graphql("mutation { signOut { signedOut } }", {}, { authorization: `Bearer ${revoked}` });
  const NEEDS_A_USER = [
    "{ viewer { email } }",
    "{ wallet { enabled } }",
    "{ reservations { id } }",
    "{ savedTravelers { id } }",
    "{ agentClients { id } }",
  ];
  for (const token of ["nonsense", revoked]) {
    const bearer = { authorization: `Bearer ${token}` };
    for (const query of NEEDS_A_USER) {
      const { body } = await graphql(query, {}, bearer);
      expect({ query, errors: body.errors?.map((e) => e.extensions?.code) }).toEqual({
        query,
        errors: ["UNAUTHENTICATED"],
      });
    }
    // public data still answers
    const { body } = await graphql<{ countries: unknown[] }>("{ countries { id } }", {}, bearer);
    expect(body.data.countries.length).toBeGreaterThan(0);
  }
  // without any token the visitor is simply signed out: no error on viewer
  const { body: anonymous } = await graphql("{ viewer { email } }");
  expect(anonymous).toEqual({ data: { viewer: null } });
});

test("email sign-up, verification from the outbox, then sign-in", async () => {
  const email = `new.traveller.${Date.now()}@example.com`;
  const check = await graphql<{ checkAccount: { isNew: boolean } }>(
    "mutation ($input: CheckAccountInput!) { checkAccount(input: $input) { isNew message errors { message } } }",
    { input: { email } },
  );
  expect(check.body.data.checkAccount.isNew).toBe(true);

  const signUp = await graphql<{ signUp: { created: boolean; message: string } }>(
    "mutation ($input: SignUpInput!) { signUp(input: $input) { created message errors { field message } } }",
    {
      input: {
        details: {
          accessCode: "WELCOME2026",
          email,
          title: "Mrs",
          firstName: "Zoë",
          lastName: "O'Brien",
          nationalityId: "1",
          phoneCountryCode: "+1",
          phoneNumber: "5551234567",
        },
        password: "Secret#12",
        confirmPassword: "Secret#12",
        acceptTerms: true,
      },
    },
  );
  expect(signUp.body.data.signUp).toMatchObject({
    created: true,
    message: messages.CONFIRMATION_SENT,
  });

  const unverified = await graphql<SignInResult>(SIGN_IN, {
    input: { email, password: "Secret#12" },
  });
  expect(unverified.body.data.signIn.viewer).toBeNull();

  const key = keyFrom((await latestMailTo(email)).text, "/verify-account");
  const verify = await graphql<{ verifyAccount: { verified: boolean } }>(
    "mutation ($input: VerifyAccountInput!) { verifyAccount(input: $input) { verified errors { message } } }",
    { input: { key } },
  );
  expect(verify.body.data.verifyAccount.verified).toBe(true);

  const signedIn = await graphql<SignInResult>(SIGN_IN, {
    input: { email, password: "Secret#12" },
  });
  expect(signedIn.body.data.signIn.viewer?.email).toBe(email);
  // the embedded site lets a verified new member book (the upstream's NEW_MEMBERS_CAN_BOOK, default true)
  expect(signedIn.body.data.signIn.viewer?.canBook).toBe(true);

  const again = await graphql<{ signUp: { created: boolean; message: string } }>(
    "mutation ($input: SignUpInput!) { signUp(input: $input) { created message } }",
    {
      input: {
        details: { accessCode: "WELCOME2026", email, title: "Mr", firstName: "Al", lastName: "Bo" },
        password: "Secret#12",
        confirmPassword: "Secret#12",
        acceptTerms: true,
      },
    },
  );
  expect(again.body.data.signUp).toMatchObject({
    created: false,
    message: messages.USER_ALREADY_EXISTS,
  });
});

test("password recovery: the reset link sets a new password and the old one stops working", async () => {
  const email = "agent@example.com";
  await graphql(
    "mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { accepted } }",
    { input: { email } },
  );
  const key = keyFrom((await latestMailTo(email)).text, "/change-password");
  const change = await graphql<{ changePassword: { changed: boolean } }>(
    "mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { changed errors { message } } }",
    { input: { key, password: "Fresh#2027", confirmPassword: "Fresh#2027" } },
  );
  expect(change.body.data.changePassword.changed).toBe(true);

  const old = await graphql<SignInResult>(SIGN_IN, { input: { email, password: "Agent#2026" } });
  expect(old.body.data.signIn.viewer).toBeNull();
  const fresh = await graphql<SignInResult>(SIGN_IN, { input: { email, password: "Fresh#2027" } });
  expect(fresh.body.data.signIn.viewer?.email).toBe(email);

  const reused = await graphql<{ changePassword: { changed: boolean } }>(
    "mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { changed } }",
    { input: { key, password: "Other#2028", confirmPassword: "Other#2028" } },
  );
  expect(reused.body.data.changePassword.changed).toBe(false);
});

// The same table the web dialogs' tests type into the forms (schema/validation/message-cases.ts):
// sent straight to the gateway, each input gets the same message on the same field.
describe("the gateway answers the dialogs' inputs with the dialogs' messages", () => {
  const errorFor = (errors: { field: string | null; message: string }[], field: string) =>
    errors.find((e) => e.field === field || e.field?.endsWith(`.${field}`));

  test.each(signInMessageCases)("sign-in: $name → $message", async ({ values, field, message }) => {
    const { body } = await graphql<SignInResult>(SIGN_IN, { input: values });
    expect(body.data.signIn.viewer).toBeNull();
    expect(errorFor(body.data.signIn.errors, field)?.message).toBe(message);
  });

  test.each(signUpDetailsMessageCases)(
    "sign-up details: $name → $message",
    async ({ values, field, message }) => {
      const { body } = await graphql<{
        validateSignUpDetails: { valid: boolean; errors: { field: string; message: string }[] };
      }>(
        `
          mutation ($input: SignUpDetailsInput!) {
            validateSignUpDetails(input: $input) {
              valid
              errors {
                field
                message
              }
            }
          }
        `,
        { input: { ...values, phoneCountryCode: "+1" } },
      );
      expect(body.data.validateSignUpDetails.valid).toBe(false);
      expect(errorFor(body.data.validateSignUpDetails.errors, field)?.message).toBe(message);
    },
  );

  test.each(passwordStepMessageCases)(
    "password step: $name → $message",
    async ({ values, field, message }) => {
      const email = `password.case.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
      const { body } = await graphql<{
        signUp: { created: boolean; errors: { field: string; message: string }[] };
      }>(
        `
          mutation ($input: SignUpInput!) {
            signUp(input: $input) {
              created
              errors {
                field
                message
              }
            }
          }
        `,
        { input: { details: { ...validSignUpDetails, email, phoneCountryCode: "+1" }, ...values } },
      );
      expect(body.data.signUp.created).toBe(false);
      expect(errorFor(body.data.signUp.errors, field)?.message).toBe(message);
      // Nothing was stored: the address is still new.
      const check = await graphql<{ checkAccount: { isNew: boolean } }>(
        "mutation ($input: CheckAccountInput!) { checkAccount(input: $input) { isNew } }",
        { input: { email } },
      );
      expect(check.body.data.checkAccount.isNew).toBe(true);
    },
  );
});
