import { act, screen, waitFor } from "@testing-library/react";
import { db } from "../../testing/db";
import { buildViewer } from "../../testing/factories";
import { renderApp } from "../../testing/render-app";
import { pageNavigation } from "../../lib/session/reload-page";
import { SITE_STYLES_ATTRIBUTE } from "./site-styles";

let reload: jest.SpyInstance;
beforeEach(() => {
  reload = jest.spyOn(pageNavigation, "reloadPage").mockImplementation(() => {});
});
afterEach(() => reload.mockRestore());

const styleElements = () =>
  Array.from(document.head.querySelectorAll<HTMLStyleElement>(`style[${SITE_STYLES_ATTRIBUTE}]`));

/** The one <style data-site-styles> element once it holds `text`. */
async function siteStyleWith(text: string): Promise<HTMLStyleElement> {
  let element: HTMLStyleElement | undefined;
  await waitFor(() => {
    expect(styleElements()).toHaveLength(1);
    element = styleElements()[0];
    expect(element?.textContent).toContain(text);
  });
  return element as HTMLStyleElement;
}

describe("SiteStyles", () => {
  it("applies the organisation's white-label and pre-login CSS for the home page", async () => {
    db.siteStyles.whiteLabel.HOME = 'html [data-wl-hook="main"] h1{color:#0f766e}';
    renderApp("/");
    const element = await siteStyleWith("background-color:#f0fdfa");
    expect(element.textContent).toBe(
      [
        'html [data-wl-hook="header"]{border-bottom:3px solid #0f766e}',
        'html [data-wl-hook="main"] h1{color:#0f766e}',
        'html [data-wl-hook="header"]{background-color:#f0fdfa}',
      ].join("\n"),
    );
    expect(element.getAttribute("data-page-code")).toBe("HOME");
    expect(db.siteStyles.calls[0]).toEqual({ pageCode: "HOME", signedIn: false });
  });

  it("puts the CSS in as text: markup in it stays text, never elements", async () => {
    db.siteStyles.whiteLabel.ALL = 'a::after{content:"<b>bold</b>"}';
    renderApp("/");
    const element = await siteStyleWith("content:");
    expect(element.children).toHaveLength(0);
    expect(element.textContent).toContain('"<b>bold</b>"');
  });

  it("applies the post-login CSS when signed in", async () => {
    db.viewer = buildViewer();
    renderApp("/wallet");
    const element = await siteStyleWith("background-color:#fffbeb");
    expect(element.textContent).not.toContain("#f0fdfa");
    expect(element.getAttribute("data-page-code")).toBe("WALLET");
  });

  it("follows the route: a product page gets its own page code and CSS", async () => {
    db.siteStyles.whiteLabel.HOTEL = ".hotel-accent{color:teal}";
    const { router } = renderApp("/");
    await siteStyleWith("#f0fdfa");
    await act(() => router.navigate("/hotel/offers/7"));
    const element = await siteStyleWith(".hotel-accent{color:teal}");
    expect(element.getAttribute("data-page-code")).toBe("HOTEL");
    expect(db.siteStyles.calls.map((c) => c.pageCode)).toContain("HOTEL");
  });

  it("fetches a page's styles once, not again on re-renders", async () => {
    const { router } = renderApp("/");
    await siteStyleWith("#f0fdfa");
    await act(() => router.navigate("/promotions"));
    await waitFor(() =>
      expect(styleElements()[0]?.getAttribute("data-page-code")).toBe("PROMOTIONS"),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(db.siteStyles.calls.map((c) => c.pageCode)).toEqual(["HOME", "PROMOTIONS"]);
  });

  it("switches to the pre-login CSS when the traveller logs out", async () => {
    db.viewer = buildViewer();
    const { user } = renderApp("/");
    await siteStyleWith("#fffbeb");
    await user.click(screen.getByRole("button", { name: /account menu$/i }));
    await user.click(await screen.findByRole("menuitem", { name: "Log Out" }));
    const element = await siteStyleWith("#f0fdfa");
    expect(element.textContent).not.toContain("#fffbeb");
  });

  it("adds no style element content while the styles cannot be loaded, and the page still works", async () => {
    db.siteStyles.whiteLabel = {};
    db.siteStyles.preLogin = {};
    renderApp("/");
    await waitFor(() => expect(styleElements()[0]?.textContent ?? "").toBe(""));
    expect(await screen.findByRole("main")).toBeInTheDocument();
  });
});
