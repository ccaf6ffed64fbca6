import { createSingleflight } from "./singleflight";

describe("createSingleflight", () => {
  it("shares one running flight per key and forgets it once settled", async () => {
    const flights = createSingleflight<string>();
    let release!: (value: string) => void;
    const start = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const a = flights.run("7", start);
    const b = flights.run("7", start);
    const other = flights.run("8", () => Promise.resolve("eight"));
    expect([a.joined, b.joined, other.joined]).toEqual([false, true, false]);
    expect(b.promise).toBe(a.promise);
    await Promise.resolve();
    expect(start).toHaveBeenCalledTimes(1);
    release("seven");
    expect(await Promise.all([a.promise, b.promise, other.promise])).toEqual([
      "seven",
      "seven",
      "eight",
    ]);
    expect(flights.size()).toBe(0);
    const again = flights.run("7", () => Promise.resolve("later"));
    expect(again.joined).toBe(false);
    expect(await again.promise).toBe("later");
  });

  it("forgets a failed flight too", async () => {
    const flights = createSingleflight<string>();
    await expect(flights.run("7", () => Promise.reject(new Error("bug"))).promise).rejects.toThrow(
      "bug",
    );
    expect(flights.size()).toBe(0);
  });
});
