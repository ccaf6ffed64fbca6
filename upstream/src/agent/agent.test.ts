/**
 * The agent areas over HTTP on a real started upstream (temporary PGlite directory): the seeded
 * clients, quotes and bookings of the demo agent, adding clients (every input rule, duplicates),
 * the 401 without a session and the 403 AGENT_ONLY for a traveller on every route. Every
 * response is checked against openapi.yaml.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import { DEMO_OFFERS } from "../offers/seed";
import { SPANISH_OFFERS } from "../offers/seed-es";
import { AGENT_PATHS } from "./routes";
import { DEMO_AGENT_CLIENTS, DEMO_AGENT_QUOTES } from "./seed";
import { copyPreparedDatabase } from "../testing/template-data-dir";

const contract = loadOpenApiContract();
const dataDir = mkdtempSync(join(tmpdir(), "upstream-agent-"));
let upstream: RunningUpstream;
let agentToken = "";
let travellerToken = "";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function post(path: string, body: unknown, authorization?: string, language?: string) {
  const response = await fetch(`${upstream.url}${path}`, {
    method: "POST",
    headers: {
      ...(authorization === undefined ? {} : { authorization }),
      ...(language === undefined ? {} : { "accept-language": language }),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const json: unknown = JSON.parse(text);
  const validate = contract.responseValidator("POST", path, response.status);
  if (!validate(json))
    throw new Error(
      `POST ${path} ${response.status} breaks openapi.yaml: ${JSON.stringify(validate.errors)} in ${text}`,
    );
  return { httpStatus: response.status, json: json as Json };
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${upstream.url}/api/signIn`, {
    method: "POST",
    body: JSON.stringify({ jsonSign: { email_id: email, password } }),
  });
  return String(((await response.json()) as Json).result.token);
}

const addClient = (client: Json, token = agentToken) =>
  post(AGENT_PATHS.addClient, { token, client });

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
  agentToken = await signIn(DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.agent.password);
  travellerToken = await signIn(DEMO_ACCOUNTS.traveller.email, DEMO_ACCOUNTS.traveller.password);
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const today = () => new Date().toISOString().slice(0, 10);

describe("who may use the agent area", () => {
  it.each(Object.values(AGENT_PATHS))("%s: 401 without a live session", async (path) => {
    for (const token of [undefined, "not-a-token"]) {
      const { httpStatus, json } = await post(path, { token, client: {} });
      expect(httpStatus).toBe(401);
      expect(json).toEqual({ status: 0, message: "Session expired" });
    }
  });

  it.each(Object.values(AGENT_PATHS))("%s: 403 AGENT_ONLY for a traveller", async (path) => {
    const { httpStatus, json } = await post(path, {
      token: travellerToken,
      client: { name: "Ann Smith", email: "ann@example.com" },
    });
    expect(httpStatus).toBe(403);
    expect(json).toEqual({
      status: 0,
      code: "AGENT_ONLY",
      message: "Only agent accounts can use the agent area",
    });
  });

  it("accepts the token as a Bearer header too", async () => {
    const { httpStatus } = await post(AGENT_PATHS.quotes, {}, `Bearer ${agentToken}`);
    expect(httpStatus).toBe(200);
  });
});

describe("the demo agent's book", () => {
  it("lists the seeded clients by name, with nationality", async () => {
    const { httpStatus, json } = await post(AGENT_PATHS.clients, { token: agentToken });
    expect(httpStatus).toBe(200);
    const seeded = (json.data.data as Json[]).filter((c) =>
      DEMO_AGENT_CLIENTS.some((s) => s.email === c.email),
    );
    expect(seeded).toHaveLength(DEMO_AGENT_CLIENTS.length);
    expect(json.data.count).toBe(json.data.data.length);
    const names = (json.data.data as Json[]).map((c) => String(c.name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(seeded.find((c) => c.email === "rafael.duarte@example.com")).toMatchObject({
      name: "Rafael Duarte",
      phone_country_code: "+351",
      phone: "912345678",
      nationality_name: "Portuguese",
    });
  });

  it("lists the quotes newest first; OPEN past valid_until reads EXPIRED", async () => {
    const { json } = await post(AGENT_PATHS.quotes, { token: agentToken });
    const quotes = json.data.data as Json[];
    const newestFirst = [...DEMO_AGENT_QUOTES].sort((a, b) => a.createdDaysAgo - b.createdDaysAgo);
    expect(quotes.map((q) => q.reference)).toEqual(newestFirst.map((q) => q.reference));
    const byRef = (ref: string) => quotes.find((q) => q.reference === ref);
    expect(byRef("Q-7K3Q9Z")).toMatchObject({
      status: "OPEN",
      client: { name: "Lucía Martín" },
      offer: { offer_id: 104 },
      guests: 6,
      price_usd: 688,
      reservation_reference: null,
    });
    expect(byRef("Q-T3WG7E")?.status).toBe("EXPIRED");
    expect(byRef("Q-9BNV3C")).toMatchObject({
      status: "BOOKED",
      reservation_reference: "WH-AGNT26",
    });
    expect(byRef("Q-Z2KF6Y")?.check_out).toBeNull();
    for (const q of quotes.filter((x) => x.status === "OPEN"))
      expect(q.valid_until >= today()).toBe(true);
  });

  it("gives the agent's own reservations as booking history, newest first", async () => {
    const { json } = await post(AGENT_PATHS.bookings, { token: agentToken });
    const refs = (json.data.data as Json[]).map((r) => r.reference);
    expect(refs).toEqual(["WH-AGNT26", "WH-AGNT27", "WH-AGNT28"]);
    expect(json.data.data[0]).toMatchObject({
      status: "CONFIRMED",
      currency: "USD",
      total: 2723,
      offer: { name: "Riviera Maya All-Inclusive Beach Resort" },
    });
  });
});

describe("in the request's language", () => {
  const inSpanish = async (path: string, body: Json = { token: agentToken }) =>
    (await post(path, body, undefined, "es-ES")).json;

  it("gives quotes' and bookings' offers in Spanish for es-ES, English otherwise", async () => {
    const quotes = (await inSpanish(AGENT_PATHS.quotes)).data.data as Json[];
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes)
      expect(q.offer).toMatchObject({
        name: SPANISH_OFFERS[q.offer.offer_id as number]?.name,
        destination: SPANISH_OFFERS[q.offer.offer_id as number]?.destination,
      });
    expect(quotes.find((q) => q.reference === "Q-7K3Q9Z")?.offer.name).toBe(
      "Hotel Ramblas Modernista",
    );
    const bookings = (await inSpanish(AGENT_PATHS.bookings)).data.data as Json[];
    expect(bookings[0]?.offer.name).toBe(SPANISH_OFFERS[bookings[0]?.offer.offer_id]?.name);
    const english = await post(AGENT_PATHS.quotes, { token: agentToken }, undefined, "fr-FR");
    for (const q of english.json.data.data as Json[])
      expect(q.offer.name).toBe(DEMO_OFFERS.find((o) => o.id === q.offer.offer_id)?.name);
  });

  it("names the clients' nationalities in Spanish for es-ES", async () => {
    const clients = (await inSpanish(AGENT_PATHS.clients)).data.data as Json[];
    expect(clients.find((c) => c.email === "rafael.duarte@example.com")?.nationality_name).toBe(
      "Portugués",
    );
    const added = await inSpanish(AGENT_PATHS.addClient, {
      token: agentToken,
      client: { name: "Ines Ruiz", email: "ines.ruiz@example.com", nationality_id: 1 },
    });
    expect(added.data).toMatchObject({ name: "Ines Ruiz", nationality_name: "Estadounidense" });
  });
});

describe("adding a client", () => {
  it("adds a valid client (email lower-cased, nationality named)", async () => {
    const { httpStatus, json } = await addClient({
      name: "  Zoë O’Brien-Smith ",
      email: " Zoe.OBrien@Example.com ",
      phone_country_code: "+44",
      phone: "7700900456",
      nationality_id: 1,
      notes: "Likes quiet rooms.\nNo red-eye flights.",
    });
    expect(httpStatus).toBe(200);
    expect(json.data).toMatchObject({
      name: "Zoë O’Brien-Smith",
      email: "zoe.obrien@example.com",
      nationality_id: 1,
      nationality_name: "American",
      notes: "Likes quiet rooms.\nNo red-eye flights.",
    });
    const list = await post(AGENT_PATHS.clients, { token: agentToken });
    expect((list.json.data.data as Json[]).map((c) => c.email)).toContain("zoe.obrien@example.com");
  });

  it("refuses a second client with the same email (any case) with 409", async () => {
    const { httpStatus, json } = await addClient({
      name: "Margaret Ellison",
      email: "MARGARET.ELLISON@example.com",
    });
    expect(httpStatus).toBe(409);
    expect(json.code).toBe("CLIENT_EXISTS");
  });

  it.each([
    [{ email: "a@example.com" }, "client name is required"],
    [{ name: "R2-D2", email: "a@example.com" }, "client name may contain only letters"],
    [{ name: "x".repeat(101), email: "a@example.com" }, "client name is too long"],
    [{ name: "Ann" }, "client email is required"],
    [{ name: "Ann", email: "ann@" }, "client email is not a valid email address"],
    [{ name: "Ann", email: "a@example.com", phone: "12-34" }, "client phone may contain digits"],
    [{ name: "Ann", email: "a@example.com", phone: "1".repeat(16) }, "client phone is too long"],
    [
      { name: "Ann", email: "a@example.com", phone: "123", phone_country_code: "44" },
      "client phone_country_code",
    ],
    [{ name: "Ann", email: "a@example.com", nationality_id: "x" }, "nationality_id must be"],
    [{ name: "Ann", email: "a@example.com", nationality_id: 999999 }, "not a known nationality"],
    [{ name: "Ann", email: "a@example.com", notes: "n".repeat(501) }, "notes is too long"],
    [{ name: "Ann", email: "a@example.com", notes: "bad\u0000" }, "not allowed"],
  ])("refuses %j with 400", async (client, message) => {
    const { httpStatus, json } = await addClient(client);
    expect(httpStatus).toBe(400);
    expect(json.message).toContain(message);
  });

  it("refuses a client that is not an object", async () => {
    const { httpStatus, json } = await post(AGENT_PATHS.addClient, {
      token: agentToken,
      client: "Ann",
    });
    expect(httpStatus).toBe(400);
    expect(json.message).toBe("client must be an object");
  });
});
