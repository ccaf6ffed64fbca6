import { DecodeError } from "../upstream/decode";
import {
  decodeAddClient,
  decodeAgentBookings,
  decodeAgentClients,
  decodeAgentQuotes,
} from "./agent.decoders";

const client = {
  client_id: 11,
  name: "Ana García",
  email: "ana@example.com",
  phone_country_code: "+44",
  phone: "7700900123",
  nationality_id: 20,
  nationality_name: "British",
  notes: "",
  created_at: "2026-10-01T09:00:00.000Z",
};
const offer = {
  offer_id: 101,
  product_code: "HLT",
  name: "Casa do Miradouro",
  destination: "Lisbon",
  country_code: "PT",
  description: "",
  rating: 4.7,
  price_unit: "NIGHT",
  price_usd: 189,
};
const quote = {
  quote_id: 31,
  reference: "Q-7K3Q9Z",
  client: { client_id: 11, name: "Ana García", email: "ana@example.com" },
  offer,
  check_in: "2027-03-01",
  check_out: null,
  guests: 2,
  price_usd: "450.00",
  status: "OPEN",
  valid_until: "2027-02-01",
  reservation_reference: null,
  created_at: "2026-11-20T10:00:00.000Z",
};

describe("agent decoders", () => {
  it("decode the client list, ids and nulls as the contract gives them", () => {
    expect(
      decodeAgentClients({
        status: 1,
        data: { count: 2, data: [client, { ...client, client_id: "12", nationality_id: null }] },
      }),
    ).toEqual([client, { ...client, client_id: 12, nationality_id: null }]);
  });

  it("decode quotes with numeric text prices and activity quotes without check-out", () => {
    expect(decodeAgentQuotes({ status: 1, data: { data: [quote] } })).toEqual([
      { ...quote, price_usd: 450 },
    ]);
  });

  it("refuse a quote of an unknown status or a malformed day", () => {
    expect(() =>
      decodeAgentQuotes({ status: 1, data: { data: [{ ...quote, status: "LOST" }] } }),
    ).toThrow(DecodeError);
    expect(() =>
      decodeAgentQuotes({ status: 1, data: { data: [{ ...quote, check_in: "1/3/2027" }] } }),
    ).toThrow(DecodeError);
  });

  it("decode the agent's bookings like reservations", () => {
    const [booking] = decodeAgentBookings({
      status: 1,
      data: {
        data: [
          {
            reservation_id: 8001,
            reference: "WH-AGNT26",
            offer,
            check_in: "2026-12-01",
            check_out: "2026-12-03",
            guests: 2,
            status: "CONFIRMED",
            currency: "USD",
            total: 378,
            cards: [],
            booked_at: "2026-11-01T10:00:00.000Z",
          },
        ],
      },
    });
    expect(booking?.reference).toBe("WH-AGNT26");
  });

  it("decode an added client, or the upstream's refusal", () => {
    expect(decodeAddClient({ status: 1, data: client })).toEqual({ ok: true, client });
    expect(
      decodeAddClient({
        status: 0,
        code: "CLIENT_EXISTS",
        message: "You already have a client with this email",
      }),
    ).toEqual({
      ok: false,
      code: "CLIENT_EXISTS",
      message: "You already have a client with this email",
    });
    expect(decodeAddClient({ status: 0, message: "client email is required" })).toEqual({
      ok: false,
      code: null,
      message: "client email is required",
    });
  });
});
