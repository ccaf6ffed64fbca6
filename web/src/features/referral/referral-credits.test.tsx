import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../testing/render-app";
import { seedReferralCredits as seed } from "../../testing/referral-seed";

/** The names in the referral list of a programme, once the list shows `first`. */
async function shownNames(program: string, first: string) {
  const list = await screen.findByRole("list", { name: `Referrals in ${program}` });
  await within(list).findByText(first);
  await waitFor(() => expect(list).not.toHaveAttribute("aria-busy"));
  return within(list)
    .getAllByRole("listitem")
    .map((item) => within(item).getByText(/^(Friend|Colleague) \d+$/).textContent);
}

const friends = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Friend ${from + i}`);

function pages() {
  return screen.getByRole("navigation", { name: "Pages" });
}

describe("referral credits (/referral/credits, five per page)", () => {
  it("shows page 1 of the first referral programme and pages on with Next: 5, 5, 5, 5, 3", async () => {
    seed();
    const { user, router } = renderApp("/referral/credits");
    expect(
      await screen.findByRole("heading", { level: 2, name: "Refer a friend" }),
    ).toBeInTheDocument();
    expect(await shownNames("Refer a friend", "Friend 1")).toEqual(friends(1, 5));
    expect(screen.getByText("Total referrals: 23")).toBeInTheDocument();
    const [newest] = within(
      screen.getByRole("list", { name: "Referrals in Refer a friend" }),
    ).getAllByRole("listitem");
    expect(newest).toHaveTextContent("f***1@example.com");
    expect(newest).toHaveTextContent("Status: Booked");
    expect(newest).toHaveTextContent("Credit: $25.00");
    expect(newest).toHaveTextContent("Referred on: Mar 31, 2026");
    expect(within(pages()).getByText("Page 1 of 5")).toBeInTheDocument();
    expect(within(pages()).getByRole("button", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(pages()).getByRole("button", { name: "Previous" })).toBeDisabled();

    const sizes = [5];
    for (let page = 2; page <= 5; page++) {
      await user.click(within(pages()).getByRole("button", { name: "Next" }));
      const names = await shownNames("Refer a friend", `Friend ${(page - 1) * 5 + 1}`);
      sizes.push(names.length);
      expect(names).toEqual(friends((page - 1) * 5 + 1, Math.min(page * 5, 23)));
      expect(router.state.location.search).toBe(`?page=${page}`);
      expect(within(pages()).getByText(`Page ${page} of 5`)).toBeInTheDocument();
    }
    expect(sizes).toEqual([5, 5, 5, 5, 3]);
    expect(within(pages()).getByRole("button", { name: "Next" })).toBeDisabled();
    // Next became disabled under the pointer: focus moved to the current page's number.
    await waitFor(() =>
      expect(within(pages()).getByRole("button", { name: "Page 5" })).toHaveFocus(),
    );
    expect(within(pages()).getByRole("button", { name: "Previous" })).toBeEnabled();
    expect(screen.queryByText(/Stranger/)).not.toBeInTheDocument();
  });

  it("opens the page a ?page=N link names, and its controls lead back to page 1", async () => {
    seed();
    const { user, router } = renderApp("/referral/credits?page=3");
    expect(await shownNames("Refer a friend", "Friend 11")).toEqual(friends(11, 15));
    expect(within(pages()).getByRole("button", { name: "Page 3" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await user.click(within(pages()).getByRole("button", { name: "Previous" }));
    expect(await shownNames("Refer a friend", "Friend 6")).toEqual(friends(6, 10));
    expect(router.state.location.search).toBe("?page=2");

    // Previous to the first page: the address loses its page, Previous is disabled and focus
    // stays in the page controls, on the current page's number.
    await user.click(within(pages()).getByRole("button", { name: "Previous" }));
    expect(await shownNames("Refer a friend", "Friend 1")).toEqual(friends(1, 5));
    expect(router.state.location.search).toBe("");
    expect(within(pages()).getByRole("button", { name: "Previous" })).toBeDisabled();
    await waitFor(() =>
      expect(within(pages()).getByRole("button", { name: "Page 1" })).toHaveFocus(),
    );

    await user.click(within(pages()).getByRole("button", { name: "Page 5" }));
    expect(await shownNames("Refer a friend", "Friend 21")).toEqual(friends(21, 23));
    expect(router.state.location.search).toBe("?page=5");
  });

  it("shows page 1 for a page that is not a page number", async () => {
    seed();
    for (const value of ["abc", "0", "-2", "2.5"]) {
      const { unmount } = renderApp(`/referral/credits?page=${value}`);
      expect(await shownNames("Refer a friend", "Friend 1")).toEqual(friends(1, 5));
      expect(within(pages()).getByText("Page 1 of 5")).toBeInTheDocument();
      unmount();
    }
  });

  it("says a page past the end is empty and offers the first page", async () => {
    seed();
    const { user, router } = renderApp("/referral/credits?page=9");
    expect(await screen.findByText("There are no referrals on this page.")).toBeInTheDocument();
    expect(screen.getByText("Total referrals: 23")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Referrals in Refer a friend" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Go to the first page" }));
    expect(await shownNames("Refer a friend", "Friend 1")).toEqual(friends(1, 5));
    expect(router.state.location.search).toBe("");
  });
});
