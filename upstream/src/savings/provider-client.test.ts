import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { HttpError } from "../http/http-error";
import { importSavingsMembers } from "./provider-client";

/** A stand-in provider whose answer each test sets. */
let answer: (res: ServerResponse, body: string) => void;
let received: unknown[] = [];
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ method: req.method, url: req.url, body: JSON.parse(body) as unknown });
      answer(res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
});

const json = (status: number, body: string) => (res: ServerResponse) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(body);
};
const run = (baseUrl = base, timeoutMs = 500) =>
  importSavingsMembers([{ first_name: "Tess" }], { baseUrl, timeoutMs });
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { httpStatus: (error as HttpError).httpStatus, message: (error as HttpError).message };
};

describe("importSavingsMembers", () => {
  it("posts the members to {base}/api/members/import and returns the count", async () => {
    answer = json(200, '{"data":[{"valid_members_count":1}]}');
    expect(await run()).toBe(1);
    expect(received).toEqual([
      { method: "POST", url: "/api/members/import", body: { members: [{ first_name: "Tess" }] } },
    ]);
  });

  it.each([
    ["a 500", 500, '{"status":0}', 502, "Savings provider failed (HTTP 500)"],
    ["a redirect", 302, "", 502, "Savings provider failed (HTTP 302)"],
    ["malformed JSON", 200, '{"data": [', 502, "Savings provider answered with malformed data"],
    ["no data", 200, "{}", 502, "Savings provider answered with malformed data"],
    ["an empty list", 200, '{"data":[]}', 502, "Savings provider answered with malformed data"],
    [
      "a text count",
      200,
      '{"data":[{"valid_members_count":"1"}]}',
      502,
      "Savings provider answered with malformed data",
    ],
    [
      "a negative count",
      200,
      '{"data":[{"valid_members_count":-1}]}',
      502,
      "Savings provider answered with malformed data",
    ],
  ])("maps %s to %s", async (_, status, body, httpStatus, message) => {
    answer = json(status, body);
    expect(await refusal(run())).toEqual({ httpStatus: Number(httpStatus), message });
  });

  it("answers 504 when the provider does not answer in time, also mid-body", async () => {
    answer = () => undefined;
    const started = Date.now();
    expect(await refusal(run(base, 200))).toEqual({
      httpStatus: 504,
      message: "Savings provider did not answer in time",
    });
    expect(Date.now() - started).toBeLessThan(1500);
    answer = (res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"data":');
    };
    expect((await refusal(run(base, 200))).httpStatus).toBe(504);
  });

  it("answers 502 when the provider cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await refusal(run(`http://127.0.0.1:${port}`))).toEqual({
      httpStatus: 502,
      message: "Savings provider unavailable",
    });
  });
});
