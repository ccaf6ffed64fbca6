import { createLogger } from "./logger";

const fixedNow = () => new Date("2026-11-22T10:00:00.000Z");

describe("createLogger", () => {
  it("prefixes each line with the time and the level", () => {
    const lines: string[] = [];
    createLogger({ level: "info", sink: (l) => lines.push(l), now: fixedNow }).info("hello");
    expect(lines).toEqual(["2026-11-22T10:00:00.000Z info hello"]);
  });

  it("drops entries below the configured level, and everything when silent", () => {
    const lines: string[] = [];
    const logger = createLogger({ level: "warn", sink: (l) => lines.push(l) });
    logger.debug("d");
    logger.info("i");
    logger.warn("w");
    logger.error("e");
    expect(lines.map((l) => l.split(" ")[1])).toEqual(["warn", "error"]);
    const silent: string[] = [];
    createLogger({ level: "silent", sink: (l) => silent.push(l) }).error("e");
    expect(silent).toEqual([]);
  });

  it("appends the error's stack to error lines", () => {
    const lines: string[] = [];
    createLogger({ level: "info", sink: (l) => lines.push(l) }).error("boom", new TypeError("bad"));
    expect(lines[0]).toContain("error boom\nTypeError: bad");
  });
});
