import { readMigrationFiles } from "./migrate";
import { migrationChecksum, pendingMigrations, type MigrationFile } from "./migration-plan";

const file = (name: string, sql = `-- ${name}`): MigrationFile => ({ name, sql });
const applied = (f: MigrationFile) => ({ version: f.name, checksum: migrationChecksum(f.sql) });

describe("pendingMigrations", () => {
  it("returns the unapplied files in number order", () => {
    const [a, b, c] = [file("001_a.sql"), file("002_b.sql"), file("003_c.sql")];
    expect(pendingMigrations([c!, a!, b!], [applied(a!)]).map((f) => f.name)).toEqual([
      "002_b.sql",
      "003_c.sql",
    ]);
    expect(pendingMigrations([a!, b!, c!], [a!, b!, c!].map(applied))).toEqual([]);
  });

  it("refuses badly named files and shared numbers", () => {
    expect(() => pendingMigrations([file("1_a.sql")], [])).toThrow(
      "Migration file 1_a.sql must be named NNN_lower_snake_name.sql",
    );
    expect(() => pendingMigrations([file("001_a.sql"), file("001_b.sql")], [])).toThrow(
      "share number 001",
    );
  });

  it("refuses an applied migration that changed or disappeared", () => {
    const a = file("001_a.sql", "CREATE TABLE a ()");
    expect(() => pendingMigrations([{ ...a, sql: "CREATE TABLE b ()" }], [applied(a)])).toThrow(
      "001_a.sql was changed after it was applied",
    );
    expect(() => pendingMigrations([], [applied(a)])).toThrow(
      "001_a.sql was applied but its file is missing",
    );
  });

  it("accepts the shipped migrations", () => {
    const files = readMigrationFiles();
    const names = pendingMigrations(files, []).map((f) => f.name);
    // in number order; other domains' migrations may sit between these
    expect(names).toEqual([...names].sort());
    expect(names.slice(0, 4)).toEqual([
      "001_reference.sql",
      "002_locale.sql",
      "003_site.sql",
      "004_accounts.sql",
    ]);
    expect(names).toContain("005_mail_delivery.sql");
    expect(names).toContain("006_savings_referrals.sql");
    expect(names).toContain("007_wallet_booking.sql");
  });
});
