import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chooseEncoding, compressDynamic, compressForCache } from "./compression";

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["gzip;q=0, br;q=0", "identity"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", "identity"],
  ])("%j gives %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("compression", () => {
  const body = Buffer.from(
    JSON.stringify({ data: { list: Array.from({ length: 200 }, (_, i) => ({ i })) } }),
  );

  it("round-trips both encodings, dynamic and cached", async () => {
    expect(brotliDecompressSync(await compressDynamic(body, "br"))).toEqual(body);
    expect(gunzipSync(await compressDynamic(body, "gzip"))).toEqual(body);
    const cached = await compressForCache(body);
    expect(brotliDecompressSync(cached.br)).toEqual(body);
    expect(gunzipSync(cached.gzip)).toEqual(body);
    expect(cached.br.length).toBeLessThan(body.length / 4);
  });
});
