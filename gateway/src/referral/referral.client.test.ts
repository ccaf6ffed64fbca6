import { captureCall, TEST_META } from "../testing/client-decoders";
import { DecodeError } from "../upstream/decode";
import { createReferralClient } from "./referral.client";

const client = (http: Parameters<typeof createReferralClient>[0]) =>
  createReferralClient(http, { timeoutMs: 1000 });

const campaign = {
  campaign_id: 21,
  campaign_name: "Summer",
  campaign_type: "Promotion",
  description: null,
  landing_url: null,
  refferal_code: "S26",
  start_date: "2026-01-01",
  end_date: null,
};
const referral = {
  referral_id: 1,
  first_name: "A",
  last_name: "B",
  email: "a@b.co",
  status: "JOINED",
  credit_amount: 12.5,
  currency_code: "USD",
  created_at: "2026-01-01T00:00:00Z",
};

describe("referral answers, checked against the contract", () => {
  it("decode campaigns", () => {
    const { decode, path } = captureCall(client, (c) =>
      c.getCampaignList(TEST_META, "t", "Promotion"),
    );
    expect(path).toBe("/api/referral/getCampaignList?campaign_type=Promotion");
    expect(decode({ status: 1, data: [campaign] })).toEqual([campaign]);
    expect(() => decode({ status: 0, message: "no" })).toThrow(DecodeError);
    expect(() => decode({ status: 1, data: [{ ...campaign, campaign_id: null }] })).toThrow(
      DecodeError,
    );
    const { description: _, ...withoutDescription } = campaign;
    expect(() => decode({ status: 1, data: [withoutDescription] })).toThrow(
      "body.data[0].description is missing",
    );
  });

  it("decode a referral page; counts must be integers and amounts numbers", () => {
    const { decode } = captureCall(client, (c) =>
      c.getReferralList(TEST_META, "t", { program: "P", page: 1 }),
    );
    const data = { count: 23, totalPages: 5, page: 1, per_page: 5, referrals: [referral] };
    expect(decode({ status: 1, data })).toEqual(data);
    expect(() => decode({ status: 1, data: { ...data, count: 1.5 } })).toThrow(DecodeError);
    expect(() =>
      decode({
        status: 1,
        data: { ...data, referrals: [{ ...referral, credit_amount: "12.50" }] },
      }),
    ).toThrow('field credit_amount should be a number, got "12.50"');
  });

  it("decode actions and the loyalty state", () => {
    const actions = captureCall(client, (c) => c.getActionsList(TEST_META, "t", 7));
    const action = {
      action_id: 1,
      action: "SHARE",
      description: "d",
      points: 5,
      created_at: "2026-01-01T00:00:00Z",
    };
    expect(actions.decode({ status: 1, data: [action] })).toEqual([action]);
    const state = captureCall(client, (c) => c.getLoyaltyState(TEST_META, undefined));
    const off = { enabled: false, start_date: null, end_date: null, rewards: null, promotions: [] };
    expect(state.decode({ status: 1, data: off })).toEqual(off);
    expect(() => state.decode({ status: 1, data: { ...off, enabled: "yes" } })).toThrow(
      'field enabled should be a boolean, got "yes"',
    );
  });
});
