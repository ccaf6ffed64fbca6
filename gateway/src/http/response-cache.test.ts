import { decodeCachedResponse, encodeCachedResponse, responseCacheKey } from "./response-cache";

describe("cached response entries", () => {
  it("round-trip every variant", () => {
    const entry = {
      status: 200,
      contentType: "application/json; charset=utf-8",
      bodies: {
        identity: Buffer.from('{"data":{}}'),
        gzip: Buffer.from([1, 2]),
        br: Buffer.from([3]),
      },
    };
    expect(decodeCachedResponse(encodeCachedResponse(entry))).toEqual(entry);
  });

  it("refuse foreign or damaged values", () => {
    const encoded = encodeCachedResponse({
      status: 200,
      contentType: "application/json",
      bodies: { identity: Buffer.from("{}") },
    });
    expect(decodeCachedResponse("text")).toBeNull();
    expect(decodeCachedResponse(Buffer.from([0, 0]))).toBeNull();
    expect(decodeCachedResponse(encoded.subarray(0, encoded.length - 1))).toBeNull();
  });
});

describe("responseCacheKey", () => {
  const base = {
    query: "{ localeInfo { currentCurrency { code } } }",
    operationName: null,
    variables: undefined,
    extensions: undefined,
    cookies: {},
  };

  it("differs by text, operation name, variables, extensions and each locale cookie", () => {
    const keys = [
      responseCacheKey(base),
      responseCacheKey({ ...base, query: "{ ok }" }),
      responseCacheKey({ ...base, operationName: "Q" }),
      responseCacheKey({ ...base, variables: { a: 1 } }),
      responseCacheKey({ ...base, extensions: { x: 1 } }),
      responseCacheKey({ ...base, cookies: { language: "es-ES" } }),
      responseCacheKey({ ...base, cookies: { currencyCode: "EUR" } }),
      responseCacheKey({ ...base, cookies: { language: "EUR" } }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(responseCacheKey({ ...base, variables: null })).toBe(keys[0]);
  });
});
