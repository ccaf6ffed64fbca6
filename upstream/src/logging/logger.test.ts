import { createLogger } from "./logger";

const fixedNow = () => new Date("2026-11-22T10:00:00.000Z");

function capture() {
  const lines: string[] = [];
  return { sink: (l: string) => lines.push(l), parsed: () => lines.map((l) => JSON.parse(l)) };
}

describe("createLogger", () => {
  it("writes one JSON line per entry: time, level, message and fields", () => {
    const out = capture();
    createLogger({ level: "info", sink: out.sink, now: fixedNow }).info("hello", { n: 1 });
    expect(out.parsed()).toEqual([
      { time: "2026-11-22T10:00:00.000Z", level: "info", msg: "hello", n: 1 },
    ]);
  });

  it("drops entries below the configured level, and everything when silent", () => {
    const out = capture();
    const logger = createLogger({ level: "warn", sink: out.sink });
    logger.debug("d");
    logger.info("i");
    logger.warn("w");
    logger.error("e");
    expect(out.parsed().map((l) => l.level)).toEqual(["warn", "error"]);
    expect(logger.enabled("info")).toBe(false);
    const silent = capture();
    createLogger({ level: "silent", sink: silent.sink }).error("e");
    expect(silent.parsed()).toEqual([]);
  });

  it("adds the error's name, message and stack to error lines", () => {
    const out = capture();
    createLogger({ level: "info", sink: out.sink }).error("boom", new TypeError("bad"));
    expect(out.parsed()[0]).toEqual({
      time: expect.any(String),
      level: "error",
      msg: "boom",
      err: { name: "TypeError", message: "bad", stack: expect.stringContaining("TypeError: bad") },
    });
  });

  it("child loggers add their bindings to every line", () => {
    const out = capture();
    createLogger({ level: "info", sink: out.sink }).child({ requestId: "req-42" }).info("inside");
    expect(out.parsed()).toEqual([expect.objectContaining({ msg: "inside", requestId: "req-42" })]);
  });
});
