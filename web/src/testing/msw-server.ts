import { setupServer } from "msw/node";
import { resetDb } from "./db";
import { handlers } from "./handlers";

/**
 * The mock gateway of the web tests. Importing this module starts it for the test file: unknown
 * requests fail the test; handlers, data and cookies are reset after each test.
 */
export const server = setupServer(...handlers);

function clearCookies() {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
  clearCookies();
  window.localStorage.clear();
});
afterAll(() => server.close());
