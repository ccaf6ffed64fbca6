import { chooseRequestId } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("chooseRequestId", () => {
  it.each(["abc", "trace-1.2:3", "A".repeat(128), "b64+/=".replace("/", "x")])(
    "keeps the sane token %j",
    (id) => {
      expect(chooseRequestId(id)).toBe(id);
    },
  );

  it.each([undefined, "", "has space", "new\nline", "A".repeat(129), "-leading", "<script>", "ä"])(
    "replaces %j with a UUID",
    (id) => {
      expect(chooseRequestId(id)).toMatch(UUID);
    },
  );

  it("replaces a repeated header (array) with a UUID", () => {
    expect(chooseRequestId(["a", "b"])).toMatch(UUID);
  });
});
