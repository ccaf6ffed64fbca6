import { createLogger } from "./logger";

function capture() {
  const lines: string[] = [];
  return {
    sink: (line: string) => lines.push(line),
    parsed: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

const fixedNow = () => new Date("2026-11-22T10:00:00.000Z");

describe("createLogger", () => {
  it("writes one JSON line per entry with time, level, message and fields", () => {
    const out = capture();
    createLogger({ level: "info", sink: out.sink, now: fixedNow }).info("hello", { path: "/x" });
    expect(out.parsed()).toEqual([
      { time: "2026-11-22T10:00:00.000Z", level: "info", msg: "hello", path: "/x" },
    ]);
  });

  it("drops entries below the configured level, and everything when silent", () => {
    const out = capture();
    const logger = createLogger({ level: "warn", sink: out.sink });
    logger.debug("d");
    logger.info("i");
    logger.warn("w");
    logger.error("e");
    expect(out.parsed().map((e) => e.level)).toEqual(["warn", "error"]);
    expect(logger.enabled("info")).toBe(false);
    expect(logger.enabled("warn")).toBe(true);
    const silent = capture();
    createLogger({ level: "silent", sink: silent.sink }).error("e");
    expect(silent.parsed()).toEqual([]);
  });

  it("child loggers carry their bindings and keep the level", () => {
    const out = capture();
    const child = createLogger({ level: "info", sink: out.sink }).child({ requestId: "r-1" });
    child.debug("hidden");
    child.child({ path: "/api" }).warn("upstream failed");
    expect(out.parsed()).toEqual([
      expect.objectContaining({
        level: "warn",
        requestId: "r-1",
        path: "/api",
        msg: "upstream failed",
      }),
    ]);
  });

  it("binds fields given at creation to every line", () => {
    const out = capture();
    createLogger({ level: "info", sink: out.sink, bindings: { service: "upstream" } }).info("up");
    expect(out.parsed()).toEqual([expect.objectContaining({ service: "upstream", msg: "up" })]);
  });

  it("serialises errors with name, message and stack (the log is where details belong)", () => {
    const out = capture();
    const logger = createLogger({ level: "info", sink: out.sink });
    logger.error("boom", { err: new TypeError("bad"), requestId: "r-2" });
    logger.error("thrown text", { err: "not an error" });
    expect(out.parsed()).toEqual([
      expect.objectContaining({
        msg: "boom",
        requestId: "r-2",
        err: {
          name: "TypeError",
          message: "bad",
          stack: expect.stringContaining("TypeError: bad"),
        },
      }),
      expect.objectContaining({ msg: "thrown text", err: { message: "not an error" } }),
    ]);
  });
});
