import type { ApolloClient } from "@apollo/client";
import type { I18n } from "../lib/i18n";
import type { RouteObject } from "react-router-dom";
import { preloadFirstScreen, type RouteHandle } from "./first-screen";
import type { Preload, PreloadContext } from "../lib/preload";

const context = {
  client: {} as ApolloClient,
  i18n: {} as I18n,
  location: { pathname: "/hotel/offers/101", search: "" },
  language: "en-US",
};

function routesWith(offerPreload: Preload, areaPreload: Preload): RouteObject[] {
  const handle = (preload: Preload): RouteHandle => ({ preload: [preload] });
  return [
    {
      path: "/",
      children: [
        {
          path: "hotel",
          handle: handle(areaPreload),
          children: [{ path: "offers/:offerId", handle: handle(offerPreload) }],
        },
        { path: "wallet", handle: handle(() => Promise.reject(new Error("not this page"))) },
      ],
    },
  ];
}

test("the frame's and every matched route's preloads run, with the route's parameters", async () => {
  const seen: string[] = [];
  const record =
    (name: string): Preload =>
    (ctx: PreloadContext) => {
      seen.push(`${name}:${ctx.params?.offerId ?? "-"}`);
      return Promise.resolve();
    };
  await preloadFirstScreen(routesWith(record("offer"), record("area")), context, {
    frame: [record("frame")],
  });
  expect(seen.sort()).toEqual(["area:101", "frame:101", "offer:101"]);
});

test("it waits for every preload before resolving", async () => {
  let done = false;
  const slow: Preload = () =>
    new Promise((resolve) =>
      setTimeout(() => {
        done = true;
        resolve(undefined);
      }, 30),
    );
  await expect(
    preloadFirstScreen(
      routesWith(slow, () => Promise.resolve()),
      context,
      { frame: [] },
    ),
  ).resolves.toBe(true);
  expect(done).toBe(true);
});

test("a failed preload is left to the page: preloading resolves, the first screen incomplete", async () => {
  const failing: Preload = () => Promise.reject(new Error("upstream down"));
  await expect(
    preloadFirstScreen(
      routesWith(() => Promise.resolve(), failing),
      context,
      { frame: [] },
    ),
  ).resolves.toBe(false);
});

test("a preload that never answers holds the first render only until the deadline", async () => {
  const never: Preload = () => new Promise(() => undefined);
  const started = Date.now();
  await expect(
    preloadFirstScreen(routesWith(never, never), context, { frame: [never], waitMs: 50 }),
  ).resolves.toBe(false);
  expect(Date.now() - started).toBeLessThan(5_000);
});
