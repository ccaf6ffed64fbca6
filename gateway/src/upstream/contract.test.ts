import { openApiDocument } from "@travel/schema/rest";
import {
  compiledValidatorCount,
  contractDecoder,
  responseValidator,
  succeeded,
  warmContractValidators,
  type Method,
} from "./contract";
import { DecodeError } from "./decode";

const country = {
  countryId: 1,
  countryName: "United States",
  countryCode: "US",
  countryFlag: "🇺🇸",
  isdCode: "+1",
  distanceUnit: "Miles",
  tempUnit: "F",
  default_country: "true",
};
const countries = (list: unknown[]) => ({
  status: 1,
  message: "OK",
  data: { data: { data: list } },
});

describe("contractDecoder", () => {
  const decode = contractDecoder("post", "/api/getCountryCat", (body) => body.data.data.data);

  it("returns what pick takes from a body that matches the document", () => {
    expect(decode(countries([country]), 200)).toEqual([country]);
  });

  it.each([
    [null, "body is not an object"],
    [[], "body is not an object"],
    [{ status: 1, message: "OK" }, "body.data is missing"],
    [
      { status: 1, message: "OK", data: { data: null } },
      "field data should be an object, got null (at body.data.data)",
    ],
    [countries([{ ...country, countryId: "x" }]), 'field countryId should be a number, got "x"'],
    [countries([{ ...country, countryId: 1.5 }]), "field countryId should be an integer, got 1.5"],
    [countries([country, 3]), "body.data.data.data[1] is not an object"],
    [countries([{ ...country, tempUnit: "K" }]), 'field tempUnit should be one of ["C","F",null]'],
    [countries([{ ...country, isdCode: 1 }]), "field isdCode should be a string or null, got 1"],
  ])("rejects %j naming the first mismatch", (body, message) => {
    expect(() => decode(body, 200)).toThrow(DecodeError);
    expect(() => decode(body, 200)).toThrow(message);
  });

  it("names where a nested mismatch is", () => {
    expect(() => decode(countries([country, { ...country, countryName: 2 }]), 200)).toThrow(
      "field countryName should be a string, got 2 (at body.data.data.data[1].countryName)",
    );
  });

  it("rejects an answer with a status the call does not expect", () => {
    expect(() => decode({ status: 0, message: "Bad request" }, 400)).toThrow(
      new DecodeError("HTTP 400 is not an answer of POST /api/getCountryCat this call can use"),
    );
  });

  it("validates each listed status against its own documented body", () => {
    const either = contractDecoder(
      "post",
      "/api/getCountryCat",
      (body, status) =>
        body.status === 1 ? body.data.data.data.length : `${status} ${body.message}`,
      [200, 400],
    );
    expect(either(countries([]), 200)).toBe(0);
    expect(either({ status: 0, message: "Malformed JSON body" }, 400)).toBe(
      "400 Malformed JSON body",
    );
    expect(() => either(countries([]), 400)).toThrow(DecodeError);
  });
});

describe("mismatch messages", () => {
  it("name a field the contract does not have", () => {
    const decode = contractDecoder("post", "/api/getCountryCat", (body) => body.data.data.data);
    expect(() => decode(countries([{ ...country, extra: 1 }]), 200)).toThrow(
      "body.data.data.data[0].extra is not in the contract",
    );
  });

  it("report the deepest mismatch of a oneOf's closest branch", () => {
    const decode = contractDecoder("post", "/api/reservations", (body) => body.status);
    // the list branch fails at the root ("duplicate"), the booking branch inside data
    const reservation = { reservation_id: 1, reference: "WH-XX0001" };
    expect(() => decode({ status: 1, duplicate: false, data: reservation }, 200)).toThrow(
      new DecodeError("body.data.offer is missing"),
    );
  });
});

describe("succeeded", () => {
  it("passes a status 1 envelope and fails a refusal with its message", () => {
    const ok = { status: 1 as const, data: 1 };
    expect(succeeded(ok)).toBe(ok);
    expect(() => succeeded({ status: 0, message: "Unknown currency XYZ" })).toThrow(
      new DecodeError("envelope status is 0: Unknown currency XYZ"),
    );
  });
});

describe("when validators compile", () => {
  it("fails at creation for an answer the document does not have, before any call", () => {
    expect(() =>
      // @ts-expect-error 418 is not a documented status of this operation
      contractDecoder("post", "/api/getCountryCat", (body) => body, [418]),
    ).toThrow("openapi.yaml documents no 418 answer for POST /api/getCountryCat");
  });

  it("compiles on first use, and warmContractValidators compiles every declared answer", () => {
    const before = compiledValidatorCount();
    const decode = contractDecoder("post", "/api/layout/getCurrencyinfo", (body) => body);
    expect(compiledValidatorCount()).toBe(before);
    expect(() => decode({}, 200)).toThrow(DecodeError);
    expect(compiledValidatorCount()).toBe(before + 1);

    contractDecoder("post", "/api/general/getCurrencyRate", (body) => body);
    expect(compiledValidatorCount()).toBe(before + 1);
    expect(warmContractValidators()).toBeGreaterThan(before + 1);
  });
});

describe("the document", () => {
  it("compiles a validator for every documented answer with a body (strict mode)", () => {
    let count = 0;
    for (const [path, item] of Object.entries(openApiDocument.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (method !== "get" && method !== "post") continue;
        for (const status of Object.keys(operation.responses ?? {})) {
          if (!/^\d+$/.test(status)) continue;
          try {
            responseValidator(method as Method, path, Number(status));
            count += 1;
          } catch (err) {
            if (!/documents no body/.test(String(err))) throw err;
          }
        }
      }
    }
    expect(count).toBeGreaterThan(50);
  });
});
