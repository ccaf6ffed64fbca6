/** msw handlers of the upstream SAVINGS contract over the in-memory savings db. */
import { http, HttpResponse, type JsonBodyType } from "msw";
import { accountsDb, savingsDb as db } from "./upstream-db";
import type { SavingsFault } from "./savings-db";

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === "object" && v !== null ? (v as Json) : {});
const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

async function receive(request: Request): Promise<Json> {
  const raw = await request.text();
  let body: Json;
  try {
    body = obj(raw ? JSON.parse(raw) : {});
  } catch {
    body = {};
  }
  db.received.push({
    path: new URL(request.url).pathname,
    body,
    authorization: request.headers.get("authorization"),
  });
  return body;
}

/** The signed-in user's id (like checkLogin), or undefined. */
export function bearerUser(request: Request): number | undefined {
  const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  return accountsDb.sessions[token];
}

export const expired = () =>
  HttpResponse.json({ status: 0, message: "Session expired" }, { status: 401 });
const forbidden = () =>
  HttpResponse.json({ status: 0, message: "Not your membership" }, { status: 403 });

/** The answer of a fault that is not about the body's content; null for the others. */
function faultAnswer(fault: SavingsFault): Promise<Response> | Response | null {
  switch (fault) {
    case "hang":
      return new Promise<never>(() => {});
    case "500":
      return HttpResponse.json({ status: 0, message: "Internal error" }, { status: 500 });
    case "garbage":
      return new HttpResponse('{"data": [ {"valid_members_count": 1', {
        headers: { "content-type": "application/json" },
      });
    default:
      return null;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MEMBER_FIELDS = [
  "organization_customer_identifier",
  "program_customer_identifier",
  "member_status",
  "first_name",
  "last_name",
  "email_address",
  "member_customer_identifier",
];

function validMember(m: Json): boolean {
  return (
    MEMBER_FIELDS.every((f) => text(m[f]) !== "") &&
    m.member_status === "OPEN" &&
    EMAIL.test(text(m.email_address))
  );
}

const pause = () =>
  db.delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, db.delayMs)) : null;

/** The handlers, mounted under `baseUrl` (the mocked upstream's base URL). */
export function createSavingsHandlers(baseUrl: string) {
  const url = (path: string) => `${baseUrl}${path}`;
  return [
    http.post(url("/api/savings/getMember"), async ({ request }) => {
      const body = await receive(request);
      await pause();
      const userId = bearerUser(request);
      if (userId === undefined) return expired();
      if (Number(body.userId) !== userId) return forbidden();
      const fault = faultAnswer(db.faults.getMember);
      if (fault) return fault;
      if (db.faults.getMember === "code500") return HttpResponse.json({ code: 500, data: null });
      const member = db.members.find((m) => m.userId === userId);
      return member
        ? HttpResponse.json({ code: 200, data: { ...member } })
        : HttpResponse.json({ code: 404, data: null });
    }),
    http.post(url("/api/savings/setMember"), async ({ request }) => {
      const body = await receive(request);
      await pause();
      const userId = bearerUser(request);
      if (userId === undefined) return expired();
      if (Number(body.userId) !== userId) return forbidden();
      const fault = faultAnswer(db.faults.setMember);
      if (fault) return fault;
      if (db.faults.setMember === "notOk") return HttpResponse.json({ status: "FAILED" });
      if (!db.members.some((m) => m.userId === userId)) {
        db.members.push({
          email: text(body.email),
          userId,
          memberid: text(body.memberid),
          created_at: new Date().toISOString(),
        });
      }
      return HttpResponse.json({ status: "OK" });
    }),
    http.post(url("/api/savings/savingsCode"), async ({ request }) => {
      const body = await receive(request);
      await pause();
      if (bearerUser(request) === undefined) return expired();
      const fault = faultAnswer(db.faults.savingsCode);
      if (fault) return fault;
      const members = obj(body.reqSaving).members;
      const valid = (Array.isArray(members) ? members : []).map(obj).filter(validMember);
      for (const m of valid) db.providerMembers[text(m.member_customer_identifier)] = m;
      const count =
        db.faults.savingsCode === "count0"
          ? 0
          : db.faults.savingsCode === "count2"
            ? 2
            : valid.length;
      return HttpResponse.json({ data: [{ valid_members_count: count }] } as JsonBodyType);
    }),
  ];
}
