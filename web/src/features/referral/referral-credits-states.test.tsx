import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { db } from "../../testing/db";
import { server } from "../../testing/msw-server";
import { renderApp } from "../../testing/render-app";
import { seedReferralCredits as seed } from "../../testing/referral-seed";

const INTERNAL = "connect ECONNREFUSED 10.0.0.3:5432 (referral-db)";

async function referralList(program: string) {
  const list = await screen.findByRole("list", { name: `Referrals in ${program}` });
  await waitFor(() => expect(list).not.toHaveAttribute("aria-busy"));
  return list;
}

describe("referral credits: programmes, empty and failed states", () => {
  it("switching programme starts again at page 1", async () => {
    seed();
    const { user, router } = renderApp("/referral/credits?page=3");
    await within(await referralList("Refer a friend")).findByText("Friend 11");

    const picker = screen.getByRole("combobox", { name: "Program" });
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Refer a friend", "Team trips", "Cashback club"]);
    await user.selectOptions(picker, "Team trips");

    expect(await screen.findByRole("heading", { level: 2, name: "Team trips" })).toBeVisible();
    const list = await referralList("Team trips");
    expect(await within(list).findAllByRole("listitem")).toHaveLength(5);
    expect(within(list).getByText("Colleague 1")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    expect(screen.getByText("Total referrals: 7")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?program=12");
    expect(screen.getByRole("combobox", { name: "Program" })).toHaveValue("12");
  });

  it("shows the empty state for a programme without referrals", async () => {
    seed();
    const { user } = renderApp("/referral/credits");
    await referralList("Refer a friend");
    await user.selectOptions(screen.getByRole("combobox", { name: "Program" }), "Cashback club");
    expect(
      await screen.findByText("Nobody has joined with your link in this program yet."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Cashback club" })).toBeVisible();
    expect(screen.queryByRole("list", { name: /^Referrals in/ })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
    expect(screen.queryByText(/Total referrals/)).toBeNull();
  });

  it("shows one page without page controls when everything fits on it", async () => {
    seed();
    db.referrals = db.referrals.filter((r) => r.programId === "12").slice(0, 4);
    renderApp("/referral/credits?program=12");
    const list = await referralList("Team trips");
    expect(await within(list).findAllByRole("listitem")).toHaveLength(4);
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });

  it("says so when the programme in the address does not exist, or there is none", async () => {
    seed();
    const first = renderApp("/referral/credits?program=99");
    expect(await screen.findByText("This program could not be found.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See all programs" })).toHaveAttribute(
      "href",
      "/referral/programs",
    );
    first.unmount();

    db.campaigns = db.campaigns.filter((c) => c.campaignType !== "Referral");
    renderApp("/referral/credits");
    expect(
      await screen.findByText("There is no referral program yet, so there are no credits to show."),
    ).toBeInTheDocument();
  });

  it("shows the error state without the gateway's message, and tries again", async () => {
    seed();
    server.use(
      graphql.query("Referrals", () => HttpResponse.json({ errors: [{ message: INTERNAL }] }), {
        once: true,
      }),
    );
    const { user } = renderApp("/referral/credits");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This page could not be loaded. Please try again.");
    expect(document.body).not.toHaveTextContent(/ECONNREFUSED|referral-db/);
    expect(screen.getByRole("heading", { level: 2, name: "Refer a friend" })).toBeVisible();

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    const list = await referralList("Refer a friend");
    expect(await within(list).findAllByRole("listitem")).toHaveLength(5);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the error state when the programmes cannot be loaded", async () => {
    seed();
    db.referralFailure = INTERNAL;
    renderApp("/referral/credits");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This page could not be loaded. Please try again.",
    );
    expect(document.body).not.toHaveTextContent(/ECONNREFUSED|referral-db/);
  });
});
