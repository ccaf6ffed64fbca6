/**
 * Stored preferences over HTTP on a real started upstream (temporary PGlite directory): a
 * signed-in user's currency and language are stored, come back at the next sign-in and in the
 * login check; unknown or inactive codes and missing sessions are refused. Every response is
 * checked against openapi.yaml.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import { copyPreparedDatabase } from "../testing/template-data-dir";

const contract = loadOpenApiContract();
const dataDir = mkdtempSync(join(tmpdir(), "upstream-preferences-"));
const PATH = "/api/profile/updatePrefCurrLang";
let upstream: RunningUpstream;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${upstream.url}${path}`, {
    method: "POST",
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const json: unknown = JSON.parse(text);
  const validate = contract.responseValidator("POST", path, response.status);
  if (!validate(json))
    throw new Error(`POST ${path} ${response.status} breaks openapi.yaml: ${text}`);
  return { httpStatus: response.status, json: json as Json };
}

const signIn = async () => {
  const { email, password } = DEMO_ACCOUNTS.agent;
  const { json } = await post("/api/signIn", { jsonSign: { email_id: email, password } });
  return json.result as Json;
};

beforeAll(async () => {
  await copyPreparedDatabase(dataDir, { scryptCost: 1024 });
  upstream = await startUpstream({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    logLevel: "silent",
    scryptCost: 1024,
  });
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("POST /api/profile/updatePrefCurrLang", () => {
  it("stores the currency and language, given back at the next sign-in and by the login check", async () => {
    const first = await signIn();
    expect(first).toMatchObject({ currency_code: "USD", language: "en-US" });
    expect(await post(PATH, { currency_code: "eur", language: "es-es" }, first.token)).toEqual({
      httpStatus: 200,
      json: { status: 1, data: { currency_code: "EUR", language: "es-ES" } },
    });
    const next = await signIn();
    expect(next).toMatchObject({ currency_code: "EUR", language: "es-ES" });
    const check = await post("/api/auth/checkLogin", {}, next.token);
    expect(check.json.result).toMatchObject({ currency_code: "EUR", language: "es-ES" });

    // one field alone keeps the other
    expect((await post(PATH, { currency_code: "GBP" }, next.token)).json.data).toEqual({
      currency_code: "GBP",
      language: "es-ES",
    });
    expect((await post(PATH, { language: "en-US" }, next.token)).json.data).toEqual({
      currency_code: "GBP",
      language: "en-US",
    });
    await post(PATH, { currency_code: "USD" }, next.token);
  });

  it("refuses codes the site does not offer, and changes nothing", async () => {
    const { token } = await signIn();
    const inactive = await upstream.db.query<{ code: string }>(
      "SELECT code FROM currencies WHERE status = 0 LIMIT 1",
    );
    const cases: [unknown, string][] = [
      [{ currency_code: "XYZ" }, "UNKNOWN_CURRENCY"],
      [{ currency_code: inactive[0]?.code }, "UNKNOWN_CURRENCY"],
      [{ currency_code: "EUR", language: "fr-FR" }, "UNKNOWN_LANGUAGE"],
      [{ language: "<b>" }, "UNKNOWN_LANGUAGE"],
      [{}, "NOTHING_TO_CHANGE"],
    ];
    for (const [body, code] of cases) {
      const answer = await post(PATH, body, token);
      expect(answer).toMatchObject({ httpStatus: 400, json: { status: 0, code } });
    }
    expect(await signIn()).toMatchObject({ currency_code: "USD", language: "en-US" });
  });

  it("refuses a request without a live session with 401", async () => {
    for (const token of [undefined, "not-a-token"]) {
      expect(await post(PATH, { currency_code: "EUR" }, token)).toEqual({
        httpStatus: 401,
        json: { status: 0, message: "Session expired" },
      });
    }
  });
});
