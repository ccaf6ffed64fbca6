// The search over a mocked upstream, for what the real one does not do on demand: its refusals
// mapped to the input's fields, answers that break the contract or never come (an honest
// retryable error, logged, never an empty page), and the picture route's refusals and outage.
import { http, HttpResponse } from "msw";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ upstreamTimeoutMs: 300 });
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());

const checkIn = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const SEARCH = `query S($input: OfferSearchInput!) { searchOffers(input: $input) { totalCount } }`;
const input = { area: "ACT", checkIn };
const searchAnswers = (answer: () => Response) =>
  upstream.server.use(http.post(`${TEST_UPSTREAM_URL}/api/offers/search`, answer));

async function searchErrors() {
  const result = await gateway.graphql(SEARCH, { variables: { input } });
  return result.body.errors?.map((e) => ({ message: e.message, ...e.extensions }));
}

it("maps the upstream's refusal to the input field it names", async () => {
  searchAnswers(() =>
    HttpResponse.json(
      { status: 0, message: "check_in must be on or before 2027-11-28" },
      { status: 400 },
    ),
  );
  expect(await searchErrors()).toEqual([
    {
      message: "checkIn must be on or before 2027-11-28",
      code: "BAD_USER_INPUT",
      field: "checkIn",
      reason: "INVALID_INPUT",
    },
  ]);
});

it.each([
  ["unreachable", () => HttpResponse.error()],
  ["off contract", () => HttpResponse.json({ status: 1, data: { results: "none" } })],
])("answers UPSTREAM_UNAVAILABLE when the upstream is %s, and logs it", async (_what, answer) => {
  searchAnswers(answer);
  expect(await searchErrors()).toEqual([
    expect.objectContaining({ code: "UPSTREAM_UNAVAILABLE", retryable: true }),
  ]);
  expect(gateway.logs().some((l) => l.msg === "search failed upstream")).toBe(true);
});

it("serves no picture for a bad id, an unknown offer or an upstream outage", async () => {
  const image = (file: string) => fetch(`${gateway.url}/offer-images/${file}`);
  expect((await image("0.svg")).status).toBe(400);
  expect((await image("12.png")).status).toBe(400);
  expect(upstream.calls()).toEqual({});
  upstream.server.use(
    http.get(`${TEST_UPSTREAM_URL}/api/offers/404/image.svg`, () =>
      HttpResponse.json({ status: 0, message: "Offer not found" }, { status: 404 }),
    ),
    http.get(`${TEST_UPSTREAM_URL}/api/offers/503/image.svg`, () => HttpResponse.error()),
  );
  expect((await image("404.svg")).status).toBe(404);
  const down = await image("503.svg");
  expect([down.status, down.headers.get("cache-control")]).toEqual([503, "no-store"]);
});
