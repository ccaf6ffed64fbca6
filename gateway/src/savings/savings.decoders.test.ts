import { DecodeError } from "../upstream/decode";
import { decodeGetMember, decodeSavingsCode, decodeSetMember } from "./savings.decoders";

describe("savings decoders", () => {
  it("read getMember's code", () => {
    expect(decodeGetMember({ code: 200, data: { memberid: "WFH7" } })).toEqual({ code: 200 });
    expect(decodeGetMember({ code: 404, data: null })).toEqual({ code: 404 });
    expect(() => decodeGetMember({ data: null })).toThrow(DecodeError);
    expect(() => decodeGetMember("200")).toThrow(DecodeError);
  });

  it("read setMember's status as text", () => {
    expect(decodeSetMember({ status: "OK" })).toEqual({ status: "OK" });
    expect(decodeSetMember({ status: 0, message: "no" })).toEqual({ status: "0" });
    expect(() => decodeSetMember({})).toThrow(DecodeError);
  });

  it("read the first valid_members_count of savingsCode", () => {
    expect(decodeSavingsCode({ data: [{ valid_members_count: 1 }] })).toEqual({
      validMembersCount: 1,
    });
    expect(() => decodeSavingsCode({ data: [] })).toThrow("body.data is empty");
    expect(() => decodeSavingsCode({ data: [{ valid_members_count: "1" }] })).toThrow(DecodeError);
    expect(() => decodeSavingsCode({ status: 0 })).toThrow(DecodeError);
  });
});
