/**
 * The mail dispatcher against real SMTP servers (smtp-server on port 0) and a temporary PGlite
 * database: delivery, failures and retries, permanent rejections, timeouts, two dispatchers on
 * one database (also on a real PostgreSQL server, where the claims' row locks really compete),
 * and the dispatcher started by startUpstream.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { loadOpenApiContract } from "../contract/openapi-contract";
import type { Db } from "../db/db";
import { migrate } from "../db/migrate";
import { openDb } from "../db/open-db";
import { openPgliteDb } from "../db/pglite-db";
import { startUpstream } from "../index";
import { createLogger } from "@travel/service-kit/logger";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../testing/test-databases";
import { resetMail, verificationMail, type Mail } from "./account-mails";
import { startMailDispatcher, type MailDispatcher, type MailDispatcherOptions } from "./dispatcher";
import { claimDueMail, listOutbox, markMailFailed, queueMail } from "./store";
import { copyEmptyCluster, copyPreparedDatabase } from "../testing/template-data-dir";

const FROM = "Wayfarer Holidays <no-reply@wayfarer.test>";
const dataDir = mkdtempSync(join(tmpdir(), "upstream-mail-"));
const logLines: string[] = [];
const logger = createLogger({ level: "debug", sink: (line) => logLines.push(line) });
const servers: { close(): Promise<void> }[] = [];
const dispatchers: MailDispatcher[] = [];
let db: Db;

beforeAll(async () => {
  await copyEmptyCluster(join(dataDir, "pglite"));
  db = await openPgliteDb(join(dataDir, "pglite"));
  await migrate(db);
}, 60_000);

afterEach(async () => {
  await Promise.all(dispatchers.splice(0).map((d) => d.stop()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
  await db.query("DELETE FROM mail_outbox");
});

afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  /** The message as sent, quoted-printable decoded. */
  message: string;
}

interface TestSmtp {
  port: number;
  received: Received[];
  close(): Promise<void>;
}

