import { captureCall, TEST_META } from "../testing/client-decoders";
import { DecodeError } from "../upstream/decode";
import { createSavingsClient } from "./savings.client";

const member = { email: "zoe@example.com", userId: 7, memberid: "WFH7" };
const client = (http: Parameters<typeof createSavingsClient>[0]) =>
  createSavingsClient(http, { timeoutMs: 1000 });

describe("savings answers, checked against the contract", () => {
  it("read getMember's code", () => {
    const { decode } = captureCall(client, (c) => c.getMember(TEST_META, "t", member));
    const data = { ...member, created_at: "2026-01-02T03:04:05.000Z" };
    expect(decode({ code: 200, data })).toEqual({ code: 200 });
    expect(decode({ code: 404, data: null })).toEqual({ code: 404 });
    expect(() => decode({ data: null })).toThrow(DecodeError);
    expect(() => decode("200")).toThrow(DecodeError);
    // spec: code 200 = exists; any other code reads as "not a member"
    expect(decode({ code: 500, data: null })).toEqual({ code: 500 });
    expect(() => decode({ code: 200, data: null })).toThrow(DecodeError);
  });

  it("read setMember's status", () => {
    const { decode } = captureCall(client, (c) => c.setMember(TEST_META, "t", member));
    expect(decode({ status: "OK" })).toEqual({ status: "OK" });
    expect(() => decode({ status: "FAILED" })).toThrow(DecodeError);
    expect(() => decode({})).toThrow(DecodeError);
  });

  it("read the first valid_members_count of savingsCode", () => {
    const { decode } = captureCall(client, (c) =>
      c.savingsCode(TEST_META, "t", { reqSaving: { members: [] } }),
    );
    expect(decode({ data: [{ valid_members_count: 1 }] })).toEqual({ validMembersCount: 1 });
    expect(() => decode({ data: [] })).toThrow("body.data is empty");
    expect(() => decode({ data: [{ valid_members_count: "1" }] })).toThrow(DecodeError);
    expect(() => decode({ status: 0 })).toThrow(DecodeError);
  });

  it("fail an answer with a status the call does not decode", () => {
    const { decode } = captureCall(client, (c) => c.getMember(TEST_META, "t", member));
    expect(() => decode({ status: 0, message: "Session expired" }, 401)).toThrow(DecodeError);
  });
});
