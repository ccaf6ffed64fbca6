import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { db } from "../../testing/db";
import { buildViewer } from "../../testing/factories";
import { server } from "../../testing/msw-server";
import { renderApp } from "../../testing/render-app";
import { pageNavigation } from "../../lib/session/reload-page";
import { SSO_SESSION_OUT_KEY } from "./session-provider";

/** The gateway's answer when it cannot check the session (the upstream is having trouble). */
function answerUnavailable(times: number) {
  let left = times;
  server.use(
    graphql.query("Viewer", () => {
      if (left <= 0) return undefined; // fall through to the normal handler
      left -= 1;
      db.calls.viewer += 1;
      return HttpResponse.json({
        data: { viewer: null },
        errors: [
          {
            message: "The service is having trouble checking your session. Please try again.",
            path: ["viewer"],
            extensions: { code: "UPSTREAM_UNAVAILABLE", retryable: true },
          },
        ],
      });
    }),
  );
}

let leave: jest.SpyInstance;
beforeEach(() => {
  leave = jest.spyOn(pageNavigation, "leaveTo").mockImplementation(() => {});
});
afterEach(() => {
  leave.mockRestore();
  sessionStorage.clear();
});

const TROUBLE = /The service is having trouble reaching your account/;

describe("a login check the service cannot make", () => {
  it("signs nobody out: an alert, no sign-in prompt, no session-out redirect; Try again brings the user back", async () => {
    db.viewer = buildViewer({ firstName: "Ana" });
    sessionStorage.setItem(SSO_SESSION_OUT_KEY, "https://sso.example.com/out");
    answerUnavailable(1);
    const { user } = renderApp("/user-details");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(TROUBLE);
    expect(screen.queryByText("Sign in to see this page.")).toBeNull();
    expect(leave).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SSO_SESSION_OUT_KEY)).toBe("https://sso.example.com/out");
    // the account menu does not offer to sign in
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).queryByRole("menuitem", { name: "Sign In" })).toBeNull();
    expect(within(menu).getByRole("menuitem", { name: "Log Out" })).toBeInTheDocument();
    await user.keyboard("{Escape}");

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByText(TROUBLE)).toBeNull());
    expect(db.calls.viewer).toBe(2);
    expect(leave).not.toHaveBeenCalled();
    expect(screen.queryByText("Sign in to see this page.")).toBeNull();
  });

  it("retries on its own", async () => {
    db.viewer = buildViewer();
    answerUnavailable(1);
    renderApp("/");
    expect(await screen.findByText(TROUBLE)).toBeInTheDocument();
    // the first automatic retry comes SESSION_RETRY_FIRST_MS (2 s) later
    await waitFor(() => expect(screen.queryByText(TROUBLE)).toBeNull(), { timeout: 6000 });
    expect(db.calls.viewer).toBe(2);
  });
});
