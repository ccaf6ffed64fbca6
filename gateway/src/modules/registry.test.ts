// The registry: every root field resolved by one module, and one request's loaders shared by
// the modules that need them (one login check however many modules ask).
import { buildSchema } from "graphql";
import { loadTypeDefs } from "@travel/schema";
import { createAccountsClient } from "../accounts/accounts.client";
import { NO_SESSION } from "../http/session";
import { createLogger } from "@travel/service-kit/logger";
import { testConfig } from "../testing/test-gateway";
import { createUpstreamHttp } from "../upstream/http";
import { createGatewayModules, modules, publicQueryFields, resolvers } from "./registry";

describe("the module registry", () => {
  it("resolves every Query and Mutation field of the schema", () => {
    const schema = buildSchema(loadTypeDefs().join("\n"));
    for (const type of [schema.getQueryType()!, schema.getMutationType()!]) {
      const resolved = Object.keys((resolvers as Record<string, object>)[type.name] ?? {});
      expect(resolved.sort()).toEqual(Object.keys(type.getFields()).sort());
    }
  });

  it("lists each module once, after the modules it needs", () => {
    const names: string[] = modules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    modules.forEach((m, i) => {
      for (const need of m.needs) expect(names.indexOf(need.name)).toBeLessThan(i);
    });
    expect(publicQueryFields).toContain("countries");
    expect(publicQueryFields).not.toContain("viewer");
  });

  it("gives every module of one request the same loaders: one login check for all", async () => {
    const http = createUpstreamHttp({ baseUrl: "http://never.test", timeoutMs: 1 });
    const accounts = createAccountsClient(http);
    const checkLogin = jest.fn(() => Promise.resolve(null));
    const gateway = createGatewayModules({
      http,
      config: testConfig(),
      logger: createLogger({ level: "error", sink: () => undefined }),
      clients: { accounts: { ...accounts, checkLogin } },
    });
    const request = {
      requestId: "req-1",
      clientIp: undefined,
      cookies: {},
      session: { ...NO_SESSION, current: { token: "t", source: "cookie" as const } },
    };
    const { loaders } = gateway.createContext(request);
    const answers = await Promise.all([
      loaders.loginCheck.load(),
      loaders.profile.load(),
      loaders.reservations.load(),
      loaders.referralActions.load(),
      loaders.userWallet.load(),
    ]);
    expect(answers).toEqual([null, null, null, null, null]);
    expect(checkLogin).toHaveBeenCalledTimes(1);

    // the next request gets fresh loaders
    await gateway.createContext(request).loaders.loginCheck.load();
    expect(checkLogin).toHaveBeenCalledTimes(2);
  });
});
