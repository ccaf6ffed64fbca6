import { GraphQLError } from "graphql";
import type { LoginCheck } from "../accounts/accounts.mappers";
import {
  AGENTS_ONLY_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  agentAccess,
  requireAgent,
} from "./agent-access";

const check = (type: 1 | 2): LoginCheck => ({
  profile: {
    userId: 8,
    email: "agent@example.com",
    first_name: "Alex",
    last_name: "Agent",
    type,
    role: type === 1 ? "Agent" : "Member",
    can_user_book: 1,
    subscription_details: { plan_status: null, access_code: null, phone_country_code: null },
    country: null,
    credit_limit: 5000,
    display_price: 1,
    currency_code: "USD",
    language: "en-US",
    nationality: 1,
    referral: null,
  },
  isSso: false,
  sessionOutUrl: null,
});

function thrown(run: () => unknown): GraphQLError {
  try {
    run();
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  throw new Error("expected a GraphQLError");
}

describe("agentAccess", () => {
  it("lets a signed-in agent (user type 1) in, with the profile", () => {
    const agent = check(1);
    expect(agentAccess(agent)).toEqual({ allowed: true, profile: agent.profile });
    expect(requireAgent(agent)).toBe(agent.profile);
  });

  it("refuses a signed-out caller as UNAUTHENTICATED", () => {
    expect(agentAccess(null)).toEqual({
      allowed: false,
      code: "UNAUTHENTICATED",
      message: SIGN_IN_REQUIRED_MESSAGE,
    });
    const error = thrown(() => requireAgent(null));
    expect(error.message).toBe(SIGN_IN_REQUIRED_MESSAGE);
    expect(error.extensions.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a traveller (user type 2) as FORBIDDEN", () => {
    expect(agentAccess(check(2))).toEqual({
      allowed: false,
      code: "FORBIDDEN",
      message: AGENTS_ONLY_MESSAGE,
    });
    const error = thrown(() => requireAgent(check(2)));
    expect(error.message).toBe(AGENTS_ONLY_MESSAGE);
    expect(error.extensions.code).toBe("FORBIDDEN");
  });
});
