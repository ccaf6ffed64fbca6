// The gateway's page rendering (render-page.tsx) against the app's mock gateway (the real SDL):
// the page comes out with its data, in the visitor's language, with the state the app starts
// from; a page whose data failed is not rendered.
import { setImmediate as nodeSetImmediate } from "node:timers";
import { db, resetDb } from "../testing/db";
import { executeAgainstSchema } from "../testing/gateway-schema";
import { mockGatewayRoot } from "../testing/handlers";
import { pageStateElement, readPageState, type PageState } from "./page-state";
import { pageDocument, renderPage, type ExecuteOperation } from "./render-page";

// React's server renderer schedules with Node's setImmediate, which jsdom's globals leave out.
globalThis.setImmediate ??= nodeSetImmediate;

beforeEach(() => resetDb());

function executor(
  cookies: Record<string, string> = {},
  operations: string[] = [],
): ExecuteOperation {
  return ({ query, variables, operationName }) => {
    operations.push(operationName ?? "?");
    return executeAgainstSchema(query, variables ?? {}, mockGatewayRoot(db, cookies)).then(
      ({ data, errors }) => ({
        ...(data === undefined ? {} : { data }),
        ...(errors ? { errors: errors.map((e) => e.toJSON()) } : {}),
      }),
    );
  };
}

/** A document holding `element` only, as far as readPageState looks. */
function documentWith(element: string): Pick<Document, "getElementById"> {
  const text = /^<script type="application\/json" id="page-state">(.*)<\/script>$/s.exec(
    element,
  )?.[1];
  return {
    getElementById: (id: string) =>
      id === "page-state" && text !== undefined ? ({ textContent: text } as HTMLElement) : null,
  };
}

function stateOf(element: string): PageState {
  const state = readPageState(documentWith(element));
  if (!state) throw new Error("no page state");
  return state;
}

test("the home page comes out with the product menu, its title and the cache the app starts from", async () => {
  const operations: string[] = [];
  const page = await renderPage({
    url: "/",
    language: undefined,
    execute: executor({}, operations),
  });
  if (!page) throw new Error("the page was not rendered");
  // every area of the menu as a card: internal areas, partner sites, the daily deals
  expect(page.html).toContain(
    '<a class="css-dz7fem" href="/hotel" data-discover="true">Hotels</a>',
  );
  expect(page.html).toContain('href="https://allinclusive.example.com/"');
  expect(page.html.match(/>Daily Deals</g)?.length).toBe(2);
  expect(page.html).not.toContain('aria-busy="true"');
  expect(page.language).toBe("en-US");
  expect(page.title).toMatch(/^Home · /);
  const state = stateOf(page.stateElement);
  expect(state.labels).toBeUndefined();
  expect(JSON.stringify(state.apollo.ROOT_QUERY)).toContain("productMenu");
  // the frame's queries, each once
  expect(new Set(operations).size).toBe(operations.length);
  expect(operations).toEqual(expect.arrayContaining(["Viewer", "LocaleInfo", "ProductMenu"]));
});

test("a Spanish visitor's page is in Spanish, and carries the labels so the app need not fetch them", async () => {
  const page = await renderPage({
    url: "/",
    language: "es-ES",
    execute: executor({ language: "es-ES" }),
  });
  if (!page) throw new Error("the page was not rendered");
  expect(page.language).toBe("es-ES");
  expect(page.html).toContain("¿Adónde vamos ahora?");
  expect(page.title).toMatch(/^Inicio · /);
  expect(stateOf(page.stateElement).labels?.code).toBe("es-ES");
});

test("a page whose data failed is not rendered: the gateway sends the build's page", async () => {
  const execute: ExecuteOperation = (request) =>
    request.operationName === "ProductMenu"
      ? Promise.resolve({ errors: [{ message: "upstream down" }] })
      : executor()(request);
  await expect(renderPage({ url: "/", language: undefined, execute })).resolves.toBeUndefined();
});

test("the document: the page in #root, its state after it, its language and title", () => {
  const template =
    '<!doctype html><html lang="en-US"><head><title>Travel</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';
  const html = pageDocument(template, {
    html: "<main>hi</main>",
    stateElement: pageStateElement({ apollo: {} }),
    language: "es-ES",
    title: "Inicio · A & B <C>",
  });
  expect(html).toContain('<html lang="es-ES">');
  expect(html).toContain("<title>Inicio · A &amp; B &lt;C&gt;</title>");
  expect(html).toContain(
    '<div id="root" data-prerendered="page"><main>hi</main></div><script type="application/json" id="page-state">',
  );
  expect(() =>
    pageDocument("<html><body></body></html>", {
      html: "",
      stateElement: "",
      language: "en-US",
      title: undefined,
    }),
  ).toThrow(/no <div id="root"><\/div>/);
});

test("no text in the state can end its element or start markup", () => {
  const label = "</script><script>alert(1)</script><!--";
  const element = pageStateElement({
    apollo: { ROOT_QUERY: { __typename: "Query", text: label } },
  });
  expect(element.match(/<\/script>/g)).toHaveLength(1);
  expect(element).not.toContain("<!--");
  expect(stateOf(element).apollo.ROOT_QUERY).toEqual({ __typename: "Query", text: label });
});

test("a missing or broken state block reads as none", () => {
  expect(readPageState(documentWith(""))).toBeUndefined();
  expect(
    readPageState(
      documentWith('<script type="application/json" id="page-state">{"apollo":</script>'),
    ),
  ).toBeUndefined();
  expect(
    readPageState(
      documentWith('<script type="application/json" id="page-state">{"labels":null}</script>'),
    ),
  ).toBeUndefined();
});

test("an offer's page notes the offer viewed for the page's script to record; an area's leaves a slot for the recent activity", async () => {
  const offer = await renderPage({
    url: "/hotel/offers/101",
    language: undefined,
    execute: executor(),
  });
  if (!offer) throw new Error("the offer's page was not rendered");
  expect(offer.title).toMatch(/^Harbour View Hotel · /);
  const block = /<script type="application\/json" id="page-history">(.*?)<\/script>/.exec(
    offer.stateElement,
  )?.[1];
  expect(JSON.parse(block ?? "null")).toEqual([
    { kind: "offer", area: "hotel", offerId: "101", name: "Harbour View Hotel" },
  ]);
  const area = await renderPage({ url: "/hotel", language: undefined, execute: executor() });
  if (!area) throw new Error("the area's page was not rendered");
  expect(area.html).toContain('data-recent-history="hotel"');
  expect(area.stateElement).not.toContain("page-history");
});

test("a page the gateway does not render is left to the app", async () => {
  const operations: string[] = [];
  await expect(
    renderPage({ url: "/wallet", language: undefined, execute: executor({}, operations) }),
  ).resolves.toBeUndefined();
  expect(operations).toEqual([]);
});
