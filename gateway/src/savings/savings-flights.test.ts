import { createSavingsFlights } from "./savings-flights";

describe("createSavingsFlights", () => {
  it("shares one running flow per key and forgets it once settled", async () => {
    const flights = createSavingsFlights<string>();
    let release!: (value: string) => void;
    const start = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const a = flights.run("7", start);
    const b = flights.run("7", start);
    const other = flights.run("8", () => Promise.resolve("eight"));
    expect([a.shared, b.shared, other.shared]).toEqual([false, true, false]);
    expect(b.result).toBe(a.result);
    await Promise.resolve();
    expect(start).toHaveBeenCalledTimes(1);
    release("seven");
    expect(await Promise.all([a.result, b.result, other.result])).toEqual([
      "seven",
      "seven",
      "eight",
    ]);
    expect(flights.size()).toBe(0);
    const again = flights.run("7", () => Promise.resolve("later"));
    expect(again.shared).toBe(false);
    expect(await again.result).toBe("later");
  });

  it("forgets a failed flow too", async () => {
    const flights = createSavingsFlights<string>();
    await expect(flights.run("7", () => Promise.reject(new Error("bug"))).result).rejects.toThrow(
      "bug",
    );
    expect(flights.size()).toBe(0);
  });
});
