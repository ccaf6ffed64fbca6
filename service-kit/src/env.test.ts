import {
  ConfigError,
  envReader,
  flag,
  httpBase,
  httpUrl,
  identifier,
  integer,
  oneOf,
  redactUrlPassword,
  urlOf,
  type Parser,
} from "./env";

const problemOf = <T>(parser: Parser<T>, raw: string) => {
  const parsed = parser(raw);
  return parsed.ok ? null : parsed.problem;
};

describe("envReader", () => {
  it("reads parsed values, falls back on unset and blank ones, and lists every problem at once", () => {
    const env = envReader(
      { PORT: " 8080 ", BLANK: "  ", BAD: "x", SECRET: "redis://u:pw@h", LOUD: "yes" },
      "demo",
    );
    expect(env.read("PORT", 1, integer(0, 65535))).toBe(8080);
    expect(env.read("BLANK", 7, integer(0, 9))).toBe(7);
    expect(env.read("UNSET", undefined, integer(0, 9))).toBeUndefined();
    expect(env.read("BAD", 3, integer(0, 9))).toBe(3);
    expect(env.required("MISSING", integer(0, 9))).toBeUndefined();
    env.read("SECRET", "", urlOf(["rediss:"], "rediss://h"), redactUrlPassword);
    env.read("LOUD", false, flag);
    env.problem("A must be set with B");
    expect(() => env.check()).toThrow(ConfigError);
    try {
      env.check();
    } catch (err) {
      expect((err as ConfigError).message).toMatch(/^Invalid demo configuration:\n {2}- BAD/);
      expect((err as ConfigError).problems).toEqual([
        'BAD must be an integer from 0 to 9 (got "x")',
        "MISSING is required",
        'SECRET must be a rediss:// URL (got "redis://u:***@h")',
        'LOUD must be true or false (got "yes")',
        "A must be set with B",
      ]);
    }
  });

  it("does not throw when nothing was wrong", () => {
    const env = envReader({ PORT: "1" }, "demo");
    expect(env.required("PORT", integer(0, 9))).toBe(1);
    expect(() => env.check()).not.toThrow();
  });
});

describe("parsers", () => {
  it.each([
    [integer(1, 5), "0", "must be an integer from 1 to 5"],
    [integer(1, 5), "-1", "must be an integer from 1 to 5"],
    [integer(1, 5), "2.5", "must be an integer from 1 to 5"],
    [oneOf(["info", "warn"] as const), "loud", "must be one of info, warn"],
    [identifier(8), "a b", "must be 1 to 8 letters, digits, ., _ or -"],
    [identifier(8), "x".repeat(9), "must be 1 to 8 letters, digits, ., _ or -"],
    [httpUrl, "example.com", "must be an http:// or https:// URL, e.g. http://127.0.0.1:4010"],
    [httpUrl, "javascript:alert(1)", "must be an http:// or https:// URL"],
    [httpBase, "http://h/x?y=1", "must not have a query string or fragment"],
    [
      urlOf(["postgres:", "postgresql:"], "postgres://h/db"),
      "mysql://x",
      "must be a postgres:// or postgresql:// URL",
    ],
    [urlOf(["redis:"], "redis://h"), "nope", "must be a redis:// URL, e.g. redis://h"],
  ])("%#: %s is refused: %s", (parser, raw, problem) => {
    expect(problemOf(parser as Parser<unknown>, raw)).toBe(problem);
  });

  it("normalises http URLs without trailing slashes", () => {
    expect(httpUrl("http://LOCALHOST:4000/")).toEqual({ ok: true, value: "http://localhost:4000" });
    expect(httpBase("https://h.example/savings//")).toEqual({
      ok: true,
      value: "https://h.example/savings",
    });
  });

  it("hides a URL's password", () => {
    expect(redactUrlPassword("smtps://u:p@ss@h:465")).toBe("smtps://u:***@h:465");
    expect(redactUrlPassword("smtp://user@h")).toBe("smtp://user@h");
    expect(redactUrlPassword("smtp://h:25")).toBe("smtp://h:25");
  });
});
