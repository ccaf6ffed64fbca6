import { buildSchema, parse, validate } from "graphql";
import { ONE_CREDENTIAL_FIELD_MESSAGE, oneCredentialFieldRule } from "./one-credential-field";

const schema = buildSchema(`
  type Payload { ok: Boolean }
  type Query { viewer: Payload }
  type Mutation {
    signIn(email: String): Payload
    socialSignIn(token: String): Payload
    ssoSignIn(token: String): Payload
    refreshSession: Payload
    signOut: Payload
  }
`);

const errorsOf = (source: string) =>
  validate(schema, parse(source), [oneCredentialFieldRule]).map((e) => e.message);

describe("oneCredentialFieldRule", () => {
  it.each([
    ["one sign-in", `mutation { signIn(email: "a") { ok } signOut { ok } }`],
    [
      "one per operation of a document",
      `mutation A { signIn { ok } } mutation B { signIn { ok } }`,
    ],
    [
      "the same field spread twice (graphql runs it once)",
      `mutation { ...F ...F } fragment F on Mutation { signIn(email: "a") { ok } }`,
    ],
    ["one renewal", `mutation { refreshSession { ok } signOut { ok } }`],
    ["queries", `{ viewer { ok } }`],
  ])("accepts %s", (_name, source) => {
    expect(errorsOf(source)).toEqual([]);
  });

  it.each([
    ["aliases", `mutation { a: signIn(email: "a") { ok } b: signIn(email: "b") { ok } }`],
    ["two kinds", `mutation { signIn(email: "a") { ok } ssoSignIn(token: "t") { ok } }`],
    ["two renewals", `mutation { a: refreshSession { ok } b: refreshSession { ok } }`],
    ["a sign-in and a renewal", `mutation { signIn(email: "a") { ok } refreshSession { ok } }`],
    [
      "an inline fragment",
      `mutation { signIn(email: "a") { ok } ... on Mutation { b: signIn(email: "b") { ok } } }`,
    ],
    [
      "a named fragment",
      `mutation { a: socialSignIn { ok } ...F } fragment F on Mutation { b: socialSignIn { ok } }`,
    ],
  ])("refuses two credential fields through %s", (_name, source) => {
    expect(errorsOf(source)).toEqual([ONE_CREDENTIAL_FIELD_MESSAGE]);
  });
});
