// A first visit to a page the gateway renders (page-operations.ts): the missing preference
// cookies come from the visitor's address, go out with the page and count for its render.
import type { Request, Response } from "express";
import type { FormattedExecutionResult } from "graphql";
import { applyFirstVisitDefaults } from "./page-operations";
import { preferenceCookieOptions } from "./session";

function visit(cookies: Record<string, string>, answer: FormattedExecutionResult) {
  const req = { cookies, secure: true } as unknown as Request;
  const written: [string, string, unknown][] = [];
  const res = {
    cookie: (name: string, value: string, options: unknown) => written.push([name, value, options]),
  } as unknown as Response;
  const asked: string[] = [];
  const execute = (request: { query: string }) => {
    asked.push(request.query);
    return Promise.resolve(answer);
  };
  return { req, res, written, asked, execute };
}

const SPAIN = { data: { visitorDefaults: { countryId: "195", currency: { code: "EUR" } } } };

test("a first visit gets the country and currency of its address, for the page and after", async () => {
  const { req, res, written, asked, execute } = visit({ language: "es-ES" }, SPAIN);
  await applyFirstVisitDefaults(req, res, execute);
  expect(asked).toHaveLength(1);
  expect(written).toEqual([
    ["currency_code", "EUR", preferenceCookieOptions(true)],
    ["country", "195", preferenceCookieOptions(true)],
  ]);
  expect(req.cookies).toEqual({ language: "es-ES", currency_code: "EUR", country: "195" });
});

test("a cookie the visitor has is never replaced", async () => {
  const { req, res, written, execute } = visit({ currency_code: "GBP" }, SPAIN);
  await applyFirstVisitDefaults(req, res, execute);
  expect(written.map(([name, value]) => [name, value])).toEqual([["country", "195"]]);
  expect(req.cookies).toEqual({ currency_code: "GBP", country: "195" });
});

test("a returning visitor is not looked up", async () => {
  const { req, res, written, asked, execute } = visit(
    { currency_code: "GBP", country: "77" },
    SPAIN,
  );
  await applyFirstVisitDefaults(req, res, execute);
  expect(asked).toEqual([]);
  expect(written).toEqual([]);
});

test("a failed lookup leaves the visit as it is (the app asks again)", async () => {
  const { req, res, written, execute } = visit(
    {},
    {
      data: null,
      errors: [{ message: "The service is unavailable." }],
    },
  );
  await applyFirstVisitDefaults(req, res, execute);
  expect(written).toEqual([]);
  expect(req.cookies).toEqual({});
});