/** A local SMTP server (no TLS) keeping what it receives. */
async function startSmtp(options: SMTPServerOptions = {}, port = 0): Promise<TestSmtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom === false ? "" : mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === "string" ? session.user : undefined,
          message: decodeQuotedPrintable(Buffer.concat(chunks).toString("utf8")),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const smtp: TestSmtp = {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  servers.push(smtp);
  return smtp;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const header = (message: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, "mi").exec(message.split(/\r?\n\r?\n/)[0] ?? "")?.[1];

/** A rejection the test SMTP server answers with. */
const smtpError = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

function dispatch(options: Partial<MailDispatcherOptions> & { port: number }): MailDispatcher {
  const { port, ...rest } = options;
  const dispatcher = startMailDispatcher(db, {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: FROM,
    logger,
    pollIntervalMs: 20,
    wakeDelayMs: 5,
    timeoutMs: 1000,
    retryBaseMs: 50,
    ...rest,
  });
  dispatchers.push(dispatcher);
  return dispatcher;
}

/** Polls `probe` until it returns something truthy (at most `timeoutMs`). */
async function until<T>(probe: () => Promise<T> | T, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Row {
  id: number;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | null;
}

const rows = () =>
  db.query<Row>(
    "SELECT id, sent_at, attempts, last_error, next_attempt_at FROM mail_outbox ORDER BY id",
  );

const mailTo = (to: string, n = 0): Mail => ({
  to,
  subject: `Mail ${n}`,
  text: `Text ${n}`,
  html: `<p>Text ${n}</p>`,
});

/** A port nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("mail dispatcher", () => {
  it("delivers a queued verification mail (authenticated) and records when it was sent", async () => {
    const smtp = await startSmtp({
      onAuth(auth, _session, callback) {
        if (auth.username === "mailer@wayfarer.test" && auth.password === "s:cret/1")
          callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
    });
    const mail = verificationMail("http://site.test", "ana@example.com", "Ana", "KEY-123_abc");
    await queueMail(db, mail, new Date());
    const dispatcher = dispatch({
      port: smtp.port,
      smtpUrl: `smtp://mailer%40wayfarer.test:s%3Acret%2F1@127.0.0.1:${smtp.port}`,
    });
    await until(() => smtp.received.length === 1);
    const [received] = smtp.received;
    expect(received).toMatchObject({
      from: "no-reply@wayfarer.test",
      to: ["ana@example.com"],
      user: "mailer@wayfarer.test",
    });
    const message = received!.message;
    expect(header(message, "From")).toBe(FROM);
    expect(header(message, "To")).toBe("ana@example.com");
    expect(header(message, "Subject")).toBe("Please verify your email address");
    expect(message).toMatch(/Content-Type: text\/plain/i);
    expect(message).toMatch(/Content-Type: text\/html/i);
    expect(message).toContain("Hello Ana,");
    expect(message).toContain("http://site.test/verify-account?key=KEY-123_abc");
    expect(message).toContain(
      '<a href="http://site.test/verify-account?key=KEY-123_abc">http://site.test/verify-account?key=KEY-123_abc</a>',
    );
    const [row] = await until(async () => ((await rows())[0]?.sent_at ? rows() : undefined));
    expect(row).toMatchObject({ attempts: 1, last_error: null, next_attempt_at: null });
    expect(Date.now() - row!.sent_at!.getTime()).toBeLessThan(5000);
    const [listed] = await listOutbox(db);
    expect(listed).toMatchObject({ sentAt: row!.sent_at!.toISOString(), attempts: 1 });
    await dispatcher.stop();
    expect(logLines.join("\n")).toContain(
      `mail dispatcher sending through smtp://mailer%40wayfarer.test:***@127.0.0.1:${smtp.port}`,
    );
    expect(logLines.join("\n")).toMatch(/mail \d+ sent to ana@example.com \(attempt 1\): 250/);
    expect(logLines.join("\n")).not.toMatch(/s%3Acret|s:cret/);
  });

  it("records a refused attempt and retries it later, delivering once", async () => {
    let refusals = 2;
    const smtp = await startSmtp({
      onRcptTo(_address, _session, callback) {
        if (refusals-- > 0) callback(smtpError(451, "Mailbox busy, try again later"));
        else callback();
      },
    });
    let clock = new Date("2026-06-01T12:00:00Z");
    await queueMail(db, resetMail("http://site.test", "ben@example.com", "Ben", "R1"), clock);
    const dispatcher = dispatch({
      port: smtp.port,
      now: () => clock,
      pollIntervalMs: 60_000,
      retryBaseMs: 60_000,
    });
    expect(await dispatcher.runOnce()).toBe(0);
    const [first] = await rows();
    expect(first).toMatchObject({ sent_at: null, attempts: 1 });
    expect(first!.last_error).toMatch(/451 .*Mailbox busy, try again later/);
    expect(first!.next_attempt_at).toEqual(new Date("2026-06-01T12:01:00Z"));
    expect(logLines.join("\n")).toMatch(
      /mail \d+ to ben@example.com failed \(attempt 1\): .*451.*; next attempt at 2026-06-01T12:01:00.000Z/,
    );

    // not due yet
    clock = new Date("2026-06-01T12:00:59Z");
    expect(await dispatcher.runOnce()).toBe(0);
    expect((await rows())[0]!.attempts).toBe(1);

    // the second attempt doubles the wait
    clock = new Date("2026-06-01T12:01:00Z");
    expect(await dispatcher.runOnce()).toBe(0);
    expect((await rows())[0]).toMatchObject({
      attempts: 2,
      next_attempt_at: new Date("2026-06-01T12:03:00Z"),
    });

    clock = new Date("2026-06-01T12:03:00Z");
    expect(await dispatcher.runOnce()).toBe(1);
    clock = new Date("2026-06-01T13:00:00Z");
    expect(await dispatcher.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(header(smtp.received[0]!.message, "Subject")).toBe("Reset your password");
    expect((await rows())[0]).toMatchObject({
      attempts: 3,
      sent_at: new Date("2026-06-01T12:03:00Z"),
      next_attempt_at: null,
    });
    const [listed] = await listOutbox(db);
    expect(listed).toMatchObject({
      sentAt: "2026-06-01T12:03:00.000Z",
      attempts: 3,
      nextAttemptAt: null,
    });
    expect(listed!.lastError).toMatch(/451/);
  });

  it("retries while the SMTP server is down and delivers once it is up", async () => {
    const port = await closedPort();
    await queueMail(db, mailTo("cleo@example.com"), new Date());
    dispatch({ port });
    const [failed] = await until(async () => {
      const list = await rows();
      return list[0]!.attempts >= 2 ? list : undefined;
    });
    expect(failed).toMatchObject({ sent_at: null });
    expect(failed!.last_error).toMatch(/ECONNREFUSED/);
    expect(failed!.next_attempt_at).not.toBeNull();
    const smtp = await startSmtp({}, port);
    await until(async () => (await rows())[0]!.sent_at !== null);
    await sleep(150); // a few more polls
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["cleo@example.com"]);
  });

  it("gives up on a permanent rejection at once, and after the last attempt otherwise", async () => {
    const smtp = await startSmtp({
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith("gone")) callback(smtpError(550, "No such user"));
        else callback(smtpError(421, "Too busy"));
      },
    });
    let clock = new Date("2026-06-01T12:00:00Z");
    await queueMail(db, mailTo("gone@example.com"), clock);
    await queueMail(db, mailTo("busy@example.com"), clock);
    const dispatcher = dispatch({
      port: smtp.port,
      now: () => clock,
      pollIntervalMs: 60_000,
      maxAttempts: 2,
      retryBaseMs: 1000,
    });
    await dispatcher.runOnce();
    clock = new Date("2026-06-01T12:00:01Z");
    await dispatcher.runOnce();
    clock = new Date("2026-06-01T13:00:00Z");
    await dispatcher.runOnce();
    const [gone, busy] = await rows();
    expect(gone).toMatchObject({ sent_at: null, attempts: 1, next_attempt_at: null });
    expect(gone!.last_error).toMatch(/550 .*No such user/);
    expect(busy).toMatchObject({ sent_at: null, attempts: 2, next_attempt_at: null });
    expect(busy!.last_error).toMatch(/421/);
    expect(smtp.received).toHaveLength(0);
    expect(logLines.join("\n")).toMatch(/to gone@example.com failed \(attempt 1\).*; giving up/);
  });

  it("times out a server that never answers", async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    servers.push({
      close: async () => {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => silent.close(resolve));
      },
    });
    await queueMail(db, mailTo("dan@example.com"), new Date());
    const started = Date.now();
    const dispatcher = dispatch({
      port: (silent.address() as AddressInfo).port,
      timeoutMs: 200,
      pollIntervalMs: 60_000,
      retryBaseMs: 60_000,
    });
    await until(async () => (await rows())[0]!.attempts === 1 && (await rows())[0]!.last_error);
    await dispatcher.stop();
    expect(Date.now() - started).toBeLessThan(1500);
    expect((await rows())[0]!.last_error).toMatch(/ETIMEDOUT|Greeting never received/);
  });

  it("sends a mail queued later promptly, and none once stopped", async () => {
    const smtp = await startSmtp();
    const dispatcher = dispatch({ port: smtp.port, pollIntervalMs: 60_000, wakeDelayMs: 10 });
    await dispatcher.runOnce();
    await queueMail(db, mailTo("eve@example.com"), new Date());
    await until(() => smtp.received.length === 1, 1000);
    await dispatcher.stop();
    await queueMail(db, mailTo("fay@example.com"), new Date());
    expect(await dispatcher.runOnce()).toBe(0);
    await sleep(50);
    expect(smtp.received.map((r) => r.to)).toEqual([["eve@example.com"]]);
  });

  it("lets the mail being sent finish when stopped", async () => {
    const smtp = await startSmtp({
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => setTimeout(() => callback(), 200));
      },
    });
    await queueMail(db, mailTo("gus@example.com"), new Date());
    const dispatcher = dispatch({ port: smtp.port });
    await until(async () => (await rows())[0]!.attempts === 1);
    await dispatcher.stop();
    expect((await rows())[0]!.sent_at).not.toBeNull();
  });

  it("gives up mails queued too long ago without sending them", async () => {
    const smtp = await startSmtp();
    const clock = new Date("2026-06-02T12:00:00Z");
    await queueMail(db, mailTo("old@example.com"), new Date("2026-06-01T11:59:59Z"));
    await queueMail(db, mailTo("new@example.com"), new Date("2026-06-01T12:00:01Z"));
    const dispatcher = dispatch({ port: smtp.port, now: () => clock, pollIntervalMs: 60_000 });
    await dispatcher.runOnce();
    const [old, recent] = await rows();
    expect(old).toMatchObject({ sent_at: null, attempts: 0, next_attempt_at: null });
    expect(old!.last_error).toBe("not sent within 1440 minutes of being queued");
    expect(recent!.sent_at).not.toBeNull();
    expect(smtp.received.map((r) => r.to)).toEqual([["new@example.com"]]);
  });
});

describe.each(TEST_BACKENDS)("claiming mails on %s", (backend) => {
  // the PGlite database of the file, or a PostgreSQL database of this block's own
  let database: TestDatabase | undefined;
  let pglite: Db;
  beforeAll(async () => {
    if (backend === "PGlite") return;
    database = await createTestDatabase(backend, "mail-claims");
    const own = await openDb(database.location);
    pglite = db;
    db = own;
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    if (database === undefined) return;
    await db.close();
    db = pglite;
    await database.drop();
  }, 30_000);

  it("claims each due mail once until its lease ends; a stale claim cannot record a failure", async () => {
    const t0 = new Date("2026-06-01T12:00:00Z");
    const lease = new Date("2026-06-01T12:05:00Z");
    await queueMail(db, mailTo("a@example.com", 1), t0);
    await queueMail(db, mailTo("b@example.com", 2), t0);
    // three claims at once (on PostgreSQL they really race): two mails, each claimed once
    const claims = await Promise.all([
      claimDueMail(db, t0, lease),
      claimDueMail(db, t0, lease),
      claimDueMail(db, t0, lease),
    ]);
    const claimed = claims.filter((c) => c !== undefined);
    expect(claimed.map((c) => c.to).sort()).toEqual(["a@example.com", "b@example.com"]);
    const one = claimed[0];
    expect(one).toMatchObject({ attempts: 1 });
    expect(await claimDueMail(db, new Date("2026-06-01T12:04:59Z"), lease)).toBeUndefined();
    const later = new Date("2026-06-01T12:05:00Z");
    const again = await claimDueMail(db, later, new Date("2026-06-01T12:10:00Z"));
    expect(again).toMatchObject({ id: one!.id, attempts: 2 });
    expect(await markMailFailed(db, one!, "stale", null)).toBe(false);
    expect(await markMailFailed(db, again!, "fresh", later)).toBe(true);
  });

  it("delivers each mail once with two dispatchers on one database", async () => {
    const smtp = await startSmtp();
    const count = 12;
    for (let i = 0; i < count; i++) await queueMail(db, mailTo(`m${i}@example.com`, i), new Date());
    const sinks = [0, 1].map(() => [] as string[]);
    for (const sink of sinks)
      dispatch({
        port: smtp.port,
        pollIntervalMs: 10,
        logger: createLogger({ level: "info", sink: (line) => sink.push(line) }),
      });
    await until(async () => (await rows()).every((r) => r.sent_at !== null), 5000);
    await sleep(100); // more polls from both
    const recipients = smtp.received.flatMap((r) => r.to).sort();
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
    expect((await rows()).every((r) => r.attempts === 1)).toBe(true);
    const sentBy = sinks.map((lines) => lines.filter((l) => / sent to /.test(l)).length);
    expect(sentBy[0]! + sentBy[1]!).toBe(count);
  });
});

describe("the upstream with SMTP_URL", () => {
  it("sends the verification mail of a sign-up and shows it sent in the outbox", async () => {
    const smtp = await startSmtp();
    const upstreamDir = mkdtempSync(join(tmpdir(), "upstream-smtp-"));
    await copyPreparedDatabase(upstreamDir, { scryptCost: 1024 });
    const upstream = await startUpstream({
      port: 0,
      host: "127.0.0.1",
      dataDir: upstreamDir,
      databaseUrl: undefined,
      logLevel: "silent",
      scryptCost: 1024,
      siteUrl: "http://site.test",
      outboxEnabled: true,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: FROM,
    });
    try {
      const response = await fetch(`${upstream.url}/api/signUp`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          jsonRegister: {
            accesscode: "WELCOME2026",
            email_id: "zoe@example.com",
            password: "Secret#12",
            title: "Mrs",
            nationality: 1,
            language: "en-US",
            userdetails: {
              first_name: "Zoe",
              last_name: "Smith",
              mobile_no: "5551234567",
              mobile_country_code: "+34",
            },
          },
        }),
      });
      expect(((await response.json()) as { status: number }).status).toBe(1);
      await until(() => smtp.received.length === 1);
      const message = smtp.received[0]!.message;
      expect(header(message, "From")).toBe(FROM);
      expect(header(message, "To")).toBe("zoe@example.com");
      expect(header(message, "Subject")).toBe("Please verify your email address");
      expect(message).toMatch(/http:\/\/site\.test\/verify-account\?key=[\w-]+/);

      const contract = loadOpenApiContract();
      const outbox = await until(async () => {
        const body = (await (await fetch(`${upstream.url}/api/dev/outbox`)).json()) as {
          data: { to: string; sentAt: string | null; attempts: number }[];
        };
        return body.data[0]?.sentAt ? body : undefined;
      });
      expect(contract.responseValidator("GET", "/api/dev/outbox", 200)(outbox)).toBe(true);
      expect(outbox.data[0]).toMatchObject({ to: "zoe@example.com", attempts: 1 });
      const page = await (await fetch(`${upstream.url}/outbox`)).text();
      expect(page).toContain("Mails are sent over SMTP");
      expect(page).toMatch(/Sent \d{4}-\d\d-\d\dT[\d:.]+Z \(1 attempt\)/);
    } finally {
      await upstream.close();
      rmSync(upstreamDir, { recursive: true, force: true });
    }
  }, 60_000);
});
